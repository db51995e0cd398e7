import Foundation

/// Swaps two folder entries back and forth with renameat2(RENAME_EXCHANGE) on a thread of its own, as a
/// hostile process would while contractgen runs: one entry a real folder, the other a link to elsewhere.
final class Racer: @unchecked Sendable {
    private typealias Renameat2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let exchange: UInt32 = 2 // RENAME_EXCHANGE, which Glibc's Swift module leaves out
    private let lock = NSLock()
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)
    private(set) var swaps = 0
    private let first: String, second: String

    /// nil where the C library has no renameat2.
    init?(swapping first: String, with second: String) {
        guard dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") != nil else { return nil }
        self.first = first
        self.second = second
    }

    /// Starts swapping, at most `limit` times.
    func start(limit: Int = 50_000_000) {
        let renameat2 = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2")!, to: Renameat2.self)
        let thread = Thread { [self] in
            var count = 0
            while count < limit && !isStopped {
                if renameat2(AT_FDCWD, first, AT_FDCWD, second, Self.exchange) == 0 { count += 1 }
            }
            lock.withLock { swaps = count }
            done.signal()
        }
        thread.start()
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Stops swapping and leaves the two entries as they were at the start (an even number of swaps).
    func stop() {
        lock.withLock { stopped = true }
        done.wait()
        let renameat2 = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2")!, to: Renameat2.self)
        if swaps % 2 == 1 { _ = renameat2(AT_FDCWD, first, AT_FDCWD, second, Self.exchange) }
    }
}
