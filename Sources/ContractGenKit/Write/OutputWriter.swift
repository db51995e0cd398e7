import Foundation

/// The last stage: puts rendered files into the output folder.
///
/// - A file whose bytes are unchanged is not touched, so its mtime stays and builds do not rerun.
/// - Each file is written to a temporary file beside it and renamed into place, so an interrupted run leaves
///   every file old or new, never half-written.
/// - Only files listed in the folder's manifest (written by an earlier run) are replaced or removed; a file
///   contractgen did not generate is never changed, and a symbolic link is never followed.
public struct OutputWriter: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// What a write did, for the CLI's summary line.
    public struct Report: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    /// How the folder differs from the rendered files, without writing anything.
    public struct Difference: Sendable, Equatable {
        public enum Kind: String, Sendable { case changed, missing, extra }
        public var path: String
        public var kind: Kind
        /// The current contents, for changed files.
        public var current: String?
        /// The rendered contents, for changed and missing files.
        public var expected: String?
    }

    public func write(_ files: [GeneratedFile]) throws(OutputError) -> Report {
        var folder = OutputFolder(directory)
        let previous = readManifest(folder)
        try checkOwnership(of: files, previous: previous, in: &folder)
        var report = Report()
        try folder.createFolder(folder.root)
        for file in files {
            let path = try folder.path(of: file.path)
            if OutputFolder.file(path, holds: file.contents) {
                report.unchanged.append(file.path)
                continue
            }
            try folder.createParent(of: path)
            try OutputFolder.replace(path, with: file.contents)
            report.written.append(file.path)
        }
        let current = Set(files.map(\.path))
        for stale in previous.paths where !current.contains(stale) {
            let path = try folder.path(of: stale)
            if OutputFolder.kind(path) != .missing {
                do { try FileManager.default.removeItem(atPath: path) } catch {
                    throw OutputError("cannot remove \(stale), which is no longer generated: \(error.localizedDescription)")
                }
                report.removed.append(stale)
            }
        }
        let manifest = Manifest(paths: files.map(\.path))
        let manifestPath = folder.root + "/" + Manifest.fileName
        if manifest != previous || OutputFolder.kind(manifestPath) == .missing {
            try OutputFolder.replace(manifestPath, with: manifest.text)
        }
        return report
    }

    /// Compares the folder with `files`: changed and missing generated files, and files the manifest lists
    /// that are no longer generated.
    public func differences(from files: [GeneratedFile]) throws(OutputError) -> [Difference] {
        var folder = OutputFolder(directory)
        var differences: [Difference] = []
        for file in files {
            let path = try folder.path(of: file.path)
            guard let data = OutputFolder.contents(path) else {
                differences.append(Difference(path: file.path, kind: .missing, current: nil, expected: file.contents))
                continue
            }
            if !OutputFolder.bytes(of: data, equal: file.contents) {
                differences.append(Difference(path: file.path, kind: .changed,
                                              current: String(decoding: data, as: UTF8.self), expected: file.contents))
            }
        }
        let current = Set(files.map(\.path))
        for stale in readManifest(folder).paths where !current.contains(stale) {
            if OutputFolder.kind(try folder.path(of: stale), followingLinks: true) != .missing {
                differences.append(Difference(path: stale, kind: .extra, current: nil, expected: nil))
            }
        }
        return differences
    }

    /// Writes one file outside any managed folder (a build plugin's output, a docs page), atomically and only
    /// when its bytes change. Returns whether it wrote.
    public static func writeFile(_ contents: String, to url: URL) throws(OutputError) -> Bool {
        let path = url.path
        if OutputFolder.file(path, holds: contents) { return false }
        try OutputFolder.replace(path, with: contents)
        return true
    }

    // MARK: - Safety

    private func readManifest(_ folder: OutputFolder) -> Manifest {
        guard let data = OutputFolder.contents(folder.root + "/" + Manifest.fileName) else { return Manifest(paths: []) }
        return Manifest(parsing: String(decoding: data, as: UTF8.self))
    }

    /// Refuses to overwrite a file that exists but was not generated by an earlier run.
    private func checkOwnership(of files: [GeneratedFile], previous: Manifest, in folder: inout OutputFolder) throws(OutputError) {
        let owned = Set(previous.paths)
        for file in files where !owned.contains(file.path) {
            let path = try folder.path(of: file.path)
            if OutputFolder.kind(path) != .missing {
                throw OutputError("\(path) exists but was not generated by contractgen; move it away, or delete it if it is an old generated file")
            }
        }
    }
}

/// A problem with the output folder: nothing about the contract, so it carries no source location.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
