import ContractGenKit
import Foundation
import Testing

/// The flow page's module (`Web/flow-bridge.js`) of the second and hostile contracts, through
/// `Tests/Toolchains/web/verify`: types, the round trip against the vectors, and headless Chromium sending every
/// message and the legacy handshake. The repository's contract runs in `GeneratedContractTests`, where the
/// generated Swift decodes what the browser sent.
@Suite(.serialized) struct WebBridgeTests {
    @Test(arguments: [
        ("Tests/Fixtures/SecondContract/contract.json", "second"), (HostileContractTests.contract, "hostile"),
    ])
    func thePageModuleSendsWhatEverySDKDecodes(_ contract: String, _ suite: String) throws {
        let folder = try temporaryFolder("web-\(suite)")
        let files = try GeneratorPipeline().run(contract: Repository.bytes(contract), file: "contract.json")
        _ = try OutputWriter(directory: folder).write(files)
        guard let output = try ToolchainTests().verify("web", folder, suite: suite) else { return }
        print(output.stdout, terminator: "")
        #expect(output.status == 0, "the page module of \(contract) failed:\n\(output.combined)")
        // The simulator plays each dispatch case, each sequence and the handshake, which the vectors count.
        let data = try Data(contentsOf: folder.appendingPathComponent("Vectors/dispatch.json"))
        let dispatch = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = (dispatch["cases"] as? [Any])?.count ?? 0
        let sequences = (dispatch["sequences"] as? [Any])?.count ?? 0
        #expect(output.stdout.contains("\(cases) dispatch, \(sequences) sequence, 1 handshake"), "\(suite)")
        #expect(
            output.stdout.range(of: #"Web simulator: [1-9][0-9]* passed, 0 failed"#, options: .regularExpression) != nil
        )
        #expect(
            output.stdout.range(of: #"control .*: ([0-9]+) of \1 scenarios failed"#, options: .regularExpression) != nil
        )
        #expect(
            output.stdout.range(of: #"screenshot of [a-z]+-1: .*\.png \([0-9]+ bytes\)"#, options: .regularExpression)
                != nil)
    }

    /// The repository's variants whose fields hold records, maps and raw JSON: the page checks and writes each
    /// record through its own fields (what it sends carries no other key), each map and JSON value by what it holds
    /// (`__proto__` a key like any other), and each platform's SDK, in Chromium, decodes what it sent.
    @Test(arguments: ["fields that hold records", "fields that hold maps"])
    func whatAFieldHoldsIsSentAsEverySDKDecodesIt(_ description: String) throws {
        let variant = try #require(VariantContractTests.variants.first { $0.description.hasPrefix(description) })
        let folder = try temporaryFolder("web-records")
        let files = try GeneratorPipeline().run(contract: VariantContractTests.bytes(variant), file: "contract.json")
        _ = try OutputWriter(directory: folder).write(files)
        guard let output = try ToolchainTests().verify("web", folder, suite: "variant") else { return }
        print(output.stdout, terminator: "")
        #expect(output.status == 0, "the page module of the variant failed:\n\(output.combined)")
        #expect(output.stdout.contains("Web browser"))
    }
}
