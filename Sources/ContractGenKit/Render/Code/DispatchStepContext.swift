import Mustache

extension PlatformCode {
    /// One call a dispatcher makes (`DispatchStep`), for the templates to spell:
    /// `{ callbackMember, isRequired, listenerMember, listenerLiteral, passesPayload, passesRecord, passesCatchAll,
    /// passesNothing, record }`. `isRequired`: the host app must give the callback on this platform.
    /// `listenerMember` is the listener's member name and `listenerLiteral` that name as the listener list
    /// spells it on the wire, for platforms with listeners. `record`, for a record of fixed values, is
    /// `{ name, values: [{ key, literal, isLast }] }`: `name` what builds it (`recordName`), each value its
    /// field's `key` and its `literal`, as the language writes them. `isOnce`: the callback occurs once a session,
    /// so the dispatcher makes the call only the first time, remembering it by `onceLiteral` (the callback's
    /// contract name as a string literal).
    func stepContext(
        _ step: DispatchStep, in flow: Flow, recordName: (Record) -> String, key: (Field) -> String,
        literal: (DefaultValue, TypeRef) -> String
    ) -> MustacheValue {
        let listener = contract.listenerName(of: step.callback, in: flow)
        var context: [String: MustacheValue] = [
            "callbackMember": .string(member(step.callback)),
            "isRequired": .bool(contract.callback(named: step.callback)?.requiredOn.contains(platform.id) ?? false),
            "listenerMember": .string(member(listener)),
            "listenerLiteral": self.literal(rules.spelling(of: listener, as: .member)),
            "passesPayload": false, "passesRecord": false, "passesCatchAll": false, "passesNothing": false,
            "record": .null,
            "isOnce": .bool(step.isOnce),
            "onceLiteral": self.literal(step.callback.raw),
        ]
        switch step.argument {
        case .payload: context["passesPayload"] = true
        case .catchAll: context["passesCatchAll"] = true
        case .nothing: context["passesNothing"] = true
        case .fixedRecord(let record, let values):
            context["passesRecord"] = true
            context["record"] = [
                "name": .string(recordName(record)),
                "values": Self.list(
                    values.map { field, value in
                        ["key": .string(key(field)), "literal": .string(literal(value, field.type))]
                    }),
            ]
        }
        return .object(context)
    }

    /// The paragraph a dispatcher's doc gives its end: which messages end the flow. Nil when none does.
    func dispatcherEndNote(of flow: Flow) -> String? {
        let ending = plan.dispatcherMemory(of: flow).endingMessages
        guard !ending.isEmpty else { return nil }
        return "After " + ending.map { inlineCode($0.wire) }.series(conjunction: "or")
            + " it reads nothing more, so a callback that ends the flow is called at most once: make a dispatcher for each session."
    }

    /// What the dispatcher of `flow` remembers between messages (`Flow.dispatcherMemory`): `hasEnd` (a message
    /// ends the flow, and the dispatcher reads nothing after it) and `callsOnce` (a call is made at most once a
    /// session).
    func dispatcherState(of flow: Flow) -> [String: MustacheValue] {
        let memory = plan.dispatcherMemory(of: flow)
        return ["hasEnd": .bool(memory.hasEnd), "callsOnce": .bool(memory.callsOnce)]
    }
}
