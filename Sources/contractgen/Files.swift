import ContractGenKit
// FoundationEssentials where it exists (Linux): the rest of Foundation (ICU, locales) costs milliseconds
// of start-up that a run of a few tens of milliseconds would notice.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the config a run uses and settles which contract it reads. The config is `--config`, else, where
/// `searching`, the first contractgen.json in this folder or above; the contract is `--contract`, else the
/// config's `contract`, else contract.json beside the config, else ./contract.json. Paths in a config are
/// relative to it, so a run reads the same files from any folder.
func resolveInputs(_ arguments: inout Arguments, searching: Bool) throws(DiagnosticError) -> ConfigFile {
    if arguments.config == nil, searching, !arguments.contractGiven { arguments.config = configAbove() }
    guard let path = arguments.config else { return ConfigFile() }
    let config = try ConfigFile.load(try InputFile.read(path, as: .config), file: path)
    if !arguments.contractGiven {
        arguments.contract = relative(config.contract ?? "contract.json", to: path)
        arguments.contractGiven = true
    }
    return config
}

/// The nearest contractgen.json in the working folder or one above it, as a relative path.
private func configAbove() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    let depth = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        .split(separator: "/").count
    var info = stat()
    for up in 0...depth {
        let path = String(repeating: "../", count: up) + "contractgen.json"
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { return path }
    }
    return nil
}

/// The contract's bytes; a missing default `contract.json` says how to name another.
func readContract(_ arguments: Arguments) throws(DiagnosticError) -> [UInt8] {
    try InputFile.read(
        arguments.contract, as: .contract,
        hintIfMissing: arguments.contractGiven ? "" : "; pass its path with --contract")
}

/// The config's `out`, relative to the config's folder unless absolute. One that leaves that folder is
/// allowed (a shared output folder) but said, since a config arriving in a pull request decides it.
func configOut(_ out: String, of config: String, quiet: Bool) -> String {
    let path = relative(out, to: config)
    if out.hasPrefix("/") || out.split(separator: "/").contains("..") {
        printError("contractgen: note: \(config): out '\(out)' is outside the config's folder; writing to \(path)")
    }
    return path
}

/// `path` relative to the folder of `file`, unless it is absolute.
func relative(_ path: String, to file: String) -> String {
    path.hasPrefix("/") ? path : PathText.join(PathText.parent(of: file), path)
}

/// Every `*.mustache` below `folder`, keyed by its path relative to it; each must be UTF-8.
func readTemplates(_ folder: String) throws(DiagnosticError) -> [String: (source: String, origin: String)] {
    var info = stat()
    guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
        let paths = try? FileManager.default.subpathsOfDirectory(atPath: folder)
    else {
        let what = stat(folder, &info) == 0 ? "is not a folder" : "does not exist"
        throw DiagnosticError([
            Diagnostic(
                .error, "the templates folder '\(folder)' \(what); pass the folder that holds <target>/<file>.mustache",
                at: nil)
        ])
    }
    var files: [String: (source: String, origin: String)] = [:]
    var problems: [Diagnostic] = []
    for key in paths.sorted() where key.hasSuffix(".mustache") {
        let origin = PathText.join(folder, key)
        do {
            files[key] = (try InputFile.utf8Text(try InputFile.read(origin, as: .template), file: origin), origin)
        } catch {
            problems += error.diagnostics
        }
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
    return files
}

/// The file URL of `path`, for the writer.
func fileURL(_ path: String) -> URL {
    URL(fileURLWithPath: path)
}

func exitProcess(_ code: Int32) -> Never {
    exit(code)
}

func printError(_ text: String) {
    let bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// `contractgen diff`: the two contracts (the old one from git with `--against`), the suppressions of the config
/// given or beside the new contract, and the report in the format asked for. Exits 5 when a change breaks.
func diff(_ arguments: Arguments) -> Int32 {
    if arguments.listRules {
        print(DiffRuleCatalog.listing, terminator: "")
        return 0
    }
    let newPath = arguments.against == nil ? arguments.diffFiles[1] : (arguments.diffFiles.first ?? arguments.contract)
    let report: DiffReport
    do throws(DiagnosticError) {
        let new = try InputFile.read(newPath, as: .contract)
        let oldPath = arguments.against.map { "\(newPath)@\($0)" } ?? arguments.diffFiles[0]
        let old: [UInt8]
        if let revision = arguments.against {
            old = try gitShow(revision, newPath)
        } else {
            old = try InputFile.read(oldPath, as: .contract)
        }
        var configPath = arguments.config
        var info = stat()
        let beside = relative("contractgen.json", to: newPath)
        if configPath == nil, stat(beside, &info) == 0 { configPath = beside }
        let config =
            try configPath.map { path throws(DiagnosticError) in
                try ConfigFile.load(try InputFile.read(path, as: .config), file: path)
            } ?? ConfigFile()
        report = try ContractDiff.run(
            old: old, oldFile: oldPath, new: new, newFile: newPath, suppressions: config.diffSuppressions)
    } catch {
        guard arguments.diagnosticsFormat == .text else { return printDiagnostics(error, arguments.diagnosticsFormat) }
        for diagnostic in error.shown.diagnostics { printError(diagnostic.description) }
        printError("contractgen: \(error.count); nothing was compared")
        return 1
    }
    switch arguments.diagnosticsFormat {
    case .text: print(report.text, terminator: "")
    case .json: print(report.jsonLines, terminator: "")
    case .github: print(report.github, terminator: "")
    }
    return report.isBreaking ? 5 : 0
}
