import Dispatch

/// The whole chain: load → validate → lower → render. Pure: bytes in, files out, to memory or one at a time
/// to a caller that writes them (`OutputWriter.Session`), so `--check` and tests use the same path as a real run.
public struct GeneratorPipeline: Sendable {
    public var targets: [Target]
    public var templates: TemplateSet
    public var options: GenerationOptions
    /// How much one file and the whole run may render.
    public var limits: GenerationLimits
    /// Whether a template tag naming a key its view model lacks is an error instead of empty; the tests render
    /// every contract this way, so a misspelt or forgotten key cannot hide as a blank.
    var strictTemplates = false

    public init(
        targets: [Target] = Target.allCases, templates: TemplateSet = .builtIn, options: GenerationOptions = .init(),
        limits: GenerationLimits = .standard
    ) {
        self.targets = targets.sorted()
        self.templates = templates
        self.options = options
        self.limits = limits
    }

    /// Renders every target from the contract `bytes` read from `file`, or throws every problem found. Files
    /// come in target order, each target's in its own order.
    public func run(contract bytes: [UInt8], file: String) throws(DiagnosticError) -> [GeneratedFile] {
        var files = [[GeneratedFile]](repeating: [], count: targets.count)
        try render(contract: bytes, file: file) { target, file in files[target].append(file) }
        return files.flatMap { $0 }
    }

    /// Renders every target, passing each file to `emit` as soon as it is rendered. Targets render
    /// concurrently, so files come in no fixed order, but one call at a time. Every problem with the contract,
    /// and every one of the templates' syntax, is thrown before the first file is emitted; only a template that
    /// fails while rendering (one that recurses without end, or outgrows the limits) fails after some files, so a
    /// caller that writes must stage them (`OutputWriter.Session` does).
    /// The bytes are consumed: they are not needed once parsed, and at 10,000 events they are megabytes.
    public func run(
        contract bytes: consuming [UInt8], file: String, emit: @escaping FileEmitter
    ) throws(DiagnosticError) {
        try render(contract: bytes, file: file) { _, file in emit(file) }
    }

    /// The reference page's blocks by name (`results`, `configuration`, …), for `docs inject`: the same chain,
    /// rendering only the docs target's blocks.
    public func docsBlocks(contract bytes: [UInt8], file: String) throws(DiagnosticError) -> [String: String] {
        let (lowered, compiled) = try prepare(contract: bytes, file: file, for: [.docs])
        let context = DocsTarget(lowered).context
        var blocks: [String: String] = [:]
        for name in compiled.library.names where name.hasPrefix(DocsTarget.blockFolder) && name.hasSuffix(".md") {
            blocks[String(name.dropFirst(DocsTarget.blockFolder.count).dropLast(3))] = try compiled.render(
                name, context)
        }
        return blocks
    }

    /// The version of the contract format this contractgen reads (`"format"`).
    public static let formatVersion = ContractSchema.formatVersion

    /// The names of the reference page's blocks `docs inject` fills (`results`, `configuration`, …).
    public static var docsBlockNames: [String] {
        TemplateSet.builtIn.sources.keys.map(TemplateSet.templateName)
            .filter { $0.hasPrefix(DocsTarget.blockFolder) && $0.hasSuffix(".md") }
            .map { String($0.dropFirst(DocsTarget.blockFolder.count).dropLast(3)) }.sorted()
    }

    /// The JSON Schema of contract.json, which needs no contract: what `contractgen schema` prints.
    public func schema() throws(DiagnosticError) -> String {
        try templates.compile(for: [.schema]).render(SchemaTarget.template, SchemaTarget().context)
    }

    /// Checks a contract as rendering would (its templates compiled too) and renders nothing: every error thrown,
    /// and what it accepts but a reader would not want returned as warnings.
    public func lint(contract bytes: [UInt8], file: String) throws(DiagnosticError) -> [Diagnostic] {
        let (lowered, _) = try prepare(contract: bytes, file: file, for: targets)
        return NamingLint.warnings(lowered.contract, typePrefix: options.typePrefix)
    }

