import Mustache

/// What `Templates/typescript/*.mustache` read: one value shared by every file, projected by
/// `MustacheValue(projecting:)`, so each name a template reads is a property here. Names are TypeScript
/// declarations, `…Literal` values string literals, `…Markdown` values code spans for doc comments, `doc` values
/// `/** */` lines; `…Imports` values are import declarations, written by `typescript/names-from`.
struct TypeScriptContext: LanguageContext {
    let contractFile: String
    let platformName: String
    /// Declarations go on one line when they fit in 120 columns, the width the TypeScript files are written to.
    let layout: MustacheValue
    @Inlined var declaredTypes: DeclaredTypesContext
    /// Which parts there are: a module whose part the contract lacks renders only its header and `export {}`, and is
    /// not written.
    @Inlined var sections: SectionsContext
    /// How modules name each other: `./json`, or `./json.js` for tsc's node16 resolution.
    let importExtension: String
    /// Enums are `export enum`s (a naming policy's `enum_form`): a value of one is its member, imported as a value,
    /// where a const object's union takes the wire string.
    let declaresEnums: Bool
    /// The lists that grow with the contract are made only while a file that reads them renders.
    let enums: WhenRead<[TypeScriptEnum]>
    @Inlined var results: TypeScriptResults
    @Inlined var events: TypeScriptEvents
    @Inlined var configuration: TypeScriptConfiguration?
    @Inlined var bridge: BridgeContext<SendersContext>?
    @Inlined var envelopeKeys: TypeScriptCode.EnvelopeKeys?
    @Inlined var navigation: NavigationContext?
    @Inlined var security: SecurityPart
    @Inlined var wireAliases: WireAliasContext
    @Inlined var records: TypeScriptRecords
    @Inlined var callbacks: TypeScriptCallbacks
    /// The declarations `index.ts` re-exports.
    let apiExports: WhenRead<[TypeScriptImports]>
    @Inlined var package: TypeScriptPackage
    /// The conformance runner's, made only while it renders.
    let conformance: WhenRead<ConformanceContext<TypeScriptConformance>?>

    var resultTracker: ResultTrackerContext? { results.resultTracker }
}

/// An import (or, in `index.ts`, an export) of names from a module, sorted by name whatever their kind, as
/// `deno fmt` orders them. `isTypeOnly` is `import type`, for names used as types only.
struct TypeScriptImports: Encodable, Equatable {
    let isExport: Bool
    let module: String
    let isTypeOnly: Bool
    let names: [Name]

    struct Name: Encodable, Equatable {
        let name: String
        let isType: Bool
    }
}

/// An enum: a string-literal union with a const object of its values.
struct TypeScriptEnum: Encodable {
    let typeName: String
    let typeMarkdown: String
    let guardName: String
    /// `string`, or `number` for an enum of numbers.
    let wireType: String
    /// What `Object.values` of it holds: strings, or for an enum of numbers names as well where it is an `enum`
    /// (TypeScript maps its numbers back to their names).
    let valuesType: String
    /// `export enum` rather than a const object and a union type (a naming policy's `enum_form`).
    let isDeclaredAsEnum: Bool
    let doc: MustacheValue
    let cases: [EnumValueContext]
    /// The map from earlier values to the values they became, for an enum with renamed values.
    let renamedValues: RenamedValues?
    /// The function from a value to its group, where the enum is grouped.
    let grouping: Grouping?

    struct Grouping: Encodable {
        @Inlined var grouping: EnumGroupingContext
        let function: String
    }

    struct RenamedValues: Encodable {
        let name: String
        let entries: [Entry]
    }

    struct Entry: Encodable {
        let earlierLiteral: String
        let caseName: String
    }
}

/// A result or an event: an exported type of its own with its type guard.
struct TypeScriptCase: Encodable {
    @Inlined var item: CaseContext<TypeScriptField>
    let guardName: String
}

/// A field as the templates declare, read and write it: its value needs no conversion to be JSON.
struct TypeScriptField: Encodable {
    let name: String
    let optionalMark: String
    let type: String
    let wireLiteral: String
    /// The wire key as an object literal's key, computed for `__proto__`.
    let wireKey: String
    let doc: MustacheValue
    let isOptional: Bool
    let expectedLiteral: String
    let converter: String
    /// The field's value, read from the object holding it, as JSON (`TypeScriptCode.jsonValue`).
    let encoded: String
}

