/// Bridge messages and what every SDK must decode from them, or the rejection it must give.
///
/// A case is `{ name, message, decoded }` or `{ name, message, rejection: { kind, field? } }`, where `decoded`
/// is `{ type, delivered, sessionId, payload }` and `payload` is the event's payload as the SDK re-encodes it.
struct MessageVectors {
    let contract: Contract
    let bridge: Bridge
    var samples: Samples { Samples(contract: contract) }

    var cases: [VectorJSON] {
        contract.events.flatMap(eventCases) + sizeCases + envelopeCases + fieldCases + syntaxCases
            + integerCases + duplicateNameCases + surrogateCases + nestingCases + renameCases
    }

    /// The message text the flow sends: envelope keys in protocol order.
    func message(type: String, sessionID: String? = Samples.sessionID, payload: VectorJSON?) -> VectorJSON {
        var members: [(String, VectorJSON)] = [
            (bridge.envelope.source, .string(bridge.source)),
            (bridge.envelope.version, .integer(Int64(bridge.version))),
            (bridge.envelope.type, .string(type)),
        ]
        if let sessionID { members.append((bridge.envelope.session, .string(sessionID))) }
        if let payload { members.append((bridge.envelope.payload, payload)) }
        return .object(members)
    }

    func decoded(_ event: Event, sessionID: String?, payload: VectorJSON) -> VectorJSON {
        .object([
            ("type", .string(event.wire)), ("delivered", .bool(event.delivery == .delivered)),
            ("sessionId", sessionID.map(VectorJSON.string) ?? .null), ("payload", payload),
        ])
    }

    func accepted(
        _ name: String, _ message: VectorJSON, _ event: Event, sessionID: String?, payload: VectorJSON
    ) -> VectorJSON {
        .object([
            ("name", .string(name)), ("message", .string(message.text)),
            ("decoded", decoded(event, sessionID: sessionID, payload: payload)),
        ])
    }

    func rejected(_ name: String, _ message: String, _ kind: RejectionKind, field: String? = nil) -> VectorJSON {
        var rejection: [(String, VectorJSON)] = [("kind", .string(kind.rawValue))]
        if let field { rejection.append(("field", .string(field))) }
        return .object([("name", .string(name)), ("message", .string(message)), ("rejection", .object(rejection))])
    }

    /// `payload` as a message of `event`'s type, decoded or rejected as the case says; a case leaving the optional
    /// fields out leaves out the session id too where the type need not carry it.
    private func message(_ payload: PayloadCases.Case, of event: Event) -> VectorJSON {
        let sessionID = payload.leavesOptionalOut && !event.requiresSession ? nil : Samples.sessionID
        let text = message(type: event.wire, sessionID: sessionID, payload: payload.payload)
        switch payload.outcome {
        case .decoded(let decoded):
            let name =
                payload.leavesOptionalOut && sessionID == nil
                ? "\(event.name): optional fields and session id left out" : payload.name
            return accepted(name, text, event, sessionID: sessionID, payload: decoded)
        case .refused(let kind, let field):
            return rejected(payload.name, text.text, kind, field: field)
        }
    }

    private func eventCases(_ event: Event) -> [VectorJSON] {
        var cases = PayloadCases(contract: contract).readable(event).map { message($0, of: event) }
        if event.requiresSession {
            let full = samples.object(event.payload)
            let key = bridge.envelope.session
            cases.append(
                rejected(
                    "\(event.name): no session id, which this type must carry",
                    message(type: event.wire, sessionID: nil, payload: full).text,
                    .invalidEnvelope, field: key))
            cases.append(
                rejected(
                    "\(event.name): a null session id, which this type must carry",
                    message(type: event.wire, payload: full).setting(key, to: .null).text, .invalidEnvelope, field: key)
            )
        }
        return cases
    }

    /// `character` `count` times, by doubling: a dozen copies for a 10 KB padding instead of an append per
    /// character, which was 7% of a whole run's instructions.
    private static func repeated(_ character: Character, count: Int) -> String {
        guard count > 0 else { return "" }
        let total = character.utf8.count * count
        var text = String(character)
        text.reserveCapacity(total)
        // Each piece is whole characters of text already valid, so nothing is decoded again.
        while text.utf8.count < total {
            let missing = total - text.utf8.count
            if missing >= text.utf8.count { text += text } else { text += Substring(text.utf8.prefix(missing)) }
        }
        return text
    }

