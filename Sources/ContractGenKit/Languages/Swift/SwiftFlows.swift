import Mustache

/// The Swift target's flows (`SwiftFlows`): callbacks per flow (`ContractCallbacks.swift`) and the dispatchers that
/// turn the legacy WebView messages into callback calls (`ContractDispatch.swift`). A call is
/// `PlatformCode.stepContext`; a callback has the initializer names of `withParameters` (SwiftCode.swift).
extension SwiftTarget {
    var flowsContext: SwiftFlows {
        let contract = code.contract
        let listeners = code.platform.callbackStyle == .listeners
        let legacy = contract.legacy
        return SwiftFlows(
            hasCallbacks: !code.flows.isEmpty && !listeners,
            passesTimestamps: code.flows.contains { flow in
                flow.callbacks.contains { $0.parameters.contains { $0.type.nested.contains(.timestamp) } }
            },
            hasListeners: !code.flows.isEmpty && listeners,
            hasDispatch: !code.flows.isEmpty && legacy != nil, flows: code.flows.map(flowContext),
            catchesInvalidPayloads: contract.catchesInvalidPayloads, keepsPayloadText: keepsPayloadText,
            endsFlows: contract.endsFlows, listeners: listeners ? listenerContexts() : nil,
            surface: code.plan.surface.map(surfaceContext),
            legacyKeys: legacy.map {
                LegacyKeys(
                    legacyTypeKeyLiteral: code.rules.stringLiteral($0.typeKey),
                    legacyTypeKeyMarkdown: code.inlineCode($0.typeKey),
                    legacyPayloadKeyLiteral: code.rules.stringLiteral($0.payloadKey),
                    legacyPayloadKeyMarkdown: code.inlineCode($0.payloadKey))
            },
            handshake: legacy?.handshake.map(handshakeContext))
    }

    // MARK: - Callbacks

    /// Each callback of `flow` as a closure property, as its callbacks type and a call object declare it.
    private func callbacks(of flow: Flow) -> [SwiftFlows.Callback] {
        let attributes = flow.isMainActor ? "@MainActor @Sendable" : "@Sendable"
        return flow.callbacks.compactMap { entry -> SwiftFlows.Callback? in
            guard let callback = code.contract.callback(named: entry.callback) else { return nil }
            let argument =
                entry.parameters.isEmpty
                ? entry.argument.map(argumentType) ?? ""
                : entry.parameters.map { spelling($0.type) + ($0.isOptional ? "?" : "") }.joined(separator: ", ")
            let evolution = code.evolution(of: callback, among: code.contract.callbacks) { name, _ in code.member(name)
            }
            let name = code.member(callback.name)
            let isRequired = callback.requiredOn.contains(code.platform.id)
            // Parenthesized only to take the optional mark.
            let closure = "\(attributes) (\(argument)) -> Void"
            let closureType = isRequired ? closure : "(\(closure))"
            return SwiftFlows.Callback(
                name: name, storedName: storedName(name, callback.evolution),
                nameMarkdown: code.inlineCode(PlatformCode.unescaped(name)), closureType: closureType,
                type: closureType + (isRequired ? "" : "?"), isRequired: isRequired,
                nameLiteral: code.rules.stringLiteral(callback.name.raw),
                ignoredParameters: entry.parameters.isEmpty
                    ? nil : Array(repeating: "_", count: entry.parameters.count).joined(separator: ", ") + " in",
                passesArgument: entry.parameters.isEmpty && entry.argument != nil,
                doc: code.doc(
                    [
                        callback.description, code.passesSentence(entry.parameters), callback.occurs?.note,
                        firedBy(callback.name, in: flow),
                    ] + evolution.paragraphs),
                evolution: evolution.context, parameter: nil)
        }
    }

