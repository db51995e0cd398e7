import Mustache

/// An output contractgen renders: a view model built from the contract, laid out by templates in
/// `Templates/<target>/`.
public enum Target: String, Sendable, CaseIterable, Comparable {
    /// The reference page, `Docs/sdk-contract.md`.
    case docs
    /// The JSON Schema of the contract format, `Schema/contract.schema.json`.
    case schema
    /// Swift for each platform whose language is Swift, `Swift/`.
    case swift
    /// Kotlin for each platform whose language is Kotlin, `Kotlin/`.
    case kotlin
    /// TypeScript for each platform whose language is TypeScript, `TypeScript/`.
    case typescript
    /// Dart for each platform whose language is Dart, `Dart/`.
    case dart
    /// Conformance vectors every SDK's tests run, `Vectors/*.json`.
    case vectors
    /// The flow page's side of the bridge, `Web/flow-bridge.js` and its types.
    case web

    public static func < (lhs: Target, rhs: Target) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The folder below `Templates/` its templates are in; they may include templates of other folders.
    var templateFolder: String { rawValue }

    /// The folder of the output folder its files are written into.
    /// Where a language target writes the SDK's tests of its layer (`Tests/Swift`): beside the layer, not in it,
    /// since an SDK compiles every file of the layer's folder into its product.
    static let testsFolder = "Tests"

    var outputFolder: String {
        switch self {
        case .docs: "Docs"
        case .schema: "Schema"
        case .vectors: "Vectors"
        case .web: WebTarget.folder
        case .swift, .kotlin, .typescript, .dart: language!.target.folder
        }
    }

    /// How long the target takes to render relative to the others (instructions for the repository's contract,
    /// in millions), to start the heaviest first when targets render concurrently.
    var renderingCost: Int {
        switch self {
        case .vectors: 15
        case .dart: 9
        case .docs: 8
        case .swift: 7
        case .typescript: 7
        case .kotlin: 5
        case .schema: 3
        case .web: 2
        }
    }

    /// What the target writes, in one line for `--help`.
    public var summary: String {
        switch self {
        case .docs: "the reference page, Docs/sdk-contract.md"
        case .schema: "the JSON Schema of contract.json, Schema/contract.schema.json"
        case .swift: "Swift for each platform written in Swift, Swift/"
        case .kotlin: "Kotlin for each platform written in Kotlin, Kotlin/"
        case .typescript: "TypeScript for each platform written in TypeScript, TypeScript/"
        case .dart: "Dart for each platform written in Dart, Dart/"
        case .vectors: "conformance vectors every SDK's tests run, Vectors/*.json"
        case .web: "the flow page's side of the bridge, Web/flow-bridge.js and .d.ts"
        }
    }

    /// The language a code target renders (a code target is named like its language), nil for the others.
    var language: Language? {
        Language(rawValue: rawValue)
    }

    /// Renders this target's files from the lowered contract, passing each to `emit` as soon as it is rendered.
    func render(
        _ lowered: LoweredContract, with templates: CompiledTemplates, options: GenerationOptions,
        emit: FileEmitter
    ) throws(DiagnosticError) {
        switch self {
        case .docs: try DocsTarget(lowered).render(with: templates, emit: emit)
        case .schema: try SchemaTarget().render(with: templates, emit: emit)
        case .vectors: try VectorsTarget(lowered).render(with: templates, emit: emit)
        case .web: try WebTarget(lowered).render(with: templates, emit: emit)
        case .swift, .kotlin, .typescript, .dart:
            guard let language else { return }
            try Self.render(language.target, lowered: lowered, with: templates, options: options, emit: emit)
        }
    }

    /// Renders each platform written in `target`'s language, into its folder when there is one such platform
    /// and `folder/<platform id>` when there are several.
    private static func render(
        _ target: any LanguageTarget.Type, lowered: LoweredContract, with templates: CompiledTemplates,
        options: GenerationOptions, emit: FileEmitter
    ) throws(DiagnosticError) {
        let plans = lowered.platforms.filter { $0.platform.language == target.language }
        for plan in plans {
            let folder = plans.count == 1 ? target.folder : "\(target.folder)/\(plan.platform.id.raw)"
            try target.init(code: PlatformCode(plan, of: lowered), folder: folder, options: options).render(
                with: templates, emit: emit)
        }
    }
}
