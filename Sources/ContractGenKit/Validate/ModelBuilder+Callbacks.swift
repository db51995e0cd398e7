import JSONSyntax

/// Records, callbacks, flows and legacy messages: the parts of a contract for SDKs that deliver events to
/// host callbacks and replace a WebView integration's messages.
extension ModelBuilder {
    func derivation(_ object: JSONReader) -> Derivation? {
        guard let field = object.name("field"), let equals = object.name("equals") else { return nil }
        return Derivation(field: field, equals: equals)
    }

    mutating func record(_ object: JSONReader) -> Record? {
        guard let name = object.name("name") else { return nil }
        return Record(
            name: name, location: here(object), description: object.string("description"),
            fields: fields(object.objects("fields"), in: "record '\(name)'"), names: nameOverrides(object),
            assumed: object.string("assumed"))
    }

    /// A derived field is a boolean computed from an enum field of the same record.
    mutating func checkDerivations(_ record: Record) {
        for field in record.fields {
            guard let derivation = field.derived else { continue }
            if field.type != .boolean {
                error(
                    "derived field '\(field.name)' of '\(record.name)' is '\(field.type.contractSpelling)'; a derived field is a boolean",
                    at: field.location)
            }
            guard let source = record.fields.first(where: { $0.name == derivation.field }) else {
                let hint = Suggestions.hint(for: derivation.field.raw, among: record.fields.map(\.name.raw))
                error(
                    "derived field '\(field.name)' is computed from '\(derivation.field)', which is not a field of '\(record.name)'\(hint)",
                    at: field.location)
                continue
            }
            guard case .enumeration(let enumName) = source.type, let type = enumType(enumName) else {
                error(
                    "derived field '\(field.name)' is computed from '\(source.name)', which is not an enum field",
                    at: field.location)
                continue
            }
            if !type.values.contains(where: { $0.name == derivation.equals }) {
                let hint = Suggestions.hint(for: derivation.equals.raw, among: type.values.map(\.name.raw))
                error(
                    "derived field '\(field.name)' compares with '\(derivation.equals)', which is not a value of '\(enumName)'\(hint)",
                    at: field.location)
            }
        }
    }

    mutating func catchAllSection(_ object: JSONReader) -> CatchAll? {
        guard let name = object.name("name") else { return nil }
        return CatchAll(
            name: name, description: object.string("description"), names: nameOverrides(object),
            assumed: object.string("assumed"))
    }

    mutating func callback(_ object: JSONReader) -> Callback? {
        guard let name = object.name("name") else { return nil }
        let platforms = platformSet(object, "platforms")
        let requiredOn = platformSet(object, "required_on") ?? []
        if let platforms, let missing = requiredOn.subtracting(platforms).sorted(by: { $0.raw < $1.raw }).first {
            error(
                "callback '\(name)' is required on '\(missing)', which its \"platforms\" leave out; add '\(missing)' to \"platforms\" or remove it from \"required_on\"",
                at: object.position(of: "required_on"))
        }
        return Callback(
            name: name, location: here(object), description: object.string("description") ?? "",
            requiredOn: requiredOn,
            occurs: object.string("occurs").flatMap(Callback.Occurrence.init(rawValue:)),
            platforms: platforms, assumed: object.string("assumed"), evolution: evolution(object))
    }

