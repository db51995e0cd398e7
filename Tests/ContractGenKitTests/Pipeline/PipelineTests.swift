import ContractGenKit
import Foundation
import Testing

/// The pipeline renders targets concurrently for small contracts and one at a time for large ones, and hands
/// files over as they are rendered. None of that may show in the output.
@Suite struct PipelineTests {
    /// The repository's contract with `count` more events, failure codes and options: well over the size at
    /// which targets render one at a time.
    static func largeContract(adding count: Int) throws -> [UInt8] {
        var contract = try JSONSerialization.jsonObject(with: Data(Repository.bytes("contract.json"))) as! [String: Any]
        var events = contract["events"] as! [[String: Any]]
        var failures = contract["failures"] as! [String: Any]
        var codes = failures["codes"] as! [[String: Any]]
        var configuration = contract["configuration"] as! [String: Any]
        var options = configuration["options"] as! [[String: Any]]
        for index in 0..<count {
            events.append([
                "name": "added_event_\(index)", "description": "Added event \(index), to make the contract large.",
                "payload": [
                    ["name": "value", "type": "string"], ["name": "count", "type": "integer", "optional": true],
                ],
            ])
            codes.append(["name": "added_failure_\(index)", "description": "Added failure \(index)."])
            options.append([
                "name": "added_option_\(index)", "type": "boolean", "default": index % 2 == 0,
                "description": "Added option \(index).",
            ])
        }
        failures["codes"] = codes
        configuration["options"] = options
        contract["events"] = events
        contract["failures"] = failures
        contract["configuration"] = configuration
        return [UInt8](try JSONSerialization.data(withJSONObject: contract, options: [.sortedKeys]))
    }

    @Test func aRunPastItsLimitStopsWithADiagnosticAndHandsOverNothingPastIt() throws {
        // The repository's contract renders about 270 KB in all; its largest file is far below 100 KB.
        let pipeline = GeneratorPipeline(limits: GenerationLimits(bytesPerFile: 100_000, bytesPerRun: 150_000))
        var handedOver = 0
        #expect {
            try pipeline.run(contract: Repository.bytes("contract.json"), file: "contract.json") { file in
                handedOver += file.contents.utf8.count
            }
        } throws: { error in
            "\(error)".contains("over 150000 bytes, the limit for one run")
        }
        #expect(handedOver <= 150_000)
    }

    @Test func aFilePastItsLimitNamesItsTemplate() throws {
        let pipeline = GeneratorPipeline(
            targets: [.docs], limits: GenerationLimits(bytesPerFile: 1_000, bytesPerRun: 1 << 30))
        #expect {
            try pipeline.run(contract: Repository.bytes("contract.json"), file: "contract.json")
        } throws: { error in
            "\(error)".contains("Templates/docs/")
                && "\(error)".contains("the output is over 1000 bytes, the limit for one file")
        }
    }

    @Test func outputIsTheSameEveryRun() throws {
        let first = try Repository.render()
        for _ in 0..<3 {
            #expect(try Repository.render() == first)
        }
        #expect(
            first.map(\.path)
                == Target.allCases.flatMap { target in
                    // A language target's files, then its tests (`Tests/Swift/`).
                    first.map(\.path).filter {
                        $0.hasPrefix(Self.folder(of: target)) || $0.hasPrefix("Tests/" + Self.folder(of: target))
                    }
                })
    }

    /// Files handed over one at a time, in whatever order targets finish them, are the files of a whole run.
    @Test func filesHandedOverAreTheFilesOfARun() throws {
        let whole = try Repository.render()
        var handedOver: [GeneratedFile] = []
        try GeneratorPipeline().run(contract: Repository.bytes("contract.json"), file: "contract.json") {
            handedOver.append($0)
        }
        #expect(handedOver.sorted { $0.path < $1.path } == whole.sorted { $0.path < $1.path })
    }

    /// A large contract renders its targets one at a time, and with its large lists made only while a file
    /// reads them: each target renders the same alone as beside the others, and every run alike.
    @Test func aLargeContractRendersTheSameTargetByTarget() throws {
        let bytes = try Self.largeContract(adding: 1_500)
        #expect(bytes.count > 256 * 1024)
        let all = try GeneratorPipeline().run(contract: bytes, file: "contract.json")
        #expect(try GeneratorPipeline().run(contract: bytes, file: "contract.json") == all)
        var alone: [GeneratedFile] = []
        for target in Target.allCases {
            alone += try GeneratorPipeline(targets: [target]).run(contract: bytes, file: "contract.json")
        }
        #expect(alone == all)
        let events = try #require(all.first { $0.path == "Swift/ContractEvents.swift" })
        #expect(events.contents.contains("case addedEvent1499"))
    }

    static func folder(of target: Target) -> String {
        switch target {
        case .docs: "Docs/"
        case .schema: "Schema/"
        case .swift: "Swift/"
        case .kotlin: "Kotlin/"
        case .typescript: "TypeScript/"
        case .dart: "Dart/"
        case .vectors: "Vectors/"
        case .web: "Web/"
        }
    }

    /// Problems in the contract and in overriding templates come in one run; the built-in templates, parsed
    /// once per process, add none.
    @Test func contractAndTemplateErrorsComeTogether() throws {
        let broken = Array(#"{"format": 1, "nme": "x"}"#.utf8)
        let templates = try TemplateSet.builtIn.overriding(with: [
            "docs/sdk-contract.md.mustache": ("{{#x}}", "override.mustache")
        ])
        #expect(TemplateSet.builtIn.isBuiltIn && !templates.isBuiltIn)
        do {
            _ = try GeneratorPipeline(templates: templates).run(contract: broken, file: "contract.json")
            Issue.record("a broken contract rendered")
        } catch {
            let files = Set(error.diagnostics.compactMap { $0.location?.file })
            #expect(files == ["contract.json", "override.mustache"])
        }
        do {
            _ = try GeneratorPipeline().run(contract: broken, file: "contract.json")
            Issue.record("a broken contract rendered")
        } catch {
            #expect(error.diagnostics.allSatisfy { $0.location?.file == "contract.json" })
        }
    }
}
