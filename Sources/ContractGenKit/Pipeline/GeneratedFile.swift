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

    /// Whether the file declares nothing: only comments, blank lines and what places it in its module (imports, a
    /// `package`, a `part of`, the `export {};` that keeps an empty TypeScript file a module). A code file renders
    /// so where the contract lacks what it holds, and is then not written.
    var declaresNothing: Bool {
        // A file of only a header and its placing lines is a few hundred bytes; a large one declares something,
        // and is not copied into one string to find that out.
        guard byteCount <= 16_384 else { return false }
        let placing = ["//", "/*", "*", "import ", "package ", "part of ", "export {};"]
        return contents.split(whereSeparator: \.isNewline).allSatisfy { line in
            let start = line.drop { $0 == " " || $0 == "\t" }
            return start.isEmpty || placing.contains { start.hasPrefix($0) }
        }
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
