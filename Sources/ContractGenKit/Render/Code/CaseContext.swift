import Mustache

/// A result or an event as every language's templates read it, with the language's own field type; a language
/// adds what only it names (Swift's enum case, TypeScript's type guard) beside it.
struct CaseContext<Field: Encodable>: Encodable {
    let typeName: String
    let wireLiteral: String
    let wireMarkdown: String
    let doc: MustacheValue
    let hasFields: Bool
    let fields: [Field]
    @Inlined var evolution: EvolutionContext
}

extension CaseContext: Sendable where Field: Sendable {}

/// An event: its case, and whether the SDK hands it to the host app (`true` or `false`, the same in every
/// language).
struct EventContext<Case: Encodable>: Encodable {
    @Inlined var item: Case
    let isDelivered: String

    init(_ item: Case, of event: Event) {
        self.item = item
        isDelivered = event.delivery == .delivered ? "true" : "false"
    }
}

extension EventContext: Sendable where Case: Sendable {}

/// A value of an enum: its name in the language, its wire value, and the wire values it had before.
struct EnumValueContext: Encodable {
    let name: String
    let wireLiteral: String
    let doc: MustacheValue
    let earlierWires: [LiteralContext]
    @Inlined var evolution: EvolutionContext
}

/// A raw payload accessor a platform's payload records have, as JSON text or as the object.
struct RawAccessorContext: Encodable {
    let name: String
    let isText: Bool
    let doc: MustacheValue
}

/// The catch-all event's type.
struct CatchAllContext: Encodable {
    let typeName: String
    let doc: MustacheValue
}

extension PlatformCode {
    /// The first line of the message type's doc comment in every language: how the flow's messages reach the SDK.
    /// Without a bridge there are no envelope keys to name.
    var messageSummary: String {
        guard plan.sections.hasBridge, let envelope = contract.bridge?.envelope else {
            return "A message the flow sends, one case for each message type."
        }
        return "A message the flow sends over the bridge, decoded from its \(inlineCode(envelope.type)) and "
            + "\(inlineCode(envelope.payload))."
    }

    /// A result or an event named `typeName`: `spell` declares a name of its kind (for its earlier names), `write`
    /// makes the language's doc comment, and `deprecatedTag` starts a deprecation's paragraph.
    func caseContext<Element: Evolving, Field>(
        _ element: Element, among siblings: [Element], typeName: String, wire: String, doc: [String?],
        fields: [Field], deprecatedTag: String = "Deprecated", write: ([String?]) -> MustacheValue,
        spell: (Identifier, NameOverrides) -> String
    ) -> CaseContext<Field> {
        let evolution = self.evolution(of: element, among: siblings, deprecatedTag: deprecatedTag, spell: spell)
        return CaseContext(
            typeName: typeName, wireLiteral: rules.stringLiteral(wire), wireMarkdown: inlineCode(wire),
            doc: write(doc + evolution.paragraphs), hasFields: !fields.isEmpty, fields: fields,
            evolution: evolution.context)
    }

    /// A value of `type`, named by `name`, its earlier names spelled by `spell`.
    func enumValueContext(
        _ value: EnumValue, of type: EnumType, name: String, qualifier: String = "",
        deprecatedTag: String = "Deprecated", write: ([String?]) -> MustacheValue,
        spell: (Identifier, NameOverrides) -> String
    ) -> EnumValueContext {
        let evolution = evolution(
            of: value, among: type.values, qualifier: qualifier, deprecatedTag: deprecatedTag, spell: spell)
        return EnumValueContext(
            name: name, wireLiteral: rules.stringLiteral(value.wire),
            doc: write([value.description] + evolution.paragraphs),
            earlierWires: earlierWires(value), evolution: evolution.context)
    }
}
