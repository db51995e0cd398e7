import Mustache

/// What `Templates/swift/*.mustache` read: one value shared by every file, projected by
/// `MustacheValue(projecting:)`, so each name a template reads is a property here. Names are Swift declarations,
/// `…Literal` values Swift string literals, `doc` values `///` lines.
struct SwiftContext: LanguageContext {
    let contractFile: String
    /// `Acme`: put before every top-level type name.
    let prefix: String
    /// `public ` or nothing, before every declaration meant for the SDK.
    let access: String
    /// The file renders as a part of `swift/single-file.swift` (`--swift-file`), without the header and imports
    /// that file writes once.
    let isPart: Bool
    let resultTagLiteral: String
    let durationType: String
    let usesDuration: Bool
    @Inlined var declaredTypes: DeclaredTypesContext
    /// The lists that grow with the contract are made only while a file that reads them renders.
    let enums: WhenRead<[SwiftEnum]>
    /// The protocols the enums conform to: one for strings, and one for enums of numbers where the contract has
    /// them, each with `typeName`, `rawType` and `wireSummary`.
    let wireEnumProtocols: [WireEnumProtocol]
    let resultDoc: MustacheValue
    /// The message type's summary line (`PlatformCode.messageSummary`).
    let messageSummary: String
    /// The keys of an event's JSON form: the bridge envelope's, else `Bridge.Envelope.standard`.
    let eventTypeKeyLiteral: String
    let eventPayloadKeyLiteral: String
    let eventJSONDoc: String
    let results: WhenRead<[SwiftCase]>
    let anyResultFields: Bool
    let events: WhenRead<[EventContext<SwiftCase>]>
    let anyEventFields: Bool
    let eventDeprecatedCases: WhenRead<SwiftCaseDeprecations>
    let resultDeprecatedCases: WhenRead<SwiftCaseDeprecations>
    let options: WhenRead<[SwiftOption]>
    let optionTypeAliases: [OptionTypeAlias]
    /// What a configuration that fails `validate()` is thrown as.
    @Inlined var configurationProblem: ConfigurationProblemContext?
    /// Which files have content: a file whose part the contract lacks renders only its header, and is not written.
    @Inlined var sections: SectionsContext
    @Inlined var bridge: BridgeContext<SendersContext>?
    @Inlined var navigation: NavigationContext?
    @Inlined var security: SecurityPart
    @Inlined var wireAliases: WireAliasContext
    /// Nil when no result says what produces it.
    let resultTracker: ResultTrackerContext?
    @Inlined var records: SwiftRecords
    @Inlined var flows: SwiftFlows
    /// The conformance runner's, made only while it renders.
    let conformance: WhenRead<ConformanceContext<SwiftConformance>?>
}

/// An enum of wire values, and how a deprecated value is made without its warning.
struct SwiftEnum: Encodable {
    let typeName: String
    let doc: MustacheValue
    /// The wire protocol it conforms to, and its raw value's type: `String`, or `Int64` for an enum of numbers.
    let protocolName: String
    let rawType: String
    /// The case an unknown wire value decodes to, named apart from the known ones.
    let unknownCase: String
    let cases: [Case]
    /// The accessor from a value to its group, where the enum is grouped.
    let grouping: EnumGroupingContext?
    @Inlined var deprecatedCases: SwiftDeprecatedCases

    /// A value, and how the generated code makes it (`constructorName`).
    struct Case: Encodable {
        @Inlined var value: EnumValueContext
        let constructorName: String
    }
}

/// A result or an event: a case of the sum type with its payload type nested in it, and how the generated code
/// makes the case.
struct SwiftCase: Encodable {
    @Inlined var item: CaseContext<SwiftField>
    let caseName: String
    let constructorName: String
}

/// A field of a payload or a record. The templates read it from `fields` (a field reader) with `converter`, and
/// `encode` turns it into JSON; `label`, `parameter` and `argument` spell it in the memberwise initializer
/// (`SwiftTarget.parameterNames`).
struct SwiftField: Encodable {
    let name: String
    let type: String
    let wireLiteral: String
    let doc: MustacheValue
    let reference: String
    let isOptional: Bool
    let expectedLiteral: String
    let converter: String
    var encode: String
    /// In a record, the comparison a derived field is computed by; nil for a field read from the wire.
    var derived: DerivedFieldContext?
    @Inlined var evolution: EvolutionContext
    @Inlined var parameter: ParameterNames?
}

/// A configuration option.
struct SwiftOption: Encodable {
    let name: String
    /// Where the generated code stores it: a deprecated option's storage is read without the warning.
    let storedName: String
    let nameMarkdown: String
    let type: String
    let doc: MustacheValue
    let isSensitive: Bool
    let redactedLiteral: String
    let labelLiteral: String
    /// The property as `dump` names it: without the backticks of an escaped keyword.
    let propertyLiteral: String
    let reference: String
    let keyLiteral: String
    /// Written to JSON every time: null for an unset option, which `init(json:)` reads back as unset.
    let encode: String
    let isNullable: Bool
    let check: OptionCheckContext?
    /// The memberwise initializer's default; the read's own default is in `read`.
    let defaultLiteral: String?
    let read: OptionReadContext
    @Inlined var evolution: EvolutionContext
    @Inlined var parameter: ParameterNames?
}

