import Mustache

/// How one language names what its result tracker's templates spell: the event and result cases, a field's
/// member and an action parameter's type, and an option's member on the configuration.
struct ResultTrackerSpelling {
    var eventCase: (Event) -> String
    var resultCase: (ResultCase) -> String
    var member: (Field) -> String
    var parameterType: (Field) -> String
    var optionMember: (Option) -> String
    /// How an action's parameters, by name, are declared where the language tells a call site's label from the
    /// body's name (Swift's `parameterNames`); nil where they are the parameter's name.
    var parameterNames: (([String]) -> [ParameterNames])? = nil
    /// How a call names a field's argument, where that is not its member name (Swift's argument labels).
    var label: ((Field) -> String)? = nil
}

/// A parameter of a memberwise initializer or an action, where the language spells it three ways: `label` at call
/// sites, `parameter` in the signature, `argument` in the body.
struct ParameterNames: Encodable {
    let label: String
    let parameter: String
    let argument: String
}

/// The result tracker (`ResultPlan`) for the templates, which write its statements.
struct ResultTrackerContext: Encodable {
    let doc: MustacheValue
    /// The tracker is made from the configuration, which holds its delays.
    let readsConfiguration: Bool
    /// It remembers the last session id.
    let tracksSession: Bool
    /// The contract has a bridge and events, so the tracker reads messages.
    let receivesMessages: Bool
    /// Some event ends nothing.
    let hasOtherEvents: Bool
    /// For a language whose switches name every case (Dart).
    let otherEvents: [OtherEvent]
    let bindsAnyPayload: Bool
    /// The messages that end the flow.
    let events: [EventEnding]
    let actions: [ActionEnding]

    struct OtherEvent: Encodable {
        let eventCase: String
    }

    struct EventEnding: Encodable {
        let eventCase: String
        let resultCase: String
        let resultHasFields: Bool
        let bindsPayload: Bool
        let readsMessageSession: Bool
        /// The configuration's member the host waits for.
        let delayMember: String?
        let values: [Value]
    }

    struct ActionEnding: Encodable {
        let name: String
        let hasOptionalParameters: Bool
        let doc: MustacheValue
        let parameters: [Parameter]
        let resultCase: String
        let resultHasFields: Bool
        /// A host action's result is returned at once: always nil, beside the events' delays.
        let delayMember: String?
        let values: [Value]
    }

    struct Parameter: Encodable {
        let name: String
        let type: String
        let isOptional: Bool
        @Inlined var names: ParameterNames?
    }

    /// A field the ending fills, by its member name: read from the payload's `payloadMember`, the message's
    /// session id (which the event requires), the last session id seen, or the action's parameter (`argument`,
    /// how the body reads it).
    struct Value: Encodable {
        let member: String
        let label: String
        let payloadMember: String?
        let argument: String?
        let isPayload: Bool
        let isMessageSession: Bool
        let isLastSession: Bool
        let isArgument: Bool
    }
}

extension PlatformCode {
    /// `note` is a paragraph the language adds to the type's doc comment.
    func resultTrackerContext(
        _ plan: ResultPlan, spelling: ResultTrackerSpelling, note: String? = nil
    ) -> ResultTrackerContext {
        let actionNames = plan.actions.map { inlineCode(member($0.action.name)) }
        let triggered = Set(plan.events.map(\.event.name))
        // Without a bridge there are no messages to receive, and no delays to read from the configuration.
        let receives = self.plan.sections.hasBridge
        let tell =
            actionNames.isEmpty
            ? nil : "tell it when the host app sees what ends the flow itself: " + actionNames.series(conjunction: "or")
        return ResultTrackerContext(
            doc: doc(
                "Decides how the flow ended, from "
                    + (receives ? "the messages the flow posts and what the host app sees" : "what the host app sees")
                    + ": the first of them that ends the flow gives its result, once, and nothing after it does.",
                receives
                    ? "Give it every decoded message (`receive`)" + (tell.map { ", and " + $0 } ?? "") + "."
                    : tell.map { "T" + $0.dropFirst() + "." },
                note),
            readsConfiguration: receives && !plan.delayOptions.isEmpty, tracksSession: plan.tracksSession,
            receivesMessages: receives,
            hasOtherEvents: contract.events.contains { !triggered.contains($0.name) },
            otherEvents: contract.events.filter { !triggered.contains($0.name) }.map {
                .init(eventCase: spelling.eventCase($0))
            },
            bindsAnyPayload: plan.events.contains(where: \.readsPayload),
            events: plan.events.map { ending in
                .init(
                    eventCase: spelling.eventCase(ending.event), resultCase: spelling.resultCase(ending.result),
                    resultHasFields: !ending.result.fields.isEmpty, bindsPayload: ending.readsPayload,
                    readsMessageSession: ending.readsMessageSession,
                    delayMember: ending.delay.map(spelling.optionMember),
                    values: values(ending.values, spelling: spelling, arguments: [:]))
            },
            actions: plan.actions.map { ending in
                let names = ending.parameters.map(spelling.member)
                let declared = spelling.parameterNames?(names)
                let parameters = ending.parameters.enumerated().map { index, field in
                    ResultTrackerContext.Parameter(
                        name: names[index], type: spelling.parameterType(field), isOptional: field.isOptional,
                        names: declared?[index])
                }
                var arguments: [Identifier: String] = [:]
                for (index, field) in ending.parameters.enumerated() {
                    arguments[field.name] = declared?[index].argument ?? names[index]
                }
                return .init(
                    name: member(ending.action.name),
                    hasOptionalParameters: ending.parameters.contains(where: \.isOptional),
                    doc: doc(
                        ending.action.description,
                        "Ends the flow with \(inlineCode(ending.result.name.raw)), unless it has ended."),
                    parameters: parameters, resultCase: spelling.resultCase(ending.result),
                    resultHasFields: !ending.result.fields.isEmpty, delayMember: nil,
                    values: values(ending.values, spelling: spelling, arguments: arguments))
            })
    }

    private func values(
        _ values: [ResultPlan.FieldValue], spelling: ResultTrackerSpelling, arguments: [Identifier: String]
    ) -> [ResultTrackerContext.Value] {
        values.compactMap { entry in
            let member = spelling.member(entry.field)
            let label = (spelling.label ?? spelling.member)(entry.field)
            func value(
                payloadMember: String? = nil, argument: String? = nil, isPayload: Bool = false,
                isMessageSession: Bool = false, isLastSession: Bool = false, isArgument: Bool = false
            ) -> ResultTrackerContext.Value {
                .init(
                    member: member, label: label, payloadMember: payloadMember, argument: argument,
                    isPayload: isPayload,
                    isMessageSession: isMessageSession, isLastSession: isLastSession, isArgument: isArgument)
            }
            switch entry.value {
            case .payload(let sent): return value(payloadMember: spelling.member(sent), isPayload: true)
            case .messageSession: return value(isMessageSession: true)
            case .lastSession: return value(isLastSession: true)
            case .argument(let field): return value(argument: arguments[field.name], isArgument: true)
            case .absent: return nil
            }
        }
    }
}
