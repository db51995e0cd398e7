/// Callbacks, flows, legacy messages and the SDK surface: what host apps implement and call.
extension ContractComparison {
    /// The platforms that hand callbacks to a callbacks object, where a host must implement what is required.
    private func objectPlatforms(_ contract: Contract, _ callback: Callback) -> [String] {
        contract.platforms.filter { $0.callbackStyle == .objects && callback.isAvailable(on: $0) }.map(\.id.raw)
    }

    /// `breaks` where hosts must implement `callback` (required, on a callbacks object), `otherwise` elsewhere.
    private func requiredSources(_ callback: Callback, otherwise: DiffFinding.Source) -> [String: DiffFinding.Source] {
        let objects = objectPlatforms(new, callback)
        return Dictionary(
            uniqueKeysWithValues: ids(callback.platforms, in: new).map { id in
                (id, callback.requiredOn.contains(Identifier(id)) && objects.contains(id) ? .breaks : otherwise)
            })
    }

    mutating func compareCallbacks() {
        var matched = Self.match(old.callbacks, new.callbacks, name: \.name, renames: \.evolution.renamedFrom)
        let undeclared = Self.undeclaredRenames(&matched) { $0.description }
        for callback in matched.added {
            let sources = requiredSources(callback, otherwise: .ok)
            let breaks = sources.values.contains(.breaks)
            add(
                "callback.added", breaks ? .error : .info, "callback \(callback.name)",
                "callback '\(callback.name)' was added"
                    + (breaks
                        ? "; hosts on \(sources.filter { $0.value == .breaks }.keys.sorted().joined(separator: ", ")) must implement it"
                        : ""),
                at: callback.location, sources: sources)
        }
        for callback in matched.removed {
            add(
                "callback.removed", .error, "callback \(callback.name)",
                "callback '\(callback.name)' was removed; hosts that implement it no longer compile",
                at: callback.location, source: .breaks, on: ids(callback.platforms, in: old))
        }
        for (before, after) in undeclared {
            add(
                "callback.renamed-undeclared", .error, "callback \(after.name)",
                "callback '\(before.name)' looks renamed to '\(after.name)' without \"renamed_from\", so hosts that implement it no longer compile; add \"renamed_from\": [{ \"name\": \"\(before.name)\" }]",
                at: after.location, source: .breaks, on: ids(after.platforms, in: new))
        }
        for (before, after, rename) in matched.pairs {
            let element = "callback \(after.name)"
            if rename != nil {
                // No earlier callback name is generated (ChangeLog.Element.keepsEarlierNames): a host's override or
                // argument label under it no longer compiles.
                add(
                    "callback.renamed", .error, element,
                    "callback '\(before.name)' was renamed to '\(after.name)'; hosts that implement or pass it under its old name no longer compile",
                    at: after.location, source: .breaks, on: objectPlatforms(new, after))
            }
            let newlyRequired = after.requiredOn.subtracting(before.requiredOn).map(\.raw).sorted().filter {
                objectPlatforms(new, after).contains($0)
            }
            if !newlyRequired.isEmpty {
                add(
                    "callback.required-on-added", .error, element,
                    "callback '\(after.name)' is now required on \(newlyRequired.joined(separator: ", ")); hosts there that leave it out no longer compile",
                    at: after.location, source: .breaks, on: newlyRequired)
            }
            let noLongerRequired = before.requiredOn.subtracting(after.requiredOn).map(\.raw).sorted()
            if !noLongerRequired.isEmpty {
                add(
                    "callback.required-on-removed", .info, element,
                    "callback '\(after.name)' is now optional on \(noLongerRequired.joined(separator: ", "))",
                    at: after.location, source: .ok, on: noLongerRequired)
            }
            compareEvolution(
                before.evolution, after.evolution, element: element, what: "callback '\(after.name)'",
                at: after.location,
                on: ids(after.platforms, in: new))
        }
    }

