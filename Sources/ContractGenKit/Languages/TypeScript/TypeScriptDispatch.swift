import Mustache

/// The callbacks and dispatchers of `TypeScriptTarget` (`callbacks.ts`, `dispatch.ts`). A platform with the
/// `objects` callback style gets a callbacks interface per flow; one with `listeners` gets global listener
/// names, each with one payload type, and its dispatchers emit `(listener name, payload)` instead.
extension TypeScriptTarget {
    var usesListeners: Bool { code.platform.callbackStyle == .listeners }

    /// `AcmeCheckoutCallbacks`: the callbacks object of `flow`.
    func callbacksType(_ flow: Flow) -> String {
        flow.callbacksTypeName(prefix: code.typePrefix, on: code.platform.id)
    }

    /// The type a callback of `flow` passes, nil when it passes nothing.
    func argumentType(_ argument: CallbackArgument?) -> String? {
        switch argument {
        case .record(let name)?: code.contract.record(named: name).map(recordName)
        case .catchAll?: catchAllName
        case nil: nil
        }
    }

    /// The parameters of a callback of several values, each named and typed as a field of the wire is: a
    /// parameter named like a keyword takes a trailing `_`.
    private func parameterList(_ parameters: [CallbackParameter]) -> String {
        parameters.map { parameter -> String in
            let type = ts.spelling(parameter.type, .wire)
            return ts.parameterName(code.member(parameter.name)) + ": " + type
                + (parameter.isOptional ? " | undefined" : "")
        }.joined(separator: ", ")
    }

    /// The record a callback passes, by its TypeScript name; nil for the catch-all or nothing.
    private func passedRecord(_ argument: CallbackArgument?) -> String? {
        guard case .record(let name)? = argument else { return nil }
        return code.contract.record(named: name).map(recordName)
    }

    /// What a listener receives: a record as its JSON, or the catch-all.
    func listenerPayloadType(_ argument: CallbackArgument?) -> String? {
        if case .record(let name)? = argument { return code.contract.record(named: name).map(recordJSONName) }
        return argumentType(argument)
    }

    var callbacksContext: TypeScriptCallbacks {
        let contract = code.contract
        // The types callbacks of several values pass, beside records: enums and the JSON value.
        let parameterTypes = code.flows.flatMap { $0.callbacks.flatMap { $0.parameters.map(\.type) } }
        let all = code.flows.count
        // A platform has listeners or callback objects, and imports the types of what they pass.
        let argumentTypes =
            usesListeners
            ? Set(code.plan.listeners.compactMap { listenerPayloadType($0.argument) })
            : Set(code.flows.flatMap { $0.callbacks.compactMap { argumentType($0.argument) } })
                .union(ts.recordImports(parameterTypes))
        let recordTypes = Set(contract.records.flatMap { [recordName($0), recordJSONName($0)] })
        let plan = code.plan.surface
        let passesJSON = parameterTypes.contains { $0.nested.contains(.json) }
        // Only an entry point that takes options has an options type, a `Pick` of the configuration's.
        let takesOptions = plan?.entryPoints.contains(where: \.takesOptions) == true
        return TypeScriptCallbacks(
            callbackEnumImports: enumImports(parameterTypes),
            callbackJSONImports: passesJSON
                ? TypeScriptCode.imports([], types: [code.typeName(of: .json)], from: "./json") : nil,
            hasFlows: !code.flows.isEmpty, usesListeners: usesListeners,
            flows: code.flows.map { flow in
                .init(
                    nameLiteral: code.rules.stringLiteral(flow.name.raw),
                    dispatcherType: flow.dispatcherTypeName(prefix: code.typePrefix),
                    callbacksType: callbacksType(flow),
                    doc: ts.doc(
                        "The callbacks of the \(flow.title) flow, called in the order its messages fire them.",
                        flow.description),
                    members: flow.callbacks.compactMap { entry in
                        guard let callback = contract.callback(named: entry.callback) else { return nil }
                        let isRequired = callback.requiredOn.contains(code.platform.id)
                        let evolution = code.evolution(
                            of: callback, among: contract.callbacks, deprecatedTag: "@deprecated"
                        ) { name, _ in code.member(name) }
                        return .init(
                            name: code.member(callback.name), optionalMark: isRequired ? "" : "?",
                            parameters: entry.parameters.isEmpty
                                ? argumentType(entry.argument).map { "event: \($0)" } ?? ""
                                : parameterList(entry.parameters),
                            doc: ts.doc([callback.description, callback.occurs?.note] + evolution.paragraphs),
                            nameLiteral: code.rules.stringLiteral(callback.name.raw),
                            argumentRecord: entry.parameters.isEmpty ? passedRecord(entry.argument) : nil,
                            passesCatchAll: entry.parameters.isEmpty && entry.argument == .catchAll,
                            recordsArgument: entry.parameters.isEmpty && entry.argument != nil)
                    })
            },
            listeners: code.plan.listeners.map { listener in
                let only =
                    listener.flows.count == all
                    ? nil
                    : "Emitted by the " + listener.flows.map(\.title).joined(separator: " and ") + " flow"
                        + (listener.flows.count == 1 ? "." : "s.")
                return .init(
                    name: code.member(listener.name), literal: code.rules.stringLiteral(listener.spelled),
                    payloadType: listenerPayloadType(listener.argument) ?? "undefined",
                    doc: ts.doc(listener.callback.description, listener.callback.occurs?.note, only))
            },
            callbackRecordImports: TypeScriptCode.imports(
                argumentTypes.intersection(recordTypes), from: "./records", typeOnly: true),
            callbackCatchAllImports: TypeScriptCode.imports(
                argumentTypes.subtracting(recordTypes), from: "./catch-all", typeOnly: true),
            hasLegacy: contract.legacy != nil, dispatch: contract.legacy.map(dispatchContext),
            surface: plan.map(surfaceContext),
            callbackConfigurationImports: !takesOptions
                ? nil
                : TypeScriptCode.imports(
                    [code.typeName(of: .configurationOptions)], from: "./configuration", typeOnly: true),
            // An entry point that returns the flow's result names its type.
            callbackResultImports: plan?.entryPoints.contains(where: \.returnsResult) == true
                ? TypeScriptCode.imports([code.typeName(of: .result)], from: "./result", typeOnly: true) : nil)
    }

