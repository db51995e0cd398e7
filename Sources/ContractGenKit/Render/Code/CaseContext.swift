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
    /// Where the enum is grouped: the value's group as the language writes a value of the group enum; nil for a
    /// value in no group.
    var group: String? = nil
}

/// A grouped enum's accessor from a value to its group (`EnumType.groupedBy`), the same in every language.
struct EnumGroupingContext: Encodable {
    /// The group enum's name as a member (`errorType`).
    let member: String
    /// The group enum's type (`AcmeErrorType`).
    let type: String
    let doc: MustacheValue
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
            return "An event the SDK reports, one case for each type."
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

    /// A value of `type`, named by `name`, its earlier names spelled by `spell`; `group` writes a value of the
    /// group enum, where `type` is grouped.
    func enumValueContext(
        _ value: EnumValue, of type: EnumType, name: String, qualifier: String = "",
        deprecatedTag: String = "Deprecated", write: ([String?]) -> MustacheValue,
        spell: (Identifier, NameOverrides) -> String, group: (EnumValue) -> String = { _ in "" }
    ) -> EnumValueContext {
        let evolution = evolution(
            of: value, among: type.values, qualifier: qualifier, deprecatedTag: deprecatedTag, spell: spell)
        let groupValue = type.groupedBy.flatMap(contract.enumType(named:)).flatMap { groups in
            groups.values.first { $0.name == value.group }
        }
        return EnumValueContext(
            name: name, wireLiteral: rules.stringLiteral(value.wire),
            doc: write([value.description] + evolution.paragraphs),
            earlierWires: earlierWires(value), evolution: evolution.context, group: groupValue.map(group))
    }

    /// The accessor from a value of `type` to its group; nil where `type` is not grouped.
    func groupingContext(of type: EnumType, write: ([String?]) -> MustacheValue) -> EnumGroupingContext? {
        guard let groupName = type.groupedBy, let groups = contract.enumType(named: groupName) else { return nil }
        let typeName = self.typeName(groupName, overrides: groups.names)
        return EnumGroupingContext(
            member: member(groupName), type: typeName,
            doc: write([
                "The \(inlineCode(groupName.raw)) this value belongs to; none for a value in no group or one this build does not know."
            ]))
    }
}