    mutating func compareFlows() {
        let matched = Self.match(old.flows, new.flows, name: \.name, renames: \.evolution.renamedFrom)
        for flow in matched.added {
            add(
                "flow.added", .info, "flow \(flow.name)", "flow '\(flow.name)' was added", at: flow.location,
                source: .ok)
        }
        for flow in matched.removed {
            add(
                "flow.removed", .error, "flow \(flow.name)",
                "flow '\(flow.name)' was removed; hosts that present it no longer compile", at: flow.location,
                source: .breaks)
        }
        for (before, after, rename) in matched.pairs {
            let element = "flow \(after.name)"
            if rename != nil {
                add(
                    "flow.renamed", .error, element,
                    "flow '\(before.name)' was renamed to '\(after.name)'; hosts that name its callbacks type under the old name no longer compile",
                    at: after.location, source: .breaks)
            }
            for entry in after.callbacks
            where !before.callbacks.contains(where: { $0.callback == entry.callback })
                && !(new.callback(named: entry.callback)?.evolution.renamedFrom.contains { rename in
                    before.callbacks.contains { $0.callback == rename.name }
                } ?? false)
            {
                guard let callback = new.callback(named: entry.callback), old.callback(named: entry.callback) != nil
                else { continue }
                let sources = requiredSources(callback, otherwise: .ok)
                add(
                    "flow.callback-added", sources.values.contains(.breaks) ? .error : .info, element,
                    "flow '\(after.name)' now calls '\(entry.callback)'", at: after.location, sources: sources)
            }
            for entry in before.callbacks
            where !after.callbacks.contains(where: { $0.callback == entry.callback })
                && new.callback(named: entry.callback) != nil
            {
                add(
                    "flow.callback-removed", .error, element,
                    "flow '\(after.name)' no longer calls '\(entry.callback)'; hosts that implement it for this flow no longer compile",
                    at: after.location, source: .breaks)
            }
            for entry in after.callbacks {
                // Its parameters' names are the host's too, where its language names them (Kotlin, TypeScript).
                guard let was = before.callbacks.first(where: { $0.callback == entry.callback }),
                    was.argument != entry.argument || was.parameters != entry.parameters
                else { continue }
                add(
                    "flow.callback-argument-changed", .error, element,
                    "flow '\(after.name)' passes something else to '\(entry.callback)'; hosts that implement it no longer compile",
                    at: after.location, source: .breaks)
            }
            compareEvolution(
                before.evolution, after.evolution, element: element, what: "flow '\(after.name)'", at: after.location)
        }
    }

    mutating func compareLegacy() {
        guard let before = old.legacy, let after = new.legacy else { return }
        func key(_ message: LegacyMessage) -> String { message.flow.raw + " " + message.wire }
        for message in before.messages where !after.messages.contains(where: { key($0) == key(message) }) {
            add(
                "legacy-message.removed", .error, "legacy-message \(message.flow).\(message.wire)",
                "message '\(message.wire)' of flow '\(message.flow)' was removed; new SDKs hand it from a flow that still sends it to the catch-all alone, so its callbacks no longer fire",
                at: message.location, newSDKOldFlow: .breaks, source: .ok)
        }
        for message in after.messages {
            guard let was = before.messages.first(where: { key($0) == key(message) }) else {
                add(
                    "legacy-message.added", .info, "legacy-message \(message.flow).\(message.wire)",
                    "message '\(message.wire)' of flow '\(message.flow)' was added; old SDKs hand it to the catch-all alone",
                    at: message.location, source: .ok)
                continue
            }
            // A callback the new version renamed still fires as the same callback.
            let renamed = Dictionary(
                new.callbacks.flatMap { callback in callback.evolution.renamedFrom.map { ($0.name, callback.name) } }
            ) { first, _ in first }
            if was.fires.map({ renamed[$0.callback] ?? $0.callback }) != message.fires.map(\.callback) {
                add(
                    "legacy-message.fires-changed", .warning, "legacy-message \(message.flow).\(message.wire)",
                    "message '\(message.wire)' of flow '\(message.flow)' fires \(message.fires.map { $0.callback.raw }.joined(separator: ", ")), was \(was.fires.map { $0.callback.raw }.joined(separator: ", "))",
                    at: message.location, source: .ok)
            }
        }
        if let was = before.handshake, let now = after.handshake, was.ready != now.ready || was.reply != now.reply {
            add(
                "legacy.handshake-changed", .error, "legacy handshake",
                "the handshake is '\(now.ready)' → '\(now.reply)', was '\(was.ready)' → '\(was.reply)'",
                at: nil, oldSDKNewFlow: .breaks, newSDKOldFlow: .breaks, source: .ok)
        }
    }

    mutating func compareSurface() {
        let matched = Self.match(
            old.sdk?.entryPoints ?? [], new.sdk?.entryPoints ?? [], name: \.name, renames: \.evolution.renamedFrom)
        for entry in matched.added {
            add(
                "entry-point.added", .info, "entry-point \(entry.name)", "entry point '\(entry.name)' was added",
                at: entry.location, source: .ok)
        }
        for entry in matched.removed {
            add(
                "entry-point.removed", .error, "entry-point \(entry.name)",
                "entry point '\(entry.name)' was removed; hosts that call it no longer compile",
                at: entry.location, source: .breaks)
        }
        for (before, after, rename) in matched.pairs {
            if rename != nil {
                add(
                    "entry-point.renamed", .error, "entry-point \(after.name)",
                    "entry point '\(before.name)' was renamed to '\(after.name)'; hosts that call it under its old name no longer compile",
                    at: after.location, source: .breaks)
            }
            if before.parameters != after.parameters {
                add(
                    "entry-point.parameters-changed", .error, "entry-point \(after.name)",
                    "entry point '\(after.name)' takes other parameters; hosts that call it may no longer compile",
                    at: after.location, source: .breaks)
            }
            compareEvolution(
                before.evolution, after.evolution, element: "entry-point \(after.name)",
                what: "entry point '\(after.name)'", at: after.location)
        }
    }
}
