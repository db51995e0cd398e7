import Mustache

/// The Kotlin view model of records, the catch-all event, each flow's callbacks interface and the dispatcher
/// that replaces the WebView integration's messages: the keys `KotlinTarget` lists under "Callbacks".
struct KotlinFlows {
    let kotlin: KotlinCode
    private var code: PlatformCode { kotlin.code }
    private var contract: Contract { code.contract }

    /// The private property of a payload record that keeps the payload it was read from.
    static let payloadStorage = "sourcePayload"

    /// Whether this platform gets a callbacks interface per flow (listener-style platforms get none).
    var hasCallbacks: Bool {
        code.platform.callbackStyle == .objects && !code.flows.isEmpty
    }

    /// Whether each flow gets a dispatcher of the legacy messages.
    var hasDispatch: Bool { hasCallbacks && contract.legacy != nil }

    var context: KotlinFlowsContext {
        let legacy = contract.legacy
        return KotlinFlowsContext(
            hasCallbacks: hasCallbacks, hasDispatch: hasDispatch,
            catchesInvalidPayloads: contract.catchesInvalidPayloads, endsFlows: contract.endsFlows,
            records: contract.records.map(recordContext), flows: hasCallbacks ? code.flows.map(flowContext) : [],
            surface: code.plan.surface.map(surfaceContext),
            catchAll: contract.catchAll.map {
                CatchAllContext(typeName: catchAllType ?? "", doc: kotlin.doc([$0.description]))
            },
            legacyKeys: legacy.map {
                LegacyKeys(
                    legacyTypeKeyLiteral: code.rules.stringLiteral($0.typeKey),
                    legacyTypeKeyMarkdown: code.inlineCode($0.typeKey),
                    legacyPayloadKeyLiteral: code.rules.stringLiteral($0.payloadKey),
                    legacyPayloadKeyMarkdown: code.inlineCode($0.payloadKey))
            },
            handshake: legacy?.handshake.map(handshakeContext))
    }

    private var catchAllType: String? {
        contract.catchAll.map { code.typeName($0.name, overrides: $0.names) }
    }

    // MARK: - Records

    private func recordContext(_ record: Record) -> KotlinFlowsContext.Record {
        let isPayload = contract.payloadRecords.contains(record.name)
        let stored = record.fields.filter { $0.derived == nil }
        let accessors = isPayload ? contract.legacy?.rawPayload.filter { $0.isAvailable(on: code.platform) } ?? [] : []
        let derived = record.fields.compactMap { field -> KotlinFlowsContext.Derived? in
            guard let derived = contract.derivation(of: field, in: record, on: code.platform) else { return nil }
            return .init(
                name: code.member(field.name, overrides: field.names),
                wireLiteral: code.rules.stringLiteral(field.wire),
                doc: kotlin.doc([field.description]),
                comparison: code.derivedContext(
                    derived, sourceMember: code.member(derived.source.name, overrides: derived.source.names)))
        }
        let typeName = code.typeName(record.name, overrides: record.names)
        return KotlinFlowsContext.Record(
            typeName: typeName, doc: kotlin.doc([record.description]),
            fields: stored.map { kotlin.fieldContext($0, among: record.fields) }, hasFields: !stored.isEmpty,
            typeNameLiteral: code.rules.stringLiteral(typeName), derived: derived,
            toJsonDoc: kotlin.doc([
                "The JSON form, with the contract's wire keys" + (derived.isEmpty ? "" : " and the derived fields")
                    + "; absent optional fields are left out."
            ]),
            isPayload: isPayload, payloadStorage: Self.payloadStorage,
            rawAccessors: accessors.map { accessor in
                let isText = accessor.kind == .text
                return RawAccessorContext(
                    name: code.member(accessor.name), isText: isText,
                    doc: kotlin.doc([
                        isText
                            ? "The payload of the message this was read from, as JSON text, for what is not surfaced as a property; for one built in code, its JSON."
                            : "The payload of the message this was read from, untouched, for what is not surfaced as a property; for one built in code, its JSON. A copy: changing it changes nothing here."
                    ]))
            },
            aliases: code.recordAliasContext(record.fields))
    }

    // MARK: - Flows

