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
