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
            scope(contract.allEnums.map { Entry(identifier: $0.name, overrides: $0.names, what: "enum '\($0.name)'", location: $0.location) },
                  as: .type, "types")
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
            if let options = contract.configuration?.options {
                scope(options.map { option in
                    Entry(identifier: option.name, overrides: option.names, what: "option '\(option.name)'",
                          location: option.location, isAvailable: option.isAvailable)
                }, as: .member, "options")
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