struct TypeScriptResults: Encodable {
    let resultTag: String
    let resultTagLiteral: String
    let resultDoc: MustacheValue
    let results: WhenRead<[TypeScriptCase]>
    /// What is left in a switch's `default` once every case is handled, for `unreachable`.
    let resultLeftOver: String
    /// One result: the union is that type, on one line (as deno fmt writes it).
    let isOneResult: Bool
    let resultEnumImports: TypeScriptImports?
    /// The records the results' fields hold, whose companions read and write them.
    let resultRecordImports: TypeScriptImports?
    let resultJSONImports: TypeScriptImports?
    let resultTracker: ResultTrackerContext?
    let resultBridgeImports: TypeScriptImports?
    let resultConfigurationImports: TypeScriptImports?
}

struct TypeScriptEvents: Encodable {
    /// The event union's summary line (`PlatformCode.messageSummary`).
    let messageSummary: String
    let events: WhenRead<[EventContext<TypeScriptCase>]>
    let eventLeftOver: String
    /// One event: the union is that type, on one line (as deno fmt writes it).
    let isOneEvent: Bool
    /// A contract whose events carry no fields never reads the payload.
    let payloadParameter: String
    let eventEnumImports: TypeScriptImports?
    let eventRecordImports: TypeScriptImports?
    /// The outcome type, where a native SDK reports the events (`eventFromPayload`).
    let eventOutcomeImports: TypeScriptImports?
    let eventJSONImports: TypeScriptImports?
}

struct TypeScriptConfiguration: Encodable {
    let options: WhenRead<[TypeScriptOption]>
    /// The checks after the first are continuation lines of one `??` chain (`isFirst`).
    let checks: WhenRead<[TypeScriptCode.Check]>
    let validationImports: TypeScriptImports?
    /// The configuration's JSON is read after its renamed options are copied under their current names.
    let configurationParameter: String
    let configurationJSONImports: TypeScriptImports?
    let configurationEnumImports: TypeScriptImports?
    @Inlined var problem: ConfigurationProblemContext
    let optionTypeAliases: [OptionTypeAlias]
    let sensitiveOptions: [Named]
    let hasSensitiveOptions: Bool

    struct Named: Encodable {
        let name: String
    }
}

struct TypeScriptOption: Encodable {
    let name: String
    let type: String
    /// A sensitive option is stored wrapped.
    let storedType: String
    let doc: MustacheValue
    let isSensitive: Bool
    let redactedLiteral: String
    let labelLiteral: String
    /// `toJSONObject`'s member: the contract name and the value as JSON (a sensitive one revealed, a list copied).
    let keyLiteral: String
    let jsonValue: String
    let read: OptionReadContext
    /// `?` where the options object may leave it out: it has a default.
    let optionalMark: String
    let optionsDoc: MustacheValue
}

struct TypeScriptRecords: Encodable {
    let records: [Record]
    let recordEnumImports: TypeScriptImports?
    let recordJSONImports: TypeScriptImports?
    let catchAll: CatchAll?
    /// Catch-all accessors and dispatchers read parsed JSON keeping its type.
    let readsJSONValues: Bool

    struct Record: Encodable {
        let typeName: String
        let typeMarkdown: String
        let doc: MustacheValue
        let decodeName: String
        /// Whether a field holds the record, which its companion's `read` then reads.
        let isHeld: Bool
        /// Whether the record has fields; one without is `Record<string, never>`, written and read as `{}`.
        let hasFields: Bool
        /// Whether its interface has members: fields, or the raw payload's accessors.
        let hasMembers: Bool
        /// `toJSON`'s parameter and the decoder's, `_`-prefixed where the body does not read it.
        let recordParameter: String
        let payloadParameter: String
        /// The interface's fields, derived ones included.
        let members: [Member]
        /// The fields read from the payload.
        let readFields: [TypeScriptField]
        let hasDerived: Bool
        let derived: [Derived]
        let raw: [RawAccessor]
        let encodeFields: [EncodeField]
        /// The record as JSON, with the wire keys: what `toJSON` writes and a native plugin sends to listeners.
        let jsonTypeName: String
        let jsonDoc: MustacheValue
        let jsonFields: [JSONField]
        @Inlined var aliases: RecordAliasContext
    }