    private func flowContext(_ flow: Flow) -> SwiftFlows.Flow {
        let callbacksType = flow.callbacksTypeName(prefix: code.typePrefix, on: code.platform.id)
        let isListeners = code.platform.callbackStyle == .listeners
        let callbacks = callbacks(of: flow)
        let catchAllCallbacks = flow.callbacks.filter { $0.argument == .catchAll }
        // Callbacks by their member names; listeners by their listener names.
        let receiverNames = catchAllCallbacks.map { entry in
            code.inlineCode(
                code.member(isListeners ? code.contract.listenerName(of: entry.callback, in: flow) : entry.callback))
        }
        let required = callbacks.filter(\.isRequired).map(\.nameMarkdown)
        let nothing = isListeners ? "emits nothing" : "calls nothing"
        let catchAllNote = receiverNames.isEmpty ? nothing : "reaches " + receiverNames.series() + " alone"
        let invalidPayloadSteps = flow.invalidPayloadSteps(of: code.contract.legacy)
        let invalidNote =
            invalidPayloadSteps.isEmpty
            ? "one that is not valid \(nothing)"
            : "one whose payload does not fit its record reaches \(receiverNames.series()) too, and any other that is not valid \(nothing)"
        let handshakeNote = code.contract.legacy?.handshake.map {
            "The page's \(code.inlineCode($0.ready)) \(nothing): answer it with `\(code.typeName(of: .handshake)).replyMessage`."
        }
        let messages = (code.contract.legacy?.messages ?? []).filter { $0.flow == flow.name }
        let emitType = "(_ listener: String, _ payload: \(code.typeName(of: .json))) -> Void"
        let summary =
            isListeners
            ? "Emits each message the \(flow.title) flow's page posts to the listeners in `\(code.typeName(of: .listeners))`, as the contract maps the message to them, in order."
            : "Calls the \(flow.title) flow's `\(callbacksType)` for each message its page posts, as the contract maps the message to them, in order."
        return SwiftFlows.Flow(
            nameLiteral: code.rules.stringLiteral(flow.name.raw), callbacksType: callbacksType,
            dispatcherType: flow.dispatcherTypeName(prefix: code.typePrefix),
            callbacksDoc: code.doc(
                ["The callbacks of the \(flow.title) flow.", flow.description].compactMap { $0 }.joined(separator: " "),
                (required.isEmpty
                    ? "Every callback is optional and `nil` by default: set the ones you need."
                    : "Set \(required.series()), which the flow needs; the others are optional and `nil` by default.")
                    + (flow.isMainActor ? " They are called on the main actor." : "")),
            dispatcherDoc: code.doc(
                summary, "A message of a type not listed here \(catchAllNote); \(invalidNote).", handshakeNote,
                code.dispatcherEndNote(of: flow)),
            isMainActor: flow.isMainActor, callbacks: withParameters(callbacks),
            sinkName: isListeners ? "emit" : "callbacks", sinkType: isListeners ? emitType : callbacksType,
            sinkParameterType: isListeners ? "@escaping " + emitType : callbacksType,
            messages: messages.map { messageContext($0, in: flow) },
            unknownCalls: flow.catchAllSteps.map { stepContext($0, in: flow) },
            invalidPayloadCalls: invalidPayloadSteps.map { stepContext($0, in: flow) },
            state: code.dispatcherState(of: flow))
    }

    private func argumentType(_ argument: CallbackArgument) -> String {
        switch argument {
        case .record(let name): code.recordTypeName(name)
        case .catchAll: code.contract.catchAll.map { code.typeName($0.name, overrides: $0.names) } ?? ""
        }
    }

    /// "Called for `A` and `B`.": the legacy messages that fire `callback` in `flow`.
    private func firedBy(_ callback: Identifier, in flow: Flow) -> String? {
        let wires = (code.contract.legacy?.messages ?? [])
            .filter { $0.flow == flow.name && $0.fires.contains { $0.callback == callback } }
            .map { code.inlineCode($0.wire) }
        let isCatchAll = flow.argument(of: callback) == .catchAll
        if wires.isEmpty { return isCatchAll ? "Called for every message." : nil }
        return "Called for " + wires.series() + (isCatchAll ? ", and for message types this flow does not list." : ".")
    }

    /// The listener names (`Contract.listeners(on:)`): a name that carries its flow's words says which flow.
    private func listenerContexts() -> [ListenerContext] {
        code.plan.listeners.map { listener in
            let scope =
                listener.name.words.count > listener.callback.eventWords.count
                ? "In the \(listener.flows[0].title) flow." : nil
            return ListenerContext(
                name: code.member(listener.name), valueLiteral: code.rules.stringLiteral(listener.spelled),
                doc: code.doc(listener.callback.description, listener.callback.occurs?.note, scope))
        }
    }

    // MARK: - The SDK's surface

