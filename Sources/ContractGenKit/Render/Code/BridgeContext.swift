import Mustache

extension PlatformCode {
    /// The bridge keys every language's templates share: `version`, `maxBytes` (digits grouped with
    /// `digitSeparator` where the language has one), `sourceLiteral`, `<role>KeyMarkdown` and `<role>KeyLiteral`
    /// for each envelope field (`source`, `version`, `type`, `session`, `payload`), and `endpoint:
    /// { nameLiteral, methodLiteral, kindMarkdown }` for this platform's bridge; `rejectionKinds`, each
    /// `RejectionKind`'s name in the vectors as a literal under its case (`rejectionKinds.tooLarge`);
    /// `sessionRequired: { types: [{ literal, isLast }] }`, the wire types whose messages must carry a session id
    /// (null when none must); `senders` (`sendersContext`).
    func bridgeContext(_ bridge: Bridge, digitSeparator: String? = "_") -> [String: MustacheValue] {
        var context: [String: MustacheValue] = [
            "version": .string(String(bridge.version)),
            // The versions read: a newer one than `maxVersion` too when the contract reads newer versions.
            "minVersion": .string(String(bridge.acceptedVersions.lowerBound)),
            "maxVersion": .string(String(bridge.acceptedVersions.upperBound)),
            "readsNewerVersions": .bool(bridge.readsNewerVersions),
            "versionParameterMarkdown": bridge.versionParameter.map { .string(inlineCode("?" + $0 + "=")) } ?? .null,
            "maxBytes": .string(
                digitSeparator.map { bridge.maxBytes.grouped(separator: $0) } ?? String(bridge.maxBytes)),
            "sourceLiteral": literal(bridge.source),
            "rejectionKinds": .object(
                Dictionary(uniqueKeysWithValues: RejectionKind.allCases.map { ($0.templateKey, literal($0.rawValue)) })),
        ]
        // An event's earlier types need the session as its current one does.
        let sessionRequired = contract.events.filter(\.requiresSession)
            .flatMap { [$0.wire] + $0.evolution.earlierWires(current: $0.wire, name: $0.name) }.map {
                ["literal": literal($0)]
            }
        context["sessionRequired"] = sessionRequired.isEmpty ? .null : ["types": PlatformCode.list(sessionRequired)]
        for (role, key) in [
            ("source", bridge.envelope.source), ("version", bridge.envelope.version), ("type", bridge.envelope.type),
            ("session", bridge.envelope.session), ("payload", bridge.envelope.payload),
        ] {
            context["\(role)KeyMarkdown"] = .string(inlineCode(key))
            context["\(role)KeyLiteral"] = literal(key)
        }
        context["senders"] = senderPlan.map(sendersContext) ?? .null
        if let endpoint {
            context["endpoint"] = [
                "nameLiteral": literal(endpoint.name),
                "methodLiteral": endpoint.method.map(literal) ?? .null,
                "kindMarkdown": .string(inlineCode(endpoint.kind.raw)),
            ]
        }
        return context
    }

    /// Who may post, from the platform's `SenderPlan`: `allowsSubframes`, `otherOrigins: [{ literal, isLast }]` (the
    /// contract's host patterns besides the flow's), `policyDoc` (who may post, and the contract's reason),
    /// and `senderDoc` (what a sender is, and how this platform's SDK names it).
    func sendersContext(_ plan: SenderPlan) -> MustacheValue {
        let senders = plan.senders
        let others = senders.origins.map { "https://" + $0 }
        let who =
            (["the flow's own origin (the session URL's https host and port)"] + others.map(inlineCode)).series()
            + (senders.allowsSubframes ? ", from any frame" : ", from the main frame")
        return [
            "allowsSubframes": .bool(senders.allowsSubframes),
            "otherOrigins": Self.list(senders.origins.map { ["literal": literal($0)] }),
            "policyDoc": doc(
                "Which pages may post to the bridge: \(who). Any other sender's message is dropped before it is read, "
                    + "as an untrusted sender.", senders.reason,
                "A policy is made from the session URL the WebView loads: its origin is the flow's."),
            "senderDoc": doc(Self.senderSummary, plan.howToSupply),
        ]
    }

    /// What a sender is, in every language.
    static let senderSummary =
        "Who posted a message, as the platform reports it: the origin that posted (`https://host`, "
        + "`https://host:port`, or any URL on it), and whether it is the main frame. Leave out what the platform does not say; "
        + "a message whose origin nothing names is dropped."

    /// The handshake keys every language shares: `readyLiteral`, `replyLiteral`, `readyMarkdown`,
    /// `replyMarkdown`, and `extra`, the reply's fields and docs in the language's terms.
    func handshakeContext(_ handshake: Legacy.Handshake, adding extra: [String: MustacheValue]) -> MustacheValue {
        .object(
            [
                "readyLiteral": literal(handshake.ready),
                "replyLiteral": literal(handshake.reply),
                "readyMarkdown": .string(inlineCode(handshake.ready)),
                "replyMarkdown": .string(inlineCode(handshake.reply)),
            ].adding(extra))
    }
}
