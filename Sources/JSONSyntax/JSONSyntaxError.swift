/// The first syntax error in a JSON document.
///
/// The message says what is wrong and how to fix it; the position points at the
/// offending byte (or at the end of the input when the document is cut short).
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public let position: SourcePosition
    /// What is wrong and how to fix it, for example
    /// "trailing comma before '}'; remove the comma".
    public let message: String

    /// Creates an error at a position.
    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(position.line):\(position.column): \(message)" }

    /// The compiler-style diagnostic `path:line:column: error: message`, which editors
    /// and terminals turn into a link to the offending spot.
    public func formatted(path: String) -> String {
        "\(path):\(position.line):\(position.column): error: \(message)"
    }
}
