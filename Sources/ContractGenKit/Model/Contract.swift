/// The validated contract: what every target renders. Built by the validate stage from `contract.json`; every
/// reference in it resolves and every name is valid on every platform.
struct Contract: Sendable {
    /// The key that names the result in a result's JSON form (`{"type": "completed", …}`).
    static let resultTag = "type"

    /// Short machine name of the contract, e.g. the product's name; used in generated namespaces.
    var name: Identifier
    var title: String
    var summary: String?
    var description: String?
    var platforms: [Platform]
    var enums: [EnumType]
    /// The enum whose values are the failure codes.
    var failures: EnumType?
    var results: [ResultCase]
    var events: [Event]
    var configuration: Configuration?
    var bridge: Bridge?
    var navigation: Navigation?
    var security: [String]
    /// Where the published page lives, for its `Source:` line.
    var source: String? = nil
    /// The typed WebView settings, when the contract gives them; `security` then holds only further notes.
    var webViewSecurity: WebViewSecurity? = nil
    var records: [Record] = []
    var catchAll: CatchAll?
    var callbacks: [Callback] = []
    var flows: [Flow] = []
    var legacy: Legacy?
    /// The integration hosts used before the SDKs, and what replaces it: the page's migration tables.
    var migration: Migration? = nil
    var lifecycle: [LifecycleStep] = []
    /// The SDK's entry points and session, when the contract describes them.
    var sdk: SDKSurface? = nil
    /// Sections the reference page leaves out, for a page that must equal one published without them.
    var pageOmits: Set<PageSection> = []

    /// A section of the reference page a contract may leave out.
    enum PageSection: String, Sendable, CaseIterable {
        /// Each enum's values with their descriptions and names.
        case types
        /// A table of the platform-only options with their types, defaults and descriptions (the page keeps
        /// the one-line list).
        case platformOnlyDetails = "platform_only_details"
        /// The diagram of what produces each result.
        case resultFlow = "result_flow"
    }

    /// Every enum, the failure codes included, in contract order.
    var allEnums: [EnumType] {
        enums + (failures.map { [$0] } ?? [])
    }

    /// The enum named `name`, the failure codes included.
    func enumType(named name: Identifier) -> EnumType? {
        allEnums.first { $0.name == name }
    }

    func record(named name: Identifier) -> Record? {
        records.first { $0.name == name }
    }

    func callback(named name: Identifier) -> Callback? {
        callbacks.first { $0.name == name }
    }

    func platform(_ id: Identifier) -> Platform? {
        platforms.first { $0.id == id }
    }
}

/// A platform that ships an SDK, declared once and referred to by `id` everywhere else.
struct Platform: Sendable, Hashable {
    var id: Identifier
    /// Shown in tables, e.g. "React Native".
    var displayName: String
    var language: Language
    /// The Kotlin package, Dart library or npm package name the platform's code lives in.
    var package: String?
    var callbackStyle: CallbackStyle = .objects
    /// The oldest OS the SDK runs on, as the page says it, e.g. "iOS 17".
    var minimumOS: String? = nil
    /// Where a host app gets the SDK.
    var distribution: Distribution? = nil
    /// What the contract assumes about this platform's listener names, where its source does not give them.
    var listenerNamesAssumed: String? = nil
    /// The cross-platform framework whose plugin conventions the SDK's surface follows; nil for a native SDK.
    var framework: Framework? = nil
    /// What the contract states about the platform that its source does not say, and why; the page footnotes it.
    var assumed: String? = nil
    /// How a TypeScript platform's modules name each other, for the resolver its SDK builds with.
    var moduleResolution: ModuleResolution = .bundler
    /// How the platform's names depart from its language's rule as a whole.
    var naming = NamingPolicy()
    /// What the platform's SDK sends for an optional field with no value (iOS's `""`), which every SDK reads as none.
    var absentValues: [String] = []

    /// How TypeScript modules import each other.
    enum ModuleResolution: String, Sendable, CaseIterable {
        /// Without an extension (`./json`), as React Native's Metro, Jest and bundlers resolve, and tsc's
        /// `bundler` and `node10` resolutions; no resolver of those maps `./json.js` to `json.ts`.
        case bundler
        /// With `.js` (`./json.js`), as tsc's `node16` and `nodenext` resolutions require of an ES module.
        case node16
    }

    enum Framework: String, Sendable, CaseIterable {
        /// A Capacitor plugin: one options object a call, results resolved as objects, `addListener`.
        case capacitor
        /// A React Native module: promises, events through an emitter.
        case reactNative = "react_native"
        /// A Flutter plugin: futures over a method channel.
        case flutter
    }

