import Mustache

/// The bridge keys every language's templates share: `maxBytes` has its digits grouped with the language's
/// separator where it has one; each envelope field's key is given as Markdown and as a string literal.
struct BridgeContext<Senders: Encodable>: Encodable {
    let version: String
    /// The versions read: a newer one than `maxVersion` too when the contract reads newer versions.
    let minVersion: String
    let maxVersion: String
    let readsNewerVersions: Bool
    let versionParameterMarkdown: String?
    let maxBytes: String
    let sourceLiteral: String
    /// Each `RejectionKind`'s name in the vectors, as a literal.
    let rejectionKinds: RejectionKindsContext
    /// The wire types whose messages must carry a session id; nil when none must.
    let sessionRequired: SessionRequiredContext?
    let sourceKeyMarkdown: String
    let sourceKeyLiteral: String
    let versionKeyMarkdown: String
    let versionKeyLiteral: String
    let typeKeyMarkdown: String
    let typeKeyLiteral: String
    let sessionKeyMarkdown: String
    let sessionKeyLiteral: String
    let payloadKeyMarkdown: String
    let payloadKeyLiteral: String
    /// Who may post (`SendersContext`), with what the language adds (`withSenders`).
    let senders: Senders?
    /// This platform's bridge mechanism.
    let endpoint: BridgeEndpointContext?

    /// This context with `senders` as the language gives them.
    func withSenders<Other>(_ transform: (Senders) -> Other) -> BridgeContext<Other> {
        BridgeContext<Other>(
            version: version, minVersion: minVersion, maxVersion: maxVersion, readsNewerVersions: readsNewerVersions,
            versionParameterMarkdown: versionParameterMarkdown, maxBytes: maxBytes, sourceLiteral: sourceLiteral,
            rejectionKinds: rejectionKinds, sessionRequired: sessionRequired, sourceKeyMarkdown: sourceKeyMarkdown,
            sourceKeyLiteral: sourceKeyLiteral, versionKeyMarkdown: versionKeyMarkdown,
            versionKeyLiteral: versionKeyLiteral, typeKeyMarkdown: typeKeyMarkdown, typeKeyLiteral: typeKeyLiteral,
            sessionKeyMarkdown: sessionKeyMarkdown, sessionKeyLiteral: sessionKeyLiteral,
            payloadKeyMarkdown: payloadKeyMarkdown, payloadKeyLiteral: payloadKeyLiteral,
            senders: senders.map(transform),
            endpoint: endpoint)
    }
}

/// Each `RejectionKind`'s name in the vectors, as a literal.
struct RejectionKindsContext: Encodable {
    let untrustedSender, tooLarge, notJSON, notObject, wrongSource, unsupportedVersion, invalidEnvelope,
        unknownType, missingField, invalidField: String

    init(literal: (RejectionKind) -> String) {
        untrustedSender = literal(.untrustedSender)
        tooLarge = literal(.tooLarge)
        notJSON = literal(.notJSON)
        notObject = literal(.notObject)
        wrongSource = literal(.wrongSource)
        unsupportedVersion = literal(.unsupportedVersion)
        invalidEnvelope = literal(.invalidEnvelope)
        unknownType = literal(.unknownType)
        missingField = literal(.missingField)
        invalidField = literal(.invalidField)
    }
}

/// The wire types whose messages must carry a session id.
struct SessionRequiredContext: Encodable {
    let types: [LiteralContext]
}

/// A platform's bridge mechanism.
struct BridgeEndpointContext: Encodable {
    let nameLiteral: String
    let methodLiteral: String?
    let kindMarkdown: String
}

/// Who may post, from the platform's `SenderPlan`.
struct SendersContext: Encodable {
    let allowsSubframes: Bool
    /// The contract's host patterns besides the flow's.
    let otherOrigins: [LiteralContext]
    /// Who may post, and the contract's reason.
    let policyDoc: MustacheValue
    /// What a sender is, and how this platform's SDK names it.
    let senderDoc: MustacheValue
}

