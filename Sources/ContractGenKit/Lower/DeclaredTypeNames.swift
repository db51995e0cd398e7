/// The top-level types a platform's generated files declare besides the contract's enums, records and
/// catch-all event: the language's `declaredTypes` (`AcmeResult`, `AcmeBridge`), one per flow
/// (`AcmeCheckoutCallbacks`) where the language has flow types, and one per result and event where the language
/// declares them as types of their own (`AcmeCompletedResult`). A contract type spelled like one of them would
/// be declared twice, so `NameCollisionCheck` rejects it. `HostileContractTests` keeps this complete: every
/// prefixed type the targets declare is one of them.
enum DeclaredTypeNames {
    /// The generated names on `platform`, each with what it is, for the error message.
    static func names(in contract: Contract, on platform: Platform, prefix: String) -> [String: String] {
        let target = platform.language.target
        var names: [String: String] = [:]
        let naming = TypeNaming(platform: platform, prefix: prefix)
        for role in target.declaredTypes.keys where role.isDeclared(for: contract) {
            names[naming.typeName(of: role)] = "a type contractgen generates"
        }
        let capabilities = target.capabilities
        for flow in contract.flows(on: platform) {
            if capabilities.hasCallbacksType(style: platform.callbackStyle) {
                names[flow.callbacksTypeName(prefix: prefix, on: platform.id)] = "the callbacks of flow '\(flow.name)'"
            }
            if capabilities.hasDispatcherType(style: platform.callbackStyle) {
                names[flow.dispatcherTypeName(prefix: prefix)] = "the dispatcher of flow '\(flow.name)'"
            }
        }
        if let suffix = capabilities.recordJSONTypeSuffix {
            for record in contract.records {
                names[naming.typeName(record.name, overrides: record.names) + suffix] =
                    "the JSON of record '\(record.name)'"
            }
        }
        if let suffix = capabilities.deprecatedCasesTypeSuffix {
            let deprecated = { (evolution: Evolution) in evolution.deprecated != nil }
            // The enums as the platform declares them, each with the values it has.
            for type in contract.enums(on: platform) where type.values.contains(where: { deprecated($0.evolution) }) {
                names[naming.typeName(type.name, overrides: type.names) + suffix] =
                    "the deprecated cases of enum '\(type.name)'"
            }
            if contract.events.contains(where: { deprecated($0.evolution) }) {
                names[naming.typeName(of: .event) + suffix] = "the deprecated events"
            }
            if contract.results.contains(where: { deprecated($0.evolution) }) {
                names[naming.typeName(of: .result) + suffix] = "the deprecated results"
            }
        }
        if let plan = contract.surfacePlan(on: platform) {
            for name in target.surfaceTypeNames(plan, naming: naming) {
                names[name] = "the SDK's generated surface"
            }
        }
        let results = contract.results.map { ($0.name, NameOverrides(), $0.evolution, "Result", "result '\($0.name)'") }
        let events = contract.events.map { ($0.name, $0.names, $0.evolution, "Event", "event '\($0.name)'") }
        for (name, overrides, evolution, kind, what) in results + events {
            guard
                let type = target.caseTypeName(name, overrides: overrides, kind: kind, on: platform, prefix: prefix)
            else { break }
            names[type] = "the type of \(what)"
            // A renamed one keeps its earlier type names as deprecated aliases.
            for rename in evolution.renamedFrom {
                guard
                    let earlier = target.caseTypeName(
                        rename.name, overrides: rename.names, kind: kind, on: platform, prefix: prefix),
                    earlier != type
                else { continue }
                names[earlier] = "the earlier name of the type of \(what)"
            }
        }
        return names
    }
}

extension TypeRole {
    /// Whether the files declare this role's type for `contract`: the types of a part the contract leaves out are
    /// not declared, so their names are the contract's to use (a contract without events may have an `AcmeEvent`).
    /// Where languages differ, the widest condition any of them declares it under.
    func isDeclared(for contract: Contract) -> Bool {
        switch self {
        case .result, .resultTracker, .resultEnding: !contract.results.isEmpty
        case .event: !contract.events.isEmpty
        case .payloadProblem: contract.bridge == nil && !contract.events.isEmpty
        case .integerWireEnum, .unknownInteger: contract.enums.contains(where: \.isInteger)
        case .bridge, .message, .rejection, .sender, .senderPolicy, .decodeOutcome, .bridgeOutcome,
            .tooLargeRejection, .notJsonRejection, .notAnObjectRejection, .wrongSourceRejection,
            .unsupportedVersionRejection, .invalidEnvelopeRejection, .unknownTypeRejection, .missingFieldRejection,
            .invalidFieldRejection, .untrustedSenderRejection:
            contract.bridge != nil && !contract.events.isEmpty
        case .configuration, .configurationOptions, .sensitive: contract.configuration != nil
        // Thrown by the configuration's checks, and TypeScript's failure outcome wherever there are failure codes.
        case .failureError: contract.configuration?.failure != nil || contract.failures != nil
        // Where the configuration names a failure code, its problems are that failure.
        case .configurationError: contract.configuration.map { $0.failure == nil } ?? false
        case .sessionUrl, .navigationDecision, .navigationPolicy, .navigationStart: contract.navigation != nil
        case .blockedNavigationCounter: contract.navigation?.blockedLimit != nil
        case .webViewSecurity, .webViewInspection, .mediaCapture: contract.webViewSecurity != nil
        default: true
        }
    }
}

extension Contract {
    /// The prefix of every top-level type name on `platform`: the run's (`--prefix`, a config's `prefix`), else
    /// the platform's naming policy's, else the contract's name in upper camel case (`Acme`). The names are
    /// checked and rendered with this one.
    func typePrefix(_ runPrefix: String?, on platform: Platform) -> String {
        runPrefix ?? platform.naming.prefix ?? CaseStyle.upperCamel.apply(to: name)
    }
}

extension Flow {
    /// `AcmeCheckoutCallbacks`: the type a host implements to hear the flow's callbacks.
    func callbacksTypeName(prefix: String, on platform: Identifier) -> String {
        callbacksTypeNames[platform] ?? prefix + CaseStyle.upperCamel.apply(to: name) + "Callbacks"
    }

    /// `AcmeCheckoutDispatcher`: the type that turns the flow's messages into callbacks.
    func dispatcherTypeName(prefix: String) -> String {
        prefix + CaseStyle.upperCamel.apply(to: name) + "Dispatcher"
    }
}