    /// A registry and the SDK's coordinates in it.
    struct Distribution: Sendable, Hashable {
        enum Registry: String, Sendable, CaseIterable {
            case swiftpm, maven, npm, pub
        }

        /// A recommended version range: how far a host's dependency may move without it asking.
        enum Pin: String, Sendable, CaseIterable {
            case exact, minor, major
        }

        var registry: Registry
        /// The package URL (Swift Package Manager), `group:artifact` (Maven) or package name (npm, pub).
        var coordinates: String
        var version: Version? = nil
        var pin: Pin? = nil
        var pinReason: String? = nil
        var note: String? = nil
    }

    enum CallbackStyle: String, Sendable, Hashable {
        /// A callbacks object per flow.
        case objects
        /// Global listeners, named per flow where their argument differs between flows.
        case listeners
    }
}

/// The languages contractgen knows how to name things in and render code for.
enum Language: String, Sendable, Hashable, CaseIterable {
    case swift, kotlin, typescript, dart
}

/// Per-platform spellings that deviate from the language's naming rule, keyed by platform id.
typealias NameOverrides = [Identifier: String]

/// A closed set of string values on the wire; decoders keep values they do not know as an explicit unknown.
struct EnumType: Sendable {
    var name: Identifier
    /// Where the contract declares it, for diagnostics found after loading.
    var location: SourceLocation
    var description: String?
    var values: [EnumValue]
    var names: NameOverrides
    var assumed: String? = nil
    /// Whether the flow sends values the contract does not list (a set the source cannot enumerate): the page
    /// sends any string, where it otherwise sends only the listed values. Every SDK keeps an unknown value either way.
    var isOpen = false
    /// The enum whose values group these (each failure code's error type), where the contract says; each value
    /// names its group in `EnumValue.group`.
    var groupedBy: Identifier? = nil
    /// The values are whole numbers on the wire (each value's `wire` a JSON integer), as SDKs that send an
    /// account type as `1` have them. Only a field may hold such an enum.
    var isInteger = false
}

struct EnumValue: Sendable {
    var name: Identifier
    /// Where the contract declares it, for diagnostics found after loading.
    var location: SourceLocation
    /// The string on the wire, the contract name unless written out; for an integer enum, the number's decimal
    /// text (`EnumType.isInteger`).
    var wire: String
    var description: String?
    /// Platforms that have this value; nil means every platform.
    var platforms: Set<Identifier>?
    var names: NameOverrides
    var assumed: String? = nil
    var evolution = Evolution()
    /// The value of the enum's `groupedBy` enum this one belongs to; nil for one in no group.
    var group: Identifier? = nil

    func isAvailable(on platform: Platform) -> Bool {
        platforms?.contains(platform.id) ?? true
    }
}

/// The type of a field, an option or a payload entry.
indirect enum TypeRef: Sendable, Hashable {
    case string
    case boolean
    case integer
    case number
    /// A whole number of milliseconds.
    case durationMilliseconds
    /// An instant, as an RFC 3339 string (`2024-05-01T12:30:00.000Z`), kept to the millisecond.
    case timestamp
    case array(TypeRef)
    case enumeration(Identifier)
    /// A record of the contract's, as a JSON object with its fields: a field's value nests like the payload does.
    case record(Identifier)
    /// A JSON object whose keys are free strings and whose values are all of one type (`map<string>`).
    case map(TypeRef)
    /// Any JSON value, kept as it was sent: metadata the contract does not describe.
    case json

    /// The spelling used in contract.json and in the reference tables, e.g. `string[]`.
    var contractSpelling: String {
        switch self {
        case .string: "string"
        case .boolean: "boolean"
        case .integer: "integer"
        case .number: "number"
        case .durationMilliseconds: "duration_ms"
        case .timestamp: "timestamp"
        case .array(let element): element.contractSpelling + "[]"
        case .enumeration(let name), .record(let name): name.raw
        case .map(let value): "map<" + value.contractSpelling + ">"
        case .json: "json"
        }
    }

    /// Whether only a field of a result, an event or a record may hold the type: a record, a map, JSON, a
    /// timestamp, or a list of them. Options and callback parameters take the plain types.
    var isFieldOnly: Bool {
        switch self {
        case .record, .map, .json, .timestamp: true
        case .array(let element): element.isFieldOnly
        default: false
        }
    }

    /// The record this type holds, itself or as a list's items or a map's values.
    var record: Identifier? {
        switch self {
        case .record(let name): name
        case .array(let element), .map(let element): element.record
        default: nil
        }
    }
}

