import ContractGenKit
import Foundation
import Testing
import TestSupport

/// The write stage: unchanged files keep their mtime, stale generated files go, other files are never touched.
@Suite struct OutputWriterTests {
    let folder: URL

    init() throws {
        folder = try TemporaryFolders.make("writer")
    }

    func contents(_ path: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func aSecondRunRewritesNothing() throws {
        let writer = OutputWriter(directory: folder)
        let files = [
            GeneratedFile(path: "Docs/a.md", contents: "a\n"), GeneratedFile(path: "Docs/b.txt", contents: "b\n"),
        ]
        let first = try writer.write(files)
        #expect(first.written == ["Docs/a.md", "Docs/b.txt"])
        let before = fileIdentities(folder.path)
        let second = try writer.write(files)
        #expect(second.written.isEmpty)
        #expect(second.unchanged == ["Docs/a.md", "Docs/b.txt"])
        #expect(fileIdentities(folder.path) == before, "no file replaced, no mtime changed")
    }

    @Test func filesNoLongerGeneratedAreRemovedAndOthersAreKept() throws {
        let writer = OutputWriter(directory: folder)
        _ = try writer.write([
            GeneratedFile(path: "Docs/old.txt", contents: "old"), GeneratedFile(path: "Docs/kept.txt", contents: "k"),
        ])
        try "mine".write(to: folder.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        let report = try writer.write([GeneratedFile(path: "Docs/kept.txt", contents: "k")])
        #expect(report.removed == ["Docs/old.txt"])
        #expect(contents("Docs/old.txt") == nil)
        #expect(contents("notes.txt") == "mine")
    }

    @Test func aFileContractgenDidNotWriteIsNeverOverwritten() throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        try "hand-written".write(to: folder.appendingPathComponent("Docs/a.md"), atomically: false, encoding: .utf8)
        #expect(throws: OutputError.self) {
            try OutputWriter(directory: folder).write([GeneratedFile(path: "Docs/a.md", contents: "generated")])
        }
        #expect(contents("Docs/a.md") == "hand-written")
    }

    @Test func aSymbolicLinkInTheOutputIsNotFollowed() throws {
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: out.appendingPathComponent("Docs"), withDestinationURL: elsewhere)
        #expect(throws: OutputError.self) {
            try OutputWriter(directory: out).write([GeneratedFile(path: "Docs/a.md", contents: "x")])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func checkReportsChangedMissingAndExtraFiles() throws {
        let writer = OutputWriter(directory: folder)
        _ = try writer.write([
            GeneratedFile(path: "Docs/a", contents: "1\n"), GeneratedFile(path: "Docs/gone", contents: "g"),
        ])
        let differences = try writer.differences(from: [
            GeneratedFile(path: "Docs/a", contents: "2\n"), GeneratedFile(path: "Docs/new", contents: "n"),
        ])
        // The manifest a write would leave lists other files: it is out of date too.
        #expect(differences.map(\.path) == ["Docs/a", "Docs/new", ".contractgen-manifest", "Docs/gone"])
        #expect(differences.map(\.kind) == [.changed, .missing, .changed, .extra])
        #expect(contents("Docs/a") == "1\n", "checking writes nothing")
    }

    /// Everything of a run is staged before anything replaces a file: a problem with one file (here, one
    /// contractgen did not write) leaves the folder exactly as it was, new folders and temporary files included.
    @Test func aProblemLeavesTheFolderAsItWas() throws {
        let writer = OutputWriter(directory: folder)
        _ = try writer.write([GeneratedFile(path: "Docs/a.txt", contents: "old\n")])
        try "hand-written".write(to: folder.appendingPathComponent("Docs/b.txt"), atomically: false, encoding: .utf8)
        var session = writer.begin()
        session.add(GeneratedFile(path: "Docs/a.txt", contents: "new\n"))
        session.add(GeneratedFile(path: "Swift/Deeper/c.txt", contents: "c"))
        session.add(GeneratedFile(path: "Docs/b.txt", contents: "generated"))
        #expect(throws: OutputError.self) { try session.commit() }
        #expect(contents("Docs/a.txt") == "old\n")
        #expect(contents("Docs/b.txt") == "hand-written")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == [".contractgen-manifest", "Docs"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Docs").sorted() == ["a.txt", "b.txt"])
    }

    /// A render that fails after some files were staged is discarded the same way.
    @Test func aDiscardedSessionLeavesNothing() throws {
        var session = OutputWriter(directory: folder).begin()
        session.add(GeneratedFile(path: "Swift/a.swift", contents: "Docs/a"))
        session.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A file rendered in pieces is written, and found unchanged, as the text the pieces make.
    @Test func piecesAreWrittenAsOneText() throws {
        let pieces = ["first piece, ", "second — ünïcode, ", "", "last\n"]
        let writer = OutputWriter(directory: folder)
        let report = try writer.write([GeneratedFile(path: "Docs/p.txt", pieces: pieces)])
        #expect(report.written == ["Docs/p.txt"])
        #expect(contents("Docs/p.txt") == pieces.joined())
        #expect(
            try writer.write([GeneratedFile(path: "Docs/p.txt", contents: pieces.joined())]).unchanged == ["Docs/p.txt"]
        )
        #expect(
            try writer.write([GeneratedFile(path: "Docs/p.txt", pieces: ["first piece, second", " — ünïcode, last\n"])])
                .unchanged == ["Docs/p.txt"])
        #expect(
            try writer.write([GeneratedFile(path: "Docs/p.txt", pieces: ["first piece, ", "second"])]).written == [
                "Docs/p.txt"
            ])
    }

    /// Files may arrive in any order (targets render concurrently); the report lists them by path.
    @Test func theReportIsInPathOrder() throws {
        let report = try OutputWriter(directory: folder).write([
            GeneratedFile(path: "Web/z.txt", contents: "z"), GeneratedFile(path: "Docs/a.txt", contents: "Docs/a"),
            GeneratedFile(path: "Web/c.txt", contents: "c"),
        ])
        #expect(report.written == ["Docs/a.txt", "Web/c.txt", "Web/z.txt"])
    }

    /// Staging in the background: files handed over from several threads, more bytes than may wait at once
    /// (so handing over waits for staging), all staged in order and committed as one write.
    @Test func backgroundStagingWritesEveryFileHandedOver() throws {
        let staging = OutputWriter(directory: folder).beginInBackground()
        let large = String(repeating: "x", count: 3 << 20)
        let files =
            (0..<8).map { GeneratedFile(path: "Vectors/large/\($0).txt", contents: "\($0)" + large) }
            + (0..<40).map { GeneratedFile(path: "Vectors/small/\($0).txt", contents: "\($0)\n") }
        // The pipeline hands files over one at a time, from whichever thread rendered them.
        let handover = DispatchQueue(label: "handover")
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            handover.sync { staging.add(files[index]) }
        }
        var session = staging.finish()
        let report = try session.commit()
        #expect(report.written == files.map(\.path).sorted())
        for file in files {
            #expect(contents(file.path) == file.contents, "\(file.path)")
        }
    }
}
