import Foundation

/// Temporary folders for tests, each deleted when the test process exits (or earlier, by `remove`), so
/// `swift test` leaves the temporary folder as it found it however a test ends.
public enum TemporaryFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: Set<String> = []
    private static let cleanUpAtExit: Void = { atexit { TemporaryFolders.removeAll() } }()

    /// A new, empty folder named after `name`.
    public static func make(_ name: String) throws -> URL {
        _ = cleanUpAtExit
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contractgen-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        lock.withLock { _ = made.insert(url.path) }
        return url
    }

    /// The TMPDIR of the processes tests start, made once and deleted at exit with the others.
    public static let forChildProcesses = Result { try make("tmp") }

    /// Deletes `url` now, with whatever a test left in it (read-only folders included).
    public static func remove(_ url: URL) {
        lock.withLock { _ = made.remove(url.path) }
        delete(url.path)
    }

    private static func removeAll() {
        for path in lock.withLock({ made }) { delete(path) }
    }

    private static func delete(_ path: String) {
        // A read-only folder a test made must not stop the clean-up.
        if let walker = FileManager.default.enumerator(atPath: path) {
            while let relative = walker.nextObject() as? String {
                if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
                    chmod(path + "/" + relative, 0o700)
                }
            }
        }
        try? FileManager.default.removeItem(atPath: path)
    }
}
