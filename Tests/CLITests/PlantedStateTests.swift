import Foundation
import Testing
import TestSupport

/// What a pull request can carry into an output folder used with `--out .`: a staging folder, a journal, a
/// manifest. None of it may make contractgen write or delete anything; each is refused, naming the folder.
@Suite(.serialized) struct PlantedStateTests {
    let cli = CLITests()
    static let contract = CLITests.root.appendingPathComponent("contract.json").path

    func contractgen(_ arguments: [String]) throws -> CLITests.Run {
        try cli.contractgen(["--contract", Self.contract] + arguments)
    }

    /// A checkout used with `--out .`: the output of an earlier run, a hand-written source, a git folder with
    /// its config and hooks, an ignored secret.
    func checkout(_ scratch: Scratch) throws -> String {
        let root = scratch.path("repo")
        #expect(try contractgen(["--out", root, "--quiet"]).status == 0)
        for folder in [".git/hooks", "Sources"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try "[core]\n\tbare = false\n".write(toFile: root + "/.git/config", atomically: false, encoding: .utf8)
        try "let important = true\n".write(
            toFile: root + "/Sources/important.swift", atomically: false, encoding: .utf8)
        try "SECRET=1\n".write(toFile: root + "/.env", atomically: false, encoding: .utf8)
        return root
    }

    func sha256(_ text: String) throws -> String {
        let scratch = try Scratch()
        try text.write(toFile: scratch.path("file"), atomically: false, encoding: .utf8)
        let output = try runProcess(URL(fileURLWithPath: "/usr/bin/sha256sum"), [scratch.path("file")])
        return String(output.stdout.prefix(64))
    }

    @Test func aCommittedStagingFolderIsRefusedAndNothingIsWrittenOrDeleted() throws {
        let scratch = try Scratch()
        let root = try checkout(scratch)
        let staging = root + "/.contractgen-staging"
        let hook = "#!/bin/sh\necho planted\n"
        // As the report found it (the journal format of earlier versions), then as a careful attacker would write
        // it for this version: a private folder, an owner file, digests that match the staged file.
        let journals = [
            "contractgen journal 1\nmove 0 .git/hooks/pre-commit\nremove Sources/important.swift\n",
            "contractgen journal 2\nmove 0 \(try sha256(hook)) Swift/ContractEnums.swift\nremove \(try sha256("let important = true\n")) Swift/important.swift\n",
        ]
        for (index, journal) in journals.enumerated() {
            try? FileManager.default.removeItem(atPath: staging)
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
            try hook.write(toFile: staging + "/0", atomically: false, encoding: .utf8)
            #expect(chmod(staging + "/0", 0o755) == 0)
            try journal.write(toFile: staging + "/journal", atomically: false, encoding: .utf8)
            if index == 1 {
                #expect(chmod(staging, 0o700) == 0)
                try "contractgen staging 1\n2049 1234567\n".write(
                    toFile: staging + "/owner", atomically: false, encoding: .utf8)
            }
            let before = snapshot(root)
            let check = try contractgen(["--out", root, "--check"])
            #expect(check.status == 4)
            #expect(
                check.stdout.contains(
                    "not contractgen's: \(staging) \(staging) was not left by a run of contractgen on this machine"),
                "\(check.stdout)")
            #expect(
                !check.stdout.contains("run: contractgen"),
                "no command is advised on a folder that holds what contractgen did not write")
            let run = try contractgen(["--out", root])
            #expect(run.status == 3)
            #expect(
                run.stderr.contains("error: \(staging) was not left by a run of contractgen on this machine"),
                "\(run.stderr)")
            #expect(!run.stderr.contains("note: finished"))
            #expect(snapshot(root) == before, "nothing written, moved or deleted")
            #expect(!FileManager.default.fileExists(atPath: root + "/.git/hooks/pre-commit"))
        }
    }

    @Test func manifestEntriesContractgenCouldNotHaveWrittenAreRefused() throws {
        let scratch = try Scratch()
        let root = try checkout(scratch)
        try "// Important.swift, by hand\n".write(
            toFile: root + "/Swift/Important.swift", atomically: false, encoding: .utf8)
        let manifest = root + "/.contractgen-manifest"
        let original = try String(contentsOfFile: manifest, encoding: .utf8)
        let lines = original.split(separator: "\n").count
        let planted =
            original + ".env\n\(try sha256("[core]\n\tbare = false\n"))  .git/config\n"
            + "\(String(repeating: "0", count: 64))  Swift/Important.swift\nSwift/../../outside\n"
        try planted.write(toFile: manifest, atomically: false, encoding: .utf8)
        // The contract renders less (docs only), so every other listed file would be stale: none may go.
        let before = snapshot(root)
        let run = try contractgen(["--out", root, "--target", "docs"])
        #expect(run.status == 3)
        for (offset, path) in [(1, ".env"), (2, ".git/config"), (4, "Swift/../../outside")] {
            #expect(
                run.stderr.contains(
                    "\(manifest):\(lines + offset):1: error: the manifest lists '\(path)', which is not a file contractgen writes"
                ), "\(run.stderr)")
        }
        #expect(snapshot(root) == before, "nothing written or deleted")
        // With only the in-scope line left, the hand-written file listed with another file's digest stays.
        try (original + "\(String(repeating: "0", count: 64))  Swift/Important.swift\n").write(
            toFile: manifest, atomically: false, encoding: .utf8)
        let second = try contractgen(["--out", root, "--target", "docs"])
        #expect(second.status == 3)
        #expect(
            second.stderr.contains(
                "\(root)/Swift/Important.swift is no longer generated, but its bytes are not the ones the manifest records"
            ), "\(second.stderr)")
        #expect(
            FileManager.default.contents(atPath: root + "/Swift/Important.swift")
                == Data("// Important.swift, by hand\n".utf8))
        #expect(
            FileManager.default.fileExists(atPath: root + "/Swift/ContractEnums.swift"), "a refused run removes nothing"
        )
    }

    /// A generated file whose bytes changed since (an edit, a merge) is still regenerated when it begins with
    /// contractgen's header; one without a header (the Markdown page) is refused, since nothing shows it is
    /// contractgen's, and a removal takes only a file that still holds what contractgen wrote.
    @Test func onlyFilesThatAreStillContractgensAreReplacedOrRemoved() throws {
        let scratch = try Scratch()
        let out = scratch.path("out")
        #expect(try contractgen(["--out", out, "--quiet"]).status == 0)
        let page = out + "/Docs/sdk-contract.md"
        try "my notes\n".write(toFile: page, atomically: false, encoding: .utf8)
        let run = try contractgen(["--out", out, "--quiet"])
        #expect(run.status == 3)
        #expect(
            run.stderr.contains(
                "\(page) is listed in the manifest, but its bytes are not the ones contractgen wrote there"),
            "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: page) == Data("my notes\n".utf8))
        try FileManager.default.removeItem(atPath: page)
        #expect(try contractgen(["--out", out, "--quiet"]).status == 0)
        // Untouched stale files go; a stale file someone edited stays, and the run says why.
        let vectors = out + "/Vectors/messages.json"
        try "{}\n".write(toFile: vectors, atomically: false, encoding: .utf8)
        let fewer = try contractgen(["--out", out, "--target", "docs,swift"])
        #expect(fewer.status == 3)
        #expect(
            fewer.stderr.contains(
                "\(vectors) is no longer generated, but its bytes are not the ones the manifest records"),
            "\(fewer.stderr)")
        try FileManager.default.removeItem(atPath: vectors)
        let removed = try contractgen(["--out", out, "--target", "docs,swift"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout.contains("removed \(out)/Kotlin/ContractEnums.kt"))
        #expect(!FileManager.default.fileExists(atPath: out + "/Kotlin"))
    }
}
