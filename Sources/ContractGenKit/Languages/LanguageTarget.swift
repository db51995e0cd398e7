import Mustache

/// One target language, in one folder (`Languages/<Lang>/`): how it names things (`rules`), what its files
/// declare beside the contract's names, what it can express, and how it renders one platform's code.
///
/// Everything here is read by earlier stages too: `NameCollisionCheck` checks the contract's names against
/// `declaredTypes`, `generatedMembers(in:)` and `capabilities`, so a contract error is reported before any
/// file renders and `render` only spells what the plan holds. Adding a language is a new folder with a type
/// conforming to this protocol, a `Language` case, and its entry in `Language.target` (README: "Adding a
/// target").
protocol LanguageTarget {
    /// The language a platform names in the contract (`"language": "kotlin"`).
    static var language: Language { get }
    /// The language's name in messages (`TypeScript`).
    static var displayName: String { get }
    /// Reserved words, escapes, case styles, string literals and doc comments.
    static var rules: any LanguageRules { get }
    /// The folder below the output folder (`Kotlin`); with several platforms of the language, a subfolder each.
    static var folder: String { get }
    static var capabilities: LanguageCapabilities { get }
    /// The types every language declares (the result, the bridge, the navigation policy, …), each as the suffix
    /// after the type prefix (`result: "Result"` → `AcmeResult`): a language without one of them does not compile.
    static var commonTypes: CommonTypes { get }
    /// Every type the platform's files declare beside the contract's: `commonTypes.declared(with:)` the roles only
    /// this language has. Every one is given to the templates under its role's key.
    static var declaredTypes: [TypeRole: String] { get }
    /// What the generated types declare in `scope` beside the contract's names (`knownCases` in every Swift
    /// enum); a contract name spelled like one is an error. Empty where the language escapes such names itself.
    static func generatedMembers(in scope: MemberScope) -> Set<String>
    /// The top-level type of one result or event (`kind` is `Result` or `Event`) in a language that declares
    /// each as a type of its own; nil in one that nests them in the sum type.
    static func caseTypeName(
        _ name: Identifier, overrides: NameOverrides, kind: String, on platform: Platform, prefix: String
    ) -> String?

    /// The types the SDK surface declares on a platform (`SurfacePlan`): the protocols or interfaces the SDK
    /// implements, and what they take. Empty where the language declares no surface.
    static func surfaceTypeNames(_ plan: SurfacePlan, naming: TypeNaming) -> [String]

    /// The type of the view model its templates read (`SwiftContext`).
    associatedtype Context: LanguageContext

    init(code: PlatformCode, folder: String, options: GenerationOptions)
    /// The view model every file of the platform renders from.
    var viewModel: Context { get }
    /// Renders the platform's files, passing each to `emit`. Throws only template problems.
    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError)
}

/// What every language's view model has, whatever else its templates read; a language whose view model lacks one
/// of them does not compile. Each is a part in `Render/Code`, under the same names in every language.
protocol LanguageContext: Encodable {
    /// Each declared type's name under its role's key (`resultType`).
    var declaredTypes: DeclaredTypesContext { get }
    /// Which files have content (`hasResults`, `hasBridge`, `needsURLs`, …).
    var sections: SectionsContext { get }
    var navigation: NavigationContext? { get }
    var security: SecurityPart { get }
    var wireAliases: WireAliasContext { get }
    var resultTracker: ResultTrackerContext? { get }
}

extension LanguageTarget {
    /// `viewModel` as its templates read it.
    var context: MustacheValue {
        MustacheValue(projecting: viewModel)
    }

    static func surfaceTypeNames(_ plan: SurfacePlan, naming: TypeNaming) -> [String] {
        []
    }

    static func caseTypeName(
        _ name: Identifier, overrides: NameOverrides, kind: String, on platform: Platform, prefix: String
    ) -> String? {
        nil
    }
}

