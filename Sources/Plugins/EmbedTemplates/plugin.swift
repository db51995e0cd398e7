// Builds the top-level Templates/ folder into the ContractGenKit library as Swift source.
import Foundation
import PackagePlugin

@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        // Every template is an input, so editing, adding or removing one rebuilds, and nothing else does.
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil) {
            while let url = walker.nextObject() as? URL {
                if url.pathExtension == "mustache" { inputs.append(url) }
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) contractgen templates",
                executable: try context.tool(named: "template-embedder").url,
                arguments: [templates.path, output.path],
                inputFiles: [templates] + inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
