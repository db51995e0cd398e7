import Mustache

/// What `Templates/dart/*.mustache` read: one value shared by every file, projected by
/// `MustacheValue(projecting:)`, so each name a template reads is a property here. Names are Dart declarations,
/// `…Literal` values Dart string literals, `…Text` values go inside one, `…Markdown` values are text for doc
/// comments, and `doc` values are `///` lines.
struct DartContext: LanguageContext {
    let contractFile: String
    let prefix: String
    let resultTagLiteral: String
    /// The library's file below `lib/`, named after the package (`acme_contract.dart`), which each part names.
    let libraryFile: String
    /// The files the library includes: the parts that declare something.
    var parts: [Part]
    /// Declarations go on one line when they fit in the formatter's width, as `dart format` writes them.
    let layout: MustacheValue
    @Inlined var declaredTypes: DeclaredTypesContext
    /// Which parts the library has.
    @Inlined var sections: SectionsContext
    var libraryDoc: MustacheValue
    /// The lists that grow with the contract are made only while a file that reads them renders.
    let enums: WhenRead<[DartEnum]>
    let wireEnumProtocols: [WireEnumProtocol]
    let resultDoc: MustacheValue
    /// The message type's summary line (`PlatformCode.messageSummary`).
    let messageSummary: String
    let results: WhenRead<[DartCaseClass]>
    let anyResultFields: Bool
    /// What the event type's switches read of each event; the classes are `eventClasses`.
    let events: WhenRead<[DartEventSwitch]>
    /// events.dart reads its events five times: four switches that need a few keys of each, and the classes,
    /// which need all of them (about 5 KB an event). Each class is made when its pass reaches it, so 10,000 events
    /// never hold their classes' contexts at once.
    let eventClasses: MadeWhenReached<DartCaseClass>
    /// The records a field holds (`Contract.recordsHeldByFields`): Dart declares no others.
    let records: WhenRead<[DartRecord]>
    /// The JSON readers used: an unused private function is an analyzer warning.
    @Inlined var readers: DartReaders
    @Inlined var configuration: DartConfigurationContext
    let resultTracker: ResultTrackerContext?
    let resultEnding: DartValueClassContext?
    @Inlined var bridge: DartBridge?
    @Inlined var navigation: NavigationContext?
    @Inlined var security: SecurityPart
    @Inlined var wireAliases: WireAliasContext
    /// What `pubspec.yaml` reads.
    @Inlined var package: DartPackage
    /// The conformance runner's, made only while it renders; the pubspec names its test dependency.
    let conformance: WhenRead<ConformanceContext<DartConformance>?>

    struct Part: Encodable {
        let path: String
    }
}

/// `pubspec.yaml`: the package's name, whether it may be published, and its description as a YAML string.
struct DartPackage: Encodable {
    let packageName: String
    let isPrivatePackage: Bool
    let packageDescriptionLiteral: String
}

/// Which JSON readers the library declares.
struct DartReaders: Encodable {
    let readsString: Bool
    let readsBool: Bool
    let readsNumber: Bool
    let readsDuration: Bool
    let readsTimestamp: Bool
    let readsEnum: Bool
    let readsIntegerEnum: Bool
    let readsList: Bool
    let readsMap: Bool
    let readsJson: Bool
    /// Some value is compared by its content at every depth (`_deepEquals`): a map or JSON.
    let comparesDeeply: Bool
}

/// An enum: a class with a `static const` per known value.
struct DartEnum: Encodable {
    let typeName: String
    /// The wire interface it implements, and its wire's type: `String`, or `int` for an enum of numbers.
    let protocolName: String
    let rawType: String
    let nameText: String
    let equalities: [DartValueClassContext.Compared]
    let doc: MustacheValue
    let values: [EnumValueContext]
    /// The getter from a value to its group, where the enum is grouped.
    let grouping: EnumGroupingContext?
}

/// A result or an event: a value class extending the sealed type, and how its fields are read and written.
struct DartCaseClass: Encodable {
    @Inlined var valueClass: DartValueClassContext
    let wireLiteral: String
    let reads: [DartFieldRead]
}

/// A record a field holds: a value class, and how its reader and writer read and write its fields.
struct DartRecord: Encodable {
    @Inlined var valueClass: DartValueClassContext
    let reads: [DartFieldRead]
}

/// How `dart/field-read` reads a field from `fields` and `toJson` writes it: `json` is the field's value as JSON.
struct DartFieldRead: Encodable {
    let name: String
    let keyLiteral: String
    let isOptional: Bool
    /// An optional field read with `optionalSent`, which reads what a platform sends for no value as none; the
    /// configuration's options, read with the same partial, are what the host app wrote.
    var isSent = false
    let expectedLiteral: String
    let converter: String
    let json: String
}

/// What the event type's switches read of one event, spelled as its class spells it.
struct DartEventSwitch: Encodable {
    let typeName: String
    let wireLiteral: String
    /// `true` or `false`.
    let isDelivered: String
    let hasFields: Bool
    /// For `dart/pattern`.
    let fields: [Named]
    let reads: [DartFieldRead]

    struct Named: Encodable {
        let name: String
    }
}

/// The configuration (`Templates/dart/configuration.dart`): the options this platform has, with their defaults,
/// JSON reads and writes, `copyWith` parameters, validation rules and redacted description.
struct DartConfigurationContext: Encodable {
    let optionTypeAliases: [OptionTypeAlias]
    let options: WhenRead<[Option]>
    /// Private helpers nothing calls are warnings in Dart: each of these is declared only when an option uses it.
    @Inlined var checks: Checks
    /// List options are kept as unmodifiable copies, which a `const` constructor cannot make.
    let isConstConfiguration: Bool
    let optionCopies: WhenRead<[DartValueClassContext.Copy]>
    let copyWithDoc: MustacheValue
    let configurationNameText: String
    /// What `==` and `hashCode` compare: the class's name, and every option.
    let comparison: WhenRead<Comparison>
    /// What a configuration that fails `validate()` is thrown as.
    @Inlined var problem: ConfigurationProblemContext?

    struct Option: Encodable {
        @Inlined var compared: DartValueClassContext.Compared
        let type: String
        let doc: MustacheValue
        /// Read with `fields.optional`: the key may be absent.
        let isOptional: Bool
        /// Never read with `fields.optionalSent` (`dart/field-read`): options are what the host app wrote.
        let isSent = false
        let isNullable: Bool
        /// `toJson` writes every option, a null one as null: absent would read back as the default.
        let json: String
        let read: OptionReadContext
        let check: OptionCheckContext?
        /// `toString` shows each option as `name: value`.
        let labelText: String
        let described: String
        @Inlined var evolution: EvolutionContext
    }

    struct Checks: Encodable {
        let checksValue: Bool
        let checksHosts: Bool
        let checksNonNegative: Bool
        let checksKnown: Bool
    }

    struct Comparison: Encodable {
        @Inlined var hash: DartValueClassContext.Hash
        let typeName: String
        let equalities: [DartValueClassContext.Compared]
    }
}

/// The bridge: the shared keys, the message class, the sender class and the rejections.
struct DartBridge: Encodable {
    @Inlined var shared: BridgeContext<Senders>
    let message: DartValueClassContext
    let rejections: [Rejection]

    struct Senders: Encodable {
        @Inlined var shared: SendersContext
        let senderClass: DartValueClassContext
    }

    struct Rejection: Encodable {
        @Inlined var valueClass: DartValueClassContext
        let kindLiteral: String
    }
}
