/// One rendered output file, in memory.
public struct GeneratedFile: Sendable, Equatable {
    /// Relative to the output folder, `/`-separated, fixed by the target (never taken from the contract).
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Where a target puts each file it renders. The pipeline hands files on one at a time, so a caller that
/// writes them at once (`OutputWriter.Session`) holds no more than one file's text.
public typealias FileEmitter = (GeneratedFile) -> Void
