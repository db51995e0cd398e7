import ContractGenKit
import Foundation

/// contractgen's command line: reads the contract and templates from disk, runs the pure pipeline, writes
/// or checks the output folder. Every diagnostic goes to stderr as `path:line:col: error: message`.
func run() -> Int32 {
    let arguments: Arguments
    do {
        arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError("contractgen: error: \(error.message)\n\n\(Arguments.usage)")
        return 2
    }
    switch arguments.action {
    case .help:
        print(Arguments.usage)
        return 0
    case .version:
        print("contractgen \(contractgenVersion)")
        return 0
    case .generate:
        break
    }

    let files: [GeneratedFile]
    do {
        let bytes = try readContract(arguments.contract)
        var templates = TemplateSet.builtIn
        if let folder = arguments.templates {
            templates = try templates.overriding(with: try readTemplates(folder))
        }
        let pipeline = GeneratorPipeline(targets: arguments.targets.isEmpty ? Target.allCases : arguments.targets,
                                         templates: templates)
        files = try pipeline.run(contract: bytes, file: arguments.contract)
    } catch {
        for diagnostic in error.diagnostics { printError(diagnostic.description) }
        printError("contractgen: \(error.diagnostics.count) error\(error.diagnostics.count == 1 ? "" : "s"); nothing was written")
        return 1
    }

    let writer = OutputWriter(directory: URL(fileURLWithPath: arguments.out!))
    do {
        if arguments.check { return try check(files, with: writer, arguments: arguments) }
        let report = try writer.write(files)
        if !arguments.quiet {
            for path in report.written { print("wrote \(arguments.out!)/\(path)") }
            for path in report.removed { print("removed \(arguments.out!)/\(path)") }
            print("contractgen: \(files.count) files, \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed")
        }
        return 0
    } catch {
        printError("contractgen: error: \(error.description)")
        return 3
    }
}

func check(_ files: [GeneratedFile], with writer: OutputWriter, arguments: Arguments) throws(OutputError) -> Int32 {
    let differences = try writer.differences(from: files)
    let out = arguments.out!
    for difference in differences {
        switch difference.kind {
        case .missing: print("missing: \(out)/\(difference.path)")
        case .extra: print("no longer generated: \(out)/\(difference.path)")
        case .changed:
            print("differs: \(out)/\(difference.path)")
            print(ShortDiff.render(current: difference.current ?? "", expected: difference.expected ?? ""))
        }
    }
    if differences.isEmpty {
        if !arguments.quiet { print("contractgen: \(files.count) files up to date in \(out)") }
        return 0
    }
    print("contractgen: \(differences.count) of the files in \(out) are not up to date; run: contractgen --out \(out)")
    return 4
}

func readContract(_ path: String) throws(DiagnosticError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw DiagnosticError([Diagnostic(.error, "cannot read the contract '\(path)'; pass its path with --contract", at: nil)])
    }
    return [UInt8](data)
}

/// Every `*.mustache` below `folder`, keyed by its path relative to it.
func readTemplates(_ folder: String) throws(DiagnosticError) -> [String: (source: String, origin: String)] {
    let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
        throw DiagnosticError([Diagnostic(.error, "cannot read the templates folder '\(folder)'", at: nil)])
    }
    var files: [String: (source: String, origin: String)] = [:]
    while let url = walker.nextObject() as? URL {
        guard url.pathExtension == "mustache" else { continue }
        let key = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
        let origin = (folder as NSString).appendingPathComponent(key)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw DiagnosticError([Diagnostic(.error, "cannot read template '\(origin)'", at: nil)])
        }
        files[key] = (String(decoding: data, as: UTF8.self), origin)
    }
    return files
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

exit(run())
