/// Events and the fields of payloads, records and results.
extension ContractComparison {
    mutating func compareEvents() {
        var matched = Self.match(old.events, new.events, name: \.name, renames: \.evolution.renamedFrom)
        let undeclared = Self.undeclaredRenames(&matched) { event in
            event.payload.map { "\($0.name):\($0.type.contractSpelling)" }.joined(separator: ",")
        }
        for event in matched.added {
            add(
                "event.added", .warning, "event \(event.name)",
                "event '\(event.name)' was added; old SDKs drop it as a type they do not know, and hosts that switch over every event need a case for it",
                at: event.location, source: .newCase)
        }
        for event in matched.removed {
            add(
                "event.removed", .error, "event \(event.name)",
                "event '\(event.name)' was removed; hosts that handle it no longer compile"
                    + (event.delivery == .delivered ? ", and new SDKs drop it when a flow still sends it" : ""),
                at: event.location, newSDKOldFlow: event.delivery == .delivered ? .breaks : .ok, source: .breaks)
        }
        for (before, after) in undeclared {
            let wireChanged = before.wire != after.wire
            add(
                "event.renamed-undeclared", .error, "event \(after.name)",
                "event '\(before.name)' looks renamed to '\(after.name)' without \"renamed_from\", so its old name no longer compiles"
                    + (wireChanged ? " and its old type no longer decodes" : "")
                    + "; add \"renamed_from\": [{ \"name\": \"\(before.name)\" }]",
                at: after.location, oldSDKNewFlow: wireChanged ? .breaks : .ok,
                newSDKOldFlow: wireChanged ? .breaks : .ok, source: .breaks)
        }
        for (before, after, rename) in matched.pairs {
            let element = "event \(after.name)"
            if let rename {
                let wireChanged = before.wire != after.wire
                let oldStillDecodes = !wireChanged || rename.wire == before.wire
                add(
                    "event.renamed", wireChanged ? .error : .warning, element,
                    "event '\(before.name)' was renamed to '\(after.name)'; its old name stays as a deprecated alias"
                        + (wireChanged
                            ? ", but old SDKs drop the new type '\(after.wire)'"
                                + (oldStillDecodes ? "" : ", and new SDKs drop the old type '\(before.wire)'") : ""),
                    at: after.location, oldSDKNewFlow: wireChanged ? .breaks : .ok,
                    newSDKOldFlow: oldStillDecodes ? .ok : .breaks, source: .deprecated)
            } else if before.wire != after.wire {
                add(
                    "event.wire-changed", .error, element,
                    "event '\(after.name)' is sent as '\(after.wire)', no longer '\(before.wire)'; SDKs on either side of the change drop the other's messages",
                    at: after.location, oldSDKNewFlow: .breaks, newSDKOldFlow: .breaks, source: .ok)
            }
            if before.delivery != after.delivery {
                let stops = after.delivery == .ignored
                add(
                    "event.delivery-changed", stops ? .warning : .info, element,
                    "event '\(after.name)' is now \(after.delivery.rawValue): "
                        + (stops ? "new SDKs no longer hand it to hosts" : "new SDKs hand it to hosts"),
                    at: after.location, source: .ok)
            }
            if before.requiresSession != after.requiresSession {
                add(
                    after.requiresSession ? "event.session-required" : "event.session-optional", .error, element,
                    after.requiresSession
                        ? "event '\(after.name)' must now carry a session id; new SDKs reject it from flows that leave the id out"
                        : "event '\(after.name)' may now come without a session id; old SDKs reject it then",
                    at: after.location, oldSDKNewFlow: after.requiresSession ? .ok : .breaks,
                    newSDKOldFlow: after.requiresSession ? .breaks : .ok, source: .ok)
            }
            compareEvolution(
                before.evolution, after.evolution, element: element, what: "event '\(after.name)'", at: after.location)
            compareFields(
                before.payload, after.payload, owner: "event '\(after.name)'", key: after.name.raw, onWire: true,
                platforms: allPlatforms)
        }
    }

