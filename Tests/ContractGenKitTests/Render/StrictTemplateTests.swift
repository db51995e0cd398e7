@testable import ContractGenKit
import Foundation
import Mustache
import Testing

/// Every built-in template renders every contract this repository has in strict mode, where a tag naming a key
/// its view model lacks is an error: a misspelt or forgotten key fails here instead of rendering as a blank.
@Suite struct StrictTemplateTests {
    static let contracts = ["contract.json", "Tests/Fixtures/SecondContract/contract.json", "Tests/Fixtures/HostileContract/contract.json"]

    func renderStrictly(_ bytes: [UInt8]) throws(DiagnosticError) -> [GeneratedFile] {
        var pipeline = GeneratorPipeline()
        pipeline.strictTemplates = true
        return try pipeline.run(contract: bytes, file: "contract.json")
    }

    @Test(arguments: contracts)
    func everyKeyATemplateNamesIsInItsViewModel(_ path: String) throws {
        let strict = try renderStrictly(try Repository.bytes(path))
        // Strict mode only adds errors: what renders is what a normal run writes.
        let normal = try GeneratorPipeline().run(contract: try Repository.bytes(path), file: "contract.json")
        #expect(strict.map(\.contents) == normal.map(\.contents))
    }

    @Test(arguments: VariantContractTests.variants)
    func everyVariantRendersStrictly(_ variant: VariantContractTests.Variant) throws {
        var contract = try JSONSerialization.jsonObject(with: Data(Repository.bytes("contract.json"))) as! [String: Any]
        variant.change(&contract)
        _ = try renderStrictly([UInt8](try JSONSerialization.data(withJSONObject: contract)))
    }

    /// The mode itself: a misspelt key in a template is reported at its tag.
    @Test func aMisspeltKeyIsAnError() throws {
        let templates = try TemplateSet.builtIn.overriding(with: [
            "docs/sdk-contract.md.mustache": (source: "# {{title}}\n{{#results}}- {{nmae}}\n{{/results}}", origin: "Templates/docs/sdk-contract.md.mustache"),
        ])
        var pipeline = GeneratorPipeline(targets: [.docs], templates: templates)
        pipeline.strictTemplates = true
        let contract = try Repository.bytes("contract.json")
        do throws(DiagnosticError) {
            _ = try pipeline.run(contract: contract, file: "contract.json")
            Issue.record("a misspelt key rendered in strict mode")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "Templates/docs/sdk-contract.md.mustache:2:15: error: cannot render template 'docs/sdk-contract.md': nothing is named 'nmae' here (strict mode); check the name, or give the view model the key, null when it has no value",
            ])
        }
        pipeline.strictTemplates = false
        #expect(try pipeline.run(contract: contract, file: "contract.json").first?.contents.contains("- \n") == true)
    }
}
