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

    public static func < (lhs: Target, rhs: Target) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
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
        }
    }

    /// Renders `render` for each platform written in `language`, into `folder` when there is one such
    /// platform and `folder/<platform id>` when there are several.
    static func perPlatform(of language: Language, in contract: Contract, options: GenerationOptions, folder: String,
                            _ render: (PlatformCode, String) throws(DiagnosticError) -> Void) throws(DiagnosticError) {
        let platforms = contract.platforms.filter { $0.language == language }
        for platform in platforms {
            let code = PlatformCode(contract: contract, platform: platform, typePrefix: options.typePrefix)
            try render(code, platforms.count == 1 ? folder : "\(folder)/\(platform.id.raw)")
        }
    }

    /// Renders this target's files, passing each to `emit` as soon as it is rendered.
    func render(_ contract: Contract, with templates: CompiledTemplates, options: GenerationOptions,
                emit: FileEmitter) throws(DiagnosticError) {
        switch self {
        case .docs: try DocsTarget(contract: contract).render(with: templates, emit: emit)
        case .schema: try SchemaTarget().render(with: templates, emit: emit)
        case .swift:
            try Self.perPlatform(of: .swift, in: contract, options: options, folder: "Swift") { code, folder throws(DiagnosticError) in
                try SwiftTarget(code: code, folder: folder, access: options.swiftAccess).render(with: templates, emit: emit)
            }
        case .kotlin:
            try Self.perPlatform(of: .kotlin, in: contract, options: options, folder: "Kotlin") { code, folder throws(DiagnosticError) in
                try KotlinTarget(code: code, folder: folder).render(with: templates, emit: emit)
            }
        case .typescript:
            try Self.perPlatform(of: .typescript, in: contract, options: options, folder: "TypeScript") { code, folder throws(DiagnosticError) in
                try TypeScriptTarget(code: code, folder: folder).render(with: templates, emit: emit)
            }
        case .dart:
            try Self.perPlatform(of: .dart, in: contract, options: options, folder: "Dart") { code, folder throws(DiagnosticError) in
                try DartTarget(code: code, folder: folder).render(with: templates, emit: emit)
            }
        case .vectors: try VectorsTarget(contract: contract).render(with: templates, emit: emit)
        }
    }
}
