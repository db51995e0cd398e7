/// Checks that no two things that share a scope get the same name on any platform, after each language's
/// naming rule, the contract's per-platform overrides and keyword escaping. A name that is fine in Swift but
/// collides in Kotlin stops the run before anything is written.
struct NameCollisionCheck {
    /// The run's type prefix; nil for the contract's own.
    let typePrefix: String?
    private(set) var diagnostics = DiagnosticCollector(rule: "names")
    /// Pairs already reported on a platform: two events that collide both as enum cases and as types are one
    /// problem, reported once per platform.
    private var reportedPairs: Set<[String]> = []

    /// One declared thing in a naming scope.
    private struct Entry {
        var identifier: Identifier
        var overrides: NameOverrides
        /// What it is, for a message: built only when there is one to report.
        var what: () -> String
        var location: SourceLocation
        var isAvailable: (Platform) -> Bool = { _ in true }
    }

    /// Names that must differ from each other on every platform, spelled as `kind`.
    private struct NamingScope {
        var entries: [Entry]
        var kind: NameKind
    }

    init(typePrefix: String? = nil) {
        self.typePrefix = typePrefix
    }

    mutating func check(_ contract: Contract) {
        reportOverrides(contract)
        // The scopes do not depend on the platform: built once, spelled per platform.
        let (scopes, optionScope) = Self.scopes(of: contract)
        for platform in contract.platforms {
            let naming = platform.language.rules
            func report(_ scope: NamingScope) {
                self.report(scope.entries, kind: scope.kind, platform: platform, naming: naming)
            }
            reportGeneratedTypes(contract, platform: platform)
            reportCaseTypes(contract, platform: platform)
            reportTopLevelTypes(contract, platform: platform)
            reportGeneratedMembers(contract, platform: platform)
            scopes.forEach(report)
            if platform.callbackStyle == .listeners { reportListeners(contract, platform: platform) }
            reportRawAccessors(contract, platform: platform)
            optionScope.map(report)
        }
    }

    private static func scopes(of contract: Contract) -> (scopes: [NamingScope], options: NamingScope?) {
        var scopes: [NamingScope] = []
        for type in contract.allEnums {
            scopes.append(
                NamingScope(
                    entries: type.values.map { value in
                        Entry(
                            identifier: value.name, overrides: value.names,
                            what: { "value '\(value.name)' of '\(type.name)'" },
                            location: value.location, isAvailable: value.isAvailable)
                    }, kind: .enumCase))
        }
        let events = contract.events.map { event in
            Entry(
                identifier: event.name, overrides: event.names, what: { "event '\(event.name)'" },
                location: event.location)
        }
        scopes.append(NamingScope(entries: events, kind: .enumCase))
        scopes.append(NamingScope(entries: events, kind: .type))
        for event in contract.events {
            scopes.append(
                NamingScope(entries: fieldEntries(event.payload, owner: "event '\(event.name)'"), kind: .member))
        }
        scopes.append(
            NamingScope(
                entries: contract.results.map { result in
                    Entry(
                        identifier: result.name, overrides: [:], what: { "result '\(result.name)'" },
                        location: result.location)
                }, kind: .enumCase))
        for result in contract.results {
            scopes.append(
                NamingScope(entries: fieldEntries(result.fields, owner: "result '\(result.name)'"), kind: .member))
        }
        for record in contract.records {
            scopes.append(
                NamingScope(entries: fieldEntries(record.fields, owner: "record '\(record.name)'"), kind: .member))
        }
        scopes.append(
            NamingScope(
                entries: contract.callbacks.map { callback in
                    Entry(
                        identifier: callback.name, overrides: [:], what: { "callback '\(callback.name)'" },
                        location: callback.location)
                }, kind: .member))
        scopes.append(
            NamingScope(
                entries: contract.flows.map { flow in
                    Entry(
                        identifier: flow.name, overrides: [:], what: { "flow '\(flow.name)'" }, location: flow.location)
                }, kind: .type))
        if let sdk = contract.sdk {
            // Entry points are the SDK type's members; so is the lifecycle where configuring returns no session.
            let noSession: (Platform) -> Bool = { !(sdk.session?.isAvailable(on: $0) ?? false) }
            let entries = sdk.entryPoints.map { entry in
                Entry(
                    identifier: entry.name, overrides: entry.names, what: { "entry point '\(entry.name)'" },
                    location: entry.location)
            }
            let methods = contract.lifecycle.compactMap { step in
                step.location.map { location in
                    Entry(
                        identifier: step.name, overrides: step.names, what: { "lifecycle method '\(step.name)'" },
                        location: location,
                        isAvailable: { step.isAvailable(on: $0) })
                }
            }
            scopes.append(
                NamingScope(
                    entries: entries
                        + methods.map { method in
                            var method = method
                            let available = method.isAvailable
                            method.isAvailable = { available($0) && noSession($0) }
                            return method
                        }, kind: .member))
            scopes.append(NamingScope(entries: methods, kind: .member))
        }
        let options = contract.configuration.map { configuration in
            NamingScope(
                entries: configuration.options.map { option in
                    Entry(
                        identifier: option.name, overrides: option.names, what: { "option '\(option.name)'" },
                        location: option.location, isAvailable: option.isAvailable)
                }, kind: .member)
        }
        return (scopes, options)
    }

