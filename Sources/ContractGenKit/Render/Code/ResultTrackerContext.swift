import Mustache

/// How one language names what its result tracker's templates spell: the event and result cases, a field's
/// member and an action parameter's type, and an option's member on the configuration.
struct ResultTrackerSpelling {
    var eventCase: (Event) -> String
    var resultCase: (ResultCase) -> String
    var member: (Field) -> String
    var parameterType: (Field) -> String
    var optionMember: (Option) -> String
    /// Adds what the language needs to an action's parameters (`{ name, type, isOptional }`); an `argument` key it
    /// adds is how the body reads the parameter (Swift's `withParameters`).
    var parameters: ([[String: MustacheValue]]) -> [[String: MustacheValue]] = { $0 }
    /// How a call names a field's argument, where that is not its member name (Swift's argument labels).
    var label: ((Field) -> String)? = nil
}

extension PlatformCode {
    /// The result tracker (`ResultPlan`) for the templates, which write its statements:
    /// - `doc`; `receivesMessages` (the contract has a bridge, so the tracker reads messages); `readsConfiguration` (the tracker is made from the configuration, which holds its delays);
    ///   `tracksSession` (it remembers the last session id); `hasOtherEvents` (some event ends nothing).
    /// - `events: [{ eventCase, resultCase, resultHasFields, bindsPayload, readsMessageSession, delayMember, values }]`:
    ///   the messages that end the flow; `delayMember` is the configuration's member the host waits for, or null.
    /// - `actions: [{ name, doc, hasOptionalParameters, parameters: [{ name, type, isOptional, isLast }], resultCase, resultHasFields, values }]`.
    /// - `values: [{ member, label, isPayload, payloadMember, isMessageSession, isLastSession, isArgument, argument, isLast }]`:
    ///   each field the ending fills, by its member name, read from the payload's `payloadMember`, the message's
    ///   session id (which the event requires), the last session id seen, or the action's parameter (`argument`,
    ///   how the body reads it). A field no trigger of this kind fills is left out, so its optional default applies.
    /// `note` is a paragraph the language adds to the type's doc comment.
    func resultTrackerContext(_ plan: ResultPlan, spelling: ResultTrackerSpelling, note: String? = nil) -> MustacheValue
    {
        let actionNames = plan.actions.map { inlineCode(member($0.action.name)) }
        let triggered = Set(plan.events.map(\.event.name))
        return .object([
            "doc": doc(
                "Decides how the flow ended, from the messages the flow posts and what the host app sees: the first of them that ends the flow gives its result, once, and nothing after it does.",
                "Give it every decoded message (`receive`)"
                    + (actionNames.isEmpty
                        ? "."
                        : ", and tell it when the host app sees what ends the flow itself: "
                            + actionNames.series(conjunction: "or") + "."),
                note),
            "readsConfiguration": .bool(!plan.delayOptions.isEmpty),
            "tracksSession": .bool(plan.tracksSession),
            // Without a bridge there are no messages to receive.
            "receivesMessages": .bool(contract.bridge != nil && !contract.events.isEmpty),
            "hasOtherEvents": .bool(contract.events.contains { !triggered.contains($0.name) }),
            // For a language whose switches name every case (Dart).
            "otherEvents": Self.list(
                contract.events.filter { !triggered.contains($0.name) }.map {
                    ["eventCase": .string(spelling.eventCase($0))]
                },
                markingFirst: true),
            "bindsAnyPayload": .bool(plan.events.contains(where: \.readsPayload)),
            "events": Self.list(
                plan.events.map { ending in
                    [
                        "eventCase": .string(spelling.eventCase(ending.event)),
                        "resultCase": .string(spelling.resultCase(ending.result)),
                        "resultHasFields": .bool(!ending.result.fields.isEmpty),
                        "bindsPayload": .bool(ending.readsPayload),
                        "readsMessageSession": .bool(ending.readsMessageSession),
                        "delayMember": ending.delay.map { .string(spelling.optionMember($0)) } ?? .null,
                        "values": values(ending.values, spelling: spelling, arguments: [:]),
                    ]
                }),
            "actions": Self.list(
                plan.actions.map { ending in
                    let parameters = spelling.parameters(
                        ending.parameters.map { field in
                            [
                                "name": .string(spelling.member(field)), "type": .string(spelling.parameterType(field)),
                                "isOptional": .bool(field.isOptional),
                            ]
                        })
                    var arguments: [String: MustacheValue] = [:]
                    for (field, parameter) in zip(ending.parameters, parameters) {
                        arguments[field.name.raw] = parameter["argument"] ?? parameter["name"]
                    }
                    return [
                        "name": .string(member(ending.action.name)),
                        "hasOptionalParameters": .bool(ending.parameters.contains(where: \.isOptional)),
                        "doc": doc(
                            ending.action.description,
                            "Ends the flow with \(inlineCode(ending.result.name.raw)), unless it has ended."),
                        "parameters": Self.list(parameters, markingFirst: true),
                        "resultCase": .string(spelling.resultCase(ending.result)),
                        "resultHasFields": .bool(!ending.result.fields.isEmpty),
                        // A host action's result is returned at once.
                        "delayMember": .null,
                        "values": values(ending.values, spelling: spelling, arguments: arguments),
                    ]
                }),
        ])
    }

    private func values(
        _ values: [ResultPlan.FieldValue], spelling: ResultTrackerSpelling, arguments: [String: MustacheValue]
    ) -> MustacheValue {
        Self.list(
            values.compactMap { entry in
                var item: [String: MustacheValue] = [
                    "member": .string(spelling.member(entry.field)),
                    "label": .string((spelling.label ?? spelling.member)(entry.field)),
                    "payloadMember": .null, "argument": .null,
                    "isPayload": false, "isMessageSession": false, "isLastSession": false, "isArgument": false,
                ]
                switch entry.value {
                case .payload(let sent):
                    item["isPayload"] = true
                    item["payloadMember"] = .string(spelling.member(sent))
                case .messageSession: item["isMessageSession"] = true
                case .lastSession: item["isLastSession"] = true
                case .argument(let field):
                    item["isArgument"] = true
                    item["argument"] = arguments[field.name.raw] ?? .null
                case .absent: return nil
                }
                return item
            })
    }
}
