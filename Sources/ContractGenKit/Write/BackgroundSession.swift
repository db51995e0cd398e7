import Dispatch

extension OutputWriter {
    /// A `Session` that stages files on a thread of its own, so the renderers never wait for the disk: a run
    /// is as much file creation in the kernel as rendering, and on two cores the two then overlap instead of
    /// taking turns. `add` is called by one thread at a time (the pipeline hands files over that way);
    /// `finish` waits for the last file and hands the session back.
    public final class BackgroundSession: @unchecked Sendable {
        // Touched only on `queue`, and by `finish` after the queue has drained.
        private var session: Session
        private let queue = DispatchQueue(label: "contractgen.stage", qos: .userInitiated)
        /// Bytes handed over but not yet staged, and whether `add` waits for them to drop; both on `ledger`.
        /// A renderer faster than the disk waits rather than holding a large contract's whole output.
        private var pendingBytes = 0
        private var isWaiting = false
        private let ledger = DispatchQueue(label: "contractgen.stage.ledger")
        private let drained = DispatchSemaphore(value: 0)
        /// At most this much waits to be staged, beyond one file of any size.
        static let pendingLimit = 8 << 20

        public init(_ session: Session) {
            self.session = session
        }

        /// Stages `file` after the files added before it.
        public func add(_ file: GeneratedFile) {
            let size = file.byteCount
            while !ledger.sync(execute: { admit(size) }) { drained.wait() }
            queue.async {
                self.session.add(file)
                let wakes = self.ledger.sync { () -> Bool in
                    self.pendingBytes -= size
                    defer { self.isWaiting = false }
                    return self.isWaiting
                }
                if wakes { self.drained.signal() }
            }
        }

        /// Counts `size` in when it fits (or nothing waits); else notes that `add` waits. On `ledger`.
        private func admit(_ size: Int) -> Bool {
            guard pendingBytes == 0 || pendingBytes + size <= Self.pendingLimit else {
                isWaiting = true
                return false
            }
            pendingBytes += size
            return true
        }

        /// The session, once every file added has been staged.
        public func finish() -> Session {
            queue.sync { session }
        }
    }

    /// Starts a write whose files are staged in the background (`BackgroundSession`).
    public func beginInBackground() -> BackgroundSession {
        BackgroundSession(begin())
    }
}
