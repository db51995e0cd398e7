import Foundation
import Testing
import TestSupport

/// `contractgen diff` as a CI job runs it: exit 0 when nothing breaks and 5 when something does, findings as
/// text, JSON lines or GitHub annotations, and the old contract read from git with `--against`.
@Suite struct DiffCLITests {
    let cli = CLITests()
    func fixture(_ name: String, _ file: String) -> String {
        CLITests.root.appendingPathComponent("Tests/Fixtures/Diff/\(name)/\(file)").path
    }

    @Test func exitsZeroWhenNothingBreaksAndFiveWhenSomethingDoes() throws {
        let added = try cli.contractgen([
            "diff", fixture("02-event-added", "old.json"), fixture("02-event-added", "new.json"),
        ])
        #expect(added.status == 0, "\(added.stdout)\(added.stderr)")
        #expect(added.stdout.contains("[event.added] event 'refunded' was added"))
        #expect(added.stdout.hasSuffix("semver: android minor, ios minor\n"))
        let removed = try cli.contractgen([
            "diff", fixture("03-event-removed", "old.json"), fixture("03-event-removed", "new.json"),
        ])
        #expect(removed.status == 5)
        #expect(removed.stdout.contains("error: [event.removed]") && removed.stdout.contains("; breaking\n"))
    }

    /// `diff --rules` lists each rule a finding may have with its severity, and compares nothing.
    @Test func rulesListsEveryRuleAndTakesNoContracts() throws {
        let run = try cli.contractgen(["diff", "--rules"])
        #expect(run.status == 0, "\(run.stderr)")
        let listed = run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(listed.contains { $0.hasPrefix("event.removed, enum-value.removed") })
        #expect(listed.contains("error: new SDKs hand an old page's message to the catch-all alone"))
        #expect(listed.contains("security.weakened, the other way security.strengthened (info)"))
        let both = try cli.contractgen([
            "diff", "--rules", fixture("02-event-added", "old.json"), fixture("02-event-added", "new.json"),
        ])
        #expect(both.status == 2 && both.stderr.contains("diff --rules lists the rules and compares nothing"))
    }

    @Test func aSuppressionBesideTheNewContractBreaksNothing() throws {
        let run = try cli.contractgen([
            "diff", fixture("49-suppressed-removal", "old.json"), fixture("49-suppressed-removal", "new.json"),
        ])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(
            run.stdout.contains("note: [event.removed]") && run.stdout.contains("suppressed: no SDK ever delivered it"))
    }

