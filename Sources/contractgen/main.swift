import ContractGenKit

/// contractgen's command line: reads the contract, config and templates from disk, runs the pure pipeline,
/// then writes or checks. Every diagnostic goes to stderr as `path:line:col: error: message`.
func run() -> Int32 {
    var arguments: Arguments
    do {
        arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError("contractgen: error: \(error.message)\n\n\(error.command.synopsis)\n\(error.command.moreHelp)")
        return 2
    }
    switch arguments.action {
    case .help:
        print(arguments.command.help)
        return 0
    case .version:
        print("contractgen \(contractgenVersion)")
        return 0
    case .run:
        break
    }
    switch arguments.command {
    case .generate: return generate(&arguments)
    case .lint: return lint(&arguments)
    case .initialize: return initialize(arguments)
    case .schema: return printSchema()
    case .diff: return diff(arguments)
    case .docsInject: return injectDocs(&arguments)
    case .completion:
        print(Completion.script(for: arguments.shell ?? "bash"), terminator: "")
        return 0
    }
}

func generate(_ arguments: inout Arguments) -> Int32 {
    let config: ConfigFile
    let pipeline: GeneratorPipeline
    let contract: [UInt8]
    do {
        config = try resolveInputs(&arguments, searching: arguments.out == nil && arguments.swiftFile == nil)
        var targets = (arguments.targets.isEmpty ? (config.targets ?? Target.allCases) : arguments.targets)
            .filter { !arguments.skippedTargets.contains($0) }
        if arguments.swiftFile != nil { targets = [.swift] }
        let defaultAccess: GenerationOptions.Access = arguments.swiftFile == nil ? .public : .internal
        let options = GenerationOptions(
            access: arguments.access ?? config.access ?? defaultAccess,
            typePrefix: arguments.prefix ?? config.prefix, swiftInOneFile: arguments.swiftFile != nil)
        pipeline = GeneratorPipeline(targets: targets, templates: try templates(arguments), options: options)
        contract = try readContract(arguments)
    } catch {
        return printDiagnostics(error, arguments.diagnosticsFormat)
    }

    if let swiftFile = arguments.swiftFile {
        do {
            let files = try pipeline.run(contract: contract, file: arguments.contract)
            guard files.count == 1 else {
                printError(
                    "contractgen: error: --swift-file writes one platform's Swift, and the contract has \(files.count) Swift platforms; use --out DIR, which writes a folder for each"
                )
                return 2
            }
            return writeOne(files[0].contents, to: swiftFile, arguments: arguments)
        } catch {
            return printDiagnostics(error, arguments.diagnosticsFormat)
        }
    }
    // --out wins; else the config's out, relative to the config file.
    guard let out = arguments.out ?? config.out.map({ configOut($0, of: arguments.config!, quiet: arguments.quiet) })
    else {
        printError(
            "contractgen: error: --out DIR is required (for example: contractgen --out Generated), or a contractgen.json here or above that names its \"out\"; 'contractgen init' writes one\n\n\(Command.generate.synopsis)\n\(Command.generate.moreHelp)"
        )
        return 2
    }
    let writer = OutputWriter(path: out)
    if arguments.check { return check(pipeline, contract, arguments: arguments, with: writer, out: out) }
    // Each file is staged as it is rendered and dropped, so memory holds a few files, not the whole output;
    // staging runs beside the rendering, not in turn with it.
    let staging = writer.beginInBackground()
    var count = 0
    do {
        try pipeline.run(contract: consume contract, file: arguments.contract) { file in
            staging.add(file)
            count += 1
        }
    } catch {
        var session = staging.finish()
        session.discard()
        return printDiagnostics(error, arguments.diagnosticsFormat)
    }
    var session = staging.finish()
    do {
        let written = try session.commit()
        if let recovered = written.recovered { printError("contractgen: note: \(recovered)") }
        for warning in written.warnings { printError("contractgen: warning: \(warning)") }
        if !arguments.quiet {
            for path in written.written { print("wrote \(PathText.join(out, path))") }
            for path in written.removed { print("removed \(PathText.join(out, path))") }
            print(
                "contractgen: \(count) files, \(written.written.count) written, \(written.unchanged.count) unchanged, \(written.removed.count) removed"
            )
        }
        return 0
    } catch {
        return printOutputError(error, arguments.diagnosticsFormat)
    }
}

