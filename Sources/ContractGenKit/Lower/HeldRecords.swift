extension Contract {
    /// The records `fields` hold, and the records those hold in turn, in the contract's order. No record holds
    /// itself (Validate refuses one), so this ends.
    func recordsHeld(by fields: [Field]) -> [Record] {
        var held: Set<Identifier> = []
        var pending = fields.compactMap(\.type.record)
        while let name = pending.popLast() {
            guard held.insert(name).inserted else { continue }
            pending += record(named: name)?.fields.compactMap(\.type.record) ?? []
        }
        return records.filter { held.contains($0.name) }
    }

    /// The records a field of a result or an event holds, at any depth: what a language that declares no records
    /// of its own (`LanguageCapabilities.hasRecords`) declares so that such a field has a type.
    var recordsHeldByFields: [Record] {
        recordsHeld(by: results.flatMap(\.fields) + events.flatMap(\.payload))
    }
}

extension TypeRef {
    /// This type and every type inside it (a list's items, a map's values), outermost first.
    var nested: [TypeRef] {
        switch self {
        case .array(let element), .map(let element): [self] + element.nested
        default: [self]
        }
    }
}

extension Contract {
    /// Whether a field of a result, an event or a record holds a type that `matches`, at any depth: what decides
    /// whether a language's JSON helpers need their map reader or JSON comparison.
    func fieldsHold(_ matches: (TypeRef) -> Bool) -> Bool {
        (results.flatMap(\.fields) + events.flatMap(\.payload) + records.flatMap(\.fields))
            .contains { $0.type.nested.contains(where: matches) }
    }

    /// Whether a field holds a map (`map<…>`), at any depth.
    var fieldsHoldMaps: Bool {
        fieldsHold { if case .map = $0 { true } else { false } }
    }

    /// Whether a field holds raw JSON (`json`), at any depth.
    var fieldsHoldJSON: Bool {
        fieldsHold { $0 == .json }
    }

    /// Whether a field holds a timestamp, at any depth.
    var fieldsHoldTimestamps: Bool {
        fieldsHold { $0 == .timestamp }
    }
}
