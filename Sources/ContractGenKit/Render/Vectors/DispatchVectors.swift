/// Legacy messages and the callbacks every SDK's dispatcher must call for them, in order, built from the
/// contract's rules.
///
/// A case is `{ name, flow, message, outcome, calls }`, each dispatched by a new dispatcher, where each call is
/// `{ callback, listeners, argument }`: `listeners` holds the event name on each listener-style platform, by platform
/// id; `argument` is null, a record as JSON (wire keys, derived fields included) or the catch-all `{ type, data }`.
/// `outcome` is `dispatched`, `ended` (the message fired a terminal callback: the flow is over) or `rejected`; a
/// rejected message calls nothing unless its type is known and only its payload does not fit: then the catch-all's
/// calls, as the contract's `invalid_payload` says. `sequences` are `{ name, flow, steps }`, each step a `{ message,
/// outcome, calls }` dispatched in turn by one dispatcher: after the end every message is `after_end` and calls
/// nothing, and a callback that `occurs: once` is not called again. `handshake` is `{ ready, readyMessage, values,
/// reply }` with the SDK's reply to sample values.
struct DispatchVectors {
    let contract: Contract
    let legacy: Legacy
    var samples: Samples { Samples(contract: contract) }

    /// A payload of sample values for `record`, by wire key; derived fields are not on the wire.
    func payload(_ record: Record, overriding overrides: [String: VectorJSON] = [:]) -> VectorJSON {
        .object(
            record.fields.filter { $0.derived == nil }.map { field in
                (field.wire, overrides[field.wire] ?? samples.value(field.type, name: field.wire))
            })
    }

    /// A record's JSON as dispatchers pass it: the payload's fields plus the derived ones.
    func argument(_ record: Record, from payload: VectorJSON) -> VectorJSON {
        var json = payload
        for field in record.fields where field.derived != nil {
            // Compared by wire value, as every platform does for a value its enum lacks.
            let derived = contract.derivation(of: field, in: record, on: nil)
            json = json.setting(
                field.wire,
                to: .bool(
                    derived.map { derived in
                        contract.enumType(named: derived.enumName).map {
                            payload[derived.source.wire] == Samples(contract: contract).json(of: derived.value, in: $0)
                        } ?? false
                    } ?? false))
        }
        return json
    }

    private func text(_ type: String, payload: VectorJSON?) -> String {
        var members: [(String, VectorJSON)] = [(legacy.typeKey, .string(type))]
        if let payload { members.append((legacy.payloadKey, payload)) }
        return VectorJSON.object(members).text
    }

    /// `read` is the payload as its record reads it, when that differs from the payload as sent.
    private func calls(
        for message: LegacyMessage, in flow: Flow, payload: VectorJSON?, read: VectorJSON? = nil
    ) -> VectorJSON {
        calls(message.steps(in: flow, of: contract), for: message, in: flow, payload: payload, read: read)
    }

    private func calls(
        _ steps: [DispatchStep], for message: LegacyMessage, in flow: Flow, payload: VectorJSON?,
        read: VectorJSON? = nil
    ) -> VectorJSON {
        .array(
            steps.map { step in
                var argument: VectorJSON = .null
                switch step.argument {
                case .payload:
                    if let payload, let record = flow.argument(of: step.callback).flatMap(recordArgument) {
                        argument = self.argument(record, from: read ?? payload)
                    }
                case .fixedRecord(let record, let values):
                    argument = self.argument(
                        record, from: .object(values.map { ($0.field.wire, SessionURLVectors.json($0.value)) }))
                case .catchAll:
                    argument = .object([("type", .string(message.wire)), ("data", payload ?? .object([]))])
                case .nothing:
                    argument = .null
                }
                let listener = contract.listenerName(of: step.callback, in: flow)
                let listeners = contract.platforms.filter { $0.callbackStyle == .listeners }.map { platform in
                    (
                        platform.id.raw,
                        VectorJSON.string(platform.language.rules.spelling(of: listener, as: .member, on: platform))
                    )
                }
                return .object([
                    ("callback", .string(step.callback.raw)), ("listeners", .object(listeners)), ("argument", argument),
                ])
            })
    }

