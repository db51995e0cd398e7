/// Checks that no two things that share a scope get the same name on any platform, after each language's
/// naming rule, the contract's per-platform overrides and keyword escaping. A name that is fine in Swift but
/// collides in Kotlin stops the run before anything is written.
struct NameCollisionCheck {
    private(set) var diagnostics = DiagnosticCollector()

    /// One declared thing in a naming scope.
    private struct Entry {
        var identifier: Identifier
        var overrides: NameOverrides
        var what: String
        var location: SourceLocation
        var isAvailable: (Platform) -> Bool = { _ in true }
    }

    mutating func check(_ contract: Contract) {
        for platform in contract.platforms {
            let naming = platform.language.rules
            func scope(_ entries: [Entry], as kind: NameKind, _ scopeName: String) {
                report(entries.filter { $0.isAvailable(platform) }, kind: kind, scope: scopeName, platform: platform, naming: naming)
            }
            reportTopLevelTypes(contract, platform: platform)
            for type in contract.allEnums {
                scope(type.values.map { value in
                    Entry(identifier: value.name, overrides: value.names, what: "value '\(value.name)' of '\(type.name)'",
                          location: value.location, isAvailable: value.isAvailable)
                }, as: .enumCase, "the values of '\(type.name)'")
            }
            let events = contract.events.map { Entry(identifier: $0.name, overrides: $0.names, what: "event '\($0.name)'", location: $0.location) }
            scope(events, as: .enumCase, "events")
            scope(events, as: .type, "event types")
            for event in contract.events {
                scope(fieldEntries(event.payload, owner: "event '\(event.name)'"), as: .member, "the payload of '\(event.name)'")
            }
            scope(contract.results.map { Entry(identifier: $0.name, overrides: [:], what: "result '\($0.name)'", location: $0.location) },
                  as: .enumCase, "results")
            for result in contract.results {
                scope(fieldEntries(result.fields, owner: "result '\(result.name)'"), as: .member, "the fields of '\(result.name)'")
            }
            for record in contract.records {
                scope(fieldEntries(record.fields, owner: "record '\(record.name)'"), as: .member, "the fields of '\(record.name)'")
            }
            scope(contract.callbacks.map { Entry(identifier: $0.name, overrides: [:], what: "callback '\($0.name)'", location: $0.location) },
                  as: .member, "callbacks")
            scope(contract.flows.map { Entry(identifier: $0.name, overrides: [:], what: "flow '\($0.name)'", location: $0.location) },
                  as: .type, "flows")
            if platform.callbackStyle == .listeners { reportListeners(contract, platform: platform) }
            if let options = contract.configuration?.options {
                scope(options.map { option in
                    Entry(identifier: option.name, overrides: option.names, what: "option '\(option.name)'",
                          location: option.location, isAvailable: option.isAvailable)
                }, as: .member, "options")
            }
        }
    }

    /// Enums, records and the catch-all are top-level types: the contract's name as a prefix, unless the
    /// platform names the type itself.
    private mutating func reportTopLevelTypes(_ contract: Contract, platform: Platform) {
        let prefix = CaseStyle.upperCamel.apply(to: contract.name.words)
        var entries = contract.allEnums.map { Entry(identifier: $0.name, overrides: $0.names, what: "enum '\($0.name)'", location: $0.location) }
        entries += contract.records.map { Entry(identifier: $0.name, overrides: $0.names, what: "record '\($0.name)'", location: $0.location) }
        var first: [String: Entry] = [:]
        for entry in entries {
            let name = entry.overrides[platform.id] ?? prefix + CaseStyle.upperCamel.apply(to: entry.identifier.words)
            if let earlier = first[name], earlier.identifier != entry.identifier {
                diagnostics.error(
                    "\(entry.what) and \(earlier.what) are both named '\(name)' on \(platform.displayName) (\(platform.language.rawValue)); rename one or give it a \"names\" entry for '\(platform.id)'",
                    at: entry.location)
            } else if first[name] == nil {
                first[name] = entry
            }
        }
    }

    /// A global listener name carries one argument type, whichever flow fires it.
    private mutating func reportListeners(_ contract: Contract, platform: Platform) {
        var seen: [String: (flow: Flow, argument: CallbackArgument?)] = [:]
        for flow in contract.flows {
            for entry in flow.callbacks {
                let name = platform.language.rules.spelling(of: contract.listenerName(of: entry.callback, in: flow), as: .member)
                if let earlier = seen[name], earlier.argument != entry.argument {
                    diagnostics.error(
                        "the \(platform.displayName) event '\(name)' of flow '\(flow.name)' passes another argument than the one of flow '\(earlier.flow.name)'; rename the flow or the callback",
                        at: flow.location)
                } else {
                    seen[name] = (flow, entry.argument)
                }
            }
        }
    }

    private func fieldEntries(_ fields: [Field], owner: String) -> [Entry] {
        fields.map { Entry(identifier: $0.name, overrides: $0.names, what: "field '\($0.name)' of \(owner)", location: $0.location) }
    }

    private mutating func report(_ entries: [Entry], kind: NameKind, scope: String, platform: Platform,
                                 naming: any LanguageRules) {
        var first: [String: Entry] = [:]
        for entry in entries {
            let name = naming.declaration(of: entry.identifier, as: kind, overrides: entry.overrides, on: platform.id)
            // Distinct contract names only: a repeated contract name is already reported as a duplicate.
            if let earlier = first[name], earlier.identifier != entry.identifier {
                diagnostics.error(
                    "\(entry.what) and \(earlier.what) are both named '\(name)' on \(platform.displayName) (\(platform.language.rawValue)); rename one or give it a \"names\" entry for '\(platform.id)'",
                    at: entry.location)
            } else if first[name] == nil {
                first[name] = entry
            }
        }
    }
}