func check(
    _ pipeline: GeneratorPipeline, _ contract: [UInt8], arguments: Arguments, with writer: OutputWriter, out: String
) -> Int32 {
    var comparison = writer.compare()
    var count = 0
    var problem: OutputError?
    do {
        try pipeline.run(contract: contract, file: arguments.contract) { file in
            count += 1
            guard problem == nil else { return }
            do throws(OutputError) { try comparison.add(file) } catch { problem = error }
        }
    } catch {
        return printDiagnostics(error, arguments.diagnosticsFormat)
    }
    let differences: [OutputWriter.Difference]
    do throws(OutputError) {
        if let problem { throw problem }
        differences = try comparison.finish()
    } catch {
        return printOutputError(error, arguments.diagnosticsFormat)
    }
    for difference in differences {
        let path = PathText.join(out, difference.path)
        switch difference.kind {
        case .missing: print("missing: \(path)")
        case .extra: print("no longer generated: \(path)")
        case .leftover: print("left by a run that was stopped: \(path)")
        case .foreign: print("not contractgen's: \(path) \(difference.note ?? "")")
        case .changed:
            print("differs: \(path)")
            print(ShortDiff.render(current: difference.current ?? "", expected: difference.expected ?? ""))
        }
    }
    if differences.isEmpty {
        if !arguments.quiet { print("contractgen: \(count) files up to date in \(out)") }
        return 0
    }
    // A folder holding what contractgen did not write is for a person to look at: no command is advised,
    // and the write refuses it anyway.
    if differences.contains(where: { $0.kind == .foreign }) {
        print(
            "contractgen: \(out) holds files that contractgen did not write where it keeps its own (above); look at them and remove them, then check again"
        )
        return 4
    }
    print("contractgen: \(differences.count) of the files in \(out) are not up to date; run: \(arguments.rerun)")
    return 4
}

/// `--swift-file`: one file, written only when its bytes change, so the build does not redo work; only a new
/// file or one contractgen generated (its header says so) is written.
func writeOne(_ contents: String, to path: String, arguments: Arguments) -> Int32 {
    if arguments.check {
        guard (try? InputFile.read(path, as: .generated)) == Array(contents.utf8) else {
            print("differs: \(path)")
            return 4
        }
        return 0
    }
    do {
        let changed = try SingleFileWriter.write(Array(contents.utf8), to: path, as: .generated)
        if !arguments.quiet { print(changed ? "wrote \(path)" : "unchanged \(path)") }
        return 0
    } catch {
        return printOutputError(error, arguments.diagnosticsFormat)
    }
}

func injectDocs(_ arguments: inout Arguments) -> Int32 {
    let blocks: [String: String]
    do {
        _ = try resolveInputs(&arguments, searching: true)
        blocks = try GeneratorPipeline(templates: try templates(arguments))
            .docsBlocks(contract: try readContract(arguments), file: arguments.contract)
    } catch {
        return printDiagnostics(error, arguments.diagnosticsFormat)
    }
    var problems: [Diagnostic] = []
    var updates: [(path: String, current: [UInt8], bytes: [UInt8])] = []
    for path in arguments.docsFiles {
        do {
            let bytes = try InputFile.read(path, as: .markdown)
            let injected = try DocsInjection.inject(bytes, file: path, blocks: blocks)
            if injected != bytes { updates.append((path, bytes, injected)) }
        } catch {
            problems += error.diagnostics
        }
    }
    // Every file is checked before any is written: a marker problem in one leaves all untouched.
    if !problems.isEmpty { return printDiagnostics(DiagnosticError(problems), arguments.diagnosticsFormat) }
    if arguments.check {
        // Each stale file with what injecting would change, and the command that does it.
        for update in updates {
            print("out of date: \(update.path)")
            print(
                ShortDiff.render(
                    current: String(decoding: update.current, as: UTF8.self),
                    expected: String(decoding: update.bytes, as: UTF8.self)))
        }
        if updates.isEmpty {
            if !arguments.quiet { print("contractgen: \(arguments.docsFiles.count) files up to date") }
            return 0
        }
        print(
            "contractgen: \(updates.count) of \(arguments.docsFiles.count) files are out of date; run: \(arguments.rerun)"
        )
        return 4
    }
    do {
        for update in updates {
            _ = try SingleFileWriter.write(update.bytes, to: update.path, as: .handWritten)
            if !arguments.quiet { print("updated \(update.path)") }
        }
    } catch {
        return printOutputError(error, arguments.diagnosticsFormat)
    }
    return 0
}

func templates(_ arguments: Arguments) throws(DiagnosticError) -> TemplateSet {
    guard let folder = arguments.templates else { return .builtIn }
    return try TemplateSet.builtIn.overriding(with: try readTemplates(folder))
}

/// Prints the diagnostics, up to the limit of a run: as text to stderr, with a count; as JSON lines or GitHub
/// annotations to stdout, where CI systems read them, and nothing else (past the limit, a last note says how
/// many more there are).
func printDiagnostics(
    _ error: DiagnosticError, _ format: DiagnosticsFormat, outcome: String = "nothing was written"
) -> Int32 {
    let (shown, more) = error.shown
    guard format == .text else {
        var lines = shown.map { $0.formatted(format) }
        if more > 0 {
            lines.append(Diagnostic(.note, "\(more) more errors not shown; fix these first", at: nil).formatted(format))
        }
        print(lines.joined(separator: "\n"))
        return 1
    }
    for diagnostic in shown { printError(diagnostic.description) }
    printError("contractgen: \(error.count); \(outcome)")
    return 1
}

/// Prints a problem with the output as diagnostics (each of several on its own line) and returns exit code 3.
func printOutputError(_ error: OutputError, _ format: DiagnosticsFormat) -> Int32 {
    if format == .text {
        for diagnostic in error.diagnostics { printError(diagnostic.description) }
    } else {
        print(error.diagnostics.map { $0.formatted(format) }.joined(separator: "\n"))
    }
    return 3
}

exitProcess(run())