/// A named, typed value inside a result or an event payload.
struct Field: Sendable {
    var name: Identifier
    /// Where the contract declares it, for diagnostics found after loading.
    var location: SourceLocation
    var type: TypeRef
    var isOptional: Bool
    var description: String?
    var names: NameOverrides
    /// The key on the wire; the contract name unless written out.
    var wire: String
    /// Computed from another field instead of read from the wire.
    var derived: Derivation? = nil
    /// Where a result's field comes from when a trigger produces the result; nil elsewhere.
    var source: FieldSource? = nil
    var assumed: String? = nil
    var evolution = Evolution()
    /// Platforms whose SDKs have the field, in an event's payload or a result; nil means every platform. A derived
    /// field is where its source is.
    var platforms: Set<Identifier>? = nil
    /// Where one platform's SDK has the field otherwise (`by_platform`): optional there, under another key, of
    /// another type. `Contract.asHad(by:)` applies them.
    var byPlatform: [Identifier: PlatformFacts] = [:]

    /// What one platform's SDK says of a field otherwise than the field does; nil keeps the field's.
    struct PlatformFacts: Sendable {
        var isOptional: Bool?
        var wire: String?
        var type: TypeRef?
    }

    /// The field as `platform`'s SDK has it.
    func on(_ platform: Identifier) -> Field {
        guard let facts = byPlatform[platform] else { return self }
        var field = self
        field.isOptional = facts.isOptional ?? isOptional
        field.wire = facts.wire ?? wire
        field.type = facts.type ?? type
        field.byPlatform = [:]
        return field
    }

    func isAvailable(on platform: Platform) -> Bool {
        platforms?.contains(platform.id) ?? true
    }
}

/// One way the flow ends, as the host app receives it.
struct ResultCase: Sendable {
    var name: Identifier
    /// Where the contract declares it, for diagnostics found after loading.
    var location: SourceLocation
    var description: String?
    /// When the SDK returns this result.
    var when: String
    var fields: [Field]
    /// What produces the result, in the contract's order; empty when the contract does not say.
    var triggers: [ResultTrigger] = []
    var evolution = Evolution()

    /// The host actions that produce this result.
    var actions: [HostAction] {
        triggers.compactMap { if case .action(let action) = $0.kind { action } else { nil } }
    }
}

/// A message the flow sends over the bridge.
struct Event: Sendable {
    /// The contract name, which is also the `type` on the wire unless `wire` is written out.
    var name: Identifier
    /// Where the contract declares it, for diagnostics found after loading.
    var location: SourceLocation
    var wire: String
    var description: String
    var delivery: Delivery
    var payload: [Field]
    var names: NameOverrides
    /// The envelope must carry a session id: a message of this type without one is rejected.
    var requiresSession = false
    var assumed: String? = nil
    var evolution = Evolution()

    enum Delivery: String, Sendable {
        /// The SDKs decode the event and hand it to the host app.
        case delivered
        /// The SDKs recognise the event and drop it (it is meant for other embeds).
        case ignored
    }
}

struct Configuration: Sendable {
    /// The failure code that invalid configuration yields; nil where the contract names none, and an invalid
    /// configuration is the configuration error type instead.
    var failure: Identifier?
    var options: [Option]
}

/// A configuration option the host app sets.
struct Option: Sendable {
    var name: Identifier
    /// Where the contract declares it, for diagnostics found after loading.
    var location: SourceLocation
    var type: TypeRef
    var requirement: Requirement
    /// Whether `null` is a valid value (and so the type is optional in code).
    var isNullable: Bool
    var format: StringFormat?
    /// Never shown in descriptions or logs (the session URL carries a token).
    var isSensitive: Bool
    var description: String
    /// Platforms that have this option; nil means every platform.
    var platforms: Set<Identifier>?
    var names: NameOverrides
    /// The SDK's own value when the host app sets none (a set of hosts only the SDK knows); the option is then
    /// null by default.
    var sdkDefault: SDKDefault? = nil
    /// Per-platform names of the option's type, declared as an alias of it (`AcmeAllowList`).
    var typeNames: NameOverrides = [:]
    /// Per-platform behaviour, as the page's Description cell and each platform's doc comment say it.
    var notes: [(platform: Identifier, text: String)] = []
    var assumed: String? = nil
    var evolution = Evolution()

    /// A default only the SDK knows.
    struct SDKDefault: Sendable {
        /// What the SDK's own value holds.
        var description: String
        /// What a value the host app gives does with the SDK's own.
        var givenValue: GivenValue

        enum GivenValue: String, Sendable, CaseIterable {
            /// The host's value is used instead.
            case replaces
            /// The host's value is added to the SDK's.
            case extends
        }
    }