/// The keys of `swift/deprecated-cases`: the protocol through which the generated code makes deprecated cases.
struct SwiftDeprecatedCases: Encodable {
    let hasDeprecatedCases: Bool
    let deprecatedCasesType: String
    let deprecatedCases: [Case]

    struct Case: Encodable {
        let requirement: String
        let accessor: String
    }
}

/// The deprecated results or events of the sum type `typeName`.
struct SwiftCaseDeprecations: Encodable {
    let typeName: String
    @Inlined var cases: SwiftDeprecatedCases
}

/// Records and the catch-all event (`ContractRecords.swift`).
struct SwiftRecords: Encodable {
    let records: [Record]
    let catchAll: CatchAllContext?

    struct Record: Encodable {
        let typeName: String
        let doc: MustacheValue
        /// In contract order.
        let fields: [SwiftField]
        let hasFields: Bool
        /// The fields read from the wire, compared by `==` when the record keeps its raw payload (which is not).
        let storedFields: [SwiftField]
        let hasStoredFields: Bool
        let hasRawPayload: Bool
        /// A text accessor returns the payload's text as sent.
        let keepsSentText: Bool
        let rawAccessors: [RawAccessorContext]
        @Inlined var aliases: RecordAliasContext
    }

}

/// Callbacks per flow (`ContractCallbacks.swift`), or global listeners, and the dispatchers that turn the legacy
/// WebView messages into calls (`ContractDispatch.swift`).
struct SwiftFlows: Encodable {
    /// A callbacks object per flow: the platform's `callback_style` is `objects`.
    let hasCallbacks: Bool
    /// A callback passes a timestamp (Foundation's `Date`) among several values.
    let passesTimestamps: Bool
    let hasListeners: Bool
    let hasDispatch: Bool
    let flows: [Flow]
    let catchesInvalidPayloads: Bool
    /// The message keeps its payload's text for the records' text accessor.
    let keepsPayloadText: Bool
    let endsFlows: Bool
    let listeners: [ListenerContext]?
    let surface: SurfaceContext?
    @Inlined var legacyKeys: LegacyKeys?
    let handshake: HandshakeContext<Handshake>?

    struct Flow: Encodable {
        /// The flow's contract name, as the vectors name it.
        let nameLiteral: String
        let callbacksType: String
        let dispatcherType: String
        let callbacksDoc: MustacheValue
        let dispatcherDoc: MustacheValue
        let isMainActor: Bool
        let callbacks: [Callback]
        /// What the dispatcher calls: the flow's callbacks, or a listener-emitting closure.
        let sinkName: String
        let sinkType: String
        let sinkParameterType: String
        let messages: [Message]
        let unknownCalls: [StepContext]
        let invalidPayloadCalls: [StepContext]
        @Inlined var state: DispatcherState
    }

    struct Callback: Encodable {
        let name: String
        /// Where the dispatcher calls a deprecated callback without the warning.
        let storedName: String
        let nameMarkdown: String
        let closureType: String
        let type: String
        /// The contract requires it on this platform (`required_on`): the initializer has no default for it.
        let isRequired: Bool
        /// Its contract name, as the vectors name it.
        let nameLiteral: String
        /// `_ in`, `_, _ in` where it passes values rather than one argument, which a recorder ignores; nil
        /// otherwise.
        let ignoredParameters: String?
        /// It passes one argument (a record or the catch-all), whose `json` a recorder keeps.
        let passesArgument: Bool
        let doc: MustacheValue
        @Inlined var evolution: EvolutionContext
        @Inlined var parameter: ParameterNames?
    }

    /// A message's case: its payload read first (so an invalid one calls nothing), then each call it makes.
    struct Message: Encodable {
        let typeLiteral: String
        let endsFlow: Bool
        /// The record the payload is read as; nil when it has none.
        let payloadType: String?
        let bindsPayload: Bool
        let calls: [StepContext]
    }

    struct Handshake: Encodable {
        let doc: MustacheValue
        let replyDoc: MustacheValue
        let parameters: [ReplyParameter]
    }

    struct ReplyParameter: Encodable {
        let label: String
        let type: String
        let isOptional: Bool
        let wireLiteral: String
        let encode: String
    }
}

/// The legacy messages' envelope keys, as string literals and as Markdown.
struct LegacyKeys: Encodable {
    let legacyTypeKeyLiteral: String
    let legacyTypeKeyMarkdown: String
    let legacyPayloadKeyLiteral: String
    let legacyPayloadKeyMarkdown: String
}

/// A listener (`Contract.listeners(on:)`): its member, its name on the wire, and its doc.
struct ListenerContext: Encodable {
    let name: String
    let valueLiteral: String
    let doc: MustacheValue
}