    /// A field of the record's interface: read from the payload, or computed.
    enum Member: Encodable {
        case read(TypeScriptField)
        case derived(DerivedMember)

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .read(let field): try field.encode(to: encoder)
            case .derived(let member): try member.encode(to: encoder)
            }
        }
    }

    struct DerivedMember: Encodable {
        let name: String
        let optionalMark: String
        let type: String
        let doc: MustacheValue
    }

    struct Derived: Encodable {
        let name: String
        let comparison: DerivedFieldContext
    }

    struct RawAccessor: Encodable {
        let name: String
        let type: String
        let value: String
        let doc: MustacheValue
    }

    struct EncodeField: Encodable {
        let wireKey: String
        /// The field's value, read from `record`, as JSON.
        let encoded: String
    }

    struct JSONField: Encodable {
        let wireKey: String
        let optionalMark: String
        let type: String
    }

    struct CatchAll: Encodable {
        let typeName: String
        let typeMarkdown: String
        let doc: MustacheValue
        let jsonImports: TypeScriptImports?
    }
}

/// Callbacks objects or listeners, the SDK surface, and the dispatchers.
struct TypeScriptCallbacks: Encodable {
    /// The enums callbacks of several values pass, and the JSON value where one passes raw JSON.
    let callbackEnumImports: TypeScriptImports?
    let callbackJSONImports: TypeScriptImports?
    let hasFlows: Bool
    let usesListeners: Bool
    let flows: [Flow]
    let listeners: [Listener]
    let callbackRecordImports: TypeScriptImports?
    let callbackCatchAllImports: TypeScriptImports?
    let hasLegacy: Bool
    @Inlined var dispatch: TypeScriptDispatch?
    let surface: SurfaceContext?
    let callbackConfigurationImports: TypeScriptImports?
    let callbackResultImports: TypeScriptImports?

    struct Flow: Encodable {
        /// The flow's contract name, as the dispatch vectors name it, and its dispatcher.
        let nameLiteral: String
        let dispatcherType: String
        let callbacksType: String
        let doc: MustacheValue
        let members: [Member]
    }

    struct Member: Encodable {
        let name: String
        let optionalMark: String
        let parameters: String
        let doc: MustacheValue
        /// The callback's contract name, and what the conformance runner records it passed: a record's JSON (by the
        /// record's companion), the catch-all's type and data, or nothing (none, or several values).
        let nameLiteral: String
        let argumentRecord: String?
        let passesCatchAll: Bool
        let recordsArgument: Bool
    }

    struct Listener: Encodable {
        let name: String
        let literal: String
        let payloadType: String
        let doc: MustacheValue
    }
}

/// The dispatchers that replace the legacy messages, for a contract with them.
struct TypeScriptDispatch: Encodable {
    let legacyTypeKeyLiteral: String
    let legacyTypeKeyProperty: String
    let legacyPayloadKeyProperty: String
    let legacyTypeKeyMarkdown: String
    let legacyPayloadKeyLiteral: String
    let legacyPayloadKeyMarkdown: String
    let handshake: HandshakeContext<Handshake>?
    let decodesPayloads: Bool
    let hasDispatchers: Bool
    let endsFlows: Bool
    let dispatchers: [Dispatcher]
    let dispatchJSONImports: TypeScriptImports?
    let dispatchOutcomeImports: TypeScriptImports?
    let dispatchRecordImports: TypeScriptImports?
    /// The SDK sends the reply, so its enum fields hold known values only, without the unknown-value type.
    let dispatchEnumImports: TypeScriptImports?
    let dispatchCallbackImports: TypeScriptImports?

    struct Handshake: Encodable {
        let hasReplyFields: Bool
        let replyFields: [ReplyField]
    }

    struct ReplyField: Encodable {
        let name: String
        let optionalMark: String
        let type: String
        let doc: MustacheValue
        let wireKey: String
    }

    struct Dispatcher: Encodable {
        let dispatcherType: String
        let doc: MustacheValue
        /// What the calls go to, kept only when something is called (and named `_…` when not).
        let sinkName: String
        let callsAnything: Bool
        let sinkType: String
        let cases: [Case]
        let defaultCalls: [Call]
        let invalidPayloadCalls: [Call]
        let hasInvalidPayloadCalls: Bool
        @Inlined var state: DispatcherState
    }

    struct Case: Encodable {
        let typeLiteral: String
        let endsFlow: Bool
        let decodeName: String?
        let calls: [Call]
    }

    /// A call: the shared step, and how a listener's record becomes JSON.
    struct Call: Encodable {
        @Inlined var step: StepContext
        let jsonWriter: String?
    }
}

/// `package.json`: JSON strings, and whether the package is private.
struct TypeScriptPackage: Encodable {
    let packageNameLiteral: String
    let isPrivatePackage: Bool
    let packageDescriptionLiteral: String
}
