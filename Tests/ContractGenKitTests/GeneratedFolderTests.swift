import ContractGenKit
import Foundation
import Testing

/// Generated/ is committed output: it must equal what the current code and templates render from
/// contract.json, file for file.
@Suite struct GeneratedFolderTests {
    @Test func generatedFolderIsCurrent() throws {
        let differences = try OutputWriter(directory: Repository.url("Generated")).differences(from: Repository.render())
        for difference in differences {
            let detail = difference.kind == .changed
                ? "\n" + ShortDiff.render(current: difference.current ?? "", expected: difference.expected ?? "") : ""
            Issue.record("Generated/\(difference.path) is \(difference.kind.rawValue) (stale against contract.json and Templates/); regenerate with: swift run contractgen --out Generated\(detail)")
        }
    }

    @Test func renderingIsDeterministic() throws {
        #expect(try Repository.render() == Repository.render())
    }
}