    mutating func flow(_ object: JSONReader, callbacks: [Callback], records: [Record], catchAll: CatchAll?) -> Flow? {
        guard let name = object.name("name") else { return nil }
        reportDuplicates(object.objects("callbacks"), key: "callback", what: "a callback of flow '\(name)'")
        let flowCallbacks = object.objects("callbacks").compactMap { entry -> Flow.FlowCallback? in
            guard let callback = entry.name("callback") else { return nil }
            guard callbacks.contains(where: { $0.name == callback }) else {
                let hint = Suggestions.hint(for: callback.raw, among: callbacks.map(\.name.raw))
                error(
                    "unknown callback '\(callback)'\(hint.isEmpty ? "; declare it under \"callbacks\"" : hint)",
                    at: entry.position(of: "callback"))
                return nil
            }
            var argument: CallbackArgument?
            if let type = entry.name("argument") {
                if records.contains(where: { $0.name == type }) {
                    argument = .record(type)
                } else if catchAll?.name == type {
                    argument = .catchAll
                } else {
                    let known = records.map(\.name.raw) + (catchAll.map { [$0.name.raw] } ?? [])
                    let hint = Suggestions.hint(for: type.raw, among: known)
                    error(
                        "unknown argument type '\(type)'\(hint.isEmpty ? "; it must be a record or the catch_all type" : hint)",
                        at: entry.position(of: "argument"))
                }
            }
            if entry.node("argument") != nil, entry.node("arguments") != nil {
                error(
                    "callback '\(callback)' of flow '\(name)' has both \"argument\" and \"arguments\"; give one value as \"argument\", or every value in \"arguments\"",
                    at: entry.position(of: "arguments"))
            }
            let parameterObjects = entry.objects("arguments")
            reportDuplicates(parameterObjects, key: "name", what: "an argument of '\(callback)'")
            let parameters = parameterObjects.compactMap { parameter -> CallbackParameter? in
                guard let parameterName = parameter.name("name"),
                    let type = typeRef(parameter, holding: "an argument of a callback")
                else { return nil }
                return CallbackParameter(
                    name: parameterName, type: type, isOptional: parameter.bool("optional") ?? false,
                    description: parameter.string("description"))
            }
            // A listener passes one payload; several values would need an object no contract names.
            if !parameterObjects.isEmpty,
                let listening = declaredPlatforms.first(where: { $0.callbackStyle == .listeners })
            {
                error(
                    "callback '\(callback)' of flow '\(name)' passes several values, but \(listening.displayName) delivers callbacks to listeners, each with one payload; pass a record as \"argument\"",
                    at: entry.position(of: "arguments"))
            }
            return Flow.FlowCallback(
                callback: callback, argument: argument, parameters: parameters, listener: entry.name("listener"))
        }
        var flow = Flow(
            name: name, location: here(object), title: object.string("title") ?? name.raw,
            description: object.string("description"), isMainActor: object.bool("main_actor") ?? false,
            callbacks: flowCallbacks)
        flow.callbacksTypeNames = nameOverrides(object, key: "callbacks_type")
        flow.requiresNativeSDK = object.bool("requires_native_sdk") ?? false
        let called = flow.callbacks.map { $0.callback.raw }
        flow.advice = object.objects("advice").map { advice in
            let named = advice.strings("callbacks")
            for (text, position) in named where !called.contains(text) {
                let hint = Suggestions.hint(for: text, among: called)
                error("flow '\(name)' calls no callback '\(text)'\(hint)", at: position)
            }
            return Flow.Advice(
                when: advice.string("when"), text: advice.string("text") ?? "",
                callbacks: named.compactMap { Identifier.isValid($0.text) ? Identifier($0.text) : nil },
                assumed: advice.string("assumed"))
        }
        flow.assumed = object.string("assumed")
        flow.evolution = evolution(object)
        return flow
    }

    mutating func legacySection(
        _ object: JSONReader, callbacks: [Callback], flows: [Flow], records: [Record]
    ) -> Legacy? {
        guard let envelope = JSONReader(object.node("envelope")) else { return nil }
        let handshake = JSONReader(object.node("handshake")).map { handshake in
            Legacy.Handshake(
                ready: handshake.string("ready") ?? "", reply: handshake.string("reply") ?? "",
                replyFields: fields(handshake.objects("reply_fields"), in: "the handshake reply", holdsRecords: false))
        }
        let raw = object.objects("raw_payload").compactMap { accessor -> Legacy.RawAccessor? in
            // Read the platforms first, so an unknown one is reported even when the name or kind is wrong too.
            let platforms = platformSet(accessor, "platforms")
            guard let name = accessor.name("name"),
                let kind = accessor.string("kind").flatMap(Legacy.RawAccessor.Kind.init)
            else { return nil }
            return Legacy.RawAccessor(name: name, kind: kind, platforms: platforms, assumed: accessor.string("assumed"))
        }
        var seen: [String: SourcePosition] = [:]
        let messages = object.objects("messages").compactMap { message -> LegacyMessage? in
            guard let type = message.string("type"), let flowName = message.name("flow") else { return nil }
            let key = flowName.raw + " " + type
            if let first = seen[key] {
                error(
                    "'\(type)' is declared twice for flow '\(flowName)' (first at line \(first.line), column \(first.column)); merge them",
                    at: message.position(of: "type"))
            }
            seen[key] = message.position(of: "type")
            guard let flow = flows.first(where: { $0.name == flowName }) else {
                error(
                    "unknown flow '\(flowName)'\(Suggestions.hint(for: flowName.raw, among: flows.map(\.name.raw)))",
                    at: message.position(of: "flow"))
                return nil
            }
            let payload = message.name("payload")
            if let payload, !records.contains(where: { $0.name == payload }) {
                error(
                    "unknown record '\(payload)'\(Suggestions.hint(for: payload.raw, among: records.map(\.name.raw)))",
                    at: message.position(of: "payload"))
            }
            let fires = message.objects("fires").compactMap {
                fire($0, in: flow, callbacks: callbacks, payload: payload, records: records)
            }
            return LegacyMessage(
                wire: type, location: location(message.position(of: "type")), flow: flowName,
                description: message.string("description"), payload: payload, fires: fires,
                assumed: message.string("assumed"))
        }
        return Legacy(
            typeKey: envelope.string("type") ?? "type", payloadKey: envelope.string("payload") ?? "payload",
            handshake: handshake, rawPayload: raw, messages: messages,
            invalidPayload: object.string("invalid_payload").flatMap(Legacy.InvalidPayloadRule.init) ?? .catchAll,
            assumed: object.string("assumed"))
    }

    /// A fired callback must belong to the flow, and its record argument must come from the payload or `with`.
    private mutating func fire(
        _ object: JSONReader, in flow: Flow, callbacks: [Callback], payload: Identifier?, records: [Record]
    ) -> LegacyMessage.Fire? {
        guard let callback = object.name("callback") else { return nil }
        guard let entry = flow.callbacks.first(where: { $0.callback == callback }) else {
            let hint = Suggestions.hint(for: callback.raw, among: flow.callbacks.map(\.callback.raw))
            if !hint.isEmpty {
                error("flow '\(flow.name)' has no callback '\(callback)'\(hint)", at: object.position(of: "callback"))
            } else if callbacks.contains(where: { $0.name == callback }) {
                error(
                    "flow '\(flow.name)' has no callback '\(callback)'; add it to the flow's callbacks",
                    at: object.position(of: "callback"))
            } else {
                error(
                    "unknown callback '\(callback)'; declare it under \"callbacks\" and add it to flow '\(flow.name)'",
                    at: object.position(of: "callback"))
            }
            return nil
        }
        if let declared = callbacks.first(where: { $0.name == callback }),
            let missing = declaredPlatforms.first(where: { !declared.isAvailable(on: $0) })
        {
            error(
                "'\(callback)' is not on \(missing.displayName), whose SDK reads this message too; a message fires callbacks every platform has, so remove it or the callback's \"platforms\"",
                at: object.position(of: "callback"))
        }
        if !entry.parameters.isEmpty {
            error(
                "'\(callback)' passes several values (\"arguments\"), which no message holds; a message fires callbacks that pass one record or nothing",
                at: object.position(of: "callback"))
        }
        var values: [(field: Identifier, value: DefaultValue)] = []
        let with = object.map("with")
        if case .record(let recordName)? = entry.argument, let record = records.first(where: { $0.name == recordName })
        {
            if with.isEmpty && payload != recordName {
                error(
                    "'\(callback)' passes a '\(recordName)', but the message's payload is \(payload.map { "a '\($0)'" } ?? "not declared"); set \"payload\": \"\(recordName)\" or give its fields in \"with\"",
                    at: object.position(of: "callback"))
            }
            for member in with {
                guard let field = record.fields.first(where: { $0.name.raw == member.key }) else {
                    let known = record.fields.filter { $0.derived == nil }.map(\.name.raw)
                    let hint = Suggestions.hint(for: member.key, among: known)
                    error(
                        "'\(recordName)' has no field '\(member.key)'\(hint.isEmpty ? "; its fields are: \(known.joined(separator: ", "))" : hint)",
                        at: member.keyPosition)
                    continue
                }
                if let value = typedValue(
                    member.value, for: field.type, nullable: field.isOptional, subject: .withValue(field.name))
                {
                    values.append((field.name, value))
                }
            }
            if !with.isEmpty {
                // A field given a value that does not fit was reported above; it is not also missing.
                let given = Set(with.map(\.key))
                for field in record.fields
                where !field.isOptional && field.derived == nil && !given.contains(field.name.raw) {
                    error(
                        "'with' gives no value for the required field '\(field.name)' of '\(recordName)'",
                        at: object.position(of: "with"))
                }
            }
        } else if !with.isEmpty {
            error(
                "'\(callback)' passes no record, so \"with\" has nothing to fill; remove it",
                at: object.position(of: "with"))
        }
        return LegacyMessage.Fire(callback: callback, values: values)
    }

    mutating func lifecycleStep(_ object: JSONReader) -> LifecycleStep? {
        guard let name = object.name("name") else { return nil }
        return LifecycleStep(
            name: name, description: object.string("description") ?? "", notes: platformNotes(object),
            location: here(object), platforms: platformSet(object, "platforms"), names: nameOverrides(object),
            isMainActor: object.bool("main_actor") ?? false, assumed: object.string("assumed"))
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }
}
