/// Messages from before a rename: an event's earlier type, a payload field under its earlier key, an enum
/// value as it was sent before it was renamed. Every SDK reads them as the current ones (`WireAliases.swift`).
extension MessageVectors {
    var renameCases: [VectorJSON] {
        contract.events.flatMap { event -> [VectorJSON] in
            let full = samples.object(event.payload)
            return earlierTypeCases(event, full) + earlierKeyCases(event, full) + earlierEnumValueCases(event, full)
        }
    }

    private func earlierTypeCases(_ event: Event, _ full: VectorJSON) -> [VectorJSON] {
        event.evolution.earlierWires(current: event.wire, name: event.name).flatMap { earlier -> [VectorJSON] in
            var cases = [
                accepted(
                    "\(event.name): its type before the rename, '\(earlier)', reads as '\(event.wire)'",
                    message(type: earlier, payload: full), event, sessionID: Samples.sessionID, payload: full)
            ]
            if event.requiresSession {
                cases.append(
                    rejected(
                        "\(event.name): its earlier type '\(earlier)' without a session id, which it must carry",
                        message(type: earlier, sessionID: nil, payload: full).text, .invalidEnvelope,
                        field: bridge.envelope.session))
            }
            return cases
        }
    }

    /// A renamed field read under its earlier key, the current key winning when both are there, and a value of
    /// the wrong type under the earlier key named by the current key.
    private func earlierKeyCases(_ event: Event, _ full: VectorJSON) -> [VectorJSON] {
        event.payload.flatMap { field -> [VectorJSON] in
            guard let value = full[field.wire] else { return [] }
            // A `json` field has no wrong value: whatever is under the earlier key is one.
            guard let wrongValue = samples.wrongValue(field.type) else { return [] }
            return field.evolution.earlierWires(current: field.wire, name: field.name).flatMap {
                earlier -> [VectorJSON] in
                let moved = full.removing(field.wire).setting(earlier, to: value)
                let both = full.setting(earlier, to: wrongValue)
                let wrong = full.removing(field.wire).setting(earlier, to: wrongValue)
                return [
                    accepted(
                        "\(event.name): '\(field.wire)' under its earlier key '\(earlier)'",
                        message(type: event.wire, payload: moved),
                        event, sessionID: Samples.sessionID, payload: full),
                    accepted(
                        "\(event.name): '\(field.wire)' under both keys reads the current one",
                        message(type: event.wire, payload: both),
                        event, sessionID: Samples.sessionID, payload: full),
                    rejected(
                        "\(event.name): '\(field.wire)' of the wrong type under its earlier key '\(earlier)'",
                        message(type: event.wire, payload: wrong).text, .invalidField, field: field.wire),
                ]
            }
        }
    }

    /// An enum field holding a value's earlier wire value decodes to the value it became.
    private func earlierEnumValueCases(_ event: Event, _ full: VectorJSON) -> [VectorJSON] {
        event.payload.flatMap { field -> [VectorJSON] in
            let (enumName, isList): (Identifier, Bool)
            switch field.type {
            case .enumeration(let name): (enumName, isList) = (name, false)
            case .array(.enumeration(let name)): (enumName, isList) = (name, true)
            default: return []
            }
            return (contract.enumType(named: enumName)?.values ?? []).flatMap { value in
                value.evolution.earlierWires(current: value.wire, name: value.name).map { earlier -> VectorJSON in
                    func holding(_ wire: String) -> VectorJSON { isList ? [.string(wire)] : .string(wire) }
                    return accepted(
                        "\(event.name): '\(field.wire)' holds '\(earlier)', the earlier value of '\(value.wire)'",
                        message(type: event.wire, payload: full.setting(field.wire, to: holding(earlier))), event,
                        sessionID: Samples.sessionID, payload: full.setting(field.wire, to: holding(value.wire)))
                }
            }
        }
    }
}