    /// A message of exactly `maxBytes` UTF-8 bytes decodes; one byte more is dropped. The padding is made of
    /// two-, three- and four-byte characters (`é`, `₹`, `क`, an emoji), so counting characters or UTF-16 units
    /// instead of bytes fails.
    private var sizeCases: [VectorJSON] {
        guard let event = contract.events.first else { return [] }
        let full = samples.object(event.payload)
        func padded(_ bytes: Int, with character: Character) -> String {
            let empty = message(type: event.wire, payload: full.setting("padding", to: "")).text
            let room = bytes - empty.utf8.count
            let width = character.utf8.count
            let padding = Self.repeated(character, count: room / width) + String(repeating: "x", count: room % width)
            return message(type: event.wire, payload: full.setting("padding", to: .string(padding))).text
        }
        return [("é", "2-byte"), ("₹", "3-byte"), ("क", "3-byte Devanagari"), ("😀", "4-byte")].flatMap {
            character, kind in
            [
                .object([
                    ("name", .string("exactly max_bytes UTF-8 bytes of \(kind) characters is decoded")),
                    ("message", .string(padded(bridge.maxBytes, with: character))),
                    ("decoded", decoded(event, sessionID: Samples.sessionID, payload: full)),
                ]),
                rejected(
                    "one byte over max_bytes with \(kind) characters is dropped",
                    padded(bridge.maxBytes + 1, with: character), .tooLarge),
            ]
        }
    }

    private var envelopeCases: [VectorJSON] {
        guard let event = contract.events.first else { return [] }
        let valid = message(type: event.wire, payload: samples.object(event.payload))
        let envelope = bridge.envelope
        return [
            rejected("another source", valid.setting(envelope.source, to: "someone_else").text, .wrongSource),
            rejected("no source", valid.removing(envelope.source).text, .wrongSource),
        ] + versionCases(of: event, in: valid) + [
            rejected(
                "the version as a string", valid.setting(envelope.version, to: .string(String(bridge.version))).text,
                .unsupportedVersion),
            rejected("no version", valid.removing(envelope.version).text, .unsupportedVersion),
            rejected(
                "a type this build does not know", valid.setting(envelope.type, to: "event_from_a_newer_flow").text,
                .unknownType),
            rejected("no type", valid.removing(envelope.type).text, .invalidEnvelope, field: envelope.type),
            rejected(
                "a type that is not a string", valid.setting(envelope.type, to: 7).text, .invalidEnvelope,
                field: envelope.type),
            rejected(
                "a session id that is not a string", valid.setting(envelope.session, to: 123).text, .invalidEnvelope,
                field: envelope.session),
            rejected(
                "a payload that is not an object", valid.setting(envelope.payload, to: ["a"]).text, .invalidEnvelope,
                field: envelope.payload),
        ]
    }

    /// The versions an SDK reads: every one in `accepted_versions`, none older, and a newer one only when the
    /// contract reads newer versions (as its own: the same event). A fraction is never a version.
    private func versionCases(of event: Event, in valid: VectorJSON) -> [VectorJSON] {
        let key = bridge.envelope.version
        let payload = samples.object(event.payload)
        func read(_ name: String, _ version: Int) -> VectorJSON {
            .object([
                ("name", .string(name)), ("message", .string(valid.setting(key, to: .integer(Int64(version))).text)),
                ("decoded", decoded(event, sessionID: Samples.sessionID, payload: payload)),
            ])
        }
        let accepted = bridge.acceptedVersions
        var cases = accepted.filter { $0 != bridge.version }.map { read("version \($0), which this SDK reads", $0) }
        cases.append(
            rejected(
                "a version older than this SDK reads",
                valid.setting(key, to: .integer(Int64(accepted.lowerBound) - 1)).text, .unsupportedVersion))
        let newer = accepted.upperBound + 1
        cases.append(
            bridge.readsNewerVersions
                ? read("a newer protocol version is read as this one", newer)
                : rejected(
                    "a newer protocol version", valid.setting(key, to: .integer(Int64(newer))).text, .unsupportedVersion
                ))
        cases.append(
            rejected(
                "a fractional version", valid.setting(key, to: .number(Double(bridge.version) + 0.5)).text,
                .unsupportedVersion))
        return cases
    }

    private var fieldCases: [VectorJSON] {
        let payloads = PayloadCases(contract: contract)
        return contract.events.flatMap { event in payloads.fieldCases(event).map { message($0, of: event) } }
    }

    private var syntaxCases: [VectorJSON] {
        [
            rejected("not JSON: an unclosed object", "{", .notJSON),
            rejected("not JSON: plain text", "hello", .notJSON),
            rejected("not JSON: empty", "", .notJSON),
            rejected("JSON, not an object: an array", "[]", .notObject),
            rejected("JSON, not an object: a number", "42", .notObject),
            rejected("JSON, not an object: a string", "\"text\"", .notObject),
            rejected("JSON, not an object: null", "null", .notObject),
        ]
    }
}
