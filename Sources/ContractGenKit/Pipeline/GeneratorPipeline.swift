/// The whole chain: load → validate → model → render. Pure: bytes in, files in memory out. Writing them
/// (`OutputWriter`) is the caller's choice, so `--check` and tests use the same path as a real run.
public struct GeneratorPipeline: Sendable {
    public var targets: [Target]
    public var templates: TemplateSet

    public init(targets: [Target] = Target.allCases, templates: TemplateSet = .builtIn) {
        self.targets = targets.sorted()
        self.templates = templates
    }

    /// Renders every target from the contract `bytes` read from `file`, or throws every problem found.
    public func run(contract bytes: [UInt8], file: String) throws(DiagnosticError) -> [GeneratedFile] {
        let document = try ContractLoader.load(bytes, file: file)
        let contract = try ContractValidator.validate(document, file: file)
        let compiled = try templates.compile()
        var files: [GeneratedFile] = []
        for target in targets {
            files += try target.render(contract, with: compiled)
        }
        return files
    }
}
