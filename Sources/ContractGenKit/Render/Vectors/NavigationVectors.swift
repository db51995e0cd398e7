/// What the navigation policy decides for URLs, by construction from the contract's host rules: each host
/// the contract allows, its look-alikes, and the tricks a URL can play.
///
/// A case is `{ name, sessionUrl, allowedHosts, url, decision }` with decision `webview`, `browser` or `block`.
/// `counter` is `{ limit, decisions, failures }`: recording `decisions` in order yields `failures` (null, or
/// the failure code) one for one.
struct NavigationVectors {
    let samples: Samples
    let navigation: Navigation
    let hasHostsOption: Bool

    /// Hosts the vectors allow through the hosts option: one exact, one wildcard.
    static let allowedHosts = ["partner.example.org", "*.cdn.example.net"]

    var cases: [VectorJSON] {
        var cases: [VectorJSON] = []
        func add(_ name: String, _ url: String, _ decision: String, allowed: [String] = []) {
            cases.append(.object([("name", .string(name)), ("sessionUrl", .string(samples.sessionURL)),
                                  ("allowedHosts", .array(allowed.map(VectorJSON.string))), ("url", .string(url)),
                                  ("decision", .string(decision))]))
        }
        let session = Samples.sessionHost
        add("the session URL's host", "https://\(session)/next", "webview")
        add("the session URL's host in upper case", "https://\(session.uppercased())/next", "webview")
        add("the session URL's host with a trailing dot", "https://\(session)./next", "webview")
        add("the session URL's host with a port", "https://\(session):8443/next", "webview")
        // A port no browser parses makes the text not a URL; a colon with no port is the default one.
        add("the session URL's host with a port above 65535", "https://\(session):99999/next", "block")
        add("the session URL's host with a port that is not a number", "https://\(session):8o8/next", "block")
        add("the session URL's host with a colon and no port", "https://\(session):/next", "webview")
        add("the scheme in upper case", "HTTPS://\(session)/next", "webview")
        add("the session URL's host over http", "http://\(session)/next", "browser")
        add("the session URL's host as a subdomain of another", "https://\(session).evil.com/", "browser")
        add("another host", "https://example.org/terms", "browser")
        add("credentials before the session URL's host", "https://user@\(session)/", "block")
        add("the session URL's host as credentials for another", "https://\(session)@evil.com/", "block")
        add("a backslash that browsers read as a slash", "https://evil.com\\@\(session)/", "block")
        add("white space in the host", "https://exa mple.com/", "block")
        add("no host", "https:///path", "block")
        add("not a URL", "just text", "block")
        add("empty", "", "block")
        if hasHostsOption {
            let allowed = Self.allowedHosts
            add("an allowed host", "https://partner.example.org/page", "webview", allowed: allowed)
            add("an allowed host without the option set", "https://partner.example.org/page", "browser")
            add("a subdomain of an allowed wildcard", "https://img.cdn.example.net/a.png", "webview", allowed: allowed)
            add("a deeper subdomain of an allowed wildcard", "https://a.b.cdn.example.net/", "webview", allowed: allowed)
            add("the domain of an allowed wildcard itself", "https://cdn.example.net/", "browser", allowed: allowed)
        }
        for group in navigation.hostGroups {
            for host in group.hosts {
                if host.hasPrefix("*.") {
                    let domain = String(host.dropFirst(2))
                    add("\(group.name): a subdomain of \(host)", "https://www.\(domain)/signin", "webview")
                    add("\(group.name): a deeper subdomain of \(host)", "https://a.b.\(domain)/", "webview")
                    add("\(group.name): \(domain) itself is not covered by \(host)", "https://\(domain)/", "browser")
                    add("\(group.name): a look-alike of \(domain)", "https://evil-\(domain)/", "browser")
                    add("\(group.name): \(domain) as a subdomain of another", "https://\(domain).evil.com/", "browser")
                    add("\(group.name): \(domain) as credentials for another", "https://\(domain)@evil.com/", "block")
                } else {
                    add("\(group.name): \(host)", "https://\(host)/signin", "webview")
                    add("\(group.name): \(host) in upper case", "https://\(host.uppercased())/signin", "webview")
                    add("\(group.name): \(host) with a trailing dot", "https://\(host)./signin", "webview")
                    add("\(group.name): \(host) over http", "http://\(host)/signin", "browser")
                    add("\(group.name): a look-alike of \(host)", "https://evil-\(host)/", "browser")
                    add("\(group.name): \(host) as a subdomain of another", "https://\(host).evil.com/", "browser")
                    add("\(group.name): \(host) as credentials for another", "https://\(host)@evil.com/", "block")
                }
            }
        }
        for scheme in navigation.blockedSchemeExamples + ["javascript", "intent", "file", "data", "mailto", "about"]
            where !cases.contains(where: { $0["url"] == .string("\(scheme):payload") }) {
            add("the \(scheme): scheme", "\(scheme):payload", "block")
            add("the \(scheme): scheme with a host", "\(scheme)://\(session)/", "block")
        }
        return cases
    }

    /// Refused navigations counted up to the limit, with an allowed one in between that does not count.
    var counter: VectorJSON {
        var decisions: [VectorJSON] = []
        var failures: [VectorJSON] = []
        var refused = 0
        while refused < navigation.blockedLimit {
            let decision = decisions.count % 3 == 1 ? "webview" : (decisions.count % 2 == 0 ? "browser" : "block")
            decisions.append(.string(decision))
            if decision != "webview" { refused += 1 }
            failures.append(refused == navigation.blockedLimit ? .string(samples.contract.failureWire(navigation.blockedFailure)) : .null)
        }
        return .object([("limit", .integer(Int64(navigation.blockedLimit))), ("decisions", .array(decisions)), ("failures", .array(failures))])
    }
}
