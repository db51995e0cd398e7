/// An event's payloads and how every SDK reads each: the cases a bridge message (`MessageVectors`) and a native
/// SDK's report (`EventVectors`) share, each wrapped as its file writes it.
struct PayloadCases {
    let contract: Contract
    var samples: Samples { Samples(contract: contract) }

    struct Case {
        enum Outcome {
            /// Read, and written back as this payload.
            case decoded(VectorJSON)
            /// Refused, naming the field at fault.
            case refused(RejectionKind, field: String)
        }

        var name: String
        /// Nil where the payload is left out.
        var payload: VectorJSON?
        var outcome: Outcome
        /// Every optional field is left out, as a bridge message may leave out its session id.
        var leavesOptionalOut = false
    }

    /// The payloads `event` reads: every field; the optional ones left out, null or sent as none; an empty
    /// payload left out; a value from a newer flow in an enum field; an unknown field.
    func readable(_ event: Event) -> [Case] {
        let full = samples.object(event.payload)
        var cases = [Case(name: "\(event.name): every field", payload: full, outcome: .decoded(full))]
        if event.payload.contains(where: \.isOptional) {
            let required = samples.object(event.payload, includingOptional: false)
            cases.append(
                Case(
                    name: "\(event.name): optional fields left out", payload: required, outcome: .decoded(required),
                    leavesOptionalOut: true))
            var nulls = required
            for field in event.payload where field.isOptional { nulls = nulls.setting(field.wire, to: .null) }
            cases.append(Case(name: "\(event.name): optional fields null", payload: nulls, outcome: .decoded(required)))
            for sent in samples.sentForNone(required, fields: event.payload) {
                cases.append(Case(name: "\(event.name): \(sent.name)", payload: sent.json, outcome: .decoded(required)))
            }
        }
        if event.payload.isEmpty {
            cases.append(Case(name: "\(event.name): payload left out", payload: nil, outcome: .decoded(.object([]))))
        }
        for field in event.payload {
            guard case .enumeration(let name) = field.type else { continue }
            let newer = full.setting(field.wire, to: samples.newerValue(ofEnum: name))
            cases.append(
                Case(
                    name: "\(event.name): '\(field.wire)' holds a value from a newer flow", payload: newer,
                    outcome: .decoded(newer)))
        }
        let extra = full.setting(Samples.newerField, to: "ignored")
        cases.append(
            Case(name: "\(event.name): an unknown payload field is ignored", payload: extra, outcome: .decoded(full)))
        return cases
    }

    /// Each field's edges: a required one missing, one of the wrong type or with a fault inside, and a timestamp
    /// in each form RFC 3339 allows and in texts it does not.
    func fieldCases(_ event: Event) -> [Case] {
        let full = samples.object(event.payload)
        var cases: [Case] = []
        for field in event.payload where !field.isOptional {
            cases.append(
                Case(
                    name: "\(event.name): '\(field.wire)' missing", payload: full.removing(field.wire),
                    outcome: .refused(.missingField, field: field.wire)))
        }
        for field in event.payload {
            if let wrong = samples.wrongValue(field.type) {
                cases.append(
                    Case(
                        name: "\(event.name): '\(field.wire)' of the wrong type",
                        payload: full.setting(field.wire, to: wrong),
                        outcome: .refused(.invalidField, field: field.wire)))
            }
            // A fault inside a record is the field's: the record it holds does not fit.
            for nested in samples.nestedFaults(field.type) {
                cases.append(
                    Case(
                        name: "\(event.name): '\(field.wire)' with '\(nested.path)' inside \(nested.fault)",
                        payload: full.setting(field.wire, to: nested.value),
                        outcome: .refused(.invalidField, field: field.wire)))
            }
            guard field.type == .timestamp else { continue }
            for form in Samples.timestampForms {
                cases.append(
                    Case(
                        name: "\(event.name): '\(field.wire)' as \(form.text)",
                        payload: full.setting(field.wire, to: .string(form.text)),
                        outcome: .decoded(full.setting(field.wire, to: .string(form.written)))))
            }
            for text in Samples.notTimestamps {
                cases.append(
                    Case(
                        name: "\(event.name): '\(field.wire)' with \(text.why)",
                        payload: full.setting(field.wire, to: .string(text.text)),
                        outcome: .refused(.invalidField, field: field.wire)))
            }
        }
        return cases
    }
}
