/// Sequences of decoded messages and host actions, and the ending a result tracker returns after each step:
/// every SDK's tracker must return the same result, once, with the same delay.
///
/// `result-sequences.json`: `{ name, configuration?, steps: [{ message | action, arguments?, ending }] }`. A
/// step is a message's text (which decodes) or a host action by its contract name with its `arguments` keyed
/// by field name; `ending` is null, or `{ result, delayMs }` with the result's JSON form and the delay in whole
/// milliseconds (null when the host returns the result at once). `configuration` (options keyed by contract
/// names) builds the tracker where the plan reads delays from it.
struct ResultSequenceVectors {
    let lowered: LoweredContract
    var contract: Contract { lowered.contract }
    let plan: ResultPlan
    let bridge: Bridge
    var samples: Samples { Samples(contract: contract) }
    /// A second session id, for the cases about which one a tracker remembers.
    static let laterSessionID = "sess_456"

    /// A step, and the ending it must return (nil for none).
    private enum Step {
        case message(Event, sessionID: String?)
        case action(ResultPlan.ActionEnding)
    }

    var cases: [VectorJSON] {
        var cases: [VectorJSON] = []
        let configuration = baseConfiguration
        for ending in plan.events {
            let message = Step.message(ending.event, sessionID: Samples.sessionID)
            cases.append(
                sequence("\(ending.event.name) ends the flow with \(ending.result.name)", [message], configuration))
            if plan.tracksSession, !ending.event.requiresSession, let earlier = bystander {
                cases.append(
                    sequence(
                        "\(ending.event.name) without a session id takes the one an earlier message carried",
                        [.message(earlier, sessionID: Samples.sessionID), .message(ending.event, sessionID: nil)],
                        configuration))
            }
            cases.append(
                sequence(
                    "after \(ending.event.name), \(ending.event.name) again ends nothing", [message, message],
                    configuration))
            for other in plan.events.filter({ $0.event.name != ending.event.name }).prefix(1) {
                cases.append(
                    sequence(
                        "after \(ending.event.name), \(other.event.name) ends nothing",
                        [message, .message(other.event, sessionID: Samples.sessionID)], configuration))
            }
            for action in plan.actions.prefix(1) {
                cases.append(
                    sequence(
                        "after \(ending.event.name), \(action.action.name) ends nothing", [message, .action(action)],
                        configuration))
            }
            if let delay = ending.delay {
                for (why, value) in delayVariants(delay) {
                    cases.append(
                        sequence(
                            "\(ending.event.name) with \(delay.name.raw) \(why)", [message],
                            configuration?.setting(delay.name.raw, to: value)))
                }
            }
        }
        for ending in plan.actions {
            cases.append(
                sequence(
                    "\(ending.action.name) before any message ends the flow with \(ending.result.name)",
                    [.action(ending)], configuration))
            if plan.tracksSession, let earlier = bystander {
                cases.append(
                    sequence(
                        "\(ending.action.name) after messages takes the last session id they carried",
                        [
                            .message(earlier, sessionID: Samples.sessionID),
                            .message(earlier, sessionID: Self.laterSessionID),
                            .message(earlier, sessionID: nil), .action(ending),
                        ], configuration))
            }
            cases.append(
                sequence(
                    "after \(ending.action.name), \(ending.action.name) again ends nothing",
                    [.action(ending), .action(ending)], configuration))
            for event in plan.events.prefix(1) {
                cases.append(
                    sequence(
                        "after \(ending.action.name), \(event.event.name) ends nothing",
                        [.action(ending), .message(event.event, sessionID: Samples.sessionID)], configuration))
            }
        }
        let others = contract.events.filter { event in !plan.events.contains { $0.event.name == event.name } }
        if !others.isEmpty {
            cases.append(
                sequence(
                    "messages that produce no result end nothing",
                    others.map { .message($0, sessionID: Samples.sessionID) }, configuration))
        }
        return cases
    }

