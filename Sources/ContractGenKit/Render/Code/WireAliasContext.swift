import Mustache

/// What the readers need to read renamed elements' earlier wire values (`WireAliases.swift`). Each list is nil
/// when empty, and the `has…` flags say which are not.
struct WireAliasContext: Encodable {
    let hasWireAliases: Bool
    /// `Contract.hasDeprecations`.
    let hasDeprecations: Bool
    let hasEarlierTypes: Bool
    /// The events' earlier types.
    let earlierTypes: [EarlierType]?
    let hasEarlierKeys: Bool
    /// Each event's payload keys' earlier keys.
    let earlierKeys: [EarlierKeys]?
    let hasOptionEarlierKeys: Bool
    /// The configuration's earlier keys.
    let optionEarlierKeys: [KeyAliasContext]?

    struct EarlierType: Encodable {
        let earlierLiteral: String
        let currentLiteral: String
    }

    struct EarlierKeys: Encodable {
        let typeLiteral: String
        let keys: [KeyAliasContext]?
    }
}

/// A key's earlier spelling, which readers accept too.
struct KeyAliasContext: Encodable {
    let keyLiteral: String
    let earlierLiteral: String
}

/// A record's earlier keys, for its reader. Both are always set, so a record without renamed fields never sees an
/// enclosing record's.
struct RecordAliasContext: Encodable {
    let recordEarlierKeys: [KeyAliasContext]?
    let hasRecordEarlierKeys: Bool
}

/// A string literal, for the lists templates iterate.
struct LiteralContext: Encodable {
    let literal: String
}

extension PlatformCode {
    var wireAliasContext: WireAliasContext {
        let types = contract.earlierEventTypes
        let keys = contract.earlierPayloadKeys
        let optionAliases = options.flatMap(\.keyAliases)
        return WireAliasContext(
            hasWireAliases: contract.hasWireAliases, hasDeprecations: contract.hasDeprecations,
            hasEarlierTypes: !types.isEmpty,
            earlierTypes: types.isEmpty
                ? nil
                : types.map {
                    .init(
                        earlierLiteral: rules.stringLiteral($0.earlier), currentLiteral: rules.stringLiteral($0.current)
                    )
                },
            hasEarlierKeys: !keys.isEmpty,
            earlierKeys: keys.isEmpty
                ? nil : keys.map { .init(typeLiteral: rules.stringLiteral($0.type), keys: keyAliases($0.aliases)) },
            hasOptionEarlierKeys: !optionAliases.isEmpty, optionEarlierKeys: keyAliases(optionAliases))
    }

    func recordAliasContext(_ fields: [Field]) -> RecordAliasContext {
        let aliases = fields.filter { $0.derived == nil }.keyAliases
        return RecordAliasContext(recordEarlierKeys: keyAliases(aliases), hasRecordEarlierKeys: !aliases.isEmpty)
    }

    /// The aliases, or nil for none.
    func keyAliases(_ aliases: [KeyAlias]) -> [KeyAliasContext]? {
        aliases.isEmpty
            ? nil
            : aliases.map {
                KeyAliasContext(
                    keyLiteral: rules.stringLiteral($0.key), earlierLiteral: rules.stringLiteral($0.earlier))
            }
    }

    /// An enum value's earlier wire values.
    func earlierWires(_ value: EnumValue) -> [LiteralContext] {
        value.evolution.earlierWires(current: value.wire, name: value.name).map {
            LiteralContext(literal: rules.stringLiteral($0))
        }
    }
}
