/// What the navigation policy decides for URLs, by construction from the contract's host rules: each host
/// the contract allows, its look-alikes, the tricks a URL can play, frames and who opened the URL.
///
/// A case is `{ name, sessionUrl, allowedHosts, url, mainFrame, userInitiated, decision }` with decision
/// `webview`, `browser` or `block`. `origins` are `{ name, sessionUrl, origin, isFlowOrigin }`. `counter` is
/// `{ limit, sequences: [{ name, navigations: [{ decision, mainFrame, userInitiated }], failures }] }`: recording
/// a sequence's navigations in order, on a new counter, yields its `failures` (null, or the failure code) one
/// for one; it is absent where refused navigations never fail the flow.
struct NavigationVectors {
    let samples: Samples
    let navigation: Navigation
    let hasHostsOption: Bool

    /// Hosts the vectors allow through the hosts option: one exact, one wildcard.
    static let allowedHosts = ["partner.example.org", "*.cdn.example.net"]

    /// How a navigation started: in which frame, and whether the user opened it.
    /// `userInitiated` is nil where the platform cannot tell (react-native-webview on Android, webview_flutter, an
    /// Android redirect).
    struct Start {
        var mainFrame = true
        var userInitiated: Bool? = true

        static let tap = Start()
        static let page = Start(userInitiated: false)
        static let subFrame = Start(mainFrame: false, userInitiated: false)
        static let unknown = Start(userInitiated: nil)
        static let unknownSubFrame = Start(mainFrame: false, userInitiated: nil)

        var members: [(String, VectorJSON)] {
            [("mainFrame", .bool(mainFrame)), ("userInitiated", userInitiated.map(VectorJSON.bool) ?? .null)]
        }
    }

