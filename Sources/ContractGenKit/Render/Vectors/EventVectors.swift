/// Events as a native SDK reports them, where no WebView bridge carries them (a React Native emitter's event name
/// and body, a Flutter event channel's type and map): what every SDK reads from each, or why it refuses it.
///
/// A case is `{ name, type, payload, decoded }` or `{ name, type, payload, rejection: { kind, field? } }`, where
/// `decoded` is `{ type, delivered, payload }` and `payload` is the event's payload as the SDK writes it back. A
/// case without `payload` reports none, which reads as an empty one. `unknown_type` is no error: a newer SDK's
/// event, which a reader ignores.
struct EventVectors {
    let contract: Contract

    var cases: [VectorJSON] {
        let payloads = PayloadCases(contract: contract)
        return contract.events.flatMap { event in
            (payloads.readable(event) + payloads.fieldCases(event)).map { report($0, of: event) }
        } + otherCases
    }

    private func report(_ payload: PayloadCases.Case, of event: Event) -> VectorJSON {
        let head = Self.head(payload.name, type: event.wire, payload: payload.payload)
        switch payload.outcome {
        case .decoded(let decoded):
            return .object(
                head + [
                    (
                        "decoded",
                        .object([
                            ("type", .string(event.wire)), ("delivered", .bool(event.delivery == .delivered)),
                            ("payload", decoded),
                        ])
                    )
                ])
        case .refused(let kind, let field):
            return Self.refused(head, kind, field: field)
        }
    }

    /// A type no SDK knows, and payloads that are not objects.
    private var otherCases: [VectorJSON] {
        guard let event = contract.events.first else { return [] }
        let full = Samples(contract: contract).object(event.payload)
        return [
            Self.refused(
                Self.head("a type this build does not know", type: "event_from_a_newer_flow", payload: full),
                .unknownType)
        ]
            + [("an array", VectorJSON.array([full])), ("a string", "payload"), ("a number", .integer(1))].map {
                what, payload in
                Self.refused(
                    Self.head("\(event.name): a payload that is \(what)", type: event.wire, payload: payload),
                    .notObject)
            }
    }

    private static func head(_ name: String, type: String, payload: VectorJSON?) -> [(String, VectorJSON)] {
        [("name", .string(name)), ("type", .string(type))] + (payload.map { [("payload", $0)] } ?? [])
    }

    private static func refused(
        _ head: [(String, VectorJSON)], _ kind: RejectionKind, field: String? = nil
    )
        -> VectorJSON
    {
        let rejection: [(String, VectorJSON)] =
            [("kind", .string(kind.rawValue))] + (field.map { [("field", .string($0))] } ?? [])
        return .object(head + [("rejection", .object(rejection))])
    }
}