    /// A plugin's interface: each entry point takes the options it lists as one object (a `Pick` of the
    /// configuration's options) and every call returns a promise, which a Capacitor plugin resolves with an object.
    private func surfaceContext(_ plan: SurfacePlan) -> SurfaceContext {
        code.surfaceContext(
            plan,
            spelling: SurfaceSpelling(
                optionType: { ts.spelling($0.type, .option) },
                callbacksType: callbacksType,
                type: { type, isOptional in
                    let name: String
                    switch type {
                    case .contract(let type): name = ts.spelling(type, .option)
                    case .host, .session: name = "unknown"
                    }
                    return name + (isOptional ? " | undefined" : "")
                },
                flowSession: { _ in "void" },
                result: { type in
                    guard let type else { return "Promise<void>" }
                    return plan.wrapsResults ? "Promise<{ value: \(type) }>" : "Promise<\(type)>"
                },
                // A reserved word is a valid property name, but not a parameter's.
                parameterName: ts.parameterName,
                deprecatedTag: "@deprecated"))
    }

    // MARK: - Dispatch

    private func dispatchContext(_ legacy: Legacy) -> TypeScriptDispatch {
        let contract = code.contract
        var json: Set<String> = []
        var enumTypes: [TypeRef] = []
        if let handshake = legacy.handshake {
            if !handshake.replyFields.isEmpty { json.insert("compact") }
            enumTypes = handshake.replyFields.map(\.type)
        }
        let dispatchers = code.flows.map { dispatcher($0, legacy: legacy) }
        let decodes = Set(dispatchers.flatMap(\.decodes))
        let decodesPayloads = dispatchers.contains { $0.decodesPayloads }
        if decodesPayloads { json.insert("isFieldProblem") }
        // Without dispatchers nothing reads messages.
        if !dispatchers.isEmpty { json.formUnion(["isJSONObject", "ownJSON", "parseJSON"]) }
        let jsonTypes: Set<String> = dispatchers.isEmpty ? [] : [code.typeName(of: .jsonObject)]
        let sinks = usesListeners ? [code.typeName(of: .emit)] : code.flows.map(callbacksType)
        return TypeScriptDispatch(
            legacyTypeKeyLiteral: code.rules.stringLiteral(legacy.typeKey),
            legacyTypeKeyProperty: ts.key(legacy.typeKey),
            legacyPayloadKeyProperty: ts.key(legacy.payloadKey), legacyTypeKeyMarkdown: code.inlineCode(legacy.typeKey),
            legacyPayloadKeyLiteral: code.rules.stringLiteral(legacy.payloadKey),
            legacyPayloadKeyMarkdown: code.inlineCode(legacy.payloadKey),
            handshake: legacy.handshake.map { handshake in
                code.handshakeContext(
                    handshake,
                    adding: TypeScriptDispatch.Handshake(
                        hasReplyFields: !handshake.replyFields.isEmpty,
                        replyFields: handshake.replyFields.map { field in
                            .init(
                                name: code.member(field.name, overrides: field.names),
                                optionalMark: field.isOptional ? "?" : "",
                                type: ts.spelling(field.type, .option) + (field.isOptional ? " | undefined" : ""),
                                doc: ts.doc(field.description), wireKey: ts.key(field.wire))
                        }))
            },
            decodesPayloads: decodesPayloads, hasDispatchers: !dispatchers.isEmpty, endsFlows: contract.endsFlows,
            dispatchers: dispatchers.map(\.context),
            dispatchJSONImports: TypeScriptCode.imports(json, types: jsonTypes, from: "./json"),
            dispatchOutcomeImports: decodesPayloads
                ? TypeScriptCode.imports([code.typeName(of: .outcome)], from: "./outcome", typeOnly: true) : nil,
            dispatchRecordImports: TypeScriptCode.imports(decodes, from: "./records"),
            dispatchEnumImports: TypeScriptCode.imports(
                Set(ts.enums(in: enumTypes).map(ts.enumTypeName)), from: "./enums", typeOnly: true),
            dispatchCallbackImports: dispatchers.isEmpty
                ? nil : TypeScriptCode.imports(Set(sinks), from: "./callbacks", typeOnly: true))
    }

