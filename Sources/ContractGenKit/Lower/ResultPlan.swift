/// What every SDK's result tracker does, decided once for every language and the vectors: which messages and
/// host actions end the flow, with which result, how each of the result's fields is filled, and which delay
/// the host waits for. A tracker returns the first ending it meets and nothing after it.
struct ResultPlan {
    /// The events that end the flow, in the order the results list them.
    var events: [EventEnding]
    /// The host actions that end the flow, in the order the results list them.
    var actions: [ActionEnding]
    /// The options a tracker reads its delays from, once each, in first-use order.
    var delayOptions: [Option]
    /// Whether some field holds the session id, so the tracker remembers the last one it saw.
    var tracksSession: Bool

    struct EventEnding {
        var event: Event
        var result: ResultCase
        /// The option whose value the host waits before returning the result.
        var delay: Option?
        var values: [FieldValue]

        /// Whether a value reads the message's own session id, which the event requires.
        var readsMessageSession: Bool {
            values.contains { if case .messageSession = $0.value { true } else { false } }
        }

        /// Whether a value reads the event's payload.
        var readsPayload: Bool {
            values.contains { if case .payload = $0.value { true } else { false } }
        }
    }

    struct ActionEnding {
        var action: HostAction
        var result: ResultCase
        /// The method's parameters: the result's `action` fields, in field order.
        var parameters: [Field]
        var values: [FieldValue]
    }

    /// One field of the result an ending builds, in the result's field order.
    struct FieldValue {
        var field: Field
        var value: Value
    }

    enum Value {
        /// The triggering event's payload field.
        case payload(Field)
        /// The message's own session id, which the event requires: never absent in a decoded message.
        case messageSession
        /// The last session id the session's messages carried, if any.
        case lastSession
        /// The host action's argument of the same name.
        case argument(Field)
        /// Nothing: the field is optional and this trigger does not fill it.
        case absent
    }
}

extension Contract {
    /// The result plan, or nil when no result says what produces it.
    var resultPlan: ResultPlan? {
        guard results.contains(where: { !$0.triggers.isEmpty }) else { return nil }
        var plan = ResultPlan(events: [], actions: [], delayOptions: [], tracksSession: false)
        for result in results {
            for trigger in result.triggers {
                switch trigger.kind {
                case .event(let name, let delayName):
                    guard let event = events.first(where: { $0.name == name }) else { continue }
                    let delay = delayName.flatMap { name in configuration?.options.first { $0.name == name } }
                    if let delay, !plan.delayOptions.contains(where: { $0.name == delay.name }) {
                        plan.delayOptions.append(delay)
                    }
                    plan.events.append(
                        .init(
                            event: event, result: result, delay: delay,
                            values: result.fields.map { field in
                                .init(field: field, value: Self.value(of: field, from: event))
                            }))
                case .action(let action):
                    plan.actions.append(
                        .init(
                            action: action, result: result, parameters: result.fields.filter { $0.source == .action },
                            values: result.fields.map { field in
                                .init(
                                    field: field,
                                    value: {
                                        switch field.source {
                                        case .action?: .argument(field)
                                        case .session?: .lastSession
                                        case .payload?, nil: .absent
                                        }
                                    }())
                            }))
                }
            }
            plan.tracksSession = plan.tracksSession || result.fields.contains { $0.source == .session }
        }
        return plan
    }

    private static func value(of field: Field, from event: Event) -> ResultPlan.Value {
        switch field.source {
        case .payload?: event.payload.first { $0.name == field.name }.map(ResultPlan.Value.payload) ?? .absent
        case .session?: !field.isOptional && event.requiresSession ? .messageSession : .lastSession
        case .action?, nil: .absent
        }
    }
}
