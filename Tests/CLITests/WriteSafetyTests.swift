import Foundation
import Testing
import TestSupport

/// The output folder under attack and accident: links swapped in mid-run, kills at random moments, two runs at
/// once, a full disk. Each test prints its counts; none may touch a file outside the folder, and every
/// interruption must leave a folder the next run puts right.
@Suite(.serialized) struct WriteSafetyTests {
    let cli = CLITests()
    static let contract = CLITests.root.appendingPathComponent("contract.json").path

    func contractgen(_ arguments: [String]) throws -> CLITests.Run {
        try cli.contractgen(["--contract", Self.contract] + arguments)
    }

    /// Starts contractgen without waiting for it.
    func spawn(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = ["--contract", Self.contract, "--quiet"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// A staging folder as a run on this machine makes it: private, its owner file naming it.
    func makeStaging(in out: String) throws -> String {
        let staging = out + "/.contractgen-staging"
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
        #expect(chmod(staging, 0o700) == 0)
        var info = stat()
        #expect(stat(staging, &info) == 0)
        try "contractgen staging 1\n\(info.st_dev) \(info.st_ino)\n".write(
            toFile: staging + "/owner", atomically: false, encoding: .utf8)
        return staging
    }

    func sha256(_ text: String) throws -> String {
        let scratch = try Scratch()
        try text.write(toFile: scratch.path("file"), atomically: false, encoding: .utf8)
        return String(
            try runProcess(URL(fileURLWithPath: "/usr/bin/sha256sum"), [scratch.path("file")]).stdout.prefix(64))
    }

    /// Files a stopped run could leave: the staging folder and temporary files.
    func leftovers(_ folder: String) -> [String] {
        snapshot(folder).keys.filter { $0.hasPrefix(".contractgen-staging") || $0.hasSuffix(".tmp") }.sorted()
    }

    @Test func aFolderSwappedForALinkMidRunIsNeverFollowed() throws {
        guard let race = try Race() else { return }
        // Writing: each run changes every Swift file (the prefix alternates).
        var exits: [Int32: Int] = [:]
        race.racer.start()
        for run in 0..<120 {
            let status = try contractgen([
                "--out", race.out, "--target", "swift", "--prefix", run % 2 == 0 ? "A" : "B", "--quiet",
            ]).status
            exits[status, default: 0] += 1
        }
        race.racer.stop()
        let writing = race.victimDamage()
        print(
            "race, writing (--target swift): 120 runs, \(race.racer.swaps) swaps, exits \(exits.sorted { $0.key < $1.key }), victim files changed or deleted: \(writing.changed), added: \(writing.added)"
        )
        #expect(writing.changed == 0 && writing.added == 0)
        #expect(exits[0, default: 0] > 0, "some runs find the real folder in place and succeed")
        #expect(
            try contractgen(["--out", race.out, "--target", "swift", "--quiet"]).status == 0,
            "the race over, the folder takes a normal run")

        // Pruning: runs alternate between writing the Swift files and removing them as no longer generated.
        let pruning = try Race()!
        exits = [:]
        pruning.racer.start()
        for run in 0..<120 {
            let targets = run % 2 == 0 ? "docs" : "docs,swift"
            exits[try contractgen(["--out", pruning.out, "--target", targets, "--quiet"]).status, default: 0] += 1
        }
        pruning.racer.stop()
        let pruned = pruning.victimDamage()
        print(
            "race, pruning (--target docs): 120 runs, \(pruning.racer.swaps) swaps, exits \(exits.sorted { $0.key < $1.key }), victim files changed or deleted: \(pruned.changed), added: \(pruned.added)"
        )
        #expect(pruned.changed == 0 && pruned.added == 0)
        for targets in ["docs,swift", "docs"] {
            let run = try contractgen(["--out", pruning.out, "--target", targets, "--quiet"])
            #expect(run.status == 0, "the race over, the folder takes a normal run: \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: pruning.out + "/Swift/ContractEnums.swift"))
    }

    /// An output folder whose `Swift` folder a racer swaps with a link to a victim folder holding files of the
    /// same names.
    struct Race {
        let scratch: Scratch
        let racer: Racer
        let out: String
        let victim: String
        let original: [String: String]

        init?() throws {
            scratch = try Scratch()
            out = scratch.path("out")
            victim = scratch.path("victim")
            let cli = CLITests()
            #expect(
                try cli.contractgen(["--contract", WriteSafetyTests.contract, "--out", out, "--quiet"]).status == 0)
            try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: out + "/Swift") {
                try "victim's own \(name)\n".write(toFile: victim + "/" + name, atomically: false, encoding: .utf8)
            }
            try FileManager.default.createSymbolicLink(atPath: out + "/link", withDestinationPath: "../victim")
            original = snapshot(victim)
            guard let racer = Racer(swapping: out + "/Swift", with: out + "/link") else {
                print("SKIPPED: renameat2 is not in this C library")
                if ProcessInfo.processInfo.environment["CONTRACTGEN_STRICT"] == "1" {
                    Issue.record("renameat2 missing under CONTRACTGEN_STRICT=1")
                }
                return nil
            }
            self.racer = racer
        }

        func victimDamage() -> (changed: Int, added: Int) {
            let now = snapshot(victim)
            return (original.filter { now[$0.key] != $0.value }.count, now.keys.filter { original[$0] == nil }.count)
        }
    }

