/// What one flow's dispatcher does with each message it lists, decided once for every language: the record
/// the payload decodes to (before any callback runs, so an invalid payload calls nothing), then each call in
/// order with what it passes. The languages spell the calls; the dispatch vectors expect the same calls.
struct DispatchStep {
    var callback: Identifier
    var argument: Argument
    /// The callback is called at most once a session (`occurs: once`): a dispatcher skips the call once it has
    /// made it.
    var isOnce = false

    /// Whether the call passes the decoded payload itself; a message none of whose calls does decodes it only
    /// to check it.
    var passesPayload: Bool {
        if case .payload = argument { true } else { false }
    }

    enum Argument {
        /// The message's decoded payload.
        case payload
        /// A record of fixed values, built without the payload; the values in the record's field order (so a
        /// language whose initializers take arguments in declaration order can pass them as they come).
        case fixedRecord(Record, values: [(field: Field, value: DefaultValue)])
        /// The catch-all event: the message's type and payload.
        case catchAll
        /// Nothing: the callback takes no argument.
        case nothing
    }
}

extension LegacyMessage {
    /// The calls this message makes in `flow`, in order.
    func steps(in flow: Flow, of contract: Contract) -> [DispatchStep] {
        fires.map { fire in
            var step = step(fire, in: flow, of: contract)
            step.isOnce = contract.callback(named: fire.callback)?.occurs == .once
            return step
        }
    }

    /// Whether the message ends the flow: it fires a terminal callback, after which a dispatcher reads nothing
    /// more. A terminal callback is thereby called at most once, however often the page posts.
    func endsFlow(in flow: Flow, of contract: Contract) -> Bool {
        fires.contains { contract.callback(named: $0.callback)?.occurs == .terminal }
    }

    private func step(_ fire: Fire, in flow: Flow, of contract: Contract) -> DispatchStep {
        switch flow.argument(of: fire.callback) {
        case .record(let name)?:
            guard !fire.values.isEmpty, let record = contract.record(named: name) else {
                return DispatchStep(callback: fire.callback, argument: .payload)
            }
            let values = record.fields.compactMap { field -> (field: Field, value: DefaultValue)? in
                guard field.derived == nil, let value = fire.values.first(where: { $0.field == field.name })?.value
                else { return nil }
                return (field, value)
            }
            return DispatchStep(callback: fire.callback, argument: .fixedRecord(record, values: values))
        case .catchAll?:
            return DispatchStep(callback: fire.callback, argument: .catchAll)
        case nil:
            return DispatchStep(callback: fire.callback, argument: .nothing)
        }
    }
}

/// What a flow's dispatcher remembers between messages, decided once for every language.
struct DispatcherMemory {
    /// The messages that end the flow: the dispatcher reads nothing after one.
    var endingMessages: [LegacyMessage]
    /// A call is made at most once a session (`occurs: once`).
    var callsOnce: Bool

    var hasEnd: Bool { !endingMessages.isEmpty }
    /// Whether the dispatcher keeps any state at all.
    var remembers: Bool { hasEnd || callsOnce }
}

extension Flow {
    /// What the flow's dispatcher remembers, from its messages in `contract`.
    func dispatcherMemory(in contract: Contract) -> DispatcherMemory {
        let messages = contract.legacy?.messages.filter { $0.flow == name } ?? []
        return DispatcherMemory(
            endingMessages: messages.filter { $0.endsFlow(in: self, of: contract) },
            callsOnce: messages.contains { $0.steps(in: self, of: contract).contains(where: \.isOnce) })
    }

    /// The calls a message of a type the flow does not list makes: each catch-all callback, with the
    /// catch-all event.
    var catchAllSteps: [DispatchStep] {
        callbacks.filter { $0.argument == .catchAll }.map { DispatchStep(callback: $0.callback, argument: .catchAll) }
    }

    /// The calls a message of a listed type makes when its payload does not fit its record, before the
    /// dispatcher returns the problem: the catch-all's, unless the contract drops such messages.
    func invalidPayloadSteps(of legacy: Legacy?) -> [DispatchStep] {
        legacy?.invalidPayload == .drop ? [] : catchAllSteps
    }
}

extension Contract {
    /// Whether some flow's message ends it: its dispatcher then has an end, and outcomes that say so.
    var endsFlows: Bool {
        presentedFlows.contains { $0.dispatcherMemory(in: self).hasEnd }
    }

    /// Whether some flow hands a known message whose payload does not fit to its catch-all: what the
    /// dispatchers' rejection documents.
    var catchesInvalidPayloads: Bool {
        flows.contains { !$0.invalidPayloadSteps(of: legacy).isEmpty }
    }
}