    private func recordArgument(_ argument: CallbackArgument) -> Record? {
        if case .record(let name) = argument { contract.record(named: name) } else { nil }
    }

    var cases: [VectorJSON] {
        var cases: [VectorJSON] = []
        for message in legacy.messages {
            guard let flow = contract.flows.first(where: { $0.name == message.flow }) else { continue }
            let record = message.payload.flatMap(contract.record(named:))
            let body = record.map { payload($0) }
            let ends = message.endsFlow(in: flow, of: contract)
            cases.append(
                dispatched(
                    "\(message.wire)", flow, text(message.wire, payload: body),
                    calls(for: message, in: flow, payload: body), ends: ends))
            guard let record else { continue }
            // Each value of an enum field, so derived fields are seen both ways.
            for field in record.fields where field.derived == nil {
                guard case .enumeration(let name) = field.type, let type = contract.enumType(named: name) else {
                    continue
                }
                let samples = Samples(contract: contract)
                for value in type.values where samples.json(of: value, in: type) != body?[field.wire] {
                    let variant = payload(record, overriding: [field.wire: samples.json(of: value, in: type)])
                    cases.append(
                        dispatched(
                            "\(message.wire) with \(field.wire) \(value.wire)", flow,
                            text(message.wire, payload: variant),
                            calls(for: message, in: flow, payload: variant), ends: ends))
                }
                // A value the contract does not list is kept as sent (and derives false): an open set's intermediates.
                let unlisted = payload(record, overriding: [field.wire: samples.newerValue(ofEnum: name)])
                cases.append(
                    dispatched(
                        "\(message.wire) with \(field.wire) a value the contract does not list", flow,
                        text(message.wire, payload: unlisted), calls(for: message, in: flow, payload: unlisted),
                        ends: ends))
            }
            // A field renamed since is read under its earlier key; the catch-all still gets the payload as sent.
            for field in record.fields where field.derived == nil {
                guard let body, let value = body[field.wire] else { continue }
                for earlier in field.evolution.earlierWires(current: field.wire, name: field.name) {
                    let sent = body.removing(field.wire).setting(earlier, to: value)
                    cases.append(
                        dispatched(
                            "\(message.wire) with \(field.wire) under its earlier key \(earlier)", flow,
                            text(message.wire, payload: sent),
                            calls(for: message, in: flow, payload: sent, read: body), ends: ends))
                }
            }
            // A payload that does not fit is rejected, and handed as sent to the catch-all unless the contract drops it.
            if let required = record.fields.first(where: { !$0.isOptional && $0.derived == nil }), let body,
                let wrong = samples.wrongValue(required.type)
            {
                let unread = flow.invalidPayloadSteps(of: legacy)
                for (name, payload) in [
                    ("without \(required.wire)", body.removing(required.wire)),
                    (
                        "with \(required.wire) of the wrong type",
                        body.setting(required.wire, to: wrong)
                    ),
                ] {
                    cases.append(
                        rejected(
                            "\(message.wire) \(name)", flow, text(message.wire, payload: payload),
                            calls: calls(unread, for: message, in: flow, payload: payload)))
                }
            }
        }
        for flow in contract.presentedFlows {
            // A message this build does not know reaches the catch-all callback alone.
            let unknown = LegacyMessage(
                wire: Self.unknownType, location: flow.location, flow: flow.name,
                payload: nil,
                fires: flow.callbacks.filter { $0.argument == .catchAll }.map {
                    .init(callback: $0.callback, values: [])
                })
            let body: VectorJSON = .object([("note", "kept as sent")])
            cases.append(
                dispatched(
                    "\(flow.name): a message this build does not know", flow, text(unknown.wire, payload: body),
                    calls(for: unknown, in: flow, payload: body)))
            cases.append(rejected("\(flow.name): not JSON", flow, "{"))
            cases.append(
                rejected("\(flow.name): no type", flow, VectorJSON.object([(legacy.payloadKey, .object([]))]).text))
            if let handshake = legacy.handshake {
                // The envelope is checked before the type, the handshake's included.
                cases.append(
                    rejected(
                        "\(flow.name): the handshake's ready message with a payload that is not an object", flow,
                        VectorJSON.object([(legacy.typeKey, .string(handshake.ready)), (legacy.payloadKey, 1)]).text))
            }
        }
        return cases
    }

