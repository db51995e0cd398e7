import Mustache

/// What `Templates/kotlin/*.mustache` read: one value shared by every file, projected by
/// `MustacheValue(projecting:)`, so each name a template reads is a property here. Names are Kotlin declarations,
/// `…Literal` values Kotlin string literals, `…Markdown` values KDoc text, `doc` values KDoc lines.
struct KotlinContext: LanguageContext {
    let contractFile: String
    /// `com.example.contract`.
    let package: String
    /// Written either way: explicit API mode asks every declaration to say.
    let access: String
    /// A member of an interface is public or, in an internal one, says nothing.
    let interfaceMemberAccess: String
    /// Java's static entry points are only for a public layer.
    let isPublic: Bool
    let resultTagLiteral: String
    @Inlined var declaredTypes: DeclaredTypesContext
    /// The lists that grow with the contract are made only while a file that reads them renders.
    let enums: WhenRead<[KotlinEnum]>
    let wireEnumProtocols: [WireEnumProtocol]
    let resultDoc: MustacheValue
    /// The message type's summary line (`PlatformCode.messageSummary`).
    let messageSummary: String
    let results: WhenRead<[CaseContext<KotlinField>]>
    let anyResultFields: Bool
    let events: WhenRead<[EventContext<CaseContext<KotlinField>>]>
    let options: WhenRead<[KotlinOption]>
    /// The builder passes a deprecated option on, which would warn.
    let hasDeprecatedOptions: Bool
    /// Java callers get an overload per option with a default (`@JvmOverloads`, a warning where there is none).
    let hasOptionDefaults: Bool
    let optionTypeAliases: [OptionTypeAlias]
    /// The payload problems of both rejection types, through one partial.
    let bridgeRejections: SealedType
    let dispatchRejections: SealedType
    /// The configuration's equals and hashCode, through the partial every value class uses.
    let configurationEquality: Equality<KotlinOption>
    /// What a configuration that fails `validate()` is thrown as.
    @Inlined var configurationProblem: ConfigurationProblemContext?
    /// Which files have content: a file whose part the contract lacks renders only its header and package, and is
    /// not written.
    @Inlined var sections: SectionsContext
    @Inlined var bridge: BridgeContext<SendersContext>?
    @Inlined var navigation: NavigationContext?
    @Inlined var security: SecurityPart
    @Inlined var wireAliases: WireAliasContext
    let resultTracker: ResultTrackerContext?
    /// The result tracker's ending, through the value-class partial.
    let endingMembers: Equality<EndingMember>
    @Inlined var flows: KotlinFlowsContext
    /// The conformance runner's, made only while it renders.
    let conformance: WhenRead<ConformanceContext<KotlinConformance>?>

    struct SealedType: Encodable {
        let sealedType: String
    }

    /// A type's members as `kotlin/value-equality` compares and shows them.
    struct Equality<Field: Encodable & Sendable>: Encodable {
        let typeName: String
        let fields: WhenRead<[Field]>
    }

    struct EndingMember: Encodable {
        let name: String
        let labelLiteral: String
    }
}

struct KotlinEnum: Encodable {
    let typeName: String
    let doc: MustacheValue
    /// The wire interface it implements, and its wire's type: `String`, or `Long` for an enum of numbers.
    let protocolName: String
    let rawType: String
    /// The class an unknown wire value decodes to, named apart from the known values.
    let unknownType: String
    let cases: [EnumValueContext]
    /// The accessor from a value to its group, where the enum is grouped.
    let grouping: EnumGroupingContext?
}

/// A field of a result, event payload or record; the templates read it from a field reader with `converter` and
/// write `encoded`, its value as JSON, with `put` (`putOpt` when optional).
struct KotlinField: Encodable {
    let name: String
    /// How `toString()` labels it: the member's name without the backticks a keyword needs.
    let labelLiteral: String
    let type: String
    /// ` = null` for an optional field.
    let defaultValue: String
    let doc: MustacheValue
    let wireLiteral: String
    let isOptional: Bool
    let expectedLiteral: String
    let converter: String
    let encoded: String
    @Inlined var evolution: EvolutionContext
}

