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
            name: name, wireLiteral: wireLiteral(value, ofEnum: type.name),
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

extension PlatformCode {
    /// Whether enum `name`'s values are whole numbers on the wire (`EnumType.isInteger`).
    func isIntegerEnum(_ name: Identifier) -> Bool {
        contract.enumType(named: name)?.isInteger ?? false
    }

    /// A value's wire as a literal of the language: a string, or an enum of numbers' whole number.
    func wireLiteral(_ value: EnumValue, ofEnum name: Identifier) -> String {
        isIntegerEnum(name) ? rules.wireIntegerLiteral(value.wire) : rules.stringLiteral(value.wire)
    }
}

/// What every enum of one wire kind conforms to (a Swift protocol, a Kotlin or Dart interface): strings, and whole
/// numbers where the contract has an enum of them. The templates name it by its role: `wireEnumType`, or
/// `integerWireEnumType` where `isInteger`.
struct WireEnumProtocol: Encodable {
    let isInteger: Bool
    /// The language's type of a value on the wire.
    let rawType: String
    /// What a value is on the wire, for the doc comment: "a string".
    let wireSummary: String
    let isFirst: Bool
}

/// A language's types for a value on the wire: a string, and a whole number.
struct WireTypes {
    let string: String
    let integer: String
}

extension PlatformCode {
    /// The wire protocols the enums conform to: strings always, whole numbers where an enum has them.
    func wireEnumProtocols(_ types: WireTypes) -> [WireEnumProtocol] {
        let strings = WireEnumProtocol(isInteger: false, rawType: types.string, wireSummary: "a string", isFirst: true)
        let numbers = WireEnumProtocol(
            isInteger: true, rawType: types.integer, wireSummary: "a whole number", isFirst: false)
        return [strings] + (TypeRole.integerWireEnum.isDeclared(for: contract) ? [numbers] : [])
    }

    /// The protocol `type` conforms to, and its wire type.
    func wireConformance(of type: EnumType, _ types: WireTypes) -> (protocolName: String, rawType: String) {
        type.isInteger
            ? (typeName(of: .integerWireEnum), types.integer) : (typeName(of: .wireEnum), types.string)
    }
}

extension PlatformCode {
    /// "Passes `publicToken` and `metadata`, in that order.": what a callback of several values passes, for a
    /// language whose closure types name no parameters; nil for one that passes one value or none.
    func passesSentence(_ parameters: [CallbackParameter]) -> String? {
        guard !parameters.isEmpty else { return nil }
        return "Passes " + parameters.map { inlineCode(PlatformCode.unescaped(member($0.name))) }.series()
            + (parameters.count > 1 ? ", in that order." : ".")
    }
}