    /// Load, Validate and Lower, with the templates `targets` render from compiled meanwhile: what each platform
    /// gets and the templates to render it with, or every problem in either.
    private func prepare(
        contract bytes: consuming [UInt8], file: String, for targets: [Target]
    ) throws(DiagnosticError) -> (LoweredContract, CompiledTemplates) {
        let templates = templates
        let compiling = BackgroundWork { () -> Result<CompiledTemplates, DiagnosticError> in
            do throws(DiagnosticError) { return .success(try templates.compile(for: targets)) } catch {
                return .failure(error)
            }
        }
        // The document is a temporary: its tree is freed once the model is built.
        let contract: Contract
        do {
            let document = try ContractLoader.load(bytes, file: file)
            _ = consume bytes
            contract = try ContractValidator.validate(document, file: file, typePrefix: options.typePrefix)
        } catch {
            // Template errors are reported with the contract's, all in one run; built-in templates have none.
            if !templates.isBuiltIn, case .failure(let templateErrors) = compiling.wait() {
                throw DiagnosticError(error.diagnostics + templateErrors.diagnostics)
            }
            throw error
        }
        // Lower: each platform's plan, decided once; Render reads nothing else of the contract's meaning.
        let lowered = LoweredContract(contract, typePrefix: options.typePrefix)
        var compiled = try compiling.wait().get()
        compiled.bytesPerFile = limits.bytesPerFile
        compiled.isStrict = strictTemplates
        return (lowered, compiled)
    }

    /// The chain, with each file's target (an index into `targets`).
    private func render(
        contract bytes: consuming [UInt8], file: String, emit: @escaping (Int, GeneratedFile) -> Void
    ) throws(DiagnosticError) {
        let isSmall = bytes.count <= Self.concurrentRenderingLimit
        let (lowered, compiled) = try prepare(contract: bytes, file: file, for: targets)
        // Workers hand files over one at a time; `emit` need not be thread-safe. Past the run's limit no file
        // is handed over, and the run fails.
        let handover = DispatchQueue(label: "contractgen.handover")
        let limit = limits.bytesPerRun
        nonisolated(unsafe) var total = 0
        func renderTarget(_ index: Int) -> DiagnosticError? {
            var overLimit: GeneratedFile?
            do throws(DiagnosticError) {
                try targets[index].render(lowered, with: compiled, options: options) { file in
                    handover.sync {
                        total += file.byteCount
                        if total > limit { overLimit = overLimit ?? file } else { emit(index, file) }
                    }
                }
                if let overLimit {
                    return DiagnosticError([
                        Diagnostic(
                            .error,
                            "the output reached \(overLimit.path) at over \(limit) bytes, the limit for one run; check the templates for sections or partials that repeat without end",
                            at: nil, rule: "output")
                    ])
                }
                return nil
            } catch {
                return error
            }
        }
        // Each target rendering at once holds its own view model. A small contract (the usual case, where a
        // run takes milliseconds and every one counts) renders them on every core; a large one renders one
        // target at a time, so memory holds one view model whatever the machine.
        let failures: [DiagnosticError?]
        if isSmall {
            // Heaviest first, so the lanes finish together instead of one starting the largest target last.
            let order = targets.indices.sorted { targets[$0].renderingCost > targets[$1].renderingCost }
            let byCost = concurrently(order.count) { renderTarget(order[$0]) }
            var inTargetOrder = [DiagnosticError?](repeating: nil, count: targets.count)
            for (slot, index) in order.enumerated() { inTargetOrder[index] = byCost[slot] }
            failures = inTargetOrder
        } else {
            failures = targets.indices.map(renderTarget)
        }
        let diagnostics = failures.compactMap { $0?.diagnostics }.flatMap { $0 }
        if !diagnostics.isEmpty { throw DiagnosticError(diagnostics) }
    }

    /// Contracts up to this size (bytes of JSON, about 800 events, options and failure codes) render their
    /// targets concurrently; larger ones, one at a time. Below it a run takes tens of milliseconds and the second
    /// core saves a third of them; above it every target rendering at once holds its own view model, which at
    /// 10,000 of each doubled the peak (about 200 MB) to save half of a run of seconds.
    static let concurrentRenderingLimit = 256 * 1024

}
