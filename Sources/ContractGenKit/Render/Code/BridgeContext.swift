import Mustache

extension PlatformCode {
    /// The bridge keys every language's templates share: `version`, `maxBytes` (digits grouped with
    /// `digitSeparator` where the language has one), `sourceLiteral`, `<role>KeyMarkdown` and `<role>KeyLiteral`
    /// for each envelope field (`source`, `version`, `type`, `session`, `payload`), and `endpoint:
    /// { nameLiteral, methodLiteral, kindMarkdown }` for this platform's bridge.
    func bridgeContext(_ bridge: Bridge, digitSeparator: String? = "_") -> [String: MustacheValue] {
        var context: [String: MustacheValue] = [
            "version": .string(String(bridge.version)),
            "maxBytes": .string(digitSeparator.map { DocsTarget.grouped(bridge.maxBytes).replacingEvery(",", with: $0) }
                ?? String(bridge.maxBytes)),
            "sourceLiteral": literal(bridge.source),
        ]
        for (role, key) in [("source", bridge.envelope.source), ("version", bridge.envelope.version), ("type", bridge.envelope.type),
                            ("session", bridge.envelope.session), ("payload", bridge.envelope.payload)] {
            context["\(role)KeyMarkdown"] = .string(inlineCode(key))
            context["\(role)KeyLiteral"] = literal(key)
        }
        if let endpoint {
            context["endpoint"] = [
                "nameLiteral": literal(endpoint.name),
                "methodLiteral": endpoint.method.map(literal) ?? .null,
                "kindMarkdown": .string(inlineCode(endpoint.kind.raw)),
            ]
        }
        return context
    }
}