    /// The type a callback of `flow` passes, or nil when it passes nothing.
    private func argumentType(_ argument: CallbackArgument?) -> String? {
        switch argument {
        case .record(let name)?: code.recordTypeName(name)
        case .catchAll?: catchAllType
        case nil: nil
        }
    }

    /// Kotlin's interfaces: the SDK's entry points with the contract's defaults (which implementations inherit),
    /// generic over the host types, and the session's methods.
    private func surfaceContext(_ plan: SurfacePlan) -> SurfaceContext {
        let parameters = plan.hostTypes.map { code.typeParameterName($0.name) }
        let session = plan.sdk.session.map {
            code.typeName($0.name, overrides: $0.names)
                + (parameters.isEmpty ? "" : "<" + parameters.joined(separator: ", ") + ">")
        }
        return code.surfaceContext(
            plan,
            spelling: SurfaceSpelling(
                optionType: { kotlin.optionTypeName($0) + ($0.isNullable ? "?" : "") },
                optionDefault: { option in
                    guard case .defaulted(let value) = option.requirement else { return nil }
                    return kotlin.literal(value, of: option.type)
                },
                callbacksType: { $0.callbacksTypeName(prefix: code.typePrefix, on: code.platform.id) },
                type: { type, isOptional in
                    let name: String
                    switch type {
                    case .contract(let type): name = kotlin.spelling(type)
                    case .host(let host): name = code.typeParameterName(host)
                    case .session: name = session ?? "Nothing"
                    }
                    return name + (isOptional ? "?" : "")
                },
                flowSession: { _ in session ?? "Unit" },
                doc: { kotlin.doc($0) }))
    }

    /// A parameter named for the last word of its type, as Kotlin code names them: `event: PaymentEvent`,
    /// `error: AcmeError`; `value` when that word is a keyword.
    private func parameterName(_ type: String) -> String {
        let start = type.lastIndex { $0.isUppercase } ?? type.startIndex
        let name = type[start...].prefix(1).lowercased() + type[start...].dropFirst()
        return code.rules.isReserved(name, as: .member) ? "value" : name
    }

    private func flowContext(_ flow: Flow) -> KotlinFlowsContext.Flow {
        let callbacksType = flow.callbacksTypeName(prefix: code.typePrefix, on: code.platform.id)
        let thread =
            flow.isMainActor ? "Called on the main thread: the executor the dispatcher is given runs them." : nil
        let callbacks = flow.callbacks.compactMap { entry -> KotlinFlowsContext.Callback? in
            guard let callback = contract.callback(named: entry.callback) else { return nil }
            let isRequired = callback.requiredOn.contains(code.platform.id)
            let argumentName = entry.parameters.isEmpty ? argumentType(entry.argument).map(parameterName) : nil
            let parameter =
                entry.parameters.isEmpty
                ? argumentType(entry.argument).map { parameterName($0) + ": " + $0 } ?? ""
                : entry.parameters.map {
                    "\(code.member($0.name)): \(kotlin.spelling($0.type))\($0.isOptional ? "?" : "")"
                }
                .joined(separator: ", ")
            let evolution = code.evolution(of: callback, among: contract.callbacks) { name, _ in code.member(name) }
            return .init(
                name: code.member(callback.name), parameter: parameter,
                nameLiteral: code.rules.stringLiteral(callback.name.raw),
                recordedArgument: argumentName.map { $0 + ".toJson()" },
                doc: kotlin.doc(
                    [callback.description, callback.occurs?.note, isRequired ? nil : "Does nothing unless overridden."]
                        + evolution.paragraphs),
                isRequired: isRequired, evolution: evolution.context)
        }
        let messages = contract.legacy?.messages.filter { $0.flow == flow.name } ?? []
        let catchAllCalls = flow.catchAllSteps.map { stepContext($0, in: flow) }
        let invalidPayloadCalls = flow.invalidPayloadSteps(of: contract.legacy).map { stepContext($0, in: flow) }
        return KotlinFlowsContext.Flow(
            nameLiteral: code.rules.stringLiteral(flow.name.raw), callbacksType: callbacksType,
            dispatcherType: flow.dispatcherTypeName(prefix: code.typePrefix),
            callbacksDoc: kotlin.doc([
                "What the host app implements to hear from the \(flow.title) flow.", flow.description,
                "Implement every callback without a body; the others do nothing unless overridden."
                    + (thread.map { " " + $0 } ?? ""),
            ]),
            dispatcherDoc: kotlin.doc([
                "Calls a [\(callbacksType)] for each message the \(flow.title) flow's web page posts, in the order the contract gives for each message.",
                "The callbacks run on the executor it is made with, in order, after [dispatch] has read the message: "
                    + (flow.isMainActor
                        ? "the main thread's (`ContextCompat.getMainExecutor(context)`), since a `@JavascriptInterface` method or a WebMessageListener runs elsewhere and the callbacks expect the main thread."
                        : "by default on the thread that calls [dispatch], before it returns."),
                code.dispatcherEndNote(of: flow),
            ]),
            callbacks: callbacks, hasAdapter: callbacks.contains { !$0.isRequired },
            adapterDoc: kotlin.doc([
                "[\(callbacksType)] with the callbacks that have a body, for a Java host app: extend it and implement the rest. "
                    + "Java sees the interface's bodies only where the SDK is compiled to emit them (Kotlin 2.2 and later, unless built "
                    + "with `-jvm-default=disable`); this class has them whatever compiles it."
            ]),
            isMainActor: flow.isMainActor, messages: messages.map { messageContext($0, in: flow) },
            unknownCalls: catchAllCalls, hasUnknownCalls: !catchAllCalls.isEmpty,
            invalidPayloadCalls: invalidPayloadCalls, hasInvalidPayloadCalls: !invalidPayloadCalls.isEmpty,
            hasState: code.plan.dispatcherMemory(of: flow).remembers, state: code.dispatcherState(of: flow))
    }