    /// A delivered event that ends nothing, to carry session ids before an ending.
    private var bystander: Event? {
        contract.events.first { event in
            event.delivery == .delivered && !plan.events.contains { $0.event.name == event.name }
        }
    }

    /// A configuration with every required option, from which a tracker reads its delays; nil when it reads none.
    private var baseConfiguration: VectorJSON? {
        guard !plan.delayOptions.isEmpty, let configuration = contract.configuration else { return nil }
        return ConfigurationVectors(lowered: lowered, configuration: configuration).minimal
    }

    private func delayVariants(_ option: Option) -> [(String, VectorJSON)] {
        var variants: [(String, VectorJSON)] = [("set to 500 ms", 500), ("set to 0", 0)]
        if option.isNullable { variants.append(("null", .null)) }
        return variants
    }

    /// A case: each step with the ending it returns, the first ending found by playing the steps through the plan.
    private func sequence(_ name: String, _ steps: [Step], _ configuration: VectorJSON?) -> VectorJSON {
        var lastSession: String?
        var finished = false
        let played = steps.map { step -> VectorJSON in
            var entry: [(String, VectorJSON)]
            var ending: VectorJSON = .null
            switch step {
            case .message(let event, let sessionID):
                let messages = MessageVectors(contract: contract, bridge: bridge)
                entry = [
                    (
                        "message",
                        .string(
                            messages.message(
                                type: event.wire, sessionID: sessionID, payload: samples.object(event.payload)
                            ).text)
                    )
                ]
                if let sessionID { lastSession = sessionID }
                if !finished, let found = plan.events.first(where: { $0.event.name == event.name }) {
                    finished = true
                    ending = self.ending(
                        found.result, found.values, payload: samples.object(event.payload), session: lastSession,
                        delay: found.delay.map { delayValue($0, configuration) } ?? .null)
                }
            case .action(let action):
                let arguments = samples.object(action.parameters)
                entry = [
                    ("action", .string(action.action.name.raw)), ("arguments", argumentsByName(action.parameters)),
                ]
                if !finished {
                    finished = true
                    ending = self.ending(
                        action.result, action.values, payload: arguments, session: lastSession, delay: .null)
                }
            }
            return .object(entry + [("ending", ending)])
        }
        var members: [(String, VectorJSON)] = [("name", .string(name))]
        if let configuration { members.append(("configuration", configuration)) }
        return .object(members + [("steps", .array(played))])
    }

    /// The arguments of an action, keyed by the fields' contract names.
    private func argumentsByName(_ fields: [Field]) -> VectorJSON {
        .object(fields.map { ($0.name.raw, samples.value($0.type, name: $0.wire)) })
    }

    /// The delay option's value in `configuration`, or its default.
    private func delayValue(_ option: Option, _ configuration: VectorJSON?) -> VectorJSON {
        if let value = configuration?[option.name.raw] { return value }
        if case .defaulted(.integer(let milliseconds)) = option.requirement { return .integer(milliseconds) }
        return .null
    }

    /// `{ result, delayMs }`: the result's JSON form, its fields filled as the plan says. `values` holds sample
    /// values keyed by wire name: the payload's for an event, the arguments' for an action.
    private func ending(
        _ result: ResultCase, _ fields: [ResultPlan.FieldValue], payload values: VectorJSON, session: String?,
        delay: VectorJSON
    ) -> VectorJSON {
        var members: [(String, VectorJSON)] = [(Contract.resultTag, .string(result.name.raw))]
        for entry in fields {
            let value: VectorJSON?
            switch entry.value {
            case .payload(let sent): value = values[sent.wire]
            case .messageSession, .lastSession: value = session.map(VectorJSON.string)
            case .argument(let field): value = values[field.wire]
            case .absent: value = nil
            }
            if let value { members.append((entry.field.wire, value)) }
        }
        return .object([("result", .object(members)), ("delayMs", delay)])
    }
}