    enum Requirement: Sendable {
        case required
        case defaulted(DefaultValue)

        var isRequired: Bool {
            if case .required = self { true } else { false }
        }
    }

    func isAvailable(on platform: Platform) -> Bool {
        platforms?.contains(platform.id) ?? true
    }
}

/// A checked default value, matching its option's type.
indirect enum DefaultValue: Sendable, Hashable {
    case null
    case string(String)
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case enumValue(name: Identifier, wire: String)
    case array([DefaultValue])

    /// It is, or holds, an enum value.
    var holdsEnumValue: Bool {
        switch self {
        case .enumValue: true
        case .array(let items): items.contains(where: \.holdsEnumValue)
        default: false
        }
    }
}

/// Extra checks on a string option.
enum StringFormat: String, Sendable {
    /// An absolute `https` URL with a host.
    case url
    /// A host name, optionally with a leading `*.` wildcard.
    case host
}

/// How the flow talks to the SDK: one JSON message per event.
struct Bridge: Sendable {
    /// The protocol version the SDK speaks: what it sends, and what its session URL tells the flow.
    var version: Int
    /// The versions of `v` an SDK reads; `version` alone unless the contract widens it.
    var acceptedVersions: ClosedRange<Int>
    /// Whether a message whose version is above `acceptedVersions` is read as `version` (the flow promises a
    /// newer version only adds types and fields) instead of rejected.
    var readsNewerVersions: Bool
    /// The session URL query parameter that carries `version`, when the contract names one.
    var versionParameter: String?
    /// The value of the envelope's source field, which tells the flow's messages from others.
    var source: String
    /// Messages larger than this many UTF-8 bytes are dropped unread.
    var maxBytes: Int
    var envelope: Envelope
    var payloadRule: String
    var endpoints: [BridgeEndpoint]
    /// Who may post: the flow's origin in the main frame unless the contract widens it.
    var senders = Senders()
    /// Where the contract declares it, for diagnostics and diff findings.
    var location: SourceLocation? = nil

    /// The pages that may post to the bridge: the flow's own origin (the session URL's https host and port),
    /// and `origins`; from the main frame alone unless `frames` is `any`.
    struct Senders: Sendable, Hashable {
        /// Whether a frame inside the page may post too.
        var allowsSubframes = false
        /// Other https origins that may post, as host patterns (`partner.example.com`, `*.example.com:8443`).
        var origins: [String] = []
        /// Why the contract widens the default, for the page and the code's documentation.
        var reason: String?

        /// Whether the contract keeps the default: the flow's origin, main frame.
        var isDefault: Bool { !allowsSubframes && origins.isEmpty }
    }

    /// The wire keys of the envelope's fields.
    struct Envelope: Sendable {
        var source: String
        var version: String
        var type: String
        var session: String
        var payload: String

        /// The keys in the order the protocol lists them.
        var keys: [String] { [source, version, type, session, payload] }

        /// Each field under its own name: the keys an event's JSON form uses when no bridge names others.
        static let standard = Envelope(
            source: "source", version: "version", type: "type", session: "session", payload: "payload")
    }
}

/// The native object the flow posts messages to on one platform.
struct BridgeEndpoint: Sendable {
    var platform: Identifier
    var kind: Identifier
    var name: String
    var method: String?
}

/// What happens when the flow navigates.
struct Navigation: Sendable {
    /// The option holding the session URL (required, `url` format).
    var sessionOption: Identifier
    /// Host groups loaded inside the WebView, besides the session URL's own host.
    var hostGroups: [HostGroup]
    /// The option whose hosts are also loaded inside the WebView.
    var hostsOption: Identifier?
    /// Schemes named as examples of what is blocked.
    var blockedSchemeExamples: [String]
    /// Options sent as query parameters of the session URL, before the fragment.
    var queryOptions: [Identifier]
    /// The fragment key that carries the session token (`t` for `#t=`).
    /// The fragment key of the session token (`t` for `#t=`); nil when the session URL carries no token.
    var tokenFragment: String?
    /// After how many blocked navigations the flow fails, and with what; nil where it never does.
    var blockedLimit: BlockedLimit?
    /// Where the contract declares it, for diff findings.
    var location: SourceLocation? = nil

    /// After `count` blocked navigations in a row the flow fails with `failure`.
    struct BlockedLimit: Sendable, Equatable {
        var count: Int
        var failure: Identifier
    }

    struct HostGroup: Sendable {
        var name: String
        /// Exact hosts, or `*.` wildcards that match any subdomain.
        var hosts: [String]
        var reason: String?
    }
}