struct KotlinOption: Encodable {
    let name: String
    let type: String
    let doc: MustacheValue
    /// How `toString()` shows it: redacted, or after its label (an enum as its wire value).
    let isSensitive: Bool
    let redactedLiteral: String
    let labelLiteral: String
    let keyLiteral: String
    /// `toJson()`'s value: an enum as its wire value, a list as a JSONArray.
    let encoded: String
    let isEnum: Bool
    let isNullable: Bool
    /// A list is a constructor parameter copied into its property: a caller's MutableList changed later is not
    /// the configuration's.
    let isList: Bool
    let check: OptionCheckContext?
    /// The constructor's default; the read's own default is in `read`.
    let defaultLiteral: String?
    /// How `fromJson` reads it.
    let read: OptionReadContext
    @Inlined var evolution: EvolutionContext
}

/// Records, the catch-all event, each flow's callbacks interface and the dispatcher that replaces the WebView
/// integration's messages.
struct KotlinFlowsContext: Encodable {
    /// A callbacks interface per flow, on platforms with callback objects.
    let hasCallbacks: Bool
    let hasDispatch: Bool
    let catchesInvalidPayloads: Bool
    let endsFlows: Bool
    let records: [Record]
    let flows: [Flow]
    let surface: SurfaceContext?
    let catchAll: CatchAllContext?
    @Inlined var legacyKeys: LegacyKeys?
    let handshake: HandshakeContext<Handshake>?

    struct Record: Encodable {
        let typeName: String
        let doc: MustacheValue
        /// The fields read from the wire.
        let fields: [KotlinField]
        /// A record without fields is equal to every other.
        let hasFields: Bool
        let typeNameLiteral: String
        let derived: [Derived]
        let toJsonDoc: MustacheValue
        let isPayload: Bool
        let payloadStorage: String
        let rawAccessors: [RawAccessorContext]
        @Inlined var aliases: RecordAliasContext
    }

    struct Derived: Encodable {
        let name: String
        let wireLiteral: String
        let doc: MustacheValue
        let comparison: DerivedFieldContext
    }

    struct Flow: Encodable {
        /// The flow's contract name, as the dispatch vectors name it.
        let nameLiteral: String
        let callbacksType: String
        let dispatcherType: String
        let callbacksDoc: MustacheValue
        let dispatcherDoc: MustacheValue
        let callbacks: [Callback]
        /// Java implements an interface's callbacks that have a body only where the SDK was compiled to emit them.
        let hasAdapter: Bool
        let adapterDoc: MustacheValue
        /// Callbacks that expect the main thread get an executor the host app gives: the JVM has no main thread.
        let isMainActor: Bool
        let messages: [Message]
        let unknownCalls: [Call]
        let hasUnknownCalls: Bool
        let invalidPayloadCalls: [Call]
        let hasInvalidPayloadCalls: Bool
        /// A dispatcher that remembers reads each message under its lock.
        let hasState: Bool
        @Inlined var state: DispatcherState
    }

    struct Callback: Encodable {
        let name: String
        /// The parameter it takes, as declared (`event: PaymentEvent`), or nothing.
        let parameter: String
        /// The callback's contract name, and its one argument as JSON (`event.toJson()`), as the conformance
        /// runner records a call; nil for none, or for several parameters, which the vectors leave out.
        let nameLiteral: String
        let recordedArgument: String?
        let doc: MustacheValue
        let isRequired: Bool
        @Inlined var evolution: EvolutionContext
    }

    /// A `when` branch: the payload decoded first (a problem rejects the message before any callback runs), then
    /// each callback the message fires.
    struct Message: Encodable {
        let wireLiteral: String
        let endsFlow: Bool
        /// The record the payload decodes to; nil when it has none.
        let payloadType: String?
        let bindsPayload: Bool
        let payloadVariable: String
        let calls: [Call]
        let hasCalls: Bool
    }

    /// A call: the shared step, and where Kotlin remembers whether this is the call's first time, decided as the
    /// message is read, before the executor runs it.
    struct Call: Encodable {
        @Inlined var step: StepContext
        let onceVariable: String
    }

    struct Handshake: Encodable {
        let type: String
        let fields: [ReplyField]
        let replyDoc: MustacheValue
    }

    struct ReplyField: Encodable {
        let name: String
        let type: String
        let wireLiteral: String
        let isOptional: Bool
        let encoded: String
    }
}