    /// Enums, records and the catch-all are top-level types: the contract's name as a prefix, unless the
    /// platform names the type itself, escaped like any type name. They must differ from each other and from
    /// the types contractgen declares itself (`DeclaredTypeNames`).
    private mutating func reportTopLevelTypes(_ contract: Contract, platform: Platform) {
        let naming = TypeNaming(platform: platform, prefix: contract.typePrefix(typePrefix, on: platform))
        var entries = contract.allEnums.map { type in
            Entry(
                identifier: type.name, overrides: type.names, what: { "enum '\(type.name)'" }, location: type.location)
        }
        // A language without records declares no catch-all event, and only the records a field holds: only they
        // and its enums can take a generated type's name. (Two contract types of one name are still reported for
        // it, as for every platform.)
        let hasRecords: (Platform) -> Bool = { $0.language.target.capabilities.hasRecords }
        let held = Set(contract.recordsHeldByFields.map(\.name))
        entries += contract.records.map { record in
            Entry(
                identifier: record.name, overrides: record.names, what: { "record '\(record.name)'" },
                location: record.location,
                isAvailable: { hasRecords($0) || held.contains(record.name) })
        }
        if let catchAll = contract.catchAll, let location = contract.catchAllLocation {
            entries.append(
                Entry(
                    identifier: catchAll.name, overrides: catchAll.names,
                    what: { "catch-all event '\(catchAll.name)'" },
                    location: location, isAvailable: hasRecords))
        }
        // Call objects are declared beside the SDK's interface, where the language declares one.
        if let plan = contract.surfacePlan(on: platform),
            !platform.language.target.surfaceTypeNames(plan, naming: naming).isEmpty
        {
            entries += plan.entryPoints.compactMap { entry in
                entry.callObject.map { object in
                    Entry(
                        identifier: object.name, overrides: object.names, what: { "call object '\(object.name)'" },
                        location: object.location)
                }
            }
        }
        let generated = DeclaredTypeNames.names(in: contract, on: platform, prefix: naming.prefix)
        var first: [String: Entry] = [:]
        for entry in entries {
            // Spelled by the one naming function the targets declare it with.
            let name = naming.typeName(entry.identifier, overrides: entry.overrides)
            if entry.isAvailable(platform), let what = generated[name] {
                diagnostics.error(
                    "\(entry.what()) is named '\(name)' on \(platform.displayName) (\(platform.language.rawValue)), like \(what); rename it or give it a \"names\" entry for '\(platform.id)'",
                    at: entry.location)
            } else if let earlier = first[name], earlier.what() != entry.what() {
                // An enum and a record may share a contract name; two enums may not, which is reported already.
                diagnostics.error(
                    "\(entry.what()) and \(earlier.what()) are both named '\(name)' on \(platform.displayName) (\(platform.language.rawValue)); rename one or give it a \"names\" entry for '\(platform.id)'",
                    at: entry.location)
            } else if first[name] == nil {
                first[name] = entry
            }
        }
    }

