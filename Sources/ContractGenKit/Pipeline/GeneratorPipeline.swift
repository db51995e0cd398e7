/// The whole chain: load → validate → model → render. Pure: bytes in, files in memory out. Writing them
/// (`OutputWriter`) is the caller's choice, so `--check` and tests use the same path as a real run.
public struct GeneratorPipeline: Sendable {
    public var targets: [Target]
    public var templates: TemplateSet
    public var options: GenerationOptions

    public init(targets: [Target] = Target.allCases, templates: TemplateSet = .builtIn, options: GenerationOptions = .init()) {
        self.targets = targets.sorted()
        self.templates = templates
        self.options = options
    }

    /// Renders every target from the contract `bytes` read from `file`, or throws every problem found.
    public func run(contract bytes: [UInt8], file: String) throws(DiagnosticError) -> [GeneratedFile] {
        let document = try ContractLoader.load(bytes, file: file)
        let contract = try ContractValidator.validate(document, file: file)
        let compiled = try templates.compile()
        var files: [GeneratedFile] = []
        for target in targets {
            files += try target.render(contract, with: compiled, options: options)
        }
        return files
    }

    /// The Swift target's files as one source file, for build plugins (see `SwiftTarget.singleFile`).
    public static func singleSwiftFile(_ files: [GeneratedFile]) -> String {
        SwiftTarget.singleFile(files.filter { $0.path.hasSuffix(".swift") })
    }
}
