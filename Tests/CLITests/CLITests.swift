import Foundation
import Testing
import TestSupport

/// The contractgen command as users and build systems run it: exit codes, what it writes, what it prints.
@Suite struct CLITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The binary SwiftPM built next to this test bundle, or the one `CONTRACTGEN_BINARY` names (to run these
    /// tests against another build, an older one say, and see what they catch).
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["CONTRACTGEN_BINARY"] { return URL(fileURLWithPath: path) }
        var folder = Bundle.main.bundleURL
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("contractgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path), !candidate.hasDirectoryPath {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/contractgen")
    }

    typealias Run = ProcessOutput

    func contractgen(_ arguments: [String], in directory: URL = CLITests.root) throws -> Run {
        try runProcess(Self.binary, arguments, in: directory)
    }

    func newFolder() throws -> URL {
        try TemporaryFolders.make("cli")
    }

    @Test func writesThePageIntoANewFolderAndASecondRunChangesNothing() throws {
        let out = try newFolder().appendingPathComponent("Generated")
        let first = try contractgen(["--out", out.path])
        #expect(first.status == 0, "\(first.stderr)")
        let written = fileIdentities(out.path)
        #expect(written.keys.contains("Docs/sdk-contract.md"))
        #expect(written.keys.contains(".contractgen-manifest"))
        let second = try contractgen(["--out", out.path])
        #expect(second.status == 0)
        #expect(second.stdout.contains("0 written"), "\(second.stdout)")
        #expect(fileIdentities(out.path) == written, "no file replaced and no mtime changed on a second run")
    }

    @Test func aBrokenContractPrintsEveryErrorAndWritesNothing() throws {
        let folder = try newFolder()
        var text = try String(contentsOf: Self.root.appendingPathComponent("contract.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"payload_rule\"", with: "\"payload_rul\"")
            .replacingOccurrences(
                of: "{ \"name\": \"status\", \"type\": \"session_status\" }",
                with: "{ \"name\": \"status\", \"type\": \"sesion_status\" }")
        try text.write(to: folder.appendingPathComponent("contract.json"), atomically: false, encoding: .utf8)
        let run = try contractgen(["--out", "Generated"], in: folder)
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("contract.json:") }
        #expect(errors.count == 2, "\(run.stderr)")
        #expect(errors.allSatisfy { $0.contains(": error: ") })
        #expect(run.stderr.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }

    @Test func checkReportsAStaleFileWithADiffAndExits4() throws {
        let out = try newFolder().appendingPathComponent("out")
        #expect(try contractgen(["--out", out.path]).status == 0)
        #expect(try contractgen(["--out", out.path, "--check"]).status == 0)
        let page = out.appendingPathComponent("Docs/sdk-contract.md")
        let original = try String(contentsOf: page, encoding: .utf8)
        try original.replacingOccurrences(of: "2000 ms", with: "3000 ms").write(
            to: page, atomically: false, encoding: .utf8)
        let run = try contractgen(["--out", out.path, "--check"])
        #expect(run.status == 4)
        #expect(run.stdout.contains("differs: \(out.path)/Docs/sdk-contract.md"))
        #expect(run.stdout.contains("- | `auto_close_delay`"))
        #expect(try String(contentsOf: page, encoding: .utf8).contains("3000 ms"), "--check writes nothing")
    }

    @Test func targetsCanBeChosen() throws {
        let out = try newFolder().appendingPathComponent("out")
        #expect(try contractgen(["--out", out.path, "--target", "schema"]).status == 0)
        #expect(Set(fileIdentities(out.path).keys) == ["Schema/contract.schema.json", ".contractgen-manifest"])
    }

    @Test func aTemplateOverrideReplacesTheBuiltInOneFileByFile() throws {
        let folder = try newFolder()
        let templates = folder.appendingPathComponent("templates/docs")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "# {{title}} (house style)\n".write(
            to: templates.appendingPathComponent("sdk-contract.md.mustache"), atomically: false, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let run = try contractgen(["--out", out.path, "--templates", folder.appendingPathComponent("templates").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try String(contentsOf: out.appendingPathComponent("Docs/sdk-contract.md"), encoding: .utf8)
                == "# Mobile SDK contract (house style)\n")
        #expect(
            FileManager.default.fileExists(atPath: out.appendingPathComponent("Schema/contract.schema.json").path),
            "templates not overridden stay built in")
    }

    @Test func aBrokenTemplateIsReportedAtItsLineAndColumn() throws {
        let folder = try newFolder()
        let templates = folder.appendingPathComponent("templates/docs")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "# {{title}}\n{{#results}}\nno end\n".write(
            to: templates.appendingPathComponent("sdk-contract.md.mustache"), atomically: false, encoding: .utf8)
        let run = try contractgen([
            "--out", folder.appendingPathComponent("out").path, "--templates",
            folder.appendingPathComponent("templates").path,
        ])
        #expect(run.status == 1)
        #expect(run.stderr.contains("templates/docs/sdk-contract.md.mustache:2:1: error:"), "\(run.stderr)")
    }

    @Test func usageErrorsExit2AndHelpAndVersionExit0() throws {
        let missingOut = try contractgen([])
        #expect(missingOut.status == 2)
        #expect(missingOut.stderr.contains("--out DIR is required"))
        #expect(try contractgen(["--out", "x", "--target", "cobol"]).status == 2)
        let help = try contractgen(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("exit codes:"))
        #expect(try contractgen(["--version"]).stdout.hasPrefix("contractgen "))
    }

    @Test func aMissingContractIsAClearError() throws {
        let run = try contractgen(["--out", "out", "--contract", "nope.json"], in: try newFolder())
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot read the contract 'nope.json'"))
    }

    @Test func docsInjectCheckFailsOnAStalePageAndPassesAfterInjecting() throws {
        let folder = try newFolder()
        let page = folder.appendingPathComponent("guide.md")
        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent("Tests/Fixtures/DocsInjection/integration-guide.md"), to: page)
        let contract = Self.root.appendingPathComponent("contract.json").path
        let stale = try contractgen(["docs", "inject", page.path, "--contract", contract, "--check"])
        #expect(stale.status == 4)
        #expect(stale.stdout.contains("out of date: \(page.path)"))
        // What injecting would change, and the command that does it.
        #expect(stale.stdout.contains("\n- | `completed` | an outdated column layout"), "\(stale.stdout)")
        #expect(stale.stdout.contains("are out of date; run: contractgen docs inject \(page.path) --contract"))
        #expect(try contractgen(["docs", "inject", page.path, "--contract", contract]).status == 0)
        let fresh = try contractgen(["docs", "inject", page.path, "--contract", contract, "--check"])
        #expect(fresh.status == 0, "\(fresh.stdout)")
    }

    @Test func docsInjectLeavesEveryFileAloneWhenOneHasAMarkerProblem() throws {
        let folder = try newFolder()
        let good = folder.appendingPathComponent("good.md")
        let bad = folder.appendingPathComponent("bad.md")
        try "a\n<!-- contractgen:begin results -->\n<!-- contractgen:end results -->\n".write(
            to: good, atomically: false, encoding: .utf8)
        try "b\n<!-- contractgen:begin results -->\n".write(to: bad, atomically: false, encoding: .utf8)
        let run = try contractgen([
            "docs", "inject", good.path, bad.path, "--contract", Self.root.appendingPathComponent("contract.json").path,
        ])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(bad.path):2:1: error: 'results' begins here but never ends"))
        #expect(
            try String(contentsOf: good, encoding: .utf8)
                == "a\n<!-- contractgen:begin results -->\n<!-- contractgen:end results -->\n")
    }

    @Test func swiftFileWritesOneInternalFileFromTheConfig() throws {
        let folder = try newFolder()
        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent("contract.json"), to: folder.appendingPathComponent("contract.json"))
        try #"{"prefix": "Kyc"}"#.write(
            to: folder.appendingPathComponent("contractgen.json"), atomically: false, encoding: .utf8)
        let output = folder.appendingPathComponent("out.swift")
        let run = try contractgen(["--swift-file", output.path, "--config", "contractgen.json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let source = try String(contentsOf: output, encoding: .utf8)
        #expect(source.contains("\nenum KycSessionStatus: KycWireEnum {"), "internal, prefixed from the config")
        #expect(!source.contains("public "))
        #expect(source.components(separatedBy: "import Foundation").count == 2, "imports once")
        let again = try contractgen(["--swift-file", output.path, "--config", "contractgen.json"], in: folder)
        #expect(again.stdout.contains("unchanged"))
    }

    @Test func aConfigProblemIsReportedAtItsPosition() throws {
        let folder = try newFolder()
        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent("contract.json"), to: folder.appendingPathComponent("contract.json"))
        try "{\n  \"acess\": \"public\"\n}\n".write(
            to: folder.appendingPathComponent("contractgen.json"), atomically: false, encoding: .utf8)
        let run = try contractgen(["--swift-file", "out.swift", "--config", "contractgen.json"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("contractgen.json:2:3: error: unknown key 'acess' in config; did you mean 'access'?"),
            "\(run.stderr)")
    }
}