    /// Swift's protocols: the SDK's entry points are static requirements, each flow's session an associated type
    /// conforming to the session protocol, whose host types are associated types of their own.
    private func surfaceContext(_ plan: SurfacePlan) -> SurfaceContext {
        code.surfaceContext(
            plan,
            spelling: SurfaceSpelling(
                optionType: { optionTypeName($0) + ($0.isNullable ? "?" : "") },
                optionDefault: { option in
                    guard case .defaulted(let value) = option.requirement else { return nil }
                    return literal(value, of: option.type)
                },
                callbacksType: { $0.callbacksTypeName(prefix: code.typePrefix, on: code.platform.id) },
                type: { type, isOptional in
                    let name: String
                    switch type {
                    case .contract(let type): name = spelling(type)
                    case .host(let host): name = code.typeParameterName(host)
                    case .session: name = "Self"
                    }
                    return name + (isOptional ? "?" : "")
                },
                flowSession: { CaseStyle.upperCamel.apply(to: $0.name) + "Session" },
                objectParameter: { "_ " + $0 },
                // A call object holds each callback as a closure, as the callbacks type does.
                callbackMembers: { flow in
                    callbacks(of: flow).map { callback in
                        SurfaceContext.Member(
                            name: callback.name, type: callback.type,
                            parameterType: callback.isRequired ? "@escaping " + callback.type : callback.type,
                            defaultLiteral: callback.isRequired ? nil : "nil", doc: callback.doc)
                    }
                },
                objectMembers: withParameters))
    }

    // MARK: - Dispatch

    /// A message's case: its payload read first (so an invalid one calls nothing), then each callback it fires,
    /// in order.
    private func messageContext(_ message: LegacyMessage, in flow: Flow) -> SwiftFlows.Message {
        let steps = message.steps(in: flow, of: code.contract)
        return SwiftFlows.Message(
            typeLiteral: code.rules.stringLiteral(message.wire),
            endsFlow: message.endsFlow(in: flow, of: code.contract),
            payloadType: message.payload.map(code.recordTypeName), bindsPayload: steps.contains(where: \.passesPayload),
            calls: steps.map { stepContext($0, in: flow) })
    }

    /// A call, as `swift/dispatch-call` spells it: a record of fixed values is built with its labels.
    private func stepContext(_ step: DispatchStep, in flow: Flow) -> StepContext {
        var context = code.stepContext(
            step, in: flow, recordName: { code.recordTypeName($0.name) },
            key: { SwiftLanguage.argumentLabel(code.member($0.name, overrides: $0.names)) }, literal: valueLiteral)
        if let callback = code.contract.callback(named: step.callback) {
            context.callbackMember = storedName(code.member(step.callback), callback.evolution)
        }
        return context
    }

    /// A value of `type` as a Swift literal; an enum value this platform lacks is written by its wire value.
    private func valueLiteral(_ value: DefaultValue, of type: TypeRef) -> String {
        switch (value, type) {
        case (.enumValue(let name, _), .enumeration(let enumName)):
            guard let enumValue = code.contract.enumType(named: enumName)?.values.first(where: { $0.name == name })
            else { return literal(value) }
            return self.enumValue(enumValue, of: enumName)
        case (.array(let items), .array(let element)):
            return "[" + items.map { valueLiteral($0, of: element) }.joined(separator: ", ") + "]"
        default:
            return literal(value, of: type)
        }
    }

    private func handshakeContext(_ handshake: Legacy.Handshake) -> HandshakeContext<SwiftFlows.Handshake> {
        let parameters = handshake.replyFields.map { field in
            let name = code.member(field.name, overrides: field.names)
            return SwiftFlows.ReplyParameter(
                label: name, type: spelling(field.type) + (field.isOptional ? "?" : ""), isOptional: field.isOptional,
                wireLiteral: code.rules.stringLiteral(field.wire),
                encode: field.isOptional ? "\(name).map { \(encode(field.type, "$0")) }" : encode(field.type, name))
        }
        let described = handshake.replyFields.compactMap { field in
            field.description.map { "\(code.inlineCode(code.member(field.name, overrides: field.names))): \($0)" }
        }
        return code.handshakeContext(
            handshake,
            adding: SwiftFlows.Handshake(
                doc: code.doc(
                    "The page's handshake: it posts \(code.inlineCode(handshake.ready)) when it can receive messages, and the SDK answers with \(code.inlineCode(handshake.reply)), built by `replyMessage`."
                ),
                replyDoc: .list(
                    DocComment.lines(
                        ["The reply to the page's ready message, as JSON text to post to the page."] + described,
                        style: code.rules.docComment
                    ).map(MustacheValue.string)),
                parameters: parameters))
    }
}
