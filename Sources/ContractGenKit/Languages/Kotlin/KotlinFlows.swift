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

    var context: [String: MustacheValue] {
        var context: [String: MustacheValue] = [
            "hasCallbacks": .bool(hasCallbacks),
            "hasDispatch": .bool(hasCallbacks && contract.legacy != nil),
            "catchesInvalidPayloads": .bool(contract.catchesInvalidPayloads),
            "endsFlows": .bool(contract.endsFlows),
            "records": PlatformCode.list(contract.records.map(recordContext)),
            "flows": PlatformCode.list(hasCallbacks ? code.flows.map(flowContext) : []),
        ]
        context["surface"] = code.plan.surface.map(surfaceContext) ?? .null
        if let catchAll = contract.catchAll {
            context["catchAll"] = [
                "typeName": .string(catchAllType ?? ""),
                "doc": kotlin.doc([catchAll.description]),
            ]
        }
        if let legacy = contract.legacy {
            context["legacyTypeKeyLiteral"] = code.literal(legacy.typeKey)
            context["legacyPayloadKeyLiteral"] = code.literal(legacy.payloadKey)
            context["legacyTypeKeyMarkdown"] = .string(code.inlineCode(legacy.typeKey))
            context["legacyPayloadKeyMarkdown"] = .string(code.inlineCode(legacy.payloadKey))
            if let handshake = legacy.handshake { context["handshake"] = handshakeContext(handshake) }
        }
        return context
    }

    private var catchAllType: String? {
        contract.catchAll.map { code.typeName($0.name, overrides: $0.names) }
    }

    // MARK: - Records

    private func recordType(_ name: Identifier) -> String {
        code.typeName(name, overrides: contract.record(named: name)?.names ?? [:])
    }

    private func recordContext(_ record: Record) -> [String: MustacheValue] {
        let isPayload = contract.payloadRecords.contains(record.name)
        let stored = record.fields.filter { $0.derived == nil }
        let accessors = isPayload ? contract.legacy?.rawPayload.filter { $0.isAvailable(on: code.platform) } ?? [] : []
        let derived = record.fields.compactMap { field -> [String: MustacheValue]? in
            guard let derived = contract.derivation(of: field, in: record, on: code.platform) else { return nil }
            return [
                "name": .string(code.member(field.name, overrides: field.names)),
                "wireLiteral": code.literal(field.wire),
                "doc": kotlin.doc([field.description]),
                "comparison": code.derivedContext(
                    derived, sourceMember: code.member(derived.source.name, overrides: derived.source.names)),
            ]
        }
        return [
            "typeName": .string(code.typeName(record.name, overrides: record.names)),
            "doc": kotlin.doc([record.description]),
            "fields": PlatformCode.list(stored.map { kotlin.fieldContext($0, among: record.fields) }),
            // A record without fields is equal to every other.
            "hasFields": .bool(!stored.isEmpty),
            "typeNameLiteral": code.literal(code.typeName(record.name, overrides: record.names)),
            "derived": .list(derived.map(MustacheValue.object)),
            "toJsonDoc": kotlin.doc([
                "The JSON form, with the contract's wire keys" + (derived.isEmpty ? "" : " and the derived fields")
                    + "; absent optional fields are left out."
            ]),
            "isPayload": .bool(isPayload),
            "payloadStorage": .string(Self.payloadStorage),
            "rawAccessors": .list(
                accessors.map { accessor in
                    let isText = accessor.kind == .text
                    return [
                        "name": .string(code.member(accessor.name)),
                        "isText": .bool(isText),
                        "doc": kotlin.doc([
                            isText
                                ? "The payload of the message this was read from, as JSON text, for what is not surfaced as a property; for one built in code, its JSON."
                                : "The payload of the message this was read from, untouched, for what is not surfaced as a property; for one built in code, its JSON. A copy: changing it changes nothing here."
                        ]),
                    ]
                }),
        ].adding(code.recordAliasContext(record.fields))
    }

    // MARK: - Flows

    /// The type a callback of `flow` passes, or nil when it passes nothing.
    private func argumentType(_ argument: CallbackArgument?) -> String? {
        switch argument {
        case .record(let name)?: recordType(name)
        case .catchAll?: catchAllType
        case nil: nil
        }
    }

    /// Kotlin's interfaces: the SDK's entry points with the contract's defaults (which implementations inherit),
    /// generic over the host types, and the session's methods.
    private func surfaceContext(_ plan: SurfacePlan) -> MustacheValue {
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

    private func flowContext(_ flow: Flow) -> [String: MustacheValue] {
        let callbacksType = flow.callbacksTypeName(prefix: code.typePrefix, on: code.platform.id)
        let thread =
            flow.isMainActor ? "Called on the main thread: the executor the dispatcher is given runs them." : nil
        let callbacks = flow.callbacks.compactMap { entry -> [String: MustacheValue]? in
            guard let callback = contract.callback(named: entry.callback) else { return nil }
            let isRequired = callback.requiredOn.contains(code.platform.id)
            let parameter = argumentType(entry.argument).map { parameterName($0) + ": " + $0 } ?? ""
            let evolution = code.evolution(of: callback, among: contract.callbacks) { name, _ in code.member(name) }
            return [
                "name": .string(code.member(callback.name)),
                "parameter": .string(parameter),
                "doc": kotlin.doc(
                    [callback.description, callback.occurs?.note, isRequired ? nil : "Does nothing unless overridden."]
                        + evolution.paragraphs),
                "isRequired": .bool(isRequired),
            ].adding(evolution.context)
        }
        let messages = contract.legacy?.messages.filter { $0.flow == flow.name } ?? []
        let catchAllCalls = flow.catchAllSteps.map { stepContext($0, in: flow) }
        let invalidPayloadCalls = flow.invalidPayloadSteps(of: contract.legacy).map { stepContext($0, in: flow) }
        return [
            "callbacksType": .string(callbacksType),
            "dispatcherType": .string(flow.dispatcherTypeName(prefix: code.typePrefix)),
            "callbacksDoc": kotlin.doc([
                "What the host app implements to hear from the \(flow.title) flow.", flow.description,
                "Implement every callback without a body; the others do nothing unless overridden."
                    + (thread.map { " " + $0 } ?? ""),
            ]),
            "dispatcherDoc": kotlin.doc([
                "Calls a [\(callbacksType)] for each message the \(flow.title) flow's web page posts, in the order the contract gives: the legacy messages become callbacks.",
                "The callbacks run on the executor it is made with, in order, after [dispatch] has read the message: "
                    + (flow.isMainActor
                        ? "the main thread's (`ContextCompat.getMainExecutor(context)`), since a `@JavascriptInterface` method or a WebMessageListener runs elsewhere and the callbacks expect the main thread."
                        : "by default on the thread that calls [dispatch], before it returns."),
                code.dispatcherEndNote(of: flow),
            ]),
            "callbacks": PlatformCode.list(callbacks),
            // Java implements an interface's callbacks that have a body only where the SDK was compiled to emit them.
            "hasAdapter": .bool(callbacks.contains { $0["isRequired"] == .bool(false) }),
            "adapterDoc": kotlin.doc([
                "[\(callbacksType)] with the callbacks that have a body, for a Java host app: extend it and implement the rest. "
                    + "Java sees the interface's bodies only where the SDK is compiled to emit them (Kotlin 2.2 and later, unless built "
                    + "with `-jvm-default=disable`); this class has them whatever compiles it."
            ]),
            // Callbacks that expect the main thread get an executor the host app gives: the JVM has no main thread.
            "isMainActor": .bool(flow.isMainActor),
            "messages": .list(messages.map { messageContext($0, in: flow) }),
            "unknownCalls": .list(catchAllCalls),
            "hasUnknownCalls": .bool(!catchAllCalls.isEmpty),
            "invalidPayloadCalls": .list(invalidPayloadCalls),
            "hasInvalidPayloadCalls": .bool(!invalidPayloadCalls.isEmpty),
            // A dispatcher that remembers reads each message under its lock.
            "hasState": .bool(code.plan.dispatcherMemory(of: flow).remembers),
        ].merging(code.dispatcherState(of: flow)) { _, state in state }
    }

    /// A call, as `kotlin/dispatch-call` spells it.
    private func stepContext(_ step: DispatchStep, in flow: Flow) -> MustacheValue {
        let context = code.stepContext(
            step, in: flow, recordName: { recordType($0.name) }, key: { code.member($0.name, overrides: $0.names) },
            literal: kotlin.literal)
        guard case .object(var members) = context else { return context }
        // Whether this is the call's first time, decided as the message is read, before the executor runs it.
        members["onceVariable"] = .string("first" + CaseStyle.upperCamel.apply(to: step.callback))
        return .object(members)
    }

    /// A `when` branch: the payload decoded first (a problem rejects the message before any callback runs),
    /// then each callback the message fires.
    private func messageContext(_ message: LegacyMessage, in flow: Flow) -> MustacheValue {
        let payloadType = message.payload.map(recordType)
        let steps = message.steps(in: flow, of: contract)
        let usesPayload = steps.contains(where: \.passesPayload)
        var variable = payloadType.map(parameterName) ?? "record"
        if ["message", "callbacks", "callbackExecutor"].contains(variable) { variable = "record" }
        return [
            "wireLiteral": code.literal(message.wire),
            "endsFlow": .bool(message.endsFlow(in: flow, of: contract)),
            "payloadType": payloadType.map(MustacheValue.string) ?? .null,
            "bindsPayload": .bool(usesPayload),
            "payloadVariable": .string(variable),
            "calls": .list(steps.map { stepContext($0, in: flow) }),
            "hasCalls": .bool(!steps.isEmpty),
        ]
    }

    // MARK: - Handshake

    private func handshakeContext(_ handshake: Legacy.Handshake) -> MustacheValue {
        let fields = handshake.replyFields.map { field -> [String: MustacheValue] in
            let name = code.member(field.name, overrides: field.names)
            return [
                "name": .string(name),
                "type": .string(kotlin.spelling(field.type) + (field.isOptional ? "?" : "")),
                "wireLiteral": code.literal(field.wire),
                "isOptional": .bool(field.isOptional),
                "encoded": .string(kotlin.encoder(field.type, name, isOptional: field.isOptional)),
            ]
        }
        let paramDocs = handshake.replyFields.compactMap { field in
            field.description.map { "@param \(code.member(field.name, overrides: field.names)) \($0)" }
        }
        return code.handshakeContext(
            handshake,
            adding: [
                "type": .string(code.typeName(of: .handshake)),
                "fields": PlatformCode.list(fields),
                "replyDoc": kotlin.doc(
                    ["The reply message as JSON text, to post to the page once it sent [READY]."] + paramDocs),
            ])
    }
}
