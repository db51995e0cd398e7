import Dispatch

/// Work started on another thread now and waited for later. The pipeline parses the templates this way while
/// it loads and validates the contract: the two do not depend on each other, and on a two-core machine the
/// parse (a fifth of a small contract's run) then costs no wall time.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    // Written once by the worker before `done` is signalled, read only after waiting for it.
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.value = work()
            self.done.signal()
        }
    }

    /// The work's result, once it is done.
    func wait() -> Value {
        done.wait()
        // Signalled again so that a second wait returns too.
        done.signal()
        return value!
    }
}