    /// A naming policy that names the generated types itself, or drops their prefix, may name two alike or one
    /// like a type the language has already (Swift's `Result`, TypeScript's `Event`).
    private mutating func reportGeneratedTypes(_ contract: Contract, platform: Platform) {
        guard let location = platform.naming.location else { return }
        let naming = TypeNaming(platform: platform, prefix: contract.typePrefix(typePrefix, on: platform))
        let rules = platform.language.rules
        var roles: [String: TypeRole] = [:]
        let declared = platform.language.target.declaredTypes.keys.filter { $0.isDeclared(for: contract) }
        for role in declared.sorted(by: { $0.contractName < $1.contractName }) {
            let name = naming.typeName(of: role)
            if let earlier = roles[name] {
                diagnostics.error(
                    "the generated types '\(earlier.contractName)' and '\(role.contractName)' are both named '\(name)' on \(platform.displayName); give one its own name under \"naming\".\"generated_types\"",
                    at: location)
            } else if rules.isReserved(name, as: .type) {
                diagnostics.error(
                    "the generated type '\(role.contractName)' would be named '\(name)' on \(platform.displayName), which \(platform.language.target.displayName) reserves or already names; give it a \"prefix\" or its own name under \"naming\".\"generated_types\"",
                    at: location)
            }
            roles[name] = roles[name] ?? role
        }
    }

    /// A result's or an event's own type (`AcmeCompletedResult`, where the language declares one) must not be
    /// named like a type contractgen generates (a result named `result` is `AcmeResult`, like the results' type).
    private mutating func reportCaseTypes(_ contract: Contract, platform: Platform) {
        let target = platform.language.target
        let naming = TypeNaming(platform: platform, prefix: contract.typePrefix(typePrefix, on: platform))
        let generated = Dictionary(
            target.declaredTypes.keys.filter { $0.isDeclared(for: contract) }.map { (naming.typeName(of: $0), $0) },
            uniquingKeysWith: { first, _ in first })
        let cases =
            contract.results.map { ($0.name, NameOverrides(), "Result", "result", $0.location, !$0.fields.isEmpty) }
            + contract.events.map { ($0.name, $0.names, "Event", "event", $0.location, !$0.payload.isEmpty) }
        for (name, overrides, kind, what, location, hasFields) in cases {
            // Where cases and their payload types sit side by side, a naming policy that spells cases like types
            // (`upper_camel`) makes Swift's `case Delete(Delete)`.
            if target.capabilities.nestsPayloadTypesBesideCases, hasFields {
                let rules = platform.language.rules
                let caseName = rules.declaration(of: name, as: .enumCase, overrides: overrides, on: platform)
                if caseName == rules.nestedTypeName(name, overrides: overrides, kind: kind, on: platform) {
                    diagnostics.error(
                        "\(what) '\(name)' would be the case '\(caseName)' on \(platform.displayName) (\(platform.language.rawValue)), named like its own payload type; give the platform's \"naming\" an \"enum_cases\" other than \"upper_camel\"",
                        at: location)
                }
            }
            guard
                let type = target.caseTypeName(
                    name, overrides: overrides, kind: kind, on: platform, prefix: naming.prefix),
                let role = generated[type]
            else { continue }
            diagnostics.error(
                "\(what) '\(name)' would be declared as '\(type)' on \(platform.displayName) (\(platform.language.rawValue)), like the generated type '\(role.contractName)'; rename the \(what)\(what == "event" ? " or give it a \"names\" entry for '\(platform.id)'" : "")",
                at: location)
        }
    }

    /// A global listener name carries one argument type, whichever flow fires it.
    private mutating func reportListeners(_ contract: Contract, platform: Platform) {
        var seen: [String: (flow: Flow, argument: CallbackArgument?)] = [:]
        for flow in contract.flows {
            for entry in flow.callbacks {
                let name = platform.language.rules.spelling(
                    of: contract.listenerName(of: entry.callback, in: flow), as: .member, on: platform)
                if let earlier = seen[name], earlier.argument != entry.argument {
                    diagnostics.error(
                        "the \(platform.displayName) listener '\(name)' of flow '\(flow.name)' passes \(Self.describe(entry.argument, contract)), but the same listener of flow '\(earlier.flow.name)' passes \(Self.describe(earlier.argument, contract)); rename the flow or the callback",
                        at: flow.location)
                } else {
                    seen[name] = (flow, entry.argument)
                }
            }
        }
    }

    /// A callback's argument for a sentence: "a 'payment_event'", "nothing".
    private static func describe(_ argument: CallbackArgument?, _ contract: Contract) -> String {
        switch argument {
        case .record(let name)?: "a '\(name)'"
        case .catchAll?: contract.catchAll.map { "a '\($0.name)'" } ?? "the catch-all event"
        case nil: "nothing"
        }
    }

    private static func fieldEntries(_ fields: [Field], owner: @autoclosure @escaping () -> String) -> [Entry] {
        fields.map { field in
            Entry(
                identifier: field.name, overrides: field.names, what: { "field '\(field.name)' of \(owner())" },
                location: field.location)
        }
    }

    private mutating func report(_ entries: [Entry], kind: NameKind, platform: Platform, naming: any LanguageRules) {
        // Most scopes (an event's payload) hold a few names: a list searched beats a table built per scope.
        let isSmall = entries.count <= 8
        var smallNames: [(name: String, index: Int)] = []
        var firstIndex: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where entry.isAvailable(platform) {
            let name = naming.declaration(of: entry.identifier, as: kind, overrides: entry.overrides, on: platform)
            guard let earlierIndex = isSmall ? smallNames.first(where: { $0.name == name })?.index : firstIndex[name]
            else {
                if isSmall { smallNames.append((name, index)) } else { firstIndex[name] = index }
                continue
            }
            let earlier = entries[earlierIndex]
            // Distinct contract names only: a repeated contract name is already reported as a duplicate.
            if earlier.identifier != entry.identifier,
                reportedPairs.insert([platform.id.raw, entry.what(), earlier.what()]).inserted
            {
                diagnostics.error(
                    "\(entry.what()) and \(earlier.what()) are both named '\(name)' on \(platform.displayName) (\(platform.language.rawValue)); rename one or give it a \"names\" entry for '\(platform.id)'",
                    at: entry.location)
            }
        }
    }
}