    /// JSON lines: every line an object, findings with their verdicts, the last one the summary.
    @Test func jsonLinesAreJSONWithEveryVerdict() throws {
        let run = try cli.contractgen([
            "diff", fixture("13-payload-field-renamed", "old.json"), fixture("13-payload-field-renamed", "new.json"),
            "--diagnostics-format", "json",
        ])
        #expect(run.status == 5)
        let objects = try run.stdout.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
        #expect(objects.count == 2)
        let finding = objects[0]
        #expect(finding["rule"] as? String == "field.renamed" && finding["severity"] as? String == "error")
        #expect(
            (finding["file"] as? String)?.hasSuffix("new.json") == true && finding["line"] as? Int != nil
                && finding["column"] as? Int != nil)
        #expect(finding["wire"] as? [String: String] == ["oldSdkNewFlow": "breaks", "newSdkOldFlow": "ok"])
        #expect(finding["source"] as? [String: String] == ["android": "deprecated", "ios": "deprecated"])
        #expect(finding["bump"] as? [String: String] == ["android": "major", "ios": "major"])
        let summary = try #require(objects[1]["summary"] as? [String: Any])
        #expect(summary["breaking"] as? Bool == true && summary["errors"] as? Int == 1)
    }

    @Test func githubAnnotationsPointAtTheNewContract() throws {
        let run = try cli.contractgen([
            "diff", fixture("24-option-added-required", "old.json"), fixture("24-option-added-required", "new.json"),
            "--diagnostics-format", "github",
        ])
        #expect(run.status == 5)
        let lines = run.stdout.split(separator: "\n")
        #expect(
            lines.first?.hasPrefix("::error file=\(fixture("24-option-added-required", "new.json")),line=") == true,
            "\(run.stdout)")
        #expect(
            lines.first?.contains(",title=option.added-required::option 'merchant_id' was added as required") == true)
        #expect(lines.first?.contains("%0Awire: ") == true, "a second line, escaped")
        #expect(lines.last?.hasPrefix("::notice title=semver::") == true)
    }

    /// What a change removed is only in the old contract, which a pull request does not show: its annotation is
    /// placed in the new one, at what held it (the `events` array, line 38, its bracket at column 13).
    @Test func aRemovalIsAnnotatedInTheNewContractAtWhatHeldIt() throws {
        let new = fixture("03-event-removed", "new.json")
        let run = try cli.contractgen([
            "diff", fixture("03-event-removed", "old.json"), new, "--diagnostics-format", "github",
        ])
        #expect(run.status == 5)
        #expect(run.stdout.hasPrefix("::error file=\(new),line=38,col=13,title=event.removed::"), "\(run.stdout)")
    }

    /// The text says how to accept a finding, in the config's own words, and a suppression that matches nothing
    /// is a note at its line.
    @Test func theTextNamesEachSuppressionAndAnUnmatchedOneIsANote() throws {
        let removed = try cli.contractgen([
            "diff", fixture("03-event-removed", "old.json"), fixture("03-event-removed", "new.json"),
        ])
        #expect(
            removed.stdout.contains(
                #"    to accept it, add to contractgen.json's "diff"."suppress": { "rule": "event.removed", "element": "event ready", "reason": "…" }"#
            ), "\(removed.stdout)")
        let folder = try cli.newFolder()
        for file in ["old.json", "new.json"] {
            try FileManager.default.copyItem(
                atPath: fixture("49-suppressed-removal", file), toPath: folder.appendingPathComponent(file).path)
        }
        try #"{ "diff": { "suppress": [{ "rule": "event.removd", "reason": "a typo" }] } }"#.write(
            to: folder.appendingPathComponent("contractgen.json"), atomically: false, encoding: .utf8)
        let run = try cli.contractgen(["diff", "old.json", "new.json"], in: folder)
        #expect(run.status == 5, "the typo suppresses nothing")
        #expect(
            run.stdout.contains(
                "contractgen.json:1:36: note: the suppression of 'event.removd' matches no change; remove it, or correct its rule or element"
            ), "\(run.stdout)")
    }

    /// `--against REF` reads the old contract from git, as a pull request's CI compares with its base.
    @Test func againstAGitRevision() throws {
        let folder = try cli.newFolder()
        func git(_ arguments: [String]) throws {
            let run = try runProcess(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments, in: folder)
            try #require(run.status == 0, "\(run.stderr)")
        }
        try git(["init", "-q"])
        try FileManager.default.copyItem(
            atPath: fixture("26-option-removed", "old.json"),
            toPath: folder.appendingPathComponent("contract.json").path)
        try git(["add", "contract.json"])
        try git(["commit", "-q", "-m", "base"])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("contract.json"))
        try FileManager.default.copyItem(
            atPath: fixture("26-option-removed", "new.json"),
            toPath: folder.appendingPathComponent("contract.json").path)
        let run = try cli.contractgen(["diff", "--against", "HEAD"], in: folder)
        #expect(run.status == 5, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stdout.hasPrefix("contract.json@HEAD:"), "a removed option points into the old contract: \(run.stdout)")
        #expect(run.stdout.contains("[option.removed] option 'show_title' was removed"))
        let missing = try cli.contractgen(["diff", "--against", "no-such-branch"], in: folder)
        #expect(
            missing.status == 1 && missing.stderr.contains("cannot read contract.json at 'no-such-branch'"),
            "\(missing.stderr)")
    }

    @Test func wrongUsageIsExitTwo() throws {
        let run = try cli.contractgen(["diff", "only-one.json"])
        #expect(run.status == 2 && run.stderr.contains("diff needs the old and the new contract"))
        let format = try cli.contractgen(["diff", "a.json", "b.json", "--diagnostics-format", "xml"])
        #expect(format.status == 2 && format.stderr.contains("--diagnostics-format is text, json or github"))
    }
}
