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
    /// Conformance vectors every SDK's tests run, `Vectors/*.json`.
    case vectors

    public static func < (lhs: Target, rhs: Target) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// What the target writes, in one line for `--help`.
    public var summary: String {
        switch self {
        case .docs: "the reference page, Docs/sdk-contract.md"
        case .schema: "the JSON Schema of contract.json, Schema/contract.schema.json"
        case .swift: "Swift types, codecs, bridge, session URL and navigation policy, Swift/"
        case .vectors: "conformance vectors every SDK's tests run, Vectors/*.json"
        }
    }

    /// The platforms written in `language`, each with its output folder: `folder` when there is one such
    /// platform, `folder/<platform id>` when there are several.
    static func perPlatform(of language: Language, in contract: Contract, folder: String) -> [(PlatformCode, String)] {
        let platforms = contract.platforms.filter { $0.language == language }
        return platforms.map { platform in
            (PlatformCode(contract: contract, platform: platform), platforms.count == 1 ? folder : "\(folder)/\(platform.id.raw)")
        }
    }

    func render(_ contract: Contract, with templates: CompiledTemplates) throws(DiagnosticError) -> [GeneratedFile] {
        switch self {
        case .docs: return try DocsTarget(contract: contract).render(with: templates)
        case .schema: return try SchemaTarget().render(with: templates)
        case .swift:
            var files: [GeneratedFile] = []
            for (code, folder) in Self.perPlatform(of: .swift, in: contract, folder: "Swift") {
                files += try SwiftTarget(code: code, folder: folder).render(with: templates)
            }
            return files
        case .vectors: return try VectorsTarget(contract: contract).render(with: templates)
        }
    }
}
