/// The whole chain: load → validate → model → render. Pure: bytes in, files out, to memory or one at a time
/// to a caller that writes them (`OutputWriter.Session`), so `--check` and tests use the same path as a real run.
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
        var files: [GeneratedFile] = []
        try run(contract: bytes, file: file) { files.append($0) }
        return files
    }

    /// Renders every target, passing each file to `emit` as soon as it is rendered, in a fixed order. Problems
    /// with the contract or the templates are thrown before the first file is emitted; the few found while
    /// rendering (Kotlin member clashes, a template that recurses without end) come after some files, so a
    /// caller that writes must stage them (`OutputWriter.Session` does).
    public func run(contract bytes: [UInt8], file: String, emit: FileEmitter) throws(DiagnosticError) {
        let templates = templates
        let compiling = BackgroundWork { () -> Result<CompiledTemplates, DiagnosticError> in
            do throws(DiagnosticError) { return .success(try templates.compile()) } catch { return .failure(error) }
        }
        // The document is a temporary: its tree is freed once the model is built.
        let contract: Contract
        do {
            contract = try ContractValidator.validate(try ContractLoader.load(bytes, file: file), file: file)
        } catch {
            // Template errors are reported with the contract's, all in one run.
            if case .failure(let templateErrors) = compiling.wait() {
                throw DiagnosticError(error.diagnostics + templateErrors.diagnostics)
            }
            throw error
        }
        let compiled = try compiling.wait().get()
        for target in targets {
            try target.render(contract, with: compiled, options: options, emit: emit)
        }
    }

    /// The Swift target's files as one source file, for build plugins (see `SwiftTarget.singleFile`).
    public static func singleSwiftFile(_ files: [GeneratedFile]) -> String {
        SwiftTarget.singleFile(files.filter { $0.path.hasSuffix(".swift") })
    }
}
