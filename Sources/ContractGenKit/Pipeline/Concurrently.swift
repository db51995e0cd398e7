import Dispatch

/// `work` for each of `0..<count` on every core, results in index order. The pipeline's independent pieces
/// (templates to parse, targets to render) run this way: a run is a few tens of milliseconds, most of it
/// work that two cores halve. `work` runs on several threads at once, so whatever it shares must be
/// immutable or behind a lock; the pipeline's callers pass `Sendable` values and hand files over under one.
///
/// `work` is escaping although it never outlives the call: `withoutActuallyEscaping` would compile in a check
/// that carries this file's absolute path, and the release binary must not depend on where it was built.
func concurrently<Result>(_ count: Int, _ work: @escaping (Int) -> Result) -> [Result] {
    var results = [Result?](repeating: nil, count: count)
    results.withUnsafeMutableBufferPointer { slots in
        // Each index writes its own slot only, so the slots need no lock.
        nonisolated(unsafe) let slots = slots
        nonisolated(unsafe) let work = work
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots[index] = work(index)
        }
    }
    return results.map { $0! }
}
