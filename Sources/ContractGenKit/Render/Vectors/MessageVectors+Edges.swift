/// Messages on the edges where JSON readers disagree, so that every SDK reads them as I-JSON (RFC 7493) does:
/// numbers by value, whole numbers exact only within ±(2^53 − 1), no member named twice, no lone surrogate.
extension MessageVectors {
    /// The first event with a payload field of `type`, with that field.
    private func firstField(of type: TypeRef) -> (Event, Field)? {
        for event in contract.events {
            if let field = event.payload.first(where: { $0.type == type && !$0.isOptional }) { return (event, field) }
        }
        return nil
    }

    /// An `integer` field is whole and within ±(2^53 − 1) whatever its spelling; anything else is `invalid_field`.
    var integerCases: [VectorJSON] {
        guard let (event, field) = firstField(of: .integer) else { return [] }
        let full = samples.object(event.payload)
        let wholes: [(String, Int64)] = [
            ("9007199254740991", 9_007_199_254_740_991), ("-9007199254740991", -9_007_199_254_740_991),
            ("3000000000", 3_000_000_000), ("3e9", 3_000_000_000), ("1700000000000", 1_700_000_000_000),
            ("-0", 0), ("1.0", 1), ("2.5E1", 25), ("1e+2", 100),
        ]
        let accepted = wholes.map { literal, value in
            self.accepted(
                "\(event.name): '\(field.wire)' as \(literal) is the whole number \(value)",
                message(type: event.wire, payload: full.setting(field.wire, to: .verbatim(literal))), event,
                sessionID: Samples.sessionID, payload: full.setting(field.wire, to: .integer(value)))
        }
        let outside = [
            "9007199254740992", "-9007199254740992", "9007199254740993", "12345678901234567891", "1e300", "1.5", "1e-1",
        ]
        let rejected = outside.map { literal in
            self.rejected(
                "\(event.name): '\(field.wire)' as \(literal) is not a whole number within 2^53 - 1",
                message(type: event.wire, payload: full.setting(field.wire, to: .verbatim(literal))).text,
                .invalidField, field: field.wire)
        }
        return accepted + rejected
    }

    /// I-JSON refuses a member named twice in one object, which readers otherwise resolve differently (the first
    /// wins in some, the last in others).
    var duplicateNameCases: [VectorJSON] {
        guard let event = contract.events.first, case .object(let members) = valid(event) else { return [] }
        let source = bridge.envelope.source
        let foreign: (String, VectorJSON) = (source, "someone_else")
        var cases = [
            rejected(
                "a name twice in the envelope: '\(source)' foreign, then the flow's",
                VectorJSON.object([foreign] + members).text, .notJSON),
            rejected(
                "a name twice in the envelope: '\(source)' the flow's, then foreign",
                VectorJSON.object(members + [foreign]).text, .notJSON),
            rejected(
                "a name twice in the envelope, once spelled with an escape",
                "{\"" + escapingLast(source) + "\": \"someone_else\", " + VectorJSON.object(members).text.dropFirst(),
                .notJSON),
        ]
        if case .object(let fields) = samples.object(event.payload), let first = fields.first {
            cases.append(
                rejected(
                    "\(event.name): '\(first.0)' twice in the payload",
                    message(type: event.wire, payload: .object(fields + [first])).text, .notJSON))
        }
        cases.append(
            rejected(
                "a name twice in an object nested in the payload",
                message(
                    type: event.wire,
                    payload: samples.object(event.payload).setting(
                        Samples.newerField, to: .object([("a", 1), ("a", 2)]))
                ).text,
                .notJSON))
        return cases
    }

    /// A pair of surrogates is one character, escaped or not; a lone surrogate is not I-JSON.
    var surrogateCases: [VectorJSON] {
        guard let (event, field) = firstField(of: .string) else { return [] }
        let full = samples.object(event.payload)
        func text(_ literal: String) -> String {
            message(type: event.wire, payload: full.setting(field.wire, to: .verbatim(literal))).text
        }
        let pair = full.setting(field.wire, to: "a😀b")
        return [
            accepted(
                "\(event.name): '\(field.wire)' holds an escaped surrogate pair", .verbatim(text(#""a\ud83d\ude00b""#)),
                event,
                sessionID: Samples.sessionID, payload: pair),
            accepted(
                "\(event.name): '\(field.wire)' holds a four-byte character as it is",
                message(type: event.wire, payload: pair), event,
                sessionID: Samples.sessionID, payload: pair),
            rejected(
                "\(event.name): '\(field.wire)' holds an escaped lone high surrogate", text(#""a\ud83db""#), .notJSON),
            rejected(
                "\(event.name): '\(field.wire)' holds an escaped lone low surrogate", text(#""a\ude00b""#), .notJSON),
            rejected(
                "\(event.name): '\(field.wire)' holds an escaped surrogate pair in the wrong order",
                text(#""\ude00\ud83d""#), .notJSON),
            rejected(
                "\(event.name): '\(field.wire)' holds a high surrogate escaped before a letter",
                text(#""\ud83d\u0041""#), .notJSON),
            rejected(
                "a lone surrogate in a payload member this build ignores",
                message(type: event.wire, payload: full.setting(Samples.newerField, to: .verbatim(#""\udfff""#))).text,
                .notJSON),
            rejected(
                "a number beyond a double (1e400) in a payload member this build ignores",
                message(type: event.wire, payload: full.setting(Samples.newerField, to: .verbatim("1e400"))).text,
                .notJSON
            ),
        ]
    }

    /// Containers nest at most 512 deep, the message itself included, in every SDK.
    var nestingCases: [VectorJSON] {
        guard let event = contract.events.first else { return [] }
        let full = samples.object(event.payload)
        func nested(_ depth: Int) -> String {
            // The envelope and the payload are two levels; the ignored member holds the rest.
            let arrays = depth - 2
            return message(
                type: event.wire,
                payload: full.setting(
                    Samples.newerField,
                    to: .verbatim(String(repeating: "[", count: arrays) + String(repeating: "]", count: arrays)))
            ).text
        }
        return [
            .object([
                ("name", "containers nested 512 deep are read"), ("message", .string(nested(512))),
                ("decoded", decoded(event, sessionID: Samples.sessionID, payload: full)),
            ]),
            rejected("containers nested 513 deep are not", nested(513), .notJSON),
        ]
    }

    private func valid(_ event: Event) -> VectorJSON {
        message(type: event.wire, payload: samples.object(event.payload))
    }

    /// `name` with its last character written as a `\u` escape.
    private func escapingLast(_ name: String) -> String {
        guard let last = name.unicodeScalars.last, last.isASCII else { return name }
        let hex = String(last.value, radix: 16)
        return String(name.unicodeScalars.dropLast()) + "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