    /// A call, as `kotlin/dispatch-call` spells it.
    private func stepContext(_ step: DispatchStep, in flow: Flow) -> KotlinFlowsContext.Call {
        KotlinFlowsContext.Call(
            step: code.stepContext(
                step, in: flow, recordName: { code.recordTypeName($0.name) },
                key: { code.member($0.name, overrides: $0.names) },
                literal: kotlin.literal),
            onceVariable: "first" + CaseStyle.upperCamel.apply(to: step.callback))
    }

    /// A `when` branch: the payload decoded first (a problem rejects the message before any callback runs),
    /// then each callback the message fires.
    private func messageContext(_ message: LegacyMessage, in flow: Flow) -> KotlinFlowsContext.Message {
        let payloadType = message.payload.map(code.recordTypeName)
        let steps = message.steps(in: flow, of: contract)
        let usesPayload = steps.contains(where: \.passesPayload)
        var variable = payloadType.map(parameterName) ?? "record"
        if ["message", "callbacks", "callbackExecutor"].contains(variable) { variable = "record" }
        return KotlinFlowsContext.Message(
            wireLiteral: code.rules.stringLiteral(message.wire), endsFlow: message.endsFlow(in: flow, of: contract),
            payloadType: payloadType, bindsPayload: usesPayload, payloadVariable: variable,
            calls: steps.map { stepContext($0, in: flow) }, hasCalls: !steps.isEmpty)
    }

    // MARK: - Handshake

    private func handshakeContext(_ handshake: Legacy.Handshake) -> HandshakeContext<KotlinFlowsContext.Handshake> {
        let fields = handshake.replyFields.map { field in
            let name = code.member(field.name, overrides: field.names)
            return KotlinFlowsContext.ReplyField(
                name: name, type: kotlin.spelling(field.type) + (field.isOptional ? "?" : ""),
                wireLiteral: code.rules.stringLiteral(field.wire), isOptional: field.isOptional,
                encoded: kotlin.encoder(field.type, name, isOptional: field.isOptional))
        }
        let paramDocs = handshake.replyFields.compactMap { field in
            field.description.map { "@param \(code.member(field.name, overrides: field.names)) \($0)" }
        }
        return code.handshakeContext(
            handshake,
            adding: KotlinFlowsContext.Handshake(
                type: code.typeName(of: .handshake), fields: fields,
                replyDoc: kotlin.doc(
                    ["The reply message as JSON text, to post to the page once it sent [READY]."] + paramDocs)))
    }
}
