import JSONSyntax

/// Results produced by events and host actions: the triggers a result lists under `from`, and the source of
/// each of its fields, checked against the events, options and the envelope, so every SDK's result tracker can
/// fill every required field.
extension ModelBuilder {
    /// The triggers of a result, as written; what they refer to is checked by `checkResultSources`.
    mutating func resultTriggers(_ object: JSONReader) -> [ResultTrigger] {
        object.objects("from").compactMap { trigger in
            switch (trigger.name("event"), trigger.name("action")) {
            case (let event?, nil):
                if trigger.node("description") != nil {
                    error(
                        "\"description\" describes a host action; an event trigger is described by its event, so remove it",
                        at: trigger.position(of: "description"))
                }
                return ResultTrigger(
                    kind: .event(event, delay: trigger.name("delay")),
                    location: location(trigger.position(of: "event")),
                    delayLocation: location(trigger.position(of: "delay")))
            case (nil, let action?):
                if trigger.node("delay") != nil {
                    error(
                        "\"delay\" applies to an event trigger; a host action's result is returned at once, so remove it",
                        at: trigger.position(of: "delay"))
                }
                let place = location(trigger.position(of: "action"))
                return ResultTrigger(
                    kind: .action(
                        HostAction(name: action, location: place, description: trigger.string("description"))),
                    location: place)
            case (_?, _?):
                error(
                    "a trigger gives both \"event\" and \"action\"; give one, and list the other as a trigger of its own",
                    at: trigger.position)
                return nil
            case (nil, nil):
                // A name of the wrong shape was reported by the schema check.
                if trigger.node("event") == nil && trigger.node("action") == nil {
                    error(
                        "a trigger needs \"event\" (a message the flow posts) or \"action\" (something the host app sees)",
                        at: trigger.position)
                }
                return nil
            }
        }
    }

    /// Every trigger names what exists, each event and action produces one result, and every field can be
    /// filled by every trigger of its result: a required field no trigger can fill is the contract
    /// contradicting itself.
    /// `declaredPayloads` holds each event's payload field names as written, the ones that did not build (an
    /// unknown type, reported already) included, so a field that is there is not reported missing as well.
    mutating func checkResultSources(
        _ results: [ResultCase], events: [Event], declaredPayloads: [Identifier: Set<String>],
        options: [Option], bridge: Bridge?
    ) {
        var producers: [String: (result: Identifier, at: SourceLocation)] = [:]
        for result in results {
            guard !result.triggers.isEmpty else {
                for field in result.fields where field.source != nil {
                    error(
                        "field '\(field.name)' of result '\(result.name)' has a \"source\", but the result has no \"from\"; list what produces the result, or remove \"source\"",
                        at: field.location)
                }
                continue
            }
            var eventTriggers: [Event] = []
            for trigger in result.triggers {
                let key: String
                switch trigger.kind {
                case .event(let name, let delay):
                    key = "event " + name.raw
                    if let event = triggerEvent(name, events: events, at: trigger.location) {
                        eventTriggers.append(event)
                    }
                    if let delay { checkDelay(delay, options: options, at: trigger.delayLocation ?? trigger.location) }
                case .action(let action):
                    key = "action " + action.name.raw
                }
                if let first = producers[key] {
                    error(
                        "\(key.replacingEvery(" ", with: " '"))' already produces result '\(first.result)' (line \(first.at.line), column \(first.at.column)); it ends the flow one way, so remove one",
                        at: trigger.location)
                } else {
                    producers[key] = (result.name, trigger.location)
                }
            }
            for field in result.fields {
                checkSource(
                    of: field, in: result, events: eventTriggers, declaredPayloads: declaredPayloads, bridge: bridge)
            }
        }
    }

    private mutating func triggerEvent(_ name: Identifier, events: [Event], at place: SourceLocation) -> Event? {
        guard let event = events.first(where: { $0.name == name }) else {
            let hint = Suggestions.hint(for: name.raw, among: events.map(\.name.raw))
            error("unknown event '\(name)'\(hint.isEmpty ? "; declare it under \"events\"" : hint)", at: place)
            return nil
        }
        if event.delivery == .ignored {
            error(
                "event '\(name)' is ignored by the SDKs, so it cannot produce a result; make it \"delivered\" or remove the trigger",
                at: place)
        }
        return event
    }

