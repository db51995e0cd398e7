#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// An open folder. Every create, rename, unlink and stat is relative to its descriptor and never follows a
/// link, so a folder that another process swaps for a symbolic link after it was opened is not followed: the
/// writes land in the folder that was opened, or nowhere.
final class FolderHandle {
    let descriptor: Int32
    /// The folder's path as shown in messages.
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Opens the folder at `path`. A link there is followed: it is the folder the user named, and it is opened
    /// once, so what it points to cannot change during the run.
    static func opening(_ path: String) -> Result<FolderHandle, FileError> {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(FileError(errno)) }
        return .success(FolderHandle(descriptor: descriptor, path: path))
    }

    /// The path of `name` inside this folder, for messages.
    func display(_ name: String) -> String {
        PathText.join(path, name)
    }

    // MARK: - Entries

    /// What the entry `name` is, without following a link.
    func kind(of name: String) -> EntryKind {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            return errno == ENOENT ? .missing : .unreadable(FileError(errno))
        }
        return EntryKind(mode: info.st_mode)
    }

    /// Opens the folder `name` inside this one, never through a link.
    func child(_ name: String) -> Result<FolderHandle, FileError> {
        let descriptor = openat(self.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(FileError(errno)) }
        return .success(FolderHandle(descriptor: descriptor, path: display(name)))
    }

    /// Creates the folder `name`; returns whether this call created it (false when it was there already).
    func makeFolder(_ name: String, mode: mode_t = 0o777) -> Result<Bool, FileError> {
        if mkdirat(descriptor, name, mode) == 0 { return .success(true) }
        return errno == EEXIST ? .success(false) : .failure(FileError(errno))
    }

    /// What names this folder on this machine, and who may use it.
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
        var owner: uid_t
        var mode: mode_t
    }

    /// The folder's identity, from the open descriptor (so what is looked at is the folder that was opened).
    var identity: Identity? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        // dev_t is signed on Darwin and unsigned on Linux.
        return Identity(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            owner: info.st_uid, mode: info.st_mode & 0o7777)
    }

    /// The target of the link `name`, for messages.
    func linkTarget(_ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlinkat(descriptor, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names in this folder, `.` and `..` left out.
    func names() -> [String] {
        // A new open of the folder, not dup(2): a duplicate shares the read position, so a second listing
        // through it would start at the end and see nothing.
        let copy = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0, let stream = fdopendir(copy) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    // MARK: - Files

    /// The bytes of the regular file `name`, at most `limit` of them; a link, FIFO or device is refused.
    func read(_ name: String, limit: Int) -> Result<[UInt8], FileError> {
        let descriptor = openat(self.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(FileError(errno)) }
        defer { close(descriptor) }
        return FileReading.read(descriptor, limit: limit)
    }

    /// Creates the file `name`, which must not exist, holding `pieces` one after another; a link at `name` is
    /// not followed (the call fails). `mode` is the file's from its first byte (less the umask); `finish` gets
    /// the written file before it is closed, to set what must be set before it takes another's place.
    func create(
        _ name: String, holding pieces: [[UInt8]], mode: mode_t = 0o666,
        finish: (Int32) -> FileError? = { _ in nil }
    ) -> FileError? {
        create(name, mode: mode) { descriptor in
            for piece in pieces {
                if let failure = piece.withUnsafeBufferPointer({ FileReading.writeAll(descriptor, $0) }) {
                    return failure
                }
            }
            return finish(descriptor)
        }
    }

    /// `create` for bytes in one piece, which need not be UTF-8 (a Markdown file in Latin-1).
    func create(_ name: String, holding bytes: [UInt8]) -> FileError? {
        create(name, holding: [bytes])
    }

    /// `create` for a text.
    func create(_ name: String, holding text: String) -> FileError? {
        create(name, holding: [Array(text.utf8)])
    }

    /// Creates `name` exclusively and fills it with `write`; on any failure the new file is removed again.
    private func create(_ name: String, mode: mode_t, writing write: (Int32) -> FileError?) -> FileError? {
        let descriptor = openat(self.descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return FileError(errno) }
        var failure = write(descriptor)
        if close(descriptor) != 0 && failure == nil { failure = FileError(errno) }
        if failure != nil { unlinkat(self.descriptor, name, 0) }
        return failure
    }

    /// Renames the entry `name` to `newName` in `folder`. A link at `newName` is replaced, never followed.
    func move(_ name: String, to folder: FolderHandle, as newName: String) -> FileError? {
        renameat(descriptor, name, folder.descriptor, newName) == 0 ? nil : FileError(errno)
    }

    /// Removes the entry `name` when it is a regular file; a folder, link or anything else is left alone.
    func removeFile(_ name: String) -> Result<Bool, FileError> {
        switch kind(of: name) {
        case .missing: return .success(false)
        case .file:
            return unlinkat(descriptor, name, 0) == 0 || errno == ENOENT ? .success(true) : .failure(FileError(errno))
        case .unreadable(let error): return .failure(error)
        case let other: return .failure(FileError(description: "it is \(other.article), not a file"))
        }
    }

    /// Removes the folder `name` if it is empty.
    func removeEmptyFolder(_ name: String) {
        unlinkat(descriptor, name, AT_REMOVEDIR)
    }

    // MARK: - Locking

    /// Takes an advisory lock on this folder, waiting for any other holder: exclusive for a write, shared for
    /// a check. Released when the handle closes, so a killed run never leaves it held.
    func lock(shared: Bool) -> FileError? {
        while flock(descriptor, shared ? LOCK_SH : LOCK_EX) != 0 {
            if errno != EINTR { return FileError(errno) }
        }
        return nil
    }
}

/// What a folder entry is.
enum EntryKind: Equatable {
    case missing, file, folder, link, fifo, device, socket
    case unreadable(FileError)

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .link
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        default: self = .device
        }
    }

    /// "a folder", "a FIFO", … for messages.
    var article: String {
        switch self {
        case .missing: "missing"
        case .file: "a file"
        case .folder: "a folder"
        case .link: "a symbolic link"
        case .fifo: "a FIFO"
        case .device: "a device"
        case .socket: "a socket"
        case .unreadable(let error): "unreadable (\(error))"
        }
    }
}

/// A failed system call, as `strerror` spells it.
struct FileError: Error, Equatable, CustomStringConvertible {
    var code: Int32 = 0
    var description: String

    init(_ code: Int32) {
        self.code = code
        description = String(cString: strerror(code))
    }

    init(description: String) {
        self.description = description
    }

    /// Nothing is there.
    var isMissing: Bool { code == ENOENT }
    /// A link is there, and the call was told not to follow one.
    var isLink: Bool { code == ELOOP }
}

extension FolderHandle {
    /// The SHA-256 of the regular file `name`, up to the largest file contractgen writes.
    func sha256(of name: String) -> Result<String, FileError> {
        read(name, limit: GenerationLimits.standard.bytesPerFile).map { SHA256.hex(of: $0) }
    }

    /// Compares without first joining the pieces: outputs can be tens of megabytes.
    static func bytes(_ bytes: [UInt8], equal pieces: [[UInt8]]) -> Bool {
        bytes.withUnsafeBytes { existing in
            var offset = 0
            for piece in pieces {
                let equal = piece.withUnsafeBufferPointer { expected in
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
}
