/// Who may post to the bridge, by construction from the contract's sender rules: one valid message posted by the
/// flow's origin and by its look-alikes, other schemes and ports, opaque and missing origins, the hosts the
/// WebView loads but that may not post, and the origins the contract adds; each from the main frame, a frame
/// inside the page, and a frame the platform does not report.
///
/// The file's `message` is decoded from each case's sender under a policy for `sessionUrl`. A case is
/// `{ name, sessionUrl, origin, isMainFrame, admitted }`, where `origin` and `isMainFrame` may be null (the
/// platform does not say): an admitted sender's message decodes, any other is dropped as `untrusted_sender`.
struct SenderVectors {
    let contract: Contract
    let bridge: Bridge
    var samples: Samples { Samples(contract: contract) }

    /// A message every SDK decodes from the flow: the first event that must carry the session, with every field;
    /// where a field is some platforms' only, or some platform's otherwise, with each field a platform requires as
    /// it has it (an SDK ignores a key it does not read), and without those it may go without.
    var message: String {
        guard let event = contract.events.first(where: \.requiresSession) ?? contract.events.first else { return "" }
        var payload = samples.object(event.payload.filter { $0.platforms == nil && $0.byPlatform.isEmpty })
        for platform in contract.platforms {
            let fields = contract.asHad(by: platform).events.first { $0.name == event.name }?.payload ?? []
            guard case .object(let required) = samples.object(fields, includingOptional: false) else { continue }
            for (key, value) in required where payload[key] == nil { payload = payload.setting(key, to: value) }
        }
        return MessageVectors(contract: contract, bridge: bridge).message(type: event.wire, payload: payload).text
    }

    var cases: [VectorJSON] {
        let host = Samples.sessionHost
        var origins: [(name: String, origin: String?, sessionURL: String?, admitted: Bool)] = [
            ("the flow's origin", "https://\(host)", nil, true),
            ("a URL on the flow's origin", samples.sessionURL, nil, true),
            ("the flow's origin with its default port named", "https://\(host):443", nil, true),
            ("the flow's origin in upper case", "HTTPS://\(host.uppercased())", nil, true),
            (
                "the flow's origin on the port the session URL names", "https://\(host):8443",
                "https://\(host):8443/s/sess_123", true
            ),
            (
                "the flow's host on the default port when the session URL names another", "https://\(host)",
                "https://\(host):8443/s/sess_123", false
            ),
            ("the flow's host on another port", "https://\(host):8443", nil, false),
            ("the flow's host over http", "http://\(host)", nil, false),
            ("the flow's host as a subdomain of another", "https://\(host).evil.example", nil, false),
            ("a subdomain of the flow's host", "https://frame.\(host)", nil, false),
            ("a host that ends in the flow's host", "https://evil\(host)", nil, false),
            ("credentials before the flow's host", "https://user@\(host)", nil, false),
            ("the flow's host as credentials for another", "https://\(host)@evil.example", nil, false),
            ("an opaque origin, as a sandboxed frame or a data: page has", "null", nil, false),
            ("an empty origin", "", nil, false),
            ("a document the page made", "about:blank", nil, false),
            ("a data: URL", "data:text/html,hello", nil, false),
            ("a file", "file:///android_asset/flow.html", nil, false),
            ("no origin: the platform names none", nil, nil, false),
        ]
        let others = bridge.senders.origins.map(Self.example)
        for group in contract.navigation?.hostGroups ?? [] {
            for pattern in group.hosts {
                let origin = Self.example(pattern)
                // A host the contract also lets post is covered below.
                guard !others.contains(origin) else { continue }
                origins.append(
                    ("\(group.name), which loads in the WebView but may not post: \(pattern)", origin, nil, false))
            }
        }
        for (pattern, origin) in zip(bridge.senders.origins, others) {
            origins.append(("an origin the contract lets post: \(pattern)", origin, nil, true))
        }
        let frames: [(String, Bool?)] = [
            ("main frame", true), ("frame inside the page", false), ("frame the platform does not report", nil),
        ]
        return origins.flatMap { origin in
            frames.map { frame, isMainFrame in
                let admitted = origin.admitted && (isMainFrame != false || bridge.senders.allowsSubframes)
                return .object([
                    ("name", .string("\(origin.name), \(frame)")),
                    ("sessionUrl", .string(origin.sessionURL ?? samples.sessionURL)),
                    ("origin", origin.origin.map(VectorJSON.string) ?? .null),
                    ("isMainFrame", isMainFrame.map(VectorJSON.bool) ?? .null),
                    ("admitted", .bool(admitted)),
                ])
            }
        }
    }

    /// An https origin a host pattern matches: a `*.` wildcard's subdomain `sign-in`.
    static func example(_ pattern: String) -> String {
        "https://" + (pattern.hasPrefix("*.") ? "sign-in." + pattern.dropFirst(2) : Substring(pattern))
    }
}