    @Test func aRunKilledAtAnyMomentIsPutRightByTheNextRun() throws {
        let scratch = try Scratch()
        let reference = scratch.path("reference")
        let started = Date()
        #expect(try contractgen(["--out", reference, "--quiet"]).status == 0)
        // Kills land anywhere from start-up to the last rename: up to a little past a whole run. The first run is
        // timed while other suites load the machine, and runs speed up and slow down with them, so the window
        // follows: a run that finishes before its kill shrinks it by a quarter, a kill widens it by a sixteenth
        // (up to where it started). About one run in five then finishes first: the window stays just past a run.
        let widest = UInt32(min(max(Date().timeIntervalSince(started) * 1.3, 0.02), 1) * 1_000_000)
        var window = widest
        let expected = snapshot(reference)
        var runs = 0, killed = 0, followUpsOK = 0, equal = 0, clean = 0
        var notes: [String: Int] = [:]
        while killed < 100 && runs < 400 {
            let out = scratch.path("out\(runs)")
            // Half start from a folder of other output (every file changes), half from nothing.
            if runs % 2 == 0 { #expect(try contractgen(["--out", out, "--prefix", "Old", "--quiet"]).status == 0) }
            runs += 1
            let process = try spawn(["--out", out])
            usleep(UInt32.random(in: 0..<window))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal {
                killed += 1
                window = min(window / 16 * 17, widest)
            } else {
                window = max(window / 4 * 3, 1_000)
            }
            let followUp = try contractgen(["--out", out, "--quiet"])
            if followUp.status == 0 {
                followUpsOK += 1
            } else {
                Issue.record("follow-up after kill \(runs): \(followUp.stderr)")
            }
            for line in followUp.stderr.split(separator: "\n") where line.hasPrefix("contractgen: note: ") {
                notes[String(line.dropFirst(19).prefix(48)), default: 0] += 1
            }
            if snapshot(out) == expected {
                equal += 1
            } else {
                Issue.record("kill \(runs): the follow-up run differs from a clean render")
            }
            if leftovers(out).isEmpty { clean += 1 }
            TemporaryFolders.remove(URL(fileURLWithPath: out))
        }
        print(
            "kill: \(runs) runs, \(killed) killed by SIGKILL, \(runs - killed) finished first; follow-ups exit 0: \(followUpsOK), equal to a clean render: \(equal), without leftovers: \(clean); put right first: \(notes)"
        )
        #expect(killed >= 100)
        #expect(followUpsOK == runs && equal == runs && clean == runs)
    }

    @Test func aRunStoppedAfterItsCommitPointIsFinishedByTheNextRun() throws {
        let scratch = try Scratch()
        let out = scratch.path("out"), reference = scratch.path("reference")
        #expect(try contractgen(["--out", reference, "--target", "docs", "--quiet"]).status == 0)
        #expect(try contractgen(["--out", out, "--target", "docs", "--prefix", "Old", "--quiet"]).status == 0)
        // What a run killed between its journal and its renames leaves: a staged page, a staged manifest that
        // no longer lists the schema, and the journal saying so.
        let staging = try makeStaging(in: out)
        let page = "the staged page\n"
        let manifest = "# Files contractgen generated into this folder\n\(try sha256(page))  Docs/sdk-contract.md\n"
        try page.write(toFile: staging + "/0", atomically: false, encoding: .utf8)
        try manifest.write(toFile: staging + "/manifest", atomically: false, encoding: .utf8)
        // A second staged file was already moved in when the run stopped: it is missing, not foreign.
        try
            "contractgen journal 2\nmove 0 \(try sha256(page)) Docs/sdk-contract.md\nmove 1 \(try sha256("x")) Docs/moved.md\nmanifest \(try sha256(manifest))\n"
            .write(toFile: staging + "/journal", atomically: false, encoding: .utf8)
        let check = try contractgen(["--out", out, "--check", "--target", "docs"])
        #expect(check.status == 4)
        #expect(check.stdout.contains("left by a run that was stopped: \(out)/.contractgen-staging"))
        let run = try contractgen(["--out", out, "--target", "docs"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains("note: finished an earlier run that was stopped while it put its files in place"),
            "\(run.stderr)")
        #expect(
            run.stdout.contains("wrote \(out)/Docs/sdk-contract.md"), "the staged page went in, then this run's own")
        #expect(snapshot(out) == snapshot(reference))
    }

    @Test func simultaneousRunsIntoOneFolderBothSucceed() throws {
        let scratch = try Scratch()
        let full = scratch.path("full"), docs = scratch.path("docs")
        #expect(try contractgen(["--out", full, "--quiet"]).status == 0)
        #expect(try contractgen(["--out", docs, "--target", "docs", "--quiet"]).status == 0)
        let fullState = snapshot(full), docsState = snapshot(docs)
        var succeeded = 0, consistent = 0
        for pair in 0..<20 {
            let out = scratch.path("out\(pair)")
            #expect(try contractgen(["--out", out, "--prefix", "Old", "--quiet"]).status == 0)
            let second = pair % 2 == 0 ? ["--out", out, "--target", "docs"] : ["--out", out]
            let runs = [try spawn(["--out", out]), try spawn(second)]
            for run in runs { run.waitUntilExit() }
            if runs.allSatisfy({ $0.terminationStatus == 0 }) { succeeded += 1 }
            let state = snapshot(out)
            if state == fullState || (pair % 2 == 0 && state == docsState) {
                consistent += 1
            } else {
                Issue.record(
                    "pair \(pair): \(Set(state.keys).symmetricDifference(fullState.keys).sorted()) \(state.filter { fullState[$0.key] != $0.value && docsState[$0.key] != $0.value }.keys.sorted())"
                )
            }
        }
        print(
            "concurrency: 20 pairs (10 full + docs, 10 full + full); both exited 0: \(succeeded), folder equal to one run's output: \(consistent)"
        )
        #expect(succeeded == 20 && consistent == 20)
    }

    @Test func aFullDiskLeavesTheFolderOldOrNewAndTheNextRunSucceeds() throws {
        guard requireRoot() else { return }
        let scratch = try Scratch()
        let reference = scratch.path("reference"), old = scratch.path("old")
        #expect(try contractgen(["--out", reference, "--quiet"]).status == 0)
        #expect(try contractgen(["--out", old, "--prefix", "Old", "--quiet"]).status == 0)
        let newState = snapshot(reference), oldState = snapshot(old)
        var failed = 0, succeeded = 0, oldOrNew = 0, recovered = 0, tried = 0
        // Inodes from too few for the old output to enough for everything, then bytes likewise: every step of a
        // run meets the full disk somewhere in the sweep.
        let limits =
            (20...140).filter { $0 % 4 == 0 }.map { (inodes: $0, size: 16 << 20) }
            + stride(from: 300 << 10, through: 1200 << 10, by: 60 << 10).map { (inodes: 1000, size: $0) }
        for (index, limit) in limits.enumerated() {
            let mount = "disk\(index)"
            try scratch.mountTmpfs(mount, size: 16 << 20, inodes: 1000)
            let out = scratch.path(mount + "/out")
            let seeded = index % 2 == 0
            if seeded { #expect(try contractgen(["--out", out, "--prefix", "Old", "--quiet"]).status == 0) }
            // A limit below what the old output already uses cannot be set; it says nothing new.
            guard (try? scratch.remountTmpfs(mount, size: limit.size, inodes: limit.inodes)) != nil else { continue }
            tried += 1
            let run = try contractgen(["--out", out, "--quiet"])
            if run.status == 0 { succeeded += 1 } else { failed += 1 }
            let state = FileManager.default.fileExists(atPath: out) ? snapshot(out) : [:]
            if state == newState || state == (seeded ? oldState : [:]) {
                oldOrNew += 1
            } else {
                Issue.record("full disk \(limit): the folder is neither old nor new: \(run.stderr)")
            }
            try scratch.remountTmpfs(mount, size: 16 << 20, inodes: 1000)
            let next = try contractgen(["--out", out, "--quiet"])
            if next.status == 0 && snapshot(out) == newState && leftovers(out).isEmpty {
                recovered += 1
            } else {
                Issue.record("after the full disk \(limit): \(next.stderr)")
            }
        }
        print(
            "full disk: \(tried) runs on a small tmpfs, \(failed) failed, \(succeeded) succeeded; folder old or new: \(oldOrNew); next run on a roomy disk equal to a clean render: \(recovered)"
        )
        #expect(tried > 20 && failed > 0 && oldOrNew == tried && recovered == tried)
    }

    @Test func aLeftoverStagingFolderFailsTheCheckAndTheNextRunClearsIt() throws {
        let scratch = try Scratch()
        let out = scratch.path("out")
        #expect(try contractgen(["--out", out, "--quiet"]).status == 0)
        // What a run killed while staging leaves: staged files, no journal.
        _ = try makeStaging(in: out)
        try "half a file".write(toFile: out + "/.contractgen-staging/0", atomically: false, encoding: .utf8)
        let check = try contractgen(["--out", out, "--check"])
        #expect(check.status == 4)
        #expect(check.stdout.contains("left by a run that was stopped: \(out)/.contractgen-staging"), "\(check.stdout)")
        let run = try contractgen(["--out", out])
        #expect(run.status == 0)
        #expect(
            run.stderr.contains("removed the files of an earlier run that was stopped before it changed anything"),
            "\(run.stderr)")
        #expect(leftovers(out).isEmpty)
        #expect(try contractgen(["--out", out, "--check"]).status == 0)
    }

    /// Earlier versions left `.NAME.contractgen-PID.tmp` beside the files they wrote; nothing shows that such
    /// a file is one of them, so it is neither reported nor removed.
    @Test func filesThatLookTemporaryAreLeftAlone() throws {
        let scratch = try Scratch()
        let out = scratch.path("out")
        #expect(try contractgen(["--out", out, "--quiet"]).status == 0)
        try "x".write(toFile: out + "/Swift/.ContractEnums.swift.contractgen-1.tmp", atomically: false, encoding: .utf8)
        #expect(try contractgen(["--out", out, "--check"]).status == 0)
        #expect(try contractgen(["--out", out, "--prefix", "Other"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: out + "/Swift/.ContractEnums.swift.contractgen-1.tmp"))
    }
}
