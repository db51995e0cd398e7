import Foundation
import Testing

/// What contractgen may touch: only its own files inside --out, written whole or not at all.
@Suite struct FileSafetyTests {
    let cli = CLITests()

    @Test func anOutputFolderThatCannotBeCreatedIsAClearError() throws {
        // /proc refuses new folders even to root, so this holds wherever the tests run.
        let run = try cli.contractgen(["--out", "/proc/contractgen-output"])
        #expect(run.status == 3)
        #expect(run.stderr.contains("cannot create folder /proc/contractgen-output"), "\(run.stderr)")
    }

    @Test func aMissingParentFolderIsAClearError() throws {
        let folder = try cli.newFolder()
        let out = folder.appendingPathComponent("missing/Generated").path
        let run = try cli.contractgen(["--out", out])
        #expect(run.status == 3)
        #expect(
            run.stderr.contains("its parent folder \(folder.appendingPathComponent("missing").path) does not exist"),
            "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func filesAreReplacedWholeAndNoTemporaryFileIsLeft() throws {
        let out = try cli.newFolder().appendingPathComponent("out")
        #expect(try cli.contractgen(["--out", out.path]).status == 0)
        // An edited generated file (its header kept): regenerating is what it is for.
        let page = out.appendingPathComponent("Swift/ContractEnums.swift")
        let before = try FileManager.default.attributesOfItem(atPath: page.path)[.systemFileNumber] as? Int
        let edited = try String(contentsOf: page, encoding: .utf8) + "// an edit\n"
        try edited.write(to: page, atomically: false, encoding: .utf8)
        #expect(try cli.contractgen(["--out", out.path]).status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: page.path)[.systemFileNumber] as? Int
        // A new inode: the new contents were renamed into place, never written into the old file.
        #expect(before != after)
        let leftovers =
            FileManager.default.enumerator(atPath: out.path)?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".tmp")
            } ?? []
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func nothingIsWrittenOutsideTheOutputFolder() throws {
        let folder = try cli.newFolder()
        let out = folder.appendingPathComponent("out")
        #expect(try cli.contractgen(["--out", out.path]).status == 0)
        let outside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(outside == ["out"])
        let inside = FileManager.default.enumerator(atPath: out.path)?.compactMap { $0 as? String } ?? []
        #expect(inside.allSatisfy { !$0.contains("..") })
    }
}
