import ContractGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `contractgen lint`: the contract, its config and any templates checked as rendering would check them; nothing
/// is written. Warnings fail the run only with `--strict`.
func lint(_ arguments: inout Arguments) -> Int32 {
    let warnings: [Diagnostic]
    do {
        let config = try resolveInputs(&arguments, searching: true)
        let pipeline = GeneratorPipeline(
            targets: config.targets ?? Target.allCases, templates: try templates(arguments),
            options: GenerationOptions(typePrefix: config.prefix))
        warnings = try pipeline.lint(contract: try readContract(arguments), file: arguments.contract)
    } catch {
        return printDiagnostics(error, arguments.diagnosticsFormat, outcome: "\(arguments.contract) is not valid")
    }
    if arguments.diagnosticsFormat == .text {
        for warning in warnings { printError(warning.description) }
        let count = warnings.count == 1 ? "1 warning" : "\(warnings.count) warnings"
        print("contractgen: \(arguments.contract) is valid" + (warnings.isEmpty ? "" : ", with \(count)"))
    } else if !warnings.isEmpty {
        print(warnings.map { $0.formatted(arguments.diagnosticsFormat) }.joined(separator: "\n"))
    }
    return arguments.strict && !warnings.isEmpty ? 1 : 0
}

/// `contractgen init`: a starter contract and its config, never over a file that exists.
func initialize(_ arguments: Arguments) -> Int32 {
    let starter = arguments.starter
    let files = [("contract.json", starter.contractFile), ("contractgen.json", starter.configFile)]
    let paths = files.map { PathText.join(arguments.initFolder, $0.0) }
    var info = stat()
    if let existing = paths.first(where: { lstat($0, &info) == 0 }) {
        printError(
            "contractgen: error: \(existing) exists; init writes only new files: remove it, or pass --dir to start elsewhere"
        )
        return 3
    }
    do {
        for (path, (_, text)) in zip(paths, files) {
            _ = try SingleFileWriter.write(Array(text.utf8), to: path, as: .new)
            print("wrote \(path)")
        }
    } catch {
        return printOutputError(error, arguments.diagnosticsFormat)
    }
    let folder = arguments.initFolder == "." ? "" : "cd \(arguments.initFolder) && "
    print(
        """

        Next: describe your flow in contract.json (each part's description says what goes there), then
          \(folder)contractgen lint     checks it, naming each mistake's line and column
          \(folder)contractgen          renders every target into Generated/, as contractgen.json says
        """)
    return 0
}

/// `contractgen schema`: the JSON Schema of contract.json, which needs no contract.
func printSchema() -> Int32 {
    do {
        print(try GeneratorPipeline().schema(), terminator: "")
        return 0
    } catch {
        return printDiagnostics(error, .text)
    }
}
