// Generates Swift from the target's contract.json at build time.
//
// Thin on purpose: it finds the contract (and the optional contractgen.json) in the target and hands them to
// the contractgen executable, which does the work and prints diagnostics at the contract's line and column.
import Foundation
import PackagePlugin

@main
struct ContractGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try ContractGenPlugin.commands(
            in: target.directoryURL, targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: context.tool(named: "contractgen").url)
    }

    /// One build command: its inputs are the contract, the config and contractgen itself, so an unchanged
    /// contract reruns nothing and an edit or a new contractgen reruns it once. Its one output's name never
    /// depends on the contract, and contractgen rewrites it only when its bytes change, so a rerun that
    /// changes nothing recompiles nothing. (SwiftPM 6.3 on Linux relinks every plugin tool on every build,
    /// which reruns any plugin command; that rerun then costs one contractgen run and no compilation.)
    static func commands(in directory: URL, targetName: String, workDirectory: URL, tool: URL) throws -> [Command] {
        let contract = directory.appending(path: "contract.json")
        guard FileManager.default.fileExists(atPath: contract.path) else {
            Diagnostics.error(
                "target '\(targetName)' uses the contractgen plugin but has no contract.json in \(directory.path)")
            return []
        }
        let output = workDirectory.appending(path: "GeneratedContract.swift")
        var arguments = ["--swift-file", output.path, "--contract", contract.path, "--quiet"]
        var inputs = [contract, tool]
        let config = directory.appending(path: "contractgen.json")
        if FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
            inputs.append(config)
        }
        return [
            .buildCommand(
                displayName: "contractgen: generating \(targetName) from contract.json",
                executable: tool,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ContractGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            // In an Xcode project the contract is one of the target's files; its folder is the target's.
            guard let contract = target.inputFiles.first(where: { $0.url.lastPathComponent == "contract.json" }) else {
                Diagnostics.error("target '\(target.displayName)' uses the contractgen plugin but has no contract.json")
                return []
            }
            return try ContractGenPlugin.commands(
                in: contract.url.deletingLastPathComponent(), targetName: target.displayName,
                workDirectory: context.pluginWorkDirectoryURL,
                tool: context.tool(named: "contractgen").url)
        }
    }
#endif