// MARK: - Names the generated code already uses

extension NameCollisionCheck {
    /// Contract names spelled like a member the generated type declares (`LanguageTarget.generatedMembers`),
    /// and (in languages whose enum values are declarations inside the enum's class) an enum value spelled like
    /// its enum.
    fileprivate mutating func reportGeneratedMembers(_ contract: Contract, platform: Platform) {
        let target = platform.language.target
        let rules = target.rules
        // Each scope's names once a platform; a scope with none (most of them) spells nothing.
        let generated = Dictionary(
            uniqueKeysWithValues: MemberScope.allCases.map { ($0, target.generatedMembers(in: $0)) })
        func report(
            _ identifier: Identifier, _ overrides: NameOverrides, as kind: NameKind, scope: MemberScope,
            what: @autoclosure () -> String,
            holder: String, at location: SourceLocation
        ) {
            guard let taken = generated[scope], !taken.isEmpty else { return }
            let name = rules.declaration(of: identifier, as: kind, overrides: overrides, on: platform)
            guard taken.contains(name) else { return }
            diagnostics.error(
                "\(what()) is named '\(name)' on \(platform.displayName) (\(platform.language.rawValue)), which \(holder) already declares; give it a \"names\" entry for '\(platform.id)'",
                at: location)
        }
        let naming = TypeNaming(platform: platform, prefix: contract.typePrefix(typePrefix, on: platform))
        for type in contract.allEnums {
            let typeName = naming.typeName(type.name, overrides: type.names)
            // A grouped enum's accessor to its group sits beside its values.
            let accessor = type.groupedBy.map { rules.declaration(of: $0, as: .member, on: platform) }
            for value in type.values where value.isAvailable(on: platform) {
                if let accessor,
                    rules.declaration(of: value.name, as: .enumCase, overrides: value.names, on: platform) == accessor
                {
                    diagnostics.error(
                        "value '\(value.name)' of '\(type.name)' is named '\(accessor)' on \(platform.displayName) (\(platform.language.rawValue)), like the accessor to its group; rename the group's enum or give the value a \"names\" entry for '\(platform.id)'",
                        at: value.location)
                }
                let what = { "value '\(value.name)' of '\(type.name)'" }
                report(
                    value.name, value.names, as: .enumCase, scope: .enumValues, what: what(), holder: "every enum",
                    at: value.location)
                let name = rules.declaration(of: value.name, as: .enumCase, overrides: value.names, on: platform)
                if target.capabilities.enumValuesInsideEnumType && name == typeName {
                    diagnostics.error(
                        "\(what()) is named '\(name)' on \(platform.displayName) (\(platform.language.rawValue)), like the enum itself; give it a \"names\" entry for '\(platform.id)'",
                        at: value.location)
                }
            }
        }
        for option in contract.configuration?.options ?? [] where option.isAvailable(on: platform) {
            report(
                option.name, option.names, as: .member, scope: .options, what: "option '\(option.name)'",
                holder: "the configuration type", at: option.location)
        }
        for record in contract.records {
            for field in record.fields {
                report(
                    field.name, field.names, as: .member, scope: .recordFields,
                    what: "field '\(field.name)' of record '\(record.name)'",
                    holder: "every record type", at: field.location)
            }
        }
        for result in contract.results {
            for field in result.fields {
                report(
                    field.name, field.names, as: .member, scope: .resultFields,
                    what: "field '\(field.name)' of result '\(result.name)'",
                    holder: "every result type", at: field.location)
            }
        }
        for event in contract.events {
            for field in event.payload {
                report(
                    field.name, field.names, as: .member, scope: .eventFields,
                    what: "field '\(field.name)' of event '\(event.name)'",
                    holder: "every event type", at: field.location)
            }
        }
    }

