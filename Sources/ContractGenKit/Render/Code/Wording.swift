/// How rendered text names contract values that are not names themselves: the doc comments' and the page's
/// words, decided once for every target.
extension Callback.Occurrence {
    /// The doc comment's line about how often a callback is called.
    var note: String {
        switch self {
        case .terminal: "Called at most once, and ends the flow."
        case .once: "Called at most once."
        case .repeatedly: "May be called more than once."
        }
    }

    /// The page's Fires cell.
    var cell: String {
        switch self {
        case .terminal: "once, ends the flow"
        case .once: "once"
        case .repeatedly: "repeatedly"
        }
    }
}

extension Platform.Distribution.Registry {
    /// The registry as the page names it.
    var title: String {
        switch self {
        case .swiftpm: "Swift Package Manager"
        case .maven: "Maven Central"
        case .npm: "npm"
        case .pub: "pub.dev"
        }
    }
}
