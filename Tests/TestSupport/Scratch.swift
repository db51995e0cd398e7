import Foundation
import Testing

/// A temporary folder that is always deleted, whatever the test does; mounts made inside it are undone first.
public final class Scratch {
    public let url: URL
    private var mounts: [String] = []

    public init() throws {
        url = try TemporaryFolders.make("scratch")
    }

    deinit {
        for mount in mounts.reversed() { _ = try? Scratch.run("/bin/umount", [mount]) }
        // Links and read-only folders a test made must not stop the clean-up.
        TemporaryFolders.remove(url)
    }

    public func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }

    /// Mounts a tmpfs of `size` bytes and `inodes` inodes at `relative`; needs root.
    public func mountTmpfs(_ relative: String, size: Int, inodes: Int) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
        let status = try Scratch.run(
            "/bin/mount", ["-t", "tmpfs", "-o", "size=\(size),nr_inodes=\(inodes)", "tmpfs", path(relative)])
        guard status == 0 else { throw CocoaError(.fileWriteUnknown) }
        mounts.append(path(relative))
    }

    /// Gives the tmpfs at `relative` a new size and inode count, keeping its files.
    public func remountTmpfs(_ relative: String, size: Int, inodes: Int) throws {
        let status = try Scratch.run("/bin/mount", ["-o", "remount,size=\(size),nr_inodes=\(inodes)", path(relative)])
        guard status == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    @discardableResult
    public static func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Tests that need root (mknod, mount) print `SKIPPED: needs root` elsewhere; `.ci/run` runs as root and sets
/// CONTRACTGEN_STRICT=1, under which a skip fails.
public func requireRoot(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    if geteuid() == 0 { return true }
    skip("needs root", sourceLocation: sourceLocation)
    return false
}

/// Whether the tool at `path` is installed; else prints `SKIPPED:` and, under CONTRACTGEN_STRICT=1, fails.
public func requireTool(_ path: String, from package: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool
{
    if FileManager.default.isExecutableFile(atPath: path) { return true }
    skip("needs \(path) (Debian's \(package))", sourceLocation: sourceLocation)
    return false
}

private func skip(_ why: String, sourceLocation: SourceLocation) {
    print("SKIPPED: \(why)")
    if ProcessInfo.processInfo.environment["CONTRACTGEN_STRICT"] == "1" {
        Issue.record("CONTRACTGEN_STRICT=1 turns this skip into a failure: \(why)", sourceLocation: sourceLocation)
    }
}

/// Every regular file below `folder` with its bytes, by relative path; links and other entries by kind.
public func snapshot(_ folder: String) -> [String: String] {
    var found: [String: String] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return found }
    while let relative = walker.nextObject() as? String {
        let path = folder + "/" + relative
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        switch type {
        case .typeRegular?:
            found[relative] =
                (try? Data(contentsOf: URL(fileURLWithPath: path))).map { $0.base64EncodedString() } ?? "unreadable"
        case .typeDirectory?: found[relative] = "folder"
        case .typeSymbolicLink?:
            found[relative] = "link to " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
        default: found[relative] = "other"
        }
    }
    return found
}

/// Each regular file below `folder` with its inode and modification time to the nanosecond. contractgen
/// replaces a file by renaming a new one over it, so an unchanged identity shows the file was not rewritten,
/// with no sleep to wait for a clock tick.
public func fileIdentities(_ folder: String) -> [String: String] {
    var found: [String: String] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return found }
    while let relative = walker.nextObject() as? String {
        var info = stat()
        guard lstat(folder + "/" + relative, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
        found[relative] = "\(info.st_ino):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
    return found
}
