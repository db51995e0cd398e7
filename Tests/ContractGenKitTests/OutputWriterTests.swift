import ContractGenKit
import Foundation
import Testing

/// The write stage: unchanged files keep their mtime, stale generated files go, other files are never touched.
@Suite struct OutputWriterTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("contractgen-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.modificationDate] as? Date
    }

    func contents(_ path: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func aSecondRunRewritesNothing() throws {
        let writer = OutputWriter(directory: folder)
        let files = [GeneratedFile(path: "Docs/a.md", contents: "a\n"), GeneratedFile(path: "b.txt", contents: "b\n")]
        let first = try writer.write(files)
        #expect(first.written == ["Docs/a.md", "b.txt"])
        let before = try modificationDate("Docs/a.md")
        Thread.sleep(forTimeInterval: 0.05)
        let second = try writer.write(files)
        #expect(second.written.isEmpty)
        #expect(second.unchanged == ["Docs/a.md", "b.txt"])
        #expect(try modificationDate("Docs/a.md") == before)
    }

    @Test func filesNoLongerGeneratedAreRemovedAndOthersAreKept() throws {
        let writer = OutputWriter(directory: folder)
        _ = try writer.write([GeneratedFile(path: "old.txt", contents: "old"), GeneratedFile(path: "kept.txt", contents: "k")])
        try "mine".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let report = try writer.write([GeneratedFile(path: "kept.txt", contents: "k")])
        #expect(report.removed == ["old.txt"])
        #expect(contents("old.txt") == nil)
        #expect(contents("notes.txt") == "mine")
    }

    @Test func aFileContractgenDidNotWriteIsNeverOverwritten() throws {
        try "hand-written".write(to: folder.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
        #expect(throws: OutputError.self) {
            try OutputWriter(directory: folder).write([GeneratedFile(path: "a.md", contents: "generated")])
        }
        #expect(contents("a.md") == "hand-written")
    }

    @Test func aSymbolicLinkInTheOutputIsNotFollowed() throws {
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("Docs"), withDestinationURL: elsewhere)
        #expect(throws: OutputError.self) {
            try OutputWriter(directory: out).write([GeneratedFile(path: "Docs/a.md", contents: "x")])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func checkReportsChangedMissingAndExtraFiles() throws {
        let writer = OutputWriter(directory: folder)
        _ = try writer.write([GeneratedFile(path: "a", contents: "1\n"), GeneratedFile(path: "gone", contents: "g")])
        let differences = try writer.differences(from: [GeneratedFile(path: "a", contents: "2\n"), GeneratedFile(path: "new", contents: "n")])
        #expect(differences.map(\.path) == ["a", "new", "gone"])
        #expect(differences.map(\.kind) == [.changed, .missing, .extra])
        #expect(contents("a") == "1\n", "checking writes nothing")
    }
}
