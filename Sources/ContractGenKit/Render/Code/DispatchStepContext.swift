import Mustache

/// One call a dispatcher makes (`DispatchStep`), for the templates to spell: one of the `passes…` flags is true,
/// or `record` is given.
struct StepContext: Encodable {
    var callbackMember: String
    /// The host app must give the callback on this platform.
    let isRequired: Bool
    /// The listener's member name, and that name as the listener list spells it on the wire, for platforms with
    /// listeners.
    let listenerMember: String
    let listenerLiteral: String
    let passesPayload: Bool
    let passesCatchAll: Bool
    let passesNothing: Bool
    /// For a record of fixed values: what builds it, and each value with its field's key, as the language writes
    /// them.
    let record: FixedRecord?
    /// The callback occurs once a session, so the dispatcher makes the call only the first time, remembering it by
    /// `onceLiteral` (the callback's contract name as a string literal).
    let isOnce: Bool
    let onceLiteral: String

    struct FixedRecord: Encodable {
        let name: String
        let values: [Value]
    }

    struct Value: Encodable {
        let key: String
        let literal: String
    }
}

/// What the dispatcher of a flow remembers between messages (`Flow.dispatcherMemory`): `hasEnd` (a message ends
/// the flow, and the dispatcher reads nothing after it) and `callsOnce` (a call is made at most once a session).
struct DispatcherState: Encodable {
    let hasEnd: Bool
    let callsOnce: Bool
}

extension PlatformCode {
    /// `recordName` is what builds a record, `key` a field's key in it, `literal` a value of a type.
    func stepContext(
        _ step: DispatchStep, in flow: Flow, recordName: (Record) -> String, key: (Field) -> String,
        literal: (DefaultValue, TypeRef) -> String
    ) -> StepContext {
        let listener = contract.listenerName(of: step.callback, in: flow)
        var record: StepContext.FixedRecord?
        var passesCatchAll = false
        var passesNothing = false
        switch step.argument {
        case .payload: break
        case .catchAll: passesCatchAll = true
        case .nothing: passesNothing = true
        case .fixedRecord(let fixed, let values):
            record = StepContext.FixedRecord(
                name: recordName(fixed),
                values: values.map { field, value in .init(key: key(field), literal: literal(value, field.type)) })
        }
        return StepContext(
            callbackMember: member(step.callback),
            isRequired: contract.callback(named: step.callback)?.requiredOn.contains(platform.id) ?? false,
            listenerMember: member(listener),
            listenerLiteral: rules.stringLiteral(rules.spelling(of: listener, as: .member, on: platform)),
            passesPayload: step.passesPayload, passesCatchAll: passesCatchAll,
            passesNothing: passesNothing, record: record,
            isOnce: step.isOnce, onceLiteral: rules.stringLiteral(step.callback.raw))
    }

    /// The paragraph a dispatcher's doc gives its end: which messages end the flow. Nil when none does.
    func dispatcherEndNote(of flow: Flow) -> String? {
        let ending = plan.dispatcherMemory(of: flow).endingMessages
        guard !ending.isEmpty else { return nil }
        return "After " + ending.map { inlineCode($0.wire) }.series(conjunction: "or")
            + " it reads nothing more, so a callback that ends the flow is called at most once: make a dispatcher for each session."
    }

    func dispatcherState(of flow: Flow) -> DispatcherState {
        let memory = plan.dispatcherMemory(of: flow)
        return DispatcherState(hasEnd: memory.hasEnd, callsOnce: memory.callsOnce)
    }
}
