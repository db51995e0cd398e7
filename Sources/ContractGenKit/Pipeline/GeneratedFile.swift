/// One rendered output file, in memory.
public struct GeneratedFile: Sendable, Equatable {
    /// Relative to the output folder, `/`-separated, fixed by the target (never taken from the contract).
    public var path: String
    /// The text in UTF-8, in the pieces it was rendered in, written one after another: a large file is never
    /// copied into one buffer on its way to disk.
    public private(set) var pieces: [[UInt8]]

    public init(path: String, contents: String) {
        self.path = path
        pieces = [Array(contents.utf8)]
    }

    public init(path: String, pieces: [String]) {
        self.path = path
        self.pieces = pieces.map { Array($0.utf8) }
    }

    init(path: String, utf8Pieces: [[UInt8]]) {
        self.path = path
        pieces = utf8Pieces
    }

    /// How many bytes the file holds.
    public var byteCount: Int {
        pieces.reduce(0) { $0 + $1.count }
    }

    /// The whole text.
    public var contents: String {
        String(decoding: pieces.count == 1 ? pieces[0] : Array(pieces.joined()), as: UTF8.self)
    }

    /// Equal paths and bytes, however the text is cut into pieces.
    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path == rhs.path && lhs.pieces.joined().elementsEqual(rhs.pieces.joined())
    }
}

/// Where a target puts each file it renders. The pipeline hands files on one at a time, so a caller that
/// writes them at once (`OutputWriter.Session`) holds no more than one file's text.
public typealias FileEmitter = (GeneratedFile) -> Void