    /// The dispatcher of `flow`: a `case` per message the flow lists, the catch-all callbacks for any other.
    private func dispatcher(
        _ flow: Flow, legacy: Legacy
    ) -> (context: TypeScriptDispatch.Dispatcher, decodes: [String], decodesPayloads: Bool) {
        var decodes: [String] = []
        // The records whose `toJSON` writes a listener's payload.
        var writers: Set<String> = []
        var decodesPayloads = false
        let messages = legacy.messages.filter { $0.flow == flow.name }
        let cases = messages.map { message in
            let payloadDecoder = message.payload.map(decodeName)
            if let payloadDecoder {
                decodes.append(payloadDecoder)
                decodesPayloads = true
            }
            let steps = message.steps(in: flow, of: code.contract)
            for case .fixedRecord(let record, _) in steps.map(\.argument) { decodes.append(decodeName(record.name)) }
            let payload = message.payload.flatMap(code.contract.record(named:))
            let calls = steps.map { stepContext($0, in: flow, payload: payload) }
            if usesListeners {
                writers.formUnion(steps.compactMap { listenerRecord($0, payload: payload).map(recordName) })
            }
            return TypeScriptDispatch.Case(
                typeLiteral: code.rules.stringLiteral(message.wire),
                endsFlow: message.endsFlow(in: flow, of: code.contract),
                decodeName: payloadDecoder, calls: calls)
        }
        let defaultCalls = flow.catchAllSteps.map { stepContext($0, in: flow) }
        let invalidPayloadCalls = flow.invalidPayloadSteps(of: legacy).map { stepContext($0, in: flow) }
        let envelope =
            "text that is not a JSON object with a string \(code.inlineCode(legacy.typeKey)) and an object \(code.inlineCode(legacy.payloadKey)) (when present)"
        let sink = usesListeners ? "emit" : "callbacks"
        let callsAnything = !defaultCalls.isEmpty || messages.contains { !$0.fires.isEmpty }
        let context = TypeScriptDispatch.Dispatcher(
            dispatcherType: flow.dispatcherTypeName(prefix: code.typePrefix),
            doc: ts.doc(
                "Reads a message the \(flow.title) flow posted and "
                    + (usesListeners ? "emits the listeners" : "calls the callbacks")
                    + " it fires, in order: each with the record its payload decodes to, a record of fixed values, the catch-all, or nothing. A type the flow does not list "
                    + (defaultCalls.isEmpty ? "calls nothing." : "reaches only the catch-all."),
                (invalidPayloadCalls.isEmpty
                    ? "Calls nothing and says why for \(envelope), or whose payload lacks or mistypes a field of its record."
                    : "Calls nothing and says why for \(envelope). A message whose payload lacks or mistypes a field of its record reaches only the catch-all, and is returned as rejected.")
                    + (legacy.handshake.map {
                        " Calls nothing for the handshake's \(code.inlineCode($0.ready)) either: answer it with the reply."
                    } ?? ""),
                code.dispatcherEndNote(of: flow)),
            sinkName: callsAnything ? sink : "_" + sink, callsAnything: callsAnything,
            sinkType: usesListeners ? code.typeName(of: .emit) : callbacksType(flow), cases: cases,
            defaultCalls: defaultCalls, invalidPayloadCalls: invalidPayloadCalls,
            hasInvalidPayloadCalls: !invalidPayloadCalls.isEmpty, state: code.dispatcherState(of: flow))
        return (context, decodes + writers.sorted(), decodesPayloads)
    }

    /// A call, as `typescript/dispatch-call` spells it: a record of fixed values is decoded from them as a
    /// payload, so derived fields and the raw payload come out as they do for a payload the flow sent.
    ///
    /// A listener gets a record as JSON (`jsonWriter`, the record's `toJSON`): what a native plugin sends across its
    /// bridge, so the payload a listener receives has one shape whichever side dispatched.
    private func stepContext(
        _ step: DispatchStep, in flow: Flow, payload: Record? = nil
    ) -> TypeScriptDispatch.Call {
        let record = usesListeners ? listenerRecord(step, payload: payload) : nil
        return TypeScriptDispatch.Call(
            step: code.stepContext(
                step, in: flow, recordName: { decodeName($0.name) }, key: { TypeScriptLanguage().propertyKey($0.wire) },
                literal: { value, _ in ts.literal(value) }),
            jsonWriter: record.map { recordName($0) + ".toJSON" })
    }

    /// The record a step passes: the message's `payload`, or one of fixed values.
    private func listenerRecord(_ step: DispatchStep, payload: Record?) -> Record? {
        switch step.argument {
        case .payload: payload
        case .fixedRecord(let record, _): record
        case .catchAll, .nothing: nil
        }
    }
}
