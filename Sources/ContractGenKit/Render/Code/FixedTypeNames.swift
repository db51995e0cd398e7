/// The top-level types each language target declares besides the contract's enums, records and catch-all
/// event: the type prefix (`Acme`) and a fixed suffix (`AcmeResult`, `AcmeBridge`), one per flow
/// (`AcmeCheckoutCallbacks`), and in TypeScript and Dart one per result and event (`AcmeCompletedResult`).
/// A contract type spelled like one of them would be declared twice, so `NameCollisionCheck` rejects it.
/// `HostileContractTests` keeps these lists complete: every prefixed type the targets declare is one of them.
enum FixedTypeNames {
    /// The generated names on `platform`, each with what it is, for the error message.
    static func names(in contract: Contract, on platform: Platform, prefix: String) -> [String: String] {
        var names: [String: String] = [:]
        for suffix in suffixes(platform.language) {
            names[prefix + suffix] = "a type contractgen generates"
        }
        let usesFlowTypes = platform.language == .swift || platform.language == .kotlin
            || (platform.language == .typescript && platform.callbackStyle != .listeners)
        for flow in contract.flows {
            let words = CaseStyle.upperCamel.apply(to: flow.name)
            if usesFlowTypes { names[prefix + words + "Callbacks"] = "the callbacks of flow '\(flow.name)'" }
            if platform.language == .swift || platform.language == .kotlin {
                names[prefix + words + "Dispatcher"] = "the dispatcher of flow '\(flow.name)'"
            }
        }
        for (name, what) in caseTypes(in: contract, on: platform, prefix: prefix) {
            names[name] = what
        }
        return names
    }

    /// TypeScript and Dart declare each result and event as a top-level type of its own.
    private static func caseTypes(in contract: Contract, on platform: Platform, prefix: String) -> [(String, String)] {
        let code = PlatformCode(contract: contract, platform: platform, typePrefix: prefix)
        let results = contract.results.map { ($0.name, NameOverrides(), "Result", "result '\($0.name)'") }
        let events = contract.events.map { ($0.name, $0.names, "Event", "event '\($0.name)'") }
        switch platform.language {
        case .typescript:
            return (results + events).map { name, overrides, kind, what in
                let nested = code.nestedTypeName(name, overrides: overrides, kind: kind)
                return (code.fixedType(nested.hasSuffix(kind) ? nested : nested + kind), "the type of \(what)")
            }
        case .dart:
            return (results + events).map { name, overrides, kind, what in
                (overrides[platform.id] ?? code.fixedType(CaseStyle.upperCamel.apply(to: name) + kind), "the type of \(what)")
            }
        case .swift, .kotlin:
            return []
        }
    }

    /// The suffixes of the types a language's target always declares (most files are generated whatever the
    /// contract holds, so all of them count).
    static func suffixes(_ language: Language) -> [String] {
        let navigation = ["NavigationDecision", "NavigationPolicy", "BlockedNavigationCounter"]
        switch language {
        case .swift:
            return ["JSON", "WireEnum", "Result", "Event", "Message", "Rejection", "Bridge", "Configuration", "Failure", "SessionURL",
                    "Validation", "FieldReader", "URLParts", "HostPattern", "PercentEncoding", "DispatchOutcome",
                    "DispatchRejection", "LegacyMessage", "Handshake", "Listeners"] + navigation
        case .kotlin:
            return ["Json", "WireEnum", "Result", "Event", "Message", "DecodeOutcome", "Rejection", "Bridge", "Configuration",
                    "FailureException", "SessionUrl", "Validation", "FieldReader", "UrlParts", "HostPattern", "PercentEncoding",
                    "DispatchOutcome", "LegacyMessage", "Handshake"] + navigation
        case .typescript:
            return ["JSON", "JSONObject", "Outcome", "Failure", "UnknownValue", "Result", "Event", "Message", "Rejection", "Bridge",
                    "Configuration", "ConfigurationOptions", "SessionUrl", "DispatchOutcome", "DispatchRejection", "Handshake",
                    "HandshakeFields", "Emit", "Listeners", "ListenerName", "ListenerPayloads", "ListenerFunction"] + navigation
        case .dart:
            let rejections = ["TooLarge", "NotJson", "NotAnObject", "WrongSource", "UnsupportedVersion", "InvalidEnvelope",
                              "UnknownType", "MissingField", "InvalidField"].map { $0 + "Rejection" }
            return ["WireEnum", "Result", "Event", "BridgeOutcome", "Message", "Rejection", "Bridge", "Configuration", "Failure",
                    "SessionUrl"] + rejections + navigation
        }
    }
}