extension PlatformCode {
    func bridgeContext(_ bridge: Bridge, digitSeparator: String? = "_") -> BridgeContext<SendersContext> {
        let literal = rules.stringLiteral
        let envelope = bridge.envelope
        // An event's earlier types need the session as its current one does.
        let sessionRequired = contract.events.filter(\.requiresSession)
            .flatMap { [$0.wire] + $0.evolution.earlierWires(current: $0.wire, name: $0.name) }
        return BridgeContext(
            version: String(bridge.version), minVersion: String(bridge.acceptedVersions.lowerBound),
            maxVersion: String(bridge.acceptedVersions.upperBound), readsNewerVersions: bridge.readsNewerVersions,
            versionParameterMarkdown: bridge.versionParameter.map { inlineCode("?" + $0 + "=") },
            maxBytes: digitSeparator.map { bridge.maxBytes.grouped(separator: $0) } ?? String(bridge.maxBytes),
            sourceLiteral: literal(bridge.source),
            rejectionKinds: RejectionKindsContext { literal($0.rawValue) },
            sessionRequired: sessionRequired.isEmpty
                ? nil : SessionRequiredContext(types: sessionRequired.map { .init(literal: literal($0)) }),
            sourceKeyMarkdown: inlineCode(envelope.source), sourceKeyLiteral: literal(envelope.source),
            versionKeyMarkdown: inlineCode(envelope.version), versionKeyLiteral: literal(envelope.version),
            typeKeyMarkdown: inlineCode(envelope.type), typeKeyLiteral: literal(envelope.type),
            sessionKeyMarkdown: inlineCode(envelope.session), sessionKeyLiteral: literal(envelope.session),
            payloadKeyMarkdown: inlineCode(envelope.payload), payloadKeyLiteral: literal(envelope.payload),
            senders: senderPlan.map(sendersContext),
            endpoint: endpoint.map {
                BridgeEndpointContext(
                    nameLiteral: literal($0.name), methodLiteral: $0.method.map(literal),
                    kindMarkdown: inlineCode($0.kind.raw))
            })
    }

    /// Who may post, from the platform's `SenderPlan`: `allowsSubframes`, `otherOrigins: [{ literal, isLast }]` (the
    /// contract's host patterns besides the flow's), `policyDoc` (who may post, and the contract's reason),
    /// and `senderDoc` (what a sender is, and how this platform's SDK names it).
    func sendersContext(_ plan: SenderPlan) -> SendersContext {
        let senders = plan.senders
        let others = senders.origins.map { "https://" + $0 }
        let who =
            (["the flow's own origin (the session URL's https host and port)"] + others.map(inlineCode)).series()
            + (senders.allowsSubframes ? ", from any frame" : ", from the main frame")
        return SendersContext(
            allowsSubframes: senders.allowsSubframes,
            otherOrigins: senders.origins.map { LiteralContext(literal: rules.stringLiteral($0)) },
            policyDoc: doc(
                "Which pages may post to the bridge: \(who). Any other sender's message is dropped before it is read, "
                    + "as an untrusted sender.", senders.reason,
                "A policy is made from the session URL the WebView loads: its origin is the flow's."),
            senderDoc: doc(Self.senderSummary, plan.howToSupply))
    }

    /// What a sender is, in every language.
    static let senderSummary =
        "Who posted a message, as the platform reports it: the origin that posted (`https://host`, "
        + "`https://host:port`, or any URL on it), and whether it is the main frame. Leave out what the platform does not say; "
        + "a message whose origin nothing names is dropped."

    /// The handshake's messages, and `extra`: the reply's fields and docs in the language's terms.
    func handshakeContext<Extra: Encodable>(
        _ handshake: Legacy.Handshake, adding extra: Extra
    ) -> HandshakeContext<Extra> {
        HandshakeContext(
            readyLiteral: rules.stringLiteral(handshake.ready), replyLiteral: rules.stringLiteral(handshake.reply),
            readyMarkdown: inlineCode(handshake.ready), replyMarkdown: inlineCode(handshake.reply), extra: extra)
    }
}

/// The handshake keys every language shares, and the language's own (`Extra`).
struct HandshakeContext<Extra: Encodable>: Encodable {
    let readyLiteral: String
    let replyLiteral: String
    let readyMarkdown: String
    let replyMarkdown: String
    @Inlined var extra: Extra
}
