import Foundation
import Testing
import TestSupport

/// What a newcomer runs first: `init`, `lint`, `schema`, each command's own help, suggestions for a mistyped
/// option or target, and a config that names its contract and output relative to itself, found from any folder
/// below it.
@Suite struct FirstHourCLITests {
    let cli = CLITests()

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    @Test func initStartsAContractThatLintsAndRendersFromAnyFolderBelowIt() throws {
        let folder = try cli.newFolder()
        let started = try cli.contractgen(["init", "--platforms", "ios,android", "--name", "payments"], in: folder)
        #expect(started.status == 0, "\(started.stderr)")
        #expect(started.stdout.contains("wrote ./contract.json") && started.stdout.contains("contractgen lint"))
        let contract = try String(contentsOf: folder.appendingPathComponent("contract.json"), encoding: .utf8)
        #expect(contract.contains("\"name\": \"payments\""))
        let lint = try cli.contractgen(["lint"], in: folder)
        #expect(lint.status == 0 && lint.stdout.contains("contract.json is valid"), "\(lint.stderr)")
        // A mistake is named at its place, and nothing is written.
        let mistyped = contract.replacingOccurrences(of: "\"type\": \"status\"", with: "\"type\": \"statsu\"")
        try mistyped.write(to: folder.appendingPathComponent("contract.json"), atomically: false, encoding: .utf8)
        let refused = try cli.contractgen(["lint"], in: folder)
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("error: unknown type 'statsu'; did you mean 'status'?"), "\(refused.stderr)")
        // Both places are named in one run.
        #expect(refused.stderr.hasSuffix("contractgen: 2 errors; contract.json is not valid\n"), "\(refused.stderr)")
        try contract.write(to: folder.appendingPathComponent("contract.json"), atomically: false, encoding: .utf8)
        // No --out: the contractgen.json init wrote names the output folder.
        let render = try cli.contractgen(["--quiet"], in: folder)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/Swift").path))
        // From a folder below, the same config is found, and its paths still mean the same files.
        let below = folder.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: below, withIntermediateDirectories: true)
        let check = try cli.contractgen(["--check"], in: below)
        #expect(check.status == 0 && check.stdout.contains("up to date"), "\(check.stdout)\(check.stderr)")
        // A second init replaces nothing.
        let again = try cli.contractgen(["init", "--name", "other"], in: folder)
        #expect(again.status == 3 && again.stderr.contains("contract.json exists"), "\(again.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("contract.json"), encoding: .utf8) == contract)
    }

    /// README's layout: the contract and its config in `contract/`, the command run from the project's root.
    /// The config's contract is beside it, not in the folder the command runs in.
    @Test func aConfigReadsTheContractBesideIt() throws {
        let project = try cli.newFolder()
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("contract"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CLITests.root.appendingPathComponent("contract.json"),
            to: project.appendingPathComponent("contract/contract.json"))
        try write(#"{ "out": "../Generated" }"#, to: project.appendingPathComponent("contract/contractgen.json"))
        let run = try cli.contractgen(["--config", "contract/contractgen.json", "--quiet"], in: project)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("Generated/Docs").path))
        // A config may name its contract elsewhere, relative to itself.
        try FileManager.default.moveItem(
            at: project.appendingPathComponent("contract/contract.json"),
            to: project.appendingPathComponent("okyc.json"))
        try write(
            #"{ "contract": "../okyc.json", "out": "../Generated" }"#,
            to: project.appendingPathComponent("contract/contractgen.json"))
        let moved = try cli.contractgen(["--config", "contract/contractgen.json", "--check"], in: project)
        #expect(moved.status == 0, "\(moved.stdout)\(moved.stderr)")
    }

    @Test func lintWarnsOfANamesEntryThePolicyAlreadyGivesAndStrictFailsOnIt() throws {
        let folder = try cli.newFolder()
        try write(
            """
            {
              "format": 1,
              "name": "demo",
              "title": "Demo",
              "platforms": [{ "id": "ios", "name": "iOS", "language": "swift" }],
              "enums": [
                { "name": "tier", "description": "A tier.", "values": [{ "name": "gold_plus", "names": { "ios": "goldPlus" } }] }
              ]
            }
            """, to: folder.appendingPathComponent("contract.json"))
        let lint = try cli.contractgen(["lint"], in: folder)
        #expect(lint.status == 0, "\(lint.stderr)")
        // The value is on line 7; its name's value starts at column 70.
        #expect(
            lint.stderr.contains(
                "contract.json:7:70: warning: the \"names\" entry 'goldPlus' of value 'gold_plus' of 'tier' for 'ios' is how iOS spells it without one; remove it"
            ), "\(lint.stderr)")
        #expect(lint.stdout.contains("contract.json is valid, with 1 warning"))
        #expect(try cli.contractgen(["lint", "--strict"], in: folder).status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }

    /// What a command plugin passes for a target's folder, whose Swift the build plugin compiles.
    @Test func skipTargetLeavesTargetsOut() throws {
        let out = try cli.newFolder().appendingPathComponent("Generated")
        let run = try cli.contractgen(["--out", out.path, "--skip-target", "swift,kotlin", "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }
        #expect(Set(written) == ["Dart", "Docs", "Schema", "TypeScript", "Tests", "Vectors", "Web"])
        // The conformance runners of the languages left out are left out too.
        let tests = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("Tests").path)
        #expect(tests == ["TypeScript"])
    }

    @Test func schemaNeedsNoContract() throws {
        let run = try cli.contractgen(["schema"], in: try cli.newFolder())
        #expect(run.status == 0, "\(run.stderr)")
        let committed = try String(
            contentsOf: CLITests.root.appendingPathComponent("Generated/Schema/contract.schema.json"), encoding: .utf8)
        #expect(run.stdout == committed)
    }

    @Test func eachCommandHasItsOwnHelp() throws {
        let global = try cli.contractgen(["--help"])
        let diff = try cli.contractgen(["diff", "--help"])
        let inject = try cli.contractgen(["docs", "inject", "--help"])
        let lint = try cli.contractgen(["lint", "--help"])
        #expect([global, diff, inject, lint].allSatisfy { $0.status == 0 })
        #expect(global.stdout.contains("commands:") && global.stdout.contains("exit codes:"))
        #expect(diff.stdout.hasPrefix("usage: contractgen diff") && diff.stdout.contains("--against REF"))
        #expect(!diff.stdout.contains("--swift-file"))
        #expect(inject.stdout.hasPrefix("usage: contractgen docs inject") && inject.stdout.contains("results"))
        #expect(lint.stdout.hasPrefix("usage: contractgen lint") && lint.stdout.contains("--strict"))
    }

    /// A usage error says what is wrong, what was likely meant and the command's synopsis; not the whole help.
    @Test func aMistypedOptionOrTargetGetsASuggestion() throws {
        let option = try cli.contractgen(["--outt", "Generated"])
        #expect(option.status == 2)
        #expect(option.stderr.contains("contractgen takes no option '--outt'; did you mean '--out'?"))
        #expect(option.stderr.contains("Run 'contractgen --help' for more.") && !option.stderr.contains("exit codes:"))
        let word = try cli.contractgen(["swfit"])
        #expect(word.stderr.contains("unknown argument 'swfit'; did you mean '--target swift'?"), "\(word.stderr)")
        let command = try cli.contractgen(["lintt"])
        #expect(command.stderr.contains("did you mean 'contractgen lint'?"), "\(command.stderr)")
        let target = try cli.contractgen(["--out", "x", "--target", "kotlni"])
        #expect(target.status == 2 && target.stderr.contains("unknown target 'kotlni'; did you mean 'kotlin'?"))
        let elsewhere = try cli.contractgen(["diff", "a.json", "b.json", "--out", "x"])
        #expect(elsewhere.status == 2)
        #expect(
            elsewhere.stderr.contains("contractgen diff takes no option '--out' (it is an option of 'contractgen')"),
            "\(elsewhere.stderr)")
        #expect(elsewhere.stderr.contains("usage: contractgen diff") && elsewhere.stderr.contains("diff --help"))
    }

    /// The bash completion script completes commands, each command's options and each option's values, the last
    /// item of a comma-separated list among them, as bash calls it.
    @Test func bashCompletesCommandsOptionsAndValues() throws {
        let script = try cli.contractgen(["completion", "bash"])
        #expect(script.status == 0)
        let folder = try cli.newFolder()
        let file = folder.appendingPathComponent("completion.bash")
        try script.stdout.write(to: file, atomically: false, encoding: .utf8)
        func complete(_ words: [String]) throws -> String {
            let line = words.map { "'\($0)'" }.joined(separator: " ")
            let run = try runProcess(
                URL(fileURLWithPath: "/bin/bash"),
                [
                    "-c",
                    "source '\(file.path)'; COMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1); _contractgen; echo \"${COMPREPLY[*]}\"",
                ], in: folder)
            return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try complete(["contractgen", "li"]) == "lint")
        #expect(try complete(["contractgen", "--tar"]) == "--target")
        #expect(try complete(["contractgen", "--target", "docs,kot"]) == "docs,kotlin")
        #expect(try complete(["contractgen", "diff", "--ag"]) == "--against")
        #expect(try complete(["contractgen", "init", "--shape", "n"]) == "native")
        #expect(try complete(["contractgen", "diff", "--out"]) == "", "diff takes no --out")
        let unknown = try cli.contractgen(["completion", "fish"])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown shell 'fish'"))
    }
}
