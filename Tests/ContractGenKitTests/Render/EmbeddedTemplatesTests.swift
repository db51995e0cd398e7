import ContractGenKit
import Foundation
import Testing

/// The templates compiled into contractgen are exactly the files in Templates/.
@Suite struct EmbeddedTemplatesTests {
    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let folder = Repository.url("Templates")
        var onDisk: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            let key = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            onDisk[key] = try String(contentsOf: url, encoding: .utf8)
        }
        let embedded = TemplateSet.builtIn.sources
        for key in Set(onDisk.keys).union(embedded.keys).sorted() where onDisk[key] != embedded[key] {
            Issue.record(
                "Templates/\(key) differs from the template built into contractgen; the EmbedTemplates build plugin did not rerun"
            )
        }
        #expect(!onDisk.isEmpty)
    }

    /// The parsed templates built in beside the sources (EmbeddedTemplateTrees.swift) are the sources parsed:
    /// each renders like its source.
    @Test func builtInTemplatesAreTheirSourcesParsed() throws {
        let fromSources = try GeneratorPipeline(
            templates: TemplateSet.builtIn.overriding(with: TemplateSet.builtIn.sources.mapValues { ($0, "source") })
        )
        .run(contract: Repository.bytes("contract.json"), file: "contract.json")
        #expect(try Repository.render() == fromSources)
    }
}