    private mutating func checkDelay(_ name: Identifier, options: [Option], at place: SourceLocation) {
        guard let option = optionReference(name, options: options, at: place) else { return }
        if option.type != .durationMilliseconds {
            error(
                "delay option '\(name)' is of type '\(option.type.contractSpelling)'; a delay is a 'duration_ms' option",
                at: place)
        }
        let missing = declaredPlatforms.filter { !option.isAvailable(on: $0) }
        if !missing.isEmpty {
            error(
                "delay option '\(name)' is not on \(Self.list(missing)), whose SDKs produce the result too; remove the option's \"platforms\"",
                at: place)
        }
    }

    private mutating func checkSource(
        of field: Field, in result: ResultCase, events: [Event], declaredPayloads: [Identifier: Set<String>],
        bridge: Bridge?
    ) {
        let owner = "field '\(field.name)' of result '\(result.name)'"
        guard let source = field.source else {
            error(
                "\(owner) has no \"source\"; a result with \"from\" says where each field comes from: \(FieldSource.allCases.map { "'\($0.rawValue)'" }.series(conjunction: "or"))",
                at: field.location)
            return
        }
        let actions = result.actions
        switch source {
        case .payload:
            for event in events {
                guard let sent = event.payload.first(where: { $0.name == field.name }) else {
                    if declaredPayloads[event.name]?.contains(field.name.raw) == true { continue }
                    error(
                        "\(owner) comes from the payload, but event '\(event.name)' has no payload field '\(field.name)'; add it to the event or change the field's \"source\"",
                        at: field.location)
                    continue
                }
                if sent.type != field.type {
                    error(
                        "\(owner) is '\(field.type.contractSpelling)', but payload field '\(field.name)' of event '\(event.name)' is '\(sent.type.contractSpelling)'; give both the same type",
                        at: field.location)
                } else if sent.isOptional && !field.isOptional {
                    error(
                        "\(owner) is required, but payload field '\(field.name)' of event '\(event.name)' is optional; make the payload field required or the result field \"optional\"",
                        at: field.location)
                }
                // Where either says a platform has it otherwise, that platform's field must still fit.
                let otherwise = declaredPlatforms.first { platform in
                    guard field.isAvailable(on: platform), sent.isAvailable(on: platform),
                        field.byPlatform[platform.id] != nil || sent.byPlatform[platform.id] != nil
                    else { return false }
                    let (read, given) = (field.on(platform.id), sent.on(platform.id))
                    return read.type != given.type || (given.isOptional && !read.isOptional)
                }
                if let otherwise {
                    error(
                        "\(owner) comes from the payload, but on \(otherwise.displayName) payload field '\(field.name)' of event '\(event.name)' is '\(sent.on(otherwise.id).type.contractSpelling)'\(sent.on(otherwise.id).isOptional ? " and optional" : "") where the result's is '\(field.on(otherwise.id).type.contractSpelling)'\(field.on(otherwise.id).isOptional ? " and optional" : ""); give both the same \"by_platform\" facts",
                        at: field.location)
                }
                let missing = declaredPlatforms.filter { field.isAvailable(on: $0) && !sent.isAvailable(on: $0) }
                if !missing.isEmpty {
                    error(
                        "\(owner) comes from the payload, but payload field '\(field.name)' of event '\(event.name)' is not on \(Self.list(missing)); give the result field the payload field's \"platforms\"",
                        at: field.location)
                }
            }
            if !field.isOptional, let action = actions.first {
                error(
                    "\(owner) is required and comes from the payload, but action '\(action.name)' has no payload; make the field \"optional\" or its \"source\" 'action'",
                    at: field.location)
            }
        case .session:
            if field.type != .string {
                error(
                    "\(owner) holds the session id, a 'string', but is '\(field.type.contractSpelling)'; make it a 'string'",
                    at: field.location)
            }
            guard !field.isOptional else { return }
            let key = bridge.map { "'\($0.envelope.session)'" } ?? "session id"
            if let event = events.first(where: { !$0.requiresSession }) {
                error(
                    "\(owner) is required, but event '\(event.name)' may come without a session id (the envelope's \(key) is optional); set \"requires_session\": true on event '\(event.name)', or make the field \"optional\"",
                    at: field.location)
            }
            if let action = actions.first {
                error(
                    "\(owner) is required, but action '\(action.name)' may end the flow before any message carried a session id; make the field \"optional\"",
                    at: field.location)
            }
        case .action:
            if actions.isEmpty {
                error(
                    "\(owner) comes from a host action, but the result lists none under \"from\"; add one or change the field's \"source\"",
                    at: field.location)
            } else if !field.isOptional, let event = events.first {
                error(
                    "\(owner) is required and comes from a host action, but event '\(event.name)' produces the result too; make the field \"optional\" or change its \"source\"",
                    at: field.location)
            }
        }
    }
}
