/// The validated contract: what every target renders. Built by the validate stage from `contract.json`; every
/// reference in it resolves and every name is valid on every platform.
public struct Contract: Sendable {
    /// The key that names the result in a result's JSON form (`{"type": "completed", …}`).
    static let resultTag = "type"

    /// Short machine name of the contract, e.g. the product's name; used in generated namespaces.
    public var name: Identifier
    public var title: String
    public var summary: String?
    public var description: String?
    public var platforms: [Platform]
    public var enums: [EnumType]
    /// The enum whose values are the failure codes.
    public var failures: EnumType?
    public var results: [ResultCase]
    public var events: [Event]
    public var configuration: Configuration?
    public var bridge: Bridge?
    public var navigation: Navigation?
    public var security: [String]
    public var records: [Record] = []
    public var catchAll: CatchAll?
    public var callbacks: [Callback] = []
    public var flows: [Flow] = []
    public var legacy: Legacy?
    public var lifecycle: [LifecycleStep] = []

    /// Every enum, the failure codes included, in contract order.
    public var allEnums: [EnumType] {
        enums + (failures.map { [$0] } ?? [])
    }

    /// The enum named `name`, the failure codes included.
    public func enumType(named name: Identifier) -> EnumType? {
        allEnums.first { $0.name == name }
    }

    public func record(named name: Identifier) -> Record? {
        records.first { $0.name == name }
    }

    public func callback(named name: Identifier) -> Callback? {
        callbacks.first { $0.name == name }
    }

    public func platform(_ id: Identifier) -> Platform? {
        platforms.first { $0.id == id }
    }
}

/// A platform that ships an SDK, declared once and referred to by `id` everywhere else.
public struct Platform: Sendable, Hashable {
    public var id: Identifier
    /// Shown in tables, e.g. "React Native".
    public var displayName: String
    public var language: Language
    /// The Kotlin package or Dart library name the platform's code lives in, where the language has one.
    public var package: String?
    public var callbackStyle: CallbackStyle = .objects

    public enum CallbackStyle: String, Sendable, Hashable {
        /// A callbacks object per flow.
        case objects
        /// Global listeners, named per flow where their argument differs between flows.
        case listeners
    }
}

/// The languages contractgen knows how to name things in and render code for.
public enum Language: String, Sendable, Hashable, CaseIterable {
    case swift, kotlin, typescript, dart
}

/// Per-platform spellings that deviate from the language's naming rule, keyed by platform id.
public typealias NameOverrides = [Identifier: String]

/// A closed set of string values on the wire; decoders keep values they do not know as an explicit unknown.
public struct EnumType: Sendable {
    public var name: Identifier
    /// Where the contract declares it, for diagnostics found after loading.
    public var location: SourceLocation
    public var description: String?
    public var values: [EnumValue]
    public var names: NameOverrides
}

public struct EnumValue: Sendable {
    public var name: Identifier
    /// Where the contract declares it, for diagnostics found after loading.
    public var location: SourceLocation
    /// The string on the wire; the contract name unless written out.
    public var wire: String
    public var description: String?
    /// Platforms that have this value; nil means every platform.
    public var platforms: Set<Identifier>?
    public var names: NameOverrides

    public func isAvailable(on platform: Platform) -> Bool {
        platforms?.contains(platform.id) ?? true
    }
}

/// The type of a field, an option or a payload entry.
public indirect enum TypeRef: Sendable, Hashable {
    case string
    case boolean
    case integer
    case number
    /// A whole number of milliseconds.
    case durationMilliseconds
    case array(TypeRef)
    case enumeration(Identifier)

    /// The spelling used in contract.json and in the reference tables, e.g. `string[]`.
    public var contractSpelling: String {
        switch self {
        case .string: "string"
        case .boolean: "boolean"
        case .integer: "integer"
        case .number: "number"
        case .durationMilliseconds: "duration_ms"
        case .array(let element): element.contractSpelling + "[]"
        case .enumeration(let name): name.raw
        }
    }
}

/// A named, typed value inside a result or an event payload.
public struct Field: Sendable {
    public var name: Identifier
    /// Where the contract declares it, for diagnostics found after loading.
    public var location: SourceLocation
    public var type: TypeRef
    public var isOptional: Bool
    public var description: String?
    public var names: NameOverrides
    /// The key on the wire; the contract name unless written out.
    public var wire: String
    /// Computed from another field instead of read from the wire.
    public var derived: Derivation? = nil
}

