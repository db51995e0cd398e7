// `swift package contractgen`: regenerates committed outputs (Swift, other languages, docs) in place.
//
// For the package's contract.json and each target's, it runs contractgen with the contractgen.json beside the
// contract (its `targets` and `out`, default `Generated` next to the contract; a target's folder gets every target
// but Swift, which the build plugin compiles). `--target NAME` picks SwiftPM targets, `--render NAME` what is
// rendered; other arguments go to contractgen, so `swift package contractgen --check` is a CI check that writes
// nothing.
import Foundation
import PackagePlugin

@main
struct ContractGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // `--target` picks SwiftPM targets, as in every package command; `--render` picks what contractgen renders
        // (its own `--target`).
        var extractor = ArgumentExtractor(arguments)
        let selected = extractor.extractOption(named: "target")
        let rendered = extractor.extractOption(named: "render")
        let passThrough = rendered.flatMap { ["--target", $0] } + extractor.remainingArguments
        var folders: [(url: URL, isTarget: Bool)] = []
        if selected.isEmpty { folders.append((context.package.directoryURL, false)) }
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget, selected.isEmpty || selected.contains(target.name) else {
                continue
            }
            folders.append((target.directoryURL, true))
        }
        let tool = try context.tool(named: "contractgen").url
        var ran = 0
        for folder in folders
        where FileManager.default.fileExists(atPath: folder.url.appending(path: "contract.json").path) {
            try run(tool, in: folder.url, isTarget: folder.isTarget, passThrough)
            ran += 1
        }
        if ran == 0 {
            Diagnostics.error(
                "no contract.json in the package folder\(selected.isEmpty ? " or any target" : " or the selected targets")"
            )
        }
    }

    private func run(_ tool: URL, in folder: URL, isTarget: Bool, _ extra: [String]) throws {
        var arguments = ["--contract", folder.appending(path: "contract.json").path]
        let config = folder.appending(path: "contractgen.json")
        if FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
        }
        if !extra.contains("--out") && !says(config, "out") {
            arguments += ["--out", folder.appending(path: "Generated").path]
        }
        // SwiftPM compiles every Swift file below a target's folder, and the build plugin compiles the contract's
        // Swift already: unless the config lists its targets, a target's folder gets every other one.
        if isTarget, !extra.contains("--target"), !says(config, "targets") {
            arguments += ["--skip-target", "swift"]
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments + extra
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("contractgen exited with \(process.terminationStatus) for \(folder.path)")
        }
    }

    /// Whether the config says `key` itself (it is read properly by contractgen; this only decides whether to
    /// pass a default).
    private func says(_ config: URL, _ key: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: config.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return false }
        return object[key] != nil
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ContractGenCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let tool = try context.tool(named: "contractgen").url
            for file in context.xcodeProject.filePaths where file.lastComponent == "contract.json" {
                try run(tool, in: URL(fileURLWithPath: file.removingLastComponent().string), isTarget: false, arguments)
            }
        }
    }
#endif