    var cases: [VectorJSON] {
        var cases: [VectorJSON] = []
        func add(
            _ name: String, _ url: String, _ decision: String, allowed: [String] = [], sessionURL: String? = nil,
            start: Start = .tap
        ) {
            cases.append(
                .object(
                    [
                        ("name", .string(name)), ("sessionUrl", .string(sessionURL ?? samples.sessionURL)),
                        ("allowedHosts", .array(allowed.map(VectorJSON.string))), ("url", .string(url)),
                    ]
                        + start.members + [("decision", .string(decision))]))
        }
        let session = Samples.sessionHost
        add("the session URL's host", "https://\(session)/next", "webview")
        add("the session URL's host in upper case", "https://\(session.uppercased())/next", "webview")
        add("the session URL's host with a trailing dot", "https://\(session)./next", "webview")
        // An allowed host loads on its scheme's default port only.
        add("the session URL's host with another port", "https://\(session):8443/next", "browser")
        add("the session URL's host with its default port named", "https://\(session):443/next", "webview")
        add(
            "the session URL's host on the port the session URL names", "https://\(session):8443/next", "webview",
            sessionURL: "https://\(session):8443/s/sess_123#\(samples.tokenFragment)=token_abc")
        add(
            "the session URL's host on the default port when the session URL names another", "https://\(session)/next",
            "browser",
            sessionURL: "https://\(session):8443/s/sess_123#\(samples.tokenFragment)=token_abc")
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
        for character in ["<", ">", "^", "|", "%61", "["] {
            add(
                "\(character) in the host, which browsers refuse or decode", "https://\(session)\(character)x/next",
                "block")
        }
        add("an IPv6 address", "https://[2001:db8::1]/", "browser")
        add("an IPv6 address without its closing bracket", "https://[2001:db8::1/", "block")
        add("no host", "https:///path", "block")
        add("not a URL", "just text", "block")
        add("empty", "", "block")
        // Frames and who opened the URL: a frame never leaves the app, and a page never sends the user out of it.
        add("another host, opened by the page itself", "https://example.org/ad", "block", start: .page)
        add("the session URL's host, opened by the page itself", "https://\(session)/next", "webview", start: .page)
        add("the session URL's host in a sub-frame", "https://\(session)/frame", "webview", start: .subFrame)
        add("another host in a sub-frame", "https://tracker.example.org/frame", "block", start: .subFrame)
        add(
            "another host in a sub-frame the user tapped in", "https://tracker.example.org/frame", "block",
            start: Start(mainFrame: false))
        for (url, kind) in [
            ("about:blank", "an empty frame"), ("ABOUT:BLANK", "an empty frame in upper case"),
            ("about:blank#top", "an empty frame with a fragment"),
            ("about:srcdoc", "a frame's srcdoc"), ("blob:https://\(session)/1f0e", "a blob"),
            ("data:text/html,<p>hi</p>", "a data URL"),
        ] {
            add("\(kind) in a sub-frame", url, "webview", start: .subFrame)
            add("\(kind) in the main frame", url, "block")
        }
        add("about: other than blank or srcdoc in a sub-frame", "about:blankx", "block", start: .subFrame)
        add("the javascript: scheme in a sub-frame", "javascript:alert(1)", "block", start: .subFrame)
        if hasHostsOption {
            let allowed = Self.allowedHosts
            add("an allowed host", "https://partner.example.org/page", "webview", allowed: allowed)
            add("an allowed host without the option set", "https://partner.example.org/page", "browser")
            add("a subdomain of an allowed wildcard", "https://img.cdn.example.net/a.png", "webview", allowed: allowed)
            add(
                "a deeper subdomain of an allowed wildcard", "https://a.b.cdn.example.net/", "webview", allowed: allowed
            )
            add("the domain of an allowed wildcard itself", "https://cdn.example.net/", "browser", allowed: allowed)
            // A port is digits alone, as in a URL: a host passed with another port text allows nothing.
            add(
                "an allowed host with its port written +443", "https://partner.example.org/page", "browser",
                allowed: ["partner.example.org:+443"])
            add(
                "an allowed host with a port past any integer", "https://partner.example.org/page", "browser",
                allowed: ["partner.example.org:99999999999999999999"])
            add(
                "an allowed host with its port written 0443", "https://partner.example.org/page", "webview",
                allowed: ["partner.example.org:0443"])
        }
        for group in navigation.hostGroups {
            for pattern in group.hosts {
                // A host the contract lists with a port loads on that port only.
                let named = pattern.lastIndex(of: ":")
                let host = named.map { String(pattern[..<$0]) } ?? pattern
                if let named {
                    let port = pattern[named...]
                    let sample = host.hasPrefix("*.") ? "www." + host.dropFirst(2) : host
                    add("\(group.name): \(pattern) on its port", "https://\(sample)\(port)/signin", "webview")
                    add("\(group.name): \(pattern) on the default port", "https://\(sample)/signin", "browser")
                    add("\(group.name): \(pattern) on its port over http", "http://\(sample)\(port)/signin", "browser")
                    continue
                }
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
        // Where the platform cannot tell who opened a URL, the contract's rule for other links holds: they open in
        // the system browser, from the main frame only.
        add(
            "another host, opened by the user or the page: the platform cannot tell", "https://example.org/terms",
            "browser", start: .unknown)
        add(
            "the session URL's host, the platform cannot tell who opened it", "https://\(session)/next", "webview",
            start: .unknown)
        add(
            "the javascript: scheme, the platform cannot tell who opened it", "javascript:alert(1)", "block",
            start: .unknown)
        add(
            "another host in a sub-frame, the platform cannot tell who opened it", "https://example.org/ad", "block",
            start: .unknownSubFrame)
        add(
            "credentials in the URL, the platform cannot tell who opened it", "https://user@example.org/", "block",
            start: .unknown)
        for scheme in navigation.blockedSchemeExamples + ["javascript", "intent", "file", "data", "mailto", "about"]
        where !cases.contains(where: { $0["url"] == .string("\(scheme):payload") }) {
            add("the \(scheme): scheme", "\(scheme):payload", "block")
            add("the \(scheme): scheme with a host", "\(scheme)://\(session)/", "block")
        }
        return cases
    }

    /// Which origins are the flow's, for camera and microphone grants: the session URL's scheme, host and port.
    var origins: [VectorJSON] {
        let session = Samples.sessionHost
        let ported = "https://\(session):8443/s/sess_123#\(samples.tokenFragment)=token_abc"
        let cases: [(String, String, Bool, String?)] = [
            ("the session URL's origin", "https://\(session)", true, nil),
            ("the session URL's origin with a slash", "https://\(session)/", true, nil),
            ("a page on the session URL's origin", "https://\(session)/s/other", true, nil),
            (
                "the session URL's origin in upper case with its default port", "HTTPS://\(session.uppercased()):443",
                true, nil
            ),
            ("the session URL's host on another port", "https://\(session):8443", false, nil),
            ("the session URL's host over http", "http://\(session)", false, nil),
            ("a subdomain of the session URL's host", "https://cam.\(session)", false, nil),
            ("the session URL's host as credentials for another", "https://\(session)@evil.com", false, nil),
            ("credentials before the session URL's host", "https://user@\(session)", false, nil),
            ("a host the WebView loads that is not the session URL's", "https://\(Self.allowedHosts[0])", false, nil),
            ("not a URL", "flow", false, nil),
            ("the port the session URL names", "https://\(session):8443", true, ported),
            ("the default port when the session URL names another", "https://\(session)", false, ported),
        ]
        return cases.map { name, origin, isFlowOrigin, sessionURL in
            .object([
                ("name", .string(name)), ("sessionUrl", .string(sessionURL ?? samples.sessionURL)),
                ("origin", .string(origin)),
                ("isFlowOrigin", .bool(isFlowOrigin)),
            ])
        }
    }

    /// Sequences of navigations and the failure each makes the counter report: only refused navigations the page
    /// starts by itself in the main frame count, and a page that loads starts the count again.
    /// Nil where refused navigations never fail the flow.
    var counter: VectorJSON? {
        guard let blocked = navigation.blockedLimit else { return nil }
        let limit = blocked.count
        let failure = VectorJSON.string(samples.contract.failureWire(blocked.failure))
        func step(_ decision: String, _ start: Start) -> VectorJSON {
            .object([("decision", .string(decision))] + start.members)
        }
        func sequence(_ name: String, _ steps: [(VectorJSON, Bool)]) -> VectorJSON {
            .object([
                ("name", .string(name)), ("navigations", .array(steps.map(\.0))),
                ("failures", .array(steps.map { $0.1 ? failure : .null })),
            ])
        }
        let refusals = (1...limit).map { (step("block", .page), $0 == limit) }
        let taps = Array(repeating: (step("browser", .tap), false), count: limit + 2)
        let frames = Array(repeating: (step("block", .subFrame), false), count: limit + 2)
        let almost = Array(repeating: (step("block", .page), false), count: limit - 1)
        let reset = almost + [(step("webview", .page), false)] + almost + [(step("block", .page), true)]
        return .object([
            ("limit", .integer(Int64(limit))),
            (
                "sequences",
                .array([
                    sequence("refusals the page starts by itself, up to the limit", refusals),
                    sequence("links the user opens in the system browser never count", taps),
                    sequence("refused sub-frames never count", frames),
                    sequence("a page that loads starts the count again", reset),
                    sequence("a tap that is refused does not count", [(step("block", .tap), false)] + refusals),
                    // Counting what may have been the user's would fail a flow for the taps of a platform that cannot tell.
                    sequence(
                        "refusals nobody can say who started never count",
                        Array(repeating: (step("block", .unknown), false), count: limit + 2)),
                    sequence(
                        "nor do they start the count again",
                        almost + [(step("block", .unknown), false), (step("block", .page), true)]),
                ])
            ),
        ])
    }
}
