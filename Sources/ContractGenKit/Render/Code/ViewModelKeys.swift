import Mustache

extension [String: MustacheValue] {
    /// These keys and `other`'s. The parts of a view model name different keys, so a key given twice is a mistake
    /// in the target, which stops here instead of letting the last writer win.
    func adding(_ other: [String: MustacheValue]) -> [String: MustacheValue] {
        var copy = self
        copy.add(other)
        return copy
    }

    /// Adds `other`'s keys, which none of these may be (`adding(_:)`).
    mutating func add(_ other: [String: MustacheValue]) {
        for (key, value) in other {
            precondition(self[key] == nil, "the view-model key '\(key)' is given twice; give each part its own keys")
            self[key] = value
        }
    }
}
