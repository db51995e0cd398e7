@testable import ContractGenKit
import Foundation
import Mustache
import Testing

/// Every built-in template renders every contract this repository has in strict mode, where a tag naming a key
/// its view model lacks is an error: a misspelt or forgotten key fails here instead of rendering as a blank.
@Suite struct StrictTemplateTests {
    static let contracts = [
        "contract.json", "Tests/Fixtures/SecondContract/contract.json", "Tests/Fixtures/HostileContract/contract.json",
    ]

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

    /// An override's own tags are strict in every run: a name the static check lets through (the built-in
    /// templates read `caseName`, in each result) fails at its tag where the view model lacks it, here at the top
    /// level, instead of rendering as a blank. The built-in templates it includes are not made strict by it.
    @Test func anOverridesTagNamingAMissingKeyFailsInEveryRun() throws {
        let templates = try TemplateSet.builtIn.overriding(with: [
            "swift/ContractResult.swift.mustache": (
                source: "// {{caseName}}\n{{#results}}{{caseName}}{{/results}}\n",
                origin: "my/ContractResult.swift.mustache"
            )
        ])
        let contract = try Repository.bytes("contract.json")
        for strict in [false, true] {
            var pipeline = GeneratorPipeline(targets: [.swift], templates: templates)
            pipeline.strictTemplates = strict
            do throws(DiagnosticError) {
                _ = try pipeline.run(contract: contract, file: "contract.json")
                Issue.record("a key the view model lacks rendered")
            } catch {
                #expect(
                    error.diagnostics.map(\.description) == [
                        "my/ContractResult.swift.mustache:1:4: error: cannot render template 'swift/ContractResult.swift': nothing is named 'caseName' here (strict mode); check the name, or give the view model the key, null when it has no value"
                    ])
            }
        }
    }
}
