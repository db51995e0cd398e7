/// How much a run may render. Contracts are capped at 4 MiB, so real output stays far below these; a
/// template that repeats itself without end reaches them, and stops with a diagnostic naming it.
public struct GenerationLimits: Sendable, Equatable {
    /// The most bytes one file may hold.
    public var bytesPerFile: Int
    /// The most bytes all the files of a run may hold together.
    public var bytesPerRun: Int

    public init(bytesPerFile: Int, bytesPerRun: Int) {
        self.bytesPerFile = bytesPerFile
        self.bytesPerRun = bytesPerRun
    }

    /// 64 MiB a file, 256 MiB a run (a contract of 10,000 events, options and failure codes renders 78 MB).
    public static let standard = GenerationLimits(bytesPerFile: 64 << 20, bytesPerRun: 256 << 20)
}
