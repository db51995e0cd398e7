// Builds the templates into ContractGenKit: runs template-embedder on the package's Templates/ folder, so the
// contractgen binary carries every template (as source, and already parsed) and nothing generated is
// committed. The inputs are the templates and the tool, so a build reruns it only when one of them changed.
import Foundation
import PackagePlugin

@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL
        let tool = try context.tool(named: "template-embedder").url
        var inputs = [tool]
        if let walker = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil) {
            while let url = walker.nextObject() as? URL {
                if url.pathExtension == "mustache" { inputs.append(url) }
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count - 1) templates into \(target.name)",
                executable: tool,
                arguments: [templates.path, output.path],
                inputFiles: inputs,
                outputFiles: [
                    output.appending(path: "EmbeddedTemplates.swift"),
                    output.appending(path: "EmbeddedTemplateTrees.swift"),
                ]
            )
        ]
    }
}
