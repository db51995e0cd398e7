import Mustache

extension PlatformCode {
    /// What the readers need to read renamed elements' earlier wire values (`WireAliases.swift`), for the
    /// templates: `hasWireAliases`; `hasDeprecations` (`Contract.hasDeprecations`); `earlierTypes: [{ earlierLiteral, currentLiteral, isLast }]`, the events'
    /// earlier types; `earlierKeys: [{ typeLiteral, keys, isLast }]`, each event's payload keys' earlier keys;
    /// `optionEarlierKeys`: the configuration's. `keys` are `[{ keyLiteral, earlierLiteral, isLast }]`; each list
    /// is null when empty, and `hasEarlierTypes`, `hasEarlierKeys` and `hasOptionEarlierKeys` say which are not.
    func wireAliasContext(into context: inout [String: MustacheValue]) {
        context["hasWireAliases"] = .bool(contract.hasWireAliases)
        context["hasDeprecations"] = .bool(contract.hasDeprecations)
        let types = contract.earlierEventTypes
        context["hasEarlierTypes"] = .bool(!types.isEmpty)
        context["earlierTypes"] =
            types.isEmpty
            ? .null
            : Self.list(types.map { ["earlierLiteral": literal($0.earlier), "currentLiteral": literal($0.current)] })
        let keys = contract.earlierPayloadKeys
        context["hasEarlierKeys"] = .bool(!keys.isEmpty)
        context["earlierKeys"] =
            keys.isEmpty
            ? .null
            : Self.list(keys.map { ["typeLiteral": literal($0.type), "keys": keyAliases($0.aliases)] })
        let optionAliases = options.flatMap(\.keyAliases)
        context["hasOptionEarlierKeys"] = .bool(!optionAliases.isEmpty)
        context["optionEarlierKeys"] = keyAliases(optionAliases)
    }

    /// A record's earlier keys, for its reader: `recordEarlierKeys` (as `keyAliases`) and `hasRecordEarlierKeys`.
    /// Both are always set, so a record without renamed fields never sees an enclosing record's.
    func recordAliasContext(_ fields: [Field]) -> [String: MustacheValue] {
        let aliases = fields.filter { $0.derived == nil }.keyAliases
        return ["recordEarlierKeys": keyAliases(aliases), "hasRecordEarlierKeys": .bool(!aliases.isEmpty)]
    }

    /// `[{ keyLiteral, earlierLiteral, isLast }]`, or null for none.
    func keyAliases(_ aliases: [KeyAlias]) -> MustacheValue {
        aliases.isEmpty
            ? .null : Self.list(aliases.map { ["keyLiteral": literal($0.key), "earlierLiteral": literal($0.earlier)] })
    }

    /// An enum value's earlier wire values, `[{ literal }]`.
    func earlierWires(_ value: EnumValue) -> MustacheValue {
        .list(value.evolution.earlierWires(current: value.wire, name: value.name).map { ["literal": literal($0)] })
    }
}
