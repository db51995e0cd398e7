/// One rendered output file, in memory.
public struct GeneratedFile: Sendable, Equatable {
    /// Relative to the output folder, `/`-separated, fixed by the target (never taken from the contract).
    public var path: String
    /// The text in the pieces it was rendered in, written one after another: a large file is never copied
    /// into one string on its way to disk.
    public private(set) var pieces: [String]

    public init(path: String, contents: String) {
        self.path = path
        pieces = [contents]
    }

    public init(path: String, pieces: [String]) {
        self.path = path
        self.pieces = pieces
    }

    /// The whole text.
    public var contents: String {
        get { pieces.count == 1 ? pieces[0] : pieces.joined() }
        set { pieces = [newValue] }
    }

    /// Equal paths and text, however the text is cut into pieces.
    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path == rhs.path && lhs.contents == rhs.contents
    }
}

/// Where a target puts each file it renders. The pipeline hands files on one at a time, so a caller that
/// writes them at once (`OutputWriter.Session`) holds no more than one file's text.
public typealias FileEmitter = (GeneratedFile) -> Void
