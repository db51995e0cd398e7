/// The earlier wire values a renamed element still answers to, decided once for every language and the
/// vectors: an event's earlier types, a field's or an option's earlier key, an enum value's earlier wire value.
/// Every decoder reads them as the element's current one, so messages and configurations from before the rename
/// still decode.
extension Evolution {
    /// The earlier wire values of an element whose wire is `wire` and contract name `name`: each rename's `wire`,
    /// or, where the wire was the name, the earlier name; the current wire never.
    func earlierWires(current wire: String, name: Identifier) -> [String] {
        var wires: [String] = []
        for rename in renamedFrom {
            guard let earlier = rename.wire ?? (wire == name.raw ? rename.name.raw : nil), earlier != wire,
                !wires.contains(earlier)
            else { continue }
            wires.append(earlier)
        }
        return wires
    }
}

/// A key that reads under an earlier key too: `key` holds the field's value, or, when absent, `earlier` does.
struct KeyAlias: Sendable, Equatable {
    var key: String
    var earlier: String
}

extension Array where Element == Field {
    /// The earlier keys of these fields, for the reader of their object.
    var keyAliases: [KeyAlias] {
        flatMap { field in
            field.evolution.earlierWires(current: field.wire, name: field.name).map {
                KeyAlias(key: field.wire, earlier: $0)
            }
        }
    }
}

extension Contract {
    /// Whether some element answers to an earlier wire value, so the readers need their alias support.
    var hasWireAliases: Bool {
        let fields = events.flatMap(\.payload) + records.flatMap(\.fields)
        return !fields.keyAliases.isEmpty
            || events.contains { !$0.evolution.earlierWires(current: $0.wire, name: $0.name).isEmpty }
            || allEnums.flatMap(\.values).contains {
                !$0.evolution.earlierWires(current: $0.wire, name: $0.name).isEmpty
            }
            || !optionKeyAliases.isEmpty
    }

    /// The earlier keys of the configuration's options in its JSON form, which is keyed by contract names.
    var optionKeyAliases: [KeyAlias] {
        (configuration?.options ?? []).flatMap(\.keyAliases)
    }
}

extension Option {
    /// The earlier keys this option is read under in the configuration's JSON form, keyed by contract names.
    var keyAliases: [KeyAlias] {
        evolution.renamedFrom.map(\.name.raw).filter { $0 != name.raw }.map { KeyAlias(key: name.raw, earlier: $0) }
    }
}

extension Contract {
    /// Each event's earlier types, by the earlier type: a decoder reads the current one in its place.
    var earlierEventTypes: [(earlier: String, current: String)] {
        events.flatMap { event in
            event.evolution.earlierWires(current: event.wire, name: event.name).map { ($0, event.wire) }
        }
    }

    /// The earlier keys of each event's payload fields, by the event's current type.
    var earlierPayloadKeys: [(type: String, aliases: [KeyAlias])] {
        events.compactMap { event in
            let aliases = event.payload.keyAliases
            return aliases.isEmpty ? nil : (event.wire, aliases)
        }
    }
}
