import ContractGenKit
import Foundation
import Testing

/// Generated/ is committed output: it must equal what the current code and templates render from
/// contract.json, file for file.
@Suite struct GeneratedFolderTests {
    /// The repository's contract, and the second contract in Tests/Fixtures whose Swift this package compiles.
    @Test(arguments: [
        ("contract.json", "Generated"),
        ("Tests/Fixtures/SecondContract/contract.json", "Tests/Fixtures/SecondContract/Generated"),
    ])
    func generatedFolderIsCurrent(_ contract: String, _ folder: String) throws {
        let files = try GeneratorPipeline().run(contract: Repository.bytes(contract), file: "contract.json")
        let differences = try OutputWriter(directory: Repository.url(folder)).differences(from: files)
        for difference in differences {
            let detail =
                difference.kind == .changed
                ? "\n" + ShortDiff.render(current: difference.current ?? "", expected: difference.expected ?? "") : ""
            Issue.record(
                "\(folder)/\(difference.path) is \(difference.kind.rawValue) (stale against \(contract) and Templates/); regenerate with: swift run contractgen --contract \(contract) --out \(folder)\(detail)"
            )
        }
    }

    @Test func renderingIsDeterministic() throws {
        #expect(try Repository.render() == Repository.render())
    }
}
