import Foundation
import Testing
import TestSupport

/// `docs inject` replaces a hand-written file through a temporary copy beside it: no other user may read a
/// private file's contents at any moment, and who may read it afterwards (mode, ACL, extended attributes) is
/// what it was.
@Suite(.serialized) struct PrivateFileTests {
    let cli = CLITests()
    static let contract = CLITests.root.appendingPathComponent("contract.json").path
    static let stale =
        "# Private\n\nsecret-marker-7f3a\n\n<!-- contractgen:begin results -->\nstale\n<!-- contractgen:end results -->\n"

    func inject(_ path: String) throws -> CLITests.Run {
        try cli.contractgen(["docs", "inject", path, "--contract", Self.contract])
    }

    /// A watcher running as `nobody` opens every file in the folder as fast as it can while 200 injections
    /// replace a 0600 file owned by root; it must never read the secret.
    @Test func noOtherUserCanReadAPrivateFileWhileItIsUpdated() throws {
        guard requireRoot() else { return }
        let scratch = try Scratch()
        #expect(chmod(scratch.url.path, 0o755) == 0)
        let folder = scratch.path("docs")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(chmod(folder, 0o755) == 0)
        let stop = scratch.path("stop")
        let watcher = Process()
        watcher.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        watcher.arguments = [
            "-c",
            """
            import os, sys
            os.setgid(65534); os.setuid(65534)
            folder, stop = sys.argv[1], sys.argv[2]
            looks = opened = leaked = 0
            while not os.path.exists(stop):
                looks += 1
                for name in os.listdir(folder):
                    try:
                        with open(os.path.join(folder, name), 'rb') as f:
                            opened += 1
                            if b'secret-marker' in f.read():
                                leaked += 1
                    except OSError:
                        pass
            print(looks, opened, leaked)
            """, folder, stop,
        ]
        let output = Pipe()
        watcher.standardOutput = output
        try watcher.run()
        let path = folder + "/guide.md"
        var updated = 0
        for _ in 0..<200 {
            try Self.stale.write(toFile: path, atomically: false, encoding: .utf8)
            #expect(chmod(path, 0o600) == 0)
            if try inject(path).status == 0 { updated += 1 }
        }
        #expect(FileManager.default.createFile(atPath: stop, contents: nil))
        watcher.waitUntilExit()
        let counts = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard counts.count == 3 else {
            Issue.record("the watcher printed \(counts)")
            return
        }
        print(
            "private file: \(updated) updates of a 0600 file; a watcher as nobody looked \(counts[0]) times, opened \(counts[1]) files and read the secret \(counts[2]) times"
        )
        #expect(updated == 200)
        #expect(counts[0] > 200 && counts[2] == 0)
    }

    /// An ACL that keeps the owning group out (mode 0640, `group::---`, a mask of `r--`) and an extended
    /// attribute survive an update: without the ACL, mode 0640 would let the group read the file.
    @Test func anUpdateKeepsTheFilesACLAndExtendedAttributes() throws {
        guard requireTool("/usr/bin/setfacl", from: "acl"), requireTool("/usr/bin/getfacl", from: "acl") else { return }
        let scratch = try Scratch()
        let path = scratch.path("guide.md")
        try Self.stale.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o600) == 0)
        #expect(try Scratch.run("/usr/bin/setfacl", ["-m", "g::---,u:nobody:r--", path]) == 0)
        #expect(
            try Scratch.run(
                "/usr/bin/python3", ["-c", "import os, sys; os.setxattr(sys.argv[1], 'user.reviewed', b'yes')", path])
                == 0)
        let acl = try runProcess(URL(fileURLWithPath: "/usr/bin/getfacl"), ["--omit-header", path]).stdout
        #expect(acl.contains("user:nobody:r--") && acl.contains("group::---"), "\(acl)")
        let run = try inject(path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("| `completed` |"), "the file was updated")
        #expect(try runProcess(URL(fileURLWithPath: "/usr/bin/getfacl"), ["--omit-header", path]).stdout == acl)
        let attribute = try runProcess(
            URL(fileURLWithPath: "/usr/bin/python3"),
            ["-c", "import os, sys; print(os.getxattr(sys.argv[1], 'user.reviewed').decode())", path])
        #expect(attribute.stdout == "yes\n")
    }
}