    /// The fields of one event payload, record or result. `onWire`: the fields arrive in messages, so a field a
    /// side needs and the other does not send breaks that pairing.
    mutating func compareFields(
        _ oldFields: [Field], _ newFields: [Field], owner: String, key: String, onWire: Bool, platforms: [String]
    ) {
        var matched = Self.match(oldFields, newFields, name: \.name, renames: \.evolution.renamedFrom)
        let undeclared = Self.undeclaredRenames(&matched) { "\($0.type.contractSpelling)\($0.isOptional ? "?" : "")" }
        let wireBreak: (Bool) -> DiffFinding.Wire = { $0 && onWire ? .breaks : .ok }
        for field in matched.added where field.derived == nil {
            add(
                field.isOptional ? "field.added-optional" : "field.added-required",
                field.isOptional || !onWire ? .info : .error, "field \(key).\(field.name)",
                "\(owner) has a new \(field.isOptional ? "optional" : "required") field '\(field.name)'"
                    + (!field.isOptional && onWire ? "; new SDKs reject messages from flows that do not send it" : ""),
                at: field.location, newSDKOldFlow: wireBreak(!field.isOptional), source: .ok, on: platforms)
        }
        for field in matched.removed {
            add(
                "field.removed", .error, "field \(key).\(field.name)",
                "field '\(field.name)' of \(owner) was removed; hosts that read it no longer compile"
                    + (!field.isOptional && field.derived == nil && onWire
                        ? ", and old SDKs reject messages without it" : ""),
                at: field.location, oldSDKNewFlow: wireBreak(!field.isOptional && field.derived == nil),
                source: .breaks, on: platforms)
        }
        for (before, after) in undeclared {
            let wireChanged = before.wire != after.wire && !after.isOptional
            add(
                "field.renamed-undeclared", .error, "field \(key).\(after.name)",
                "field '\(before.name)' of \(owner) looks renamed to '\(after.name)' without \"renamed_from\", so its old name no longer compiles; add \"renamed_from\": [{ \"name\": \"\(before.name)\" }]",
                at: after.location, oldSDKNewFlow: wireBreak(wireChanged), newSDKOldFlow: wireBreak(wireChanged),
                source: .breaks, on: platforms)
        }
        for (before, after, rename) in matched.pairs {
            let element = "field \(key).\(after.name)"
            if let rename {
                let wireChanged = before.wire != after.wire
                let oldStillRead = !wireChanged || rename.wire == before.wire
                let breaks = wireChanged && onWire && !before.isOptional
                add(
                    "field.renamed", breaks || !oldStillRead ? .error : .warning, element,
                    "field '\(before.name)' of \(owner) was renamed to '\(after.name)'; its old name stays as a deprecated alias"
                        + (breaks ? ", but old SDKs miss the old key '\(before.wire)'" : ""),
                    at: after.location, oldSDKNewFlow: wireBreak(breaks),
                    newSDKOldFlow: wireBreak(!oldStillRead && !after.isOptional), source: .deprecated, on: platforms)
            } else if before.wire != after.wire {
                add(
                    "field.wire-changed", onWire ? .error : .info, element,
                    "field '\(after.name)' of \(owner) is keyed '\(after.wire)', no longer '\(before.wire)'",
                    at: after.location, oldSDKNewFlow: wireBreak(!before.isOptional),
                    newSDKOldFlow: wireBreak(!after.isOptional), source: .ok, on: platforms)
            }
            if before.type != after.type {
                add(
                    "field.type-changed", .error, element,
                    "field '\(after.name)' of \(owner) is now '\(after.type.contractSpelling)', no longer '\(before.type.contractSpelling)'",
                    at: after.location, oldSDKNewFlow: wireBreak(true), newSDKOldFlow: wireBreak(true), source: .breaks,
                    on: platforms)
            } else if before.isOptional != after.isOptional {
                let required = !after.isOptional
                add(
                    required ? "field.became-required" : "field.became-optional", .error, element,
                    "field '\(after.name)' of \(owner) is now \(required ? "required" : "optional"); its type changes in code"
                        + (onWire
                            ? (required
                                ? ", and new SDKs reject messages that leave it out"
                                : ", and old SDKs reject messages that leave it out") : ""),
                    at: after.location, oldSDKNewFlow: wireBreak(!required), newSDKOldFlow: wireBreak(required),
                    source: .breaks, on: platforms)
            }
            compareEvolution(
                before.evolution, after.evolution, element: element, what: "field '\(after.name)' of \(owner)",
                at: after.location, on: platforms)
        }
    }

    /// A deprecation the new version adds: compiles, with a warning that says what to use.
    mutating func compareEvolution(
        _ before: Evolution, _ after: Evolution, element: String, what: String, at location: SourceLocation?,
        on platforms: [String]? = nil
    ) {
        guard before.deprecated == nil, let deprecated = after.deprecated else { return }
        add(
            element.split(separator: " ")[0] + ".deprecated", .warning, element,
            "\(what) is deprecated: \(deprecated.message)" + (deprecated.removedIn.map { " It goes in \($0)." } ?? ""),
            at: location, source: .deprecated, on: platforms)
    }
}
