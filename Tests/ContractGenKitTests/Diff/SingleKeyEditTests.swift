@testable import ContractGenKit
import Foundation
import JSONSyntax
import Testing

/// Every key of the format edited once, alone, in the contracts that use every key between them; each edit
/// rendered through the real pipeline and compared with the contract it came from. Where generated code
/// changes, or the key is a security key, the diff must report a finding that is not documentation only, and
/// one of the key's own rules; every edit must be reported.
@Suite(.serialized) struct SingleKeyEditTests {
    static let contracts = [
        "contract.json", "Tests/Fixtures/SecondContract/contract.json", "Tests/Fixtures/HostileContract/contract.json",
        // Callbacks of several values, and entry points that return nothing or the result: no other contract has them.
        "Tests/Fixtures/NativeWrapper/contract.json",
    ]

    struct Outcome {
        var edit: SingleKeyEdit
        var rendered: RenderedChange
        var findings: [DiffFinding]
        /// What the diff said before the key-level pass: the semantic comparisons' findings alone.
        var semanticFindings: Int
    }

    @Test func everyEditThatChangesCodeOrSecurityIsReportedAsSuch() throws {
        var outcomes: [Outcome] = []
        var skipped: [String] = []
        var valid: Set<String> = []
        var attempted: Set<String> = []
        for path in Self.contracts {
            let original = try ContractLoader.load(Repository.bytes(path), file: "old.json").value
            let oldBytes = JSONText.bytes(original)
            let oldContract = try ContractValidator.validate(
                ContractLoader.load(oldBytes, file: "old.json"), file: "old.json")
            let oldFiles = try #require(RenderedChange.render(oldBytes))
            var edits = SingleKeyEdits(original, perKey: 6)
            edits.derive()
            attempted.formUnion(edits.edits.map(\.key))
            for edit in edits.edits where !valid.contains("\(edit.key) \(edit.kind)") {
                let newBytes = JSONText.bytes(edit.contract)
                guard
                    let newContract = try? ContractValidator.validate(
                        ContractLoader.load(newBytes, file: "new.json"), file: "new.json"),
                    let newFiles = RenderedChange.render(newBytes)
                else {
                    skipped.append("\(path): \(edit.label)")
                    continue
                }
                valid.insert("\(edit.key) \(edit.kind)")
                let report = try ContractDiff.run(
                    old: oldBytes, oldFile: "old.json", new: newBytes, newFile: "new.json")
                outcomes.append(
                    Outcome(
                        edit: edit, rendered: RenderedChange.between(oldFiles, newFiles), findings: report.findings,
                        semanticFindings: ContractComparison.findings(old: oldContract, new: newContract).count))
            }
        }
        for outcome in outcomes { check(outcome) }
        let keys = Set(outcomes.map(\.edit.key))
        // Keys every valid edit of misses: a reference edited alone (a platform id, a flow's callback) no longer resolves.
        let onlyInvalid = KeyClassificationTests.formatKeys.filter { !keys.contains($0) }
        let mattering = outcomes.filter { $0.rendered == .code || Self.isSecurity($0.edit.key) }
        print(
            "single-key edits: \(outcomes.count) exercised over \(keys.count) keys, \(skipped.count) skipped as invalid "
                + "(keys edited only invalidly: \(onlyInvalid.joined(separator: ", "))); "
                + "\(mattering.count) change code or security, of which \(mattering.filter { $0.semanticFindings == 0 }.count) had no finding before the key-level pass "
                + "and \(mattering.filter { $0.findings.isEmpty }.count) have none now")
        if ProcessInfo.processInfo.environment["CONTRACTGEN_PRINT_EDITS"] == "1" {
            print(outcomes.map(Self.row).joined(separator: "\n"))
            print("skipped:\n" + skipped.joined(separator: "\n"))
        }
        #expect(outcomes.count >= 300, "too few edits exercised")
        #expect(
            KeyClassificationTests.formatKeys.filter { !attempted.contains($0) } == [], "keys no edit was derived for")
        #expect(onlyInvalid.count <= 40, "keys no valid edit exercised: \(onlyInvalid.joined(separator: ", "))")
    }

    private func check(_ outcome: Outcome) {
        let edit = outcome.edit
        let entry = KeyClassification.entry(for: edit.key)!
        let lines = outcome.findings.map { "\($0.severity.rawValue) \($0.rule) [\($0.element)]" }.joined(
            separator: "; ")
        #expect(!outcome.findings.isEmpty, "\(edit.label): reported as 0 changes")
        if outcome.rendered == .code || entry.keyClass == .security {
            #expect(
                outcome.findings.contains { $0.rule != "docs.changed-text" },
                "\(edit.label): changes \(outcome.rendered), reported as docs only: \(lines)")
        }
        if entry.keyClass == .docs {
            #expect(outcome.rendered != .code, "\(edit.label): classified docs, but generated code changes")
        }
        let own = outcome.findings.contains {
            $0.rule == entry.rule || $0.rule == entry.harmlessRule || entry.isCovered(by: $0.rule)
        }
        #expect(
            own,
            "\(edit.label): no finding of the key's own class (\(entry.keyClass.rawValue), \(entry.rule)): \(lines)")
    }

    static func isSecurity(_ key: String) -> Bool {
        KeyClassification.entry(for: key)?.keyClass == .security
    }

    static func row(_ outcome: Outcome) -> String {
        let rules = Set(outcome.findings.map { "\($0.severity.rawValue) \($0.rule)" }).sorted().joined(separator: ", ")
        return
            "\(outcome.edit.label) | \(KeyClassification.entry(for: outcome.edit.key)!.keyClass.rawValue) | renders \(outcome.rendered.rawValue) | "
            + "before: \(outcome.semanticFindings == 0 ? "0 changes" : "\(outcome.semanticFindings) findings") | \(rules.isEmpty ? "0 changes" : rules)"
    }
}
