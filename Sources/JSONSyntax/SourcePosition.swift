/// A location in a JSON document, precise enough for `path:line:column` diagnostics.
///
/// Lines are separated by `"\n"`, `"\r\n"` or a lone `"\r"`; each of those counts as a
/// single line break. Columns count Unicode scalars (not bytes, not grapheme clusters),
/// so a tab or an `é` advances the column by one.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The UTF-8 byte offset from the start of the document, starting at 0.
    public let offset: Int
    /// The line number, starting at 1.
    public let line: Int
    /// The column number, starting at 1, counted in Unicode scalars from the start of the line.
    public let column: Int

    /// Creates a position from its three coordinates.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// `line:column`, the form used inside diagnostics.
    public var description: String { "\(line):\(column)" }

    /// Orders positions by their byte offset, that is by their place in the document.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.offset < rhs.offset
    }
}