    private func dispatched(
        _ name: String, _ flow: Flow, _ message: String, _ calls: VectorJSON, ends: Bool = false
    ) -> VectorJSON {
        .object(
            [("name", .string(name)), ("flow", .string(flow.name.raw))]
                + step(message, ends ? .ended : .dispatched, calls))
    }

    private func rejected(_ name: String, _ flow: Flow, _ message: String, calls: VectorJSON = []) -> VectorJSON {
        .object([("name", .string(name)), ("flow", .string(flow.name.raw))] + step(message, .rejected, calls))
    }

    /// The type of a message this build does not know, which reaches the catch-all alone.
    static let unknownType = "MESSAGE_FROM_A_NEWER_FLOW"

    /// What a dispatcher returns for a message, by the name every language's vector runner reads.
    enum Outcome: String {
        case dispatched, ended, rejected
        case afterEnd = "after_end"
    }

    private func step(_ message: String, _ outcome: Outcome, _ calls: VectorJSON = []) -> [(String, VectorJSON)] {
        [("message", .string(message)), ("outcome", .string(outcome.rawValue)), ("calls", calls)]
    }

    /// Messages one dispatcher reads in turn: nothing after a message that ends the flow (so a terminal
    /// callback is called at most once), and a callback that occurs once not called again.
    var sequences: [VectorJSON] {
        var sequences: [VectorJSON] = []
        for flow in contract.presentedFlows {
            let messages = legacy.messages.filter { $0.flow == flow.name }
            let bodies = messages.map { message in message.payload.flatMap(contract.record(named:)).map { payload($0) }
            }
            // Everything the page might post next: each listed message, one this build does not know, text that
            // is not JSON, and the handshake's ready message.
            var afterwards = zip(messages, bodies).map { text($0.wire, payload: $1) }
            afterwards.append(text(Self.unknownType, payload: nil))
            afterwards.append("{")
            if let handshake = legacy.handshake { afterwards.append(text(handshake.ready, payload: nil)) }
            for (message, body) in zip(messages, bodies) {
                let sent = text(message.wire, payload: body)
                let calls = calls(for: message, in: flow, payload: body)
                guard message.endsFlow(in: flow, of: contract) else {
                    let again = self.calls(
                        message.steps(in: flow, of: contract).filter { !$0.isOnce }, for: message, in: flow,
                        payload: body)
                    sequences.append(
                        sequence(
                            "\(message.wire) twice", flow,
                            [step(sent, .dispatched, calls), step(sent, .dispatched, again)]))
                    continue
                }
                sequences.append(
                    sequence(
                        "\(message.wire), then every message again", flow,
                        [step(sent, .ended, calls)] + afterwards.map { step($0, .afterEnd) }))
                // A message that is not valid ends nothing: the flow ends with the next valid one.
                if let record = message.payload.flatMap(contract.record(named:)), let body,
                    let required = record.fields.first(where: { !$0.isOptional && $0.derived == nil })
                {
                    let invalid = body.removing(required.wire)
                    let unread = self.calls(
                        flow.invalidPayloadSteps(of: legacy), for: message, in: flow, payload: invalid)
                    sequences.append(
                        sequence(
                            "\(message.wire) without \(required.wire), then valid", flow,
                            [step(text(message.wire, payload: invalid), .rejected, unread), step(sent, .ended, calls)]))
                }
            }
        }
        return sequences
    }

    private func sequence(_ name: String, _ flow: Flow, _ steps: [[(String, VectorJSON)]]) -> VectorJSON {
        .object([
            ("name", .string(name)), ("flow", .string(flow.name.raw)), ("steps", .array(steps.map { .object($0) })),
        ])
    }

    /// The SDK's reply to the page's ready message, for sample field values.
    var handshake: VectorJSON? {
        guard let handshake = legacy.handshake else { return nil }
        let values = VectorJSON.object(handshake.replyFields.map { ($0.wire, samples.value($0.type, name: $0.wire)) })
        return .object([
            ("ready", .string(handshake.ready)),
            ("readyMessage", .string(text(handshake.ready, payload: nil))),
            ("values", values),
            ("reply", .string(text(handshake.reply, payload: values))),
        ])
    }
}
