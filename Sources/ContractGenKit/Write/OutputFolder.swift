// FoundationEssentials where it exists (Linux): the rest of Foundation (ICU, locales) costs milliseconds
// of start-up that a run of a few tens of milliseconds would notice.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The output folder as plain paths and system calls, for `OutputWriter`. One value serves one write or
/// check: it remembers the folders it has already found to be real folders (or created), so files that share
/// a folder do not look it up again. Foundation's `URL` and `FileManager` attribute calls cost more than the
/// writing itself for a few dozen small files.
struct OutputFolder {
    /// The output folder's path, as `URL.path` spells it (no trailing slash).
    let root: String
    /// Folders inside the output folder (and the folder itself) known to be folders, not links.
    private var folders: Set<String> = []
    /// Folders this value created, outermost first.
    private(set) var created: [String] = []

    init(_ directory: URL) {
        root = directory.path
    }

    /// The path of `relative` inside the output folder, after checking that it is a plain relative path and
    /// that no component of it is a symbolic link (writing through one could land outside the folder).
    mutating func path(of relative: String) throws(OutputError) -> String {
        guard OutputPath.isSafe(relative) else { throw OutputError("refusing to write '\(relative)': not a plain relative path") }
        // Each folder on the way (`Swift`, `Dart/src`), then the file itself, which is never remembered.
        let slash = UInt8(ascii: "/")
        for end in relative.utf8.indices where relative.utf8[end] == slash {
            let folder = root + "/" + relative[..<end]
            if folders.contains(folder) { continue }
            switch Self.kind(folder) {
            case .link: throw Self.linkError(folder)
            case .folder: folders.insert(folder)
            case .file, .missing: break
            }
        }
        let path = root + "/" + relative
        if Self.kind(path) == .link { throw Self.linkError(path) }
        return path
    }

    private static func linkError(_ path: String) -> OutputError {
        OutputError("\(path) is a symbolic link; contractgen does not write through links, replace it with a folder or remove it")
    }

    /// Creates the folder holding `path` (a path inside the output folder) and any missing folders above it.
    mutating func createParent(of path: String) throws(OutputError) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        try createFolder(String(path[..<slash]))
    }

    /// Creates `path` unless it is a folder already, and any missing folder above it inside the output folder,
    /// one at a time so that `created` lists each. The output folder itself is created only inside an existing
    /// parent, so a mistyped `--out` does not create a tree of folders.
    mutating func createFolder(_ path: String) throws(OutputError) {
        if folders.contains(path) { return }
        // Following links here, as the components inside the output folder were checked by `path(of:)` and the
        // output folder itself may be a link to a folder.
        switch Self.kind(path, followingLinks: true) {
        case .folder:
            folders.insert(path)
            return
        case .file, .link:
            throw OutputError("\(path) is a file, not a folder; move it away")
        case .missing:
            break
        }
        let parent = PathText.parent(of: path)
        if path == root {
            guard Self.kind(parent, followingLinks: true) != .missing else {
                throw OutputError("cannot create the output folder \(path): its parent folder \(parent) does not exist")
            }
        } else {
            try createFolder(parent)
        }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            throw OutputError("cannot create folder \(path): \(String(cString: strerror(errno)))")
        }
        folders.insert(path)
        created.append(path)
    }

    /// Removes the folders this value created, innermost first, where they are still empty.
    func removeCreatedFolders() {
        for folder in created.reversed() { rmdir(folder) }
    }

    enum Kind {
        case missing, file, folder, link
    }

    /// What is at `path`; a link there is `.link` unless `followingLinks`.
    static func kind(_ path: String, followingLinks: Bool = false) -> Kind {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return .link
        case S_IFDIR: return .folder
        default: return .file
        }
    }

    // MARK: - Contents

    /// The bytes of the file at `path`, or nil when there is none or it cannot be read.
    static func contents(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    /// Whether the file at `path` exists and holds exactly the UTF-8 bytes of `contents`.
    static func file(_ path: String, holds contents: String) -> Bool {
        file(path, holds: [contents])
    }

    /// Whether the file at `path` exists and holds exactly the UTF-8 bytes of `pieces`, one after another.
    static func file(_ path: String, holds pieces: [String]) -> Bool {
        // A file of another size differs without being read.
        var info = stat()
        guard stat(path, &info) == 0, Int(info.st_size) == pieces.reduce(0, { $0 + $1.utf8.count }) else { return false }
        guard let existing = Self.contents(path) else { return false }
        return bytes(of: existing, equal: pieces)
    }

    /// Compares without first copying the text into a `Data`: outputs can be tens of megabytes.
    static func bytes(of data: Data, equal pieces: [String]) -> Bool {
        data.withUnsafeBytes { existing in
            var offset = 0
            for var piece in pieces {
                let equal = piece.withUTF8 { expected in
                    guard offset + expected.count <= existing.count else { return false }
                    defer { offset += expected.count }
                    guard let start = expected.baseAddress else { return true }
                    return memcmp(existing.baseAddress! + offset, start, expected.count) == 0
                }
                if !equal { return false }
            }
            return offset == existing.count
        }
    }

    /// Writes `contents` to a temporary file beside `path` and renames it into place, so every other process
    /// sees the old file or the new one, never a part. rename(2) replaces a link at `path`, never follows it.
    static func replace(_ path: String, with contents: String) throws(OutputError) {
        try moveIntoPlace(try stage([contents], beside: path), path)
    }

    /// Writes `pieces`, one after another, to a new temporary file beside `path` and returns its path;
    /// `moveIntoPlace` finishes the replacement, or the caller unlinks it.
    static func stage(_ pieces: [String], beside path: String) throws(OutputError) -> String {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.startIndex
        let temporary = String(path[..<slash]) + "." + String(path[slash...]) + ".contractgen-\(getpid()).tmp"
        if let failure = createFile(temporary, holding: pieces) {
            unlink(temporary)
            throw OutputError("cannot write \(path): \(String(cString: strerror(failure)))")
        }
        return temporary
    }

    /// Renames a staged temporary file over `path`.
    static func moveIntoPlace(_ temporary: String, _ path: String) throws(OutputError) {
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw OutputError("cannot write \(path): \(reason)")
        }
    }

    /// Removes a staged temporary file that will not be used.
    static func discard(_ temporary: String) {
        unlink(temporary)
    }

    /// Creates the file `path`, which must not exist yet (no link is followed), holding `pieces`; returns the
    /// `errno` of a failure. Plain write(2) rather than `Data.write`, which calls fsync(2) on every file: that
    /// made each file cost a disk flush (5 to 10 ms each on a busy disk, most of a run's time). The files are
    /// reproducible from the contract and the rename keeps each one whole for every other process; only a
    /// power cut could lose them, and rerunning contractgen restores them, as with a compiler's output.
    private static func createFile(_ path: String, holding pieces: [String]) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        for var piece in pieces {
            if let failure = piece.withUTF8({ writeAll(descriptor, $0) }) {
                close(descriptor)
                return failure
            }
        }
        return close(descriptor) == 0 ? nil : errno
    }

    /// Writes all of `bytes`, however many write(2) calls it takes; returns the `errno` of a failure.
    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return nil
    }
}

/// write(2), named apart from the methods called `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
    #else
    Glibc.write(descriptor, bytes, count)
    #endif
}