/// One way the flow ends, as the host app receives it.
public struct ResultCase: Sendable {
    public var name: Identifier
    /// Where the contract declares it, for diagnostics found after loading.
    public var location: SourceLocation
    public var description: String?
    /// When the SDK returns this result.
    public var when: String
    public var fields: [Field]
}

/// A message the flow sends over the bridge.
public struct Event: Sendable {
    /// The contract name, which is also the `type` on the wire unless `wire` is written out.
    public var name: Identifier
    /// Where the contract declares it, for diagnostics found after loading.
    public var location: SourceLocation
    public var wire: String
    public var description: String
    public var delivery: Delivery
    public var payload: [Field]
    public var names: NameOverrides

    public enum Delivery: String, Sendable {
        /// The SDKs decode the event and hand it to the host app.
        case delivered
        /// The SDKs recognise the event and drop it (it is meant for other embeds).
        case ignored
    }
}

public struct Configuration: Sendable {
    /// The failure code that invalid configuration yields.
    public var failure: Identifier
    public var options: [Option]
}

/// A configuration option the host app sets.
public struct Option: Sendable {
    public var name: Identifier
    /// Where the contract declares it, for diagnostics found after loading.
    public var location: SourceLocation
    public var type: TypeRef
    public var requirement: Requirement
    /// Whether `null` is a valid value (and so the type is optional in code).
    public var isNullable: Bool
    public var format: StringFormat?
    /// Never shown in descriptions or logs (the session URL carries a token).
    public var isSensitive: Bool
    public var description: String
    /// Platforms that have this option; nil means every platform.
    public var platforms: Set<Identifier>?
    public var names: NameOverrides

    public enum Requirement: Sendable {
        case required
        case defaulted(DefaultValue)
    }

    public func isAvailable(on platform: Platform) -> Bool {
        platforms?.contains(platform.id) ?? true
    }
}

/// A checked default value, matching its option's type.
public indirect enum DefaultValue: Sendable, Hashable {
    case null
    case string(String)
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case enumValue(name: Identifier, wire: String)
    case array([DefaultValue])
}

/// Extra checks on a string option.
public enum StringFormat: String, Sendable {
    /// An absolute `https` URL with a host.
    case url
    /// A host name, optionally with a leading `*.` wildcard.
    case host
}

/// How the flow talks to the SDK: one JSON message per event.
public struct Bridge: Sendable {
    public var version: Int
    /// The value of the envelope's source field, which tells the flow's messages from others.
    public var source: String
    /// Messages larger than this many UTF-8 bytes are dropped unread.
    public var maxBytes: Int
    public var envelope: Envelope
    public var payloadRule: String
    public var endpoints: [BridgeEndpoint]

    /// The wire keys of the envelope's fields.
    public struct Envelope: Sendable {
        public var source: String
        public var version: String
        public var type: String
        public var session: String
        public var payload: String

        /// The keys in the order the protocol lists them.
        public var keys: [String] { [source, version, type, session, payload] }
    }
}

/// The native object the flow posts messages to on one platform.
public struct BridgeEndpoint: Sendable {
    public var platform: Identifier
    public var kind: Identifier
    public var name: String
    public var method: String?
}

/// What happens when the flow navigates.
public struct Navigation: Sendable {
    /// The option holding the session URL (required, `url` format).
    public var sessionOption: Identifier
    /// Host groups loaded inside the WebView, besides the session URL's own host.
    public var hostGroups: [HostGroup]
    /// The option whose hosts are also loaded inside the WebView.
    public var hostsOption: Identifier?
    /// Schemes named as examples of what is blocked.
    public var blockedSchemeExamples: [String]
    /// Options sent as query parameters of the session URL, before the fragment.
    public var queryOptions: [Identifier]
    /// The fragment key that carries the session token (`t` for `#t=`).
    public var tokenFragment: String
    /// After this many blocked navigations the flow fails with `blockedFailure`.
    public var blockedLimit: Int
    public var blockedFailure: Identifier

    public struct HostGroup: Sendable {
        public var name: String
        /// Exact hosts, or `*.` wildcards that match any subdomain.
        public var hosts: [String]
        public var reason: String?
    }
}