    /// The raw payload accessors are members of each record a legacy message carries, beside its fields.
    fileprivate mutating func reportRawAccessors(_ contract: Contract, platform: Platform) {
        guard platform.language.target.capabilities.hasRecords, let legacy = contract.legacy else { return }
        let rules = platform.language.rules
        let accessors = legacy.rawPayload.filter { $0.isAvailable(on: platform) }
        for record in contract.records where contract.payloadRecords.contains(record.name) {
            for field in record.fields {
                let name = rules.declaration(of: field.name, as: .member, overrides: field.names, on: platform)
                guard let accessor = accessors.first(where: { rules.declaration(of: $0.name, as: .member) == name })
                else { continue }
                diagnostics.error(
                    "field '\(field.name)' of record '\(record.name)' and raw payload accessor '\(accessor.name)' are both named '\(name)' on \(platform.displayName) (\(platform.language.rawValue)); rename one or give the field a \"names\" entry for '\(platform.id)'",
                    at: field.location)
            }
        }
    }

    /// A `names` entry must be a name the platform can declare: not only underscores (a placeholder in Swift
    /// and Kotlin, a wildcard in Dart), and in Dart not starting with `_`, which would make it private.
    fileprivate mutating func reportOverrides(_ contract: Contract) {
        for owner in contract.namedElements {
            for platform in contract.platforms {
                guard let name = owner.names[platform.id] else { continue }
                if name.allSatisfy({ $0 == "_" }) {
                    diagnostics.error(
                        "the \"names\" entry '\(name)' of \(owner.what) for '\(platform.id)' is not a name; give it letters",
                        at: owner.location)
                } else if platform.language.rules.leadingUnderscoreIsPrivate && name.hasPrefix("_") {
                    diagnostics.error(
                        "the \"names\" entry '\(name)' of \(owner.what) for '\(platform.id)' starts with '_', which makes it private in \(platform.language.target.displayName); remove the '_'",
                        at: owner.location)
                }
            }
        }
    }
}
