import Foundation
import Testing
import TestSupport

/// A `version` pin in contractgen.json: the pinned binary runs; any other refuses at the pin, naming both
/// versions, and writes nothing.
@Suite struct VersionPinTests {
    func run(pinning version: String) throws -> (CLITests.Run, URL) {
        let folder = try TemporaryFolders.make("pin")
        let config = folder.appendingPathComponent("contractgen.json")
        try #"{"version": "\#(version)"}"#.write(to: config, atomically: false, encoding: .utf8)
        let out = folder.appendingPathComponent("Generated")
        // The contract is the one beside the config.
        try FileManager.default.copyItem(
            at: CLITests.root.appendingPathComponent("contract.json"),
            to: folder.appendingPathComponent("contract.json"))
        return (try CLITests().contractgen(["--config", config.path, "--out", out.path, "--quiet"]), out)
    }

    @Test func theBinaryItPinsRuns() throws {
        let version =
            try CLITests().contractgen(["--version"]).stdout.split(separator: " ").last.map { String($0.dropLast()) }
            ?? ""
        let (run, out) = try run(pinning: version)
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Docs/sdk-contract.md").path))
    }

    @Test func anotherBinaryRefusesNamingBothVersions() throws {
        let version =
            try CLITests().contractgen(["--version"]).stdout.split(separator: " ").last.map { String($0.dropLast()) }
            ?? ""
        let (run, out) = try run(pinning: "99.0.0")
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        #expect(run.status == 1)
        #expect(run.stderr.contains("contractgen.json:1:13: error: "), "\(run.stderr)")
        #expect(run.stderr.contains("pins contractgen 99.0.0, and this is contractgen \(version)"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
