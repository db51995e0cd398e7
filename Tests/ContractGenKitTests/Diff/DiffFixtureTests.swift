import ContractGenKit
import Foundation
import Testing

/// Every pair in `Tests/Fixtures/Diff` (`old.json`, `new.json`, and a `contractgen.json` where the case suppresses
/// a finding) against its `expected` findings, written by hand: one line a finding with its place, severity,
/// rule, element, both wire verdicts, the source verdict and the bump on each platform, then the exit code.
@Suite struct DiffFixtureTests {
    static let folder = "Tests/Fixtures/Diff"

    static var cases: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path).filter { !$0.hasPrefix(".") }
            .sorted()) ?? []
    }

    /// A finding in the fixtures' notation.
    static func line(_ finding: DiffFinding, platforms: [String]) -> String {
        let place = finding.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-"
        let reached = platforms.filter { finding.source[$0] != nil }
        return
            "\(place) \(finding.severity.rawValue) \(finding.rule) [\(finding.element)] wire \(finding.oldSDKNewFlow.rawValue)/\(finding.newSDKOldFlow.rawValue) source "
            + reached.map { "\($0)=\(finding.source[$0]!.rawValue)" }.joined(separator: ",")
            + " bump " + reached.map { "\($0)=\(finding.bump(on: $0).rawValue)" }.joined(separator: ",")
            + (finding.suppressedBecause.map { " suppressed: \($0)" } ?? "")
    }

    @Test(arguments: cases)
    func findingsAreTheExpectedOnes(_ name: String) throws {
        let folder = "\(Self.folder)/\(name)"
        let configURL = Repository.url("\(folder)/contractgen.json")
        let suppressions =
            FileManager.default.fileExists(atPath: configURL.path)
            ? try ConfigFile.load(Repository.bytes("\(folder)/contractgen.json"), file: "contractgen.json")
                .diffSuppressions : []
        let report = try ContractDiff.run(
            old: Repository.bytes("\(folder)/old.json"), oldFile: "old.json",
            new: Repository.bytes("\(folder)/new.json"), newFile: "new.json", suppressions: suppressions)
        let found =
            report.findings.map { Self.line($0, platforms: report.platforms.map(\.id)) } + [
                "exit \(report.isBreaking ? 5 : 0)"
            ]
        let expected = try Repository.text("\(folder)/expected").split(separator: "\n").map(String.init)
        #expect(found == expected, "\(name):\n\(found.joined(separator: "\n"))")
    }

    @Test func thereAreAtLeastThirtyPairs() {
        #expect(Self.cases.count >= 30)
        print("contractgen diff: \(Self.cases.count) fixture pairs")
    }

    /// The repository's contract against itself: nothing to report.
    @Test func theRepositorysContractAgainstItselfHasNoFindings() throws {
        let bytes = try Repository.bytes("contract.json")
        let report = try ContractDiff.run(old: bytes, oldFile: "contract.json", new: bytes, newFile: "contract.json")
        #expect(report.findings.isEmpty && !report.isBreaking)
        #expect(report.bumps.allSatisfy { $0.bump == .none })
    }
}
