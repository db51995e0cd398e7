extension Contract {
    /// The contract as `platform`'s SDK has it: each event's payload and each result with only the fields the
    /// platform has (`Field.platforms`), each as the platform has it (`Field.byPlatform`). A platform the contract
    /// does not declare (the flow page) has them all, as the fields say.
    func asHad(by platform: Platform) -> Contract {
        // Most contracts say nothing per platform: every platform shares the contract as it is.
        guard hasPlatformFields, platforms.contains(where: { $0.id == platform.id }) else { return self }
        var view = self
        view.events = events.map { event in
            var event = event
            event.payload = event.payload.filter { $0.isAvailable(on: platform) }.map { $0.on(platform.id) }
            return event
        }
        view.results = results.map { result in
            var result = result
            result.fields = result.fields.filter { $0.isAvailable(on: platform) }.map { $0.on(platform.id) }
            return result
        }
        return view
    }

    /// Whether some field of an event's payload or a result is only some platforms', or some platform's otherwise.
    var hasPlatformFields: Bool {
        let differs = { (field: Field) in field.platforms != nil || !field.byPlatform.isEmpty }
        return events.contains { $0.payload.contains(where: differs) }
            || results.contains { $0.fields.contains(where: differs) }
    }
}
