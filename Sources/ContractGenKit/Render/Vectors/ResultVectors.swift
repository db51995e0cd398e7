/// Results in their JSON form, `{"type": <result>, <field>: <value>, …}`: every SDK decodes each valid one and
/// encodes it back to the same JSON, and decodes none of the invalid ones.
struct ResultVectors {
    let contract: Contract
    var samples: Samples { Samples(contract: contract) }

    private func json(_ result: ResultCase, includingOptional: Bool = true) -> VectorJSON {
        guard case .object(let fields) = samples.object(result.fields, includingOptional: includingOptional) else {
            return .null
        }
        return .object([(Contract.resultTag, .string(result.name.raw))] + fields)
    }

    var cases: [VectorJSON] {
        var cases: [VectorJSON] = []
        for result in contract.results {
            cases.append(valid("\(result.name): every field", json(result)))
            if result.fields.contains(where: \.isOptional) {
                let required = json(result, includingOptional: false)
                cases.append(valid("\(result.name): optional fields left out", required))
                // What a platform sends for none reads as none, so it encodes back without those fields.
                for sent in samples.sentForNone(required, fields: result.fields) {
                    cases.append(valid("\(result.name): \(sent.name)", sent.json, encoded: required))
                }
            }
            for field in result.fields where !field.isOptional {
                cases.append(invalid("\(result.name): '\(field.wire)' missing", json(result).removing(field.wire)))
            }
            for field in result.fields {
                if let wrong = samples.wrongValue(field.type) {
                    cases.append(
                        invalid(
                            "\(result.name): '\(field.wire)' of the wrong type",
                            json(result).setting(field.wire, to: wrong)))
                }
                for nested in samples.nestedFaults(field.type) {
                    cases.append(
                        invalid(
                            "\(result.name): '\(field.wire)' with '\(nested.path)' inside \(nested.fault)",
                            json(result).setting(field.wire, to: nested.value)))
                }
                guard field.type == .timestamp else { continue }
                for form in Samples.timestampForms {
                    cases.append(
                        valid(
                            "\(result.name): '\(field.wire)' as \(form.text)",
                            json(result).setting(field.wire, to: .string(form.text)),
                            encoded: json(result).setting(field.wire, to: .string(form.written))))
                }
                for text in Samples.notTimestamps {
                    cases.append(
                        invalid(
                            "\(result.name): '\(field.wire)' with \(text.why)",
                            json(result).setting(field.wire, to: .string(text.text))))
                }
            }
        }
        cases.append(
            invalid(
                "a result this build does not know",
                .object([(Contract.resultTag, .string("result_from_a_newer_flow"))])))
        cases.append(invalid("no type", .object([])))
        cases.append(invalid("not an object", "completed"))
        return cases
    }

    /// `encoded` is what the result encodes back to where that is not `json` itself.
    private func valid(_ name: String, _ json: VectorJSON, encoded: VectorJSON? = nil) -> VectorJSON {
        .object(
            [("name", .string(name)), ("json", json)] + (encoded.map { [("encoded", $0)] } ?? []) + [("valid", true)])
    }

    private func invalid(_ name: String, _ json: VectorJSON) -> VectorJSON {
        .object([("name", .string(name)), ("json", json), ("valid", false)])
    }
}
