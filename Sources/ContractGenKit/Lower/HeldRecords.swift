extension Contract {
    /// The records a field of a result or an event holds, and the records those hold in turn, in the contract's
    /// order: what a language that declares no records of its own (`LanguageCapabilities.hasRecords`) declares so
    /// that such a field has a type.
    var recordsHeldByFields: [Record] {
        var held: Set<Identifier> = []
        var pending = (results.flatMap(\.fields) + events.flatMap(\.payload)).compactMap(\.type.record)
        while let name = pending.popLast() {
            guard held.insert(name).inserted else { continue }
            pending += record(named: name)?.fields.compactMap(\.type.record) ?? []
        }
        return records.filter { held.contains($0.name) }
    }

    /// The records `platform`'s code declares: every record where its language generates records, else those a
    /// field holds.
    func declaredRecords(on platform: Platform) -> [Record] {
        platform.language.target.capabilities.hasRecords ? records : recordsHeldByFields
    }
}
