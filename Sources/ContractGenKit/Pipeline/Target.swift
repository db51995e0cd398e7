import Mustache

/// An output contractgen renders: a view model built from the contract, laid out by templates in
/// `Templates/<target>/`.
public enum Target: String, Sendable, CaseIterable, Comparable {
    /// The reference page, `Docs/sdk-contract.md`.
    case docs
    /// The JSON Schema of the contract format, `Schema/contract.schema.json`.
    case schema

    public static func < (lhs: Target, rhs: Target) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// What the target writes, in one line for `--help`.
    public var summary: String {
        switch self {
        case .docs: "the reference page, Docs/sdk-contract.md"
        case .schema: "the JSON Schema of contract.json, Schema/contract.schema.json"
        }
    }

    func render(_ contract: Contract, with templates: CompiledTemplates) throws(DiagnosticError) -> [GeneratedFile] {
        switch self {
        case .docs: try DocsTarget(contract: contract).render(with: templates)
        case .schema: try SchemaTarget().render(with: templates)
        }
    }
}
