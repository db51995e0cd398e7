import Foundation
import Testing
import TestSupport

/// The invalid-contract corpus through the contractgen binary, as a user or a build runs it: every case exits 1,
/// prints each expected diagnostic as `PATH:LINE:COL: error: MESSAGE` (the form IDEs link to), and writes nothing.
@Suite struct InvalidContractCLITests {
    static let corpus = "Tests/Fixtures/InvalidContracts"

    /// Runs the binary from the repository root, so paths in diagnostics are the relative paths a user types.
    func contractgen(_ arguments: [String]) throws -> ProcessOutput {
        try runProcess(CLITests.binary, arguments, in: CLITests.root)
    }

    func newFolder() throws -> URL {
        try TemporaryFolders.make("invalid")
    }

    @Test func everyCaseExitsOnePrintsEveryDiagnosticAndWritesNothing() throws {
        let folder = CLITests.root.appendingPathComponent(Self.corpus)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(names.count >= 40)
        let scratch = try newFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        var passed = 0
        for name in names {
            let path = "\(Self.corpus)/\(name)"
            let expectedText = try String(
                contentsOf: folder.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".expected")),
                encoding: .utf8)
            let expected = expectedText.split(separator: "\n").map { "\(path):\($0)" }
            let out = scratch.appendingPathComponent(name + "-out")
            let run = try contractgen(["--contract", path, "--out", out.path])

            let printed = run.stderr.split(separator: "\n").map(String.init)
            let diagnostics = printed.filter { $0.hasPrefix(path + ":") }
            let summary = "contractgen: \(expected.count) error\(expected.count == 1 ? "" : "s"); nothing was written"
            var problems: [String] = []
            if run.status != 1 { problems.append("exit status \(run.status), expected 1") }
            if diagnostics != expected {
                let expectedLines = expected.joined(separator: "\n    ")
                let printedLines = diagnostics.joined(separator: "\n    ")
                problems.append(
                    "stderr diagnostics differ:\n  expected:\n    \(expectedLines)\n  printed:\n    \(printedLines)")
            }
            if printed.last != summary {
                problems.append("last line of stderr is '\(printed.last ?? "")', expected '\(summary)'")
            }
            if printed.count != diagnostics.count + 1 { problems.append("stderr holds other lines:\n\(run.stderr)") }
            if !run.stdout.isEmpty { problems.append("stdout is not empty:\n\(run.stdout)") }
            if FileManager.default.fileExists(atPath: out.path) { problems.append("the --out folder was created") }
            if problems.isEmpty {
                passed += 1
            } else {
                let report = problems.joined(separator: "\n")
                Issue.record("\(path):\n\(report)")
            }
        }
        print("Invalid-contract CLI: \(passed) cases passed")
    }

    /// Past the size cap the contract is not even parsed: one error at its start, and nothing is written.
    @Test func aContractOverTheSizeCapIsRejectedWithAClearError() throws {
        let folder = try newFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let limit = 4 * 1024 * 1024
        let head = "{\"format\": 1, \"name\": \"demo\", \"title\": \"Demo\", \"platforms\": [], \"description\": \""
        let tail = "\"}\n"
        let padding = String(repeating: "x", count: limit + 1 - head.utf8.count - tail.utf8.count)
        let contract = folder.appendingPathComponent("contract.json")
        try Data((head + padding + tail).utf8).write(to: contract)
        let out = folder.appendingPathComponent("out")
        let run = try contractgen(["--contract", contract.path, "--out", out.path])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "\(contract.path):1:1: error: the contract holds more than \(limit) bytes, the limit for a contract"),
            "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