/// What a language's target generates, where the four differ: read by the stages before rendering instead of
/// asking which language a platform uses.
struct LanguageCapabilities: Sendable {
    /// Records, the catch-all event, raw payload accessors and dispatch are generated.
    var hasRecords: Bool
    /// Which flows get a callbacks type of their own (`AcmeCheckoutCallbacks`).
    var callbacksTypes: FlowTypes
    /// Which flows get a dispatcher type of their own (`AcmeCheckoutDispatcher`).
    var dispatcherTypes: FlowTypes
    /// Enum values are declared inside their enum's class, so a value may not be named like the enum.
    var enumValuesInsideEnumType: Bool
    /// The SDK is a plugin over native code (a React Native or Capacitor module, a Flutter plugin): every call
    /// crosses to it, so the surface is asynchronous and an entry point takes one options object.
    var callsNativeCode: Bool
    /// The compiler holds a main-thread entry point to the main thread (Swift's `@MainActor`).
    var hasMainActor: Bool
    /// Calls name their arguments (`configure(token:theme:)`), as the reference page writes a signature.
    var labelsArguments: Bool
    /// The suffix of the type a record's JSON gets beside the record (`AcmePaymentJSON`), where the language
    /// declares one.
    var recordJSONTypeSuffix: String? = nil
    /// The suffix of the protocol an enum with deprecated cases gets, through which the generated code makes them
    /// without their warning (`AcmeEventDeprecatedCases`), where the language declares one.
    var deprecatedCasesTypeSuffix: String? = nil
    /// How a platform's `package` is written in the language's ecosystem.
    var packageForm: PackageForm = .dotted
    /// The catch-all's accessor for whole numbers beyond 32 bits, where the language's `getInt` cannot hold them
    /// (its `ContractRecords` template declares it): the page names it.
    var wideIntegerAccessor: String? = nil
    /// The session is a protocol named with this suffix, which a session type per flow conforms to (Swift's
    /// `associatedtype CheckoutSession: AcmeSessionProtocol`), where the language declares it so.
    var sessionProtocolSuffix: String? = nil
    /// Results and events are cases of one enum, each with its payload type nested beside it (Swift's
    /// `case completed(Completed)`), so a case may not be spelled like its payload type.
    var nestsPayloadTypesBesideCases = false
    /// Enums may be declared two ways (TypeScript's const object or `enum`), chosen by a naming policy's
    /// `enum_form`.
    var choosesEnumForm = false

    enum PackageForm: Sendable {
        /// Dotted lower-case identifiers: a Kotlin package (`com.example.sdk`).
        case dotted
        /// A pub package: one lower-case Dart identifier (`example_sdk`).
        case pub
        /// A Swift module: the one the generated Swift is compiled into (`CheckoutContract`), which its tests import.
        case module
        /// An npm package name, scoped or not (`@example/sdk`, `example-sdk`).
        case npm
    }

    enum FlowTypes: Sendable {
        case none
        /// Only on platforms whose callback style is `objects`; `listeners` platforms get listener names.
        case forCallbackObjects
        case everyFlow

        func includes(_ style: Platform.CallbackStyle) -> Bool {
            switch self {
            case .none: false
            case .forCallbackObjects: style != .listeners
            case .everyFlow: true
            }
        }
    }

    /// Whether a flow of a platform with `style` gets a callbacks type.
    func hasCallbacksType(style: Platform.CallbackStyle) -> Bool {
        callbacksTypes.includes(style)
    }

    /// Whether a flow of a platform with `style` gets a dispatcher type.
    func hasDispatcherType(style: Platform.CallbackStyle) -> Bool {
        dispatcherTypes.includes(style)
    }
}

extension Language {
    /// The language's target: the one place a language is tied to its folder.
    var target: any LanguageTarget.Type {
        switch self {
        case .swift: SwiftTarget.self
        case .kotlin: KotlinTarget.self
        case .typescript: TypeScriptTarget.self
        case .dart: DartTarget.self
        }
    }

    /// The naming rule of this language.
    var rules: any LanguageRules {
        target.rules
    }
}
