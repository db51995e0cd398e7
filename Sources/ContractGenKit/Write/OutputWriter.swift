// FoundationEssentials where it exists (Linux): the rest of Foundation (ICU, locales) costs milliseconds
// of start-up that a run of a few tens of milliseconds would notice.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The last stage: puts rendered files into the output folder.
///
/// - A file whose bytes are unchanged is not touched, so its mtime stays and builds do not rerun.
/// - Only files listed in the folder's manifest (written by an earlier run) are replaced or removed; a file
///   contractgen did not generate is never changed, and no symbolic link is followed (`OutputFolder`).
/// - Nothing replaces anything until every file is rendered and staged, then all of them go in together
///   (`Staging`): a run stopped at any point leaves the folder old, or new after the next run.
/// - One run at a time per folder: a write holds an exclusive lock on the folder, a check a shared one.
public struct OutputWriter: Sendable {
    /// The output folder as the user named it.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public init(directory: URL) {
        self.init(path: directory.path)
    }

    /// What a write did, for the CLI's summary line.
    public struct Report: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
        /// Entries left alone that a careful user wants to hear about (a manifest entry that is a folder).
        public var warnings: [String] = []
        /// What the run found of an earlier run that was stopped, and put right first; nil when nothing.
        public var recovered: String?
    }

    /// How the folder differs from the rendered files, without writing anything.
    public struct Difference: Sendable, Equatable {
        public enum Kind: String, Sendable { case changed, missing, extra, leftover }
        public var path: String
        public var kind: Kind
        /// The current contents, for changed files.
        public var current: String?
        /// The rendered contents, for changed and missing files.
        public var expected: String?
    }

    /// Writes `files`: a `Session` given all of them at once.
    public func write(_ files: [GeneratedFile]) throws(OutputError) -> Report {
        var session = begin()
        for file in files { session.add(file) }
        return try session.commit()
    }

    /// Starts a write that takes files one at a time, as they are rendered. The folder is opened, locked and
    /// put right (an earlier run's leftovers) when the first file arrives, so a run that fails before
    /// rendering anything touches nothing.
    public func begin() -> Session {
        Session(path: path)
    }

    /// One write into the folder, a file at a time. Each changed file is staged at once, so a run holds no
    /// more than the file at hand in memory; none replaces its file before `commit`.
    public struct Session {
        private let path: String
        private var open: Opened?
        private var paths: [String] = []
        private var moves: [(staged: String, path: String)] = []
        private var report = Report()
        /// The first problem; files added after it are not looked at.
        private var problem: OutputError?

        /// The folder once opened: locked, with any earlier run's leftovers dealt with.
        private struct Opened {
            var folder: OutputFolder
            var staging: Staging?
            var previous: Manifest
            var owned: Set<String>
        }

        fileprivate init(path: String) {
            self.path = path
        }

        private mutating func opened() throws(OutputError) -> Opened {
            if let open { return open }
            var folder = try OutputFolder.open(path, creating: true)!
            if let error = folder.root.lock(shared: false) { throw OutputError("cannot lock the output folder \(path): \(error)") }
            report.recovered = try Recovery.putRight(&folder)
            let previous = try Manifest.read(in: folder)
            let opened = Opened(folder: folder, staging: nil, previous: previous, owned: Set(previous.paths))
            open = opened
            return opened
        }

        /// Stages `file` when its bytes differ from the file in its place.
        public mutating func add(_ file: GeneratedFile) {
            guard problem == nil else { return }
            do throws(OutputError) {
                var open = try opened()
                defer { self.open = open }
                guard let place = try open.folder.place(of: file.path, creating: true) else { return }
                paths.append(file.path)
                switch place.folder.kind(of: place.name) {
                case .missing:
                    break
                case .file where !open.owned.contains(file.path):
                    throw OutputError("\(open.folder.display(file.path)) exists but was not generated by contractgen; move it away, or delete it if it is an old generated file")
                case .file:
                    if place.folder.file(place.name, holds: file.pieces) {
                        report.unchanged.append(file.path)
                        return
                    }
                case .link:
                    throw OutputError("\(open.folder.display(file.path)) is a symbolic link; contractgen replaces only files it generated and never writes through links, so remove the link")
                case .unreadable(let error):
                    throw OutputError("cannot look at \(open.folder.display(file.path)): \(error)")
                case let other:
                    throw OutputError("\(open.folder.display(file.path)) is \(other.article) where contractgen writes a file; move it away")
                }
                if open.staging == nil { open.staging = try Staging.create(in: open.folder.root) }
                moves.append((try open.staging!.stage(file.pieces, for: file.path, in: open.folder), file.path))
                report.written.append(file.path)
            } catch {
                problem = error
            }
        }

        /// Puts every staged file into place, removes generated files no longer rendered and updates the
        /// manifest; or, after a problem, undoes the staging and throws it.
        public mutating func commit() throws(OutputError) -> Report {
            var open: Opened
            do throws(OutputError) {
                if let problem { throw problem }
                open = try opened()
            } catch {
                discard()
                throw error
            }
            // Files arrive in the order targets finish them; the report is in path order, the same every run.
            report.written.sort()
            report.unchanged.sort()
            let current = Set(paths)
            let stale = open.previous.paths.filter { !current.contains($0) }
            let manifest = Manifest(paths: paths)
            let replacesManifest = manifest != open.previous || open.folder.root.kind(of: Manifest.fileName) == .missing
            report.removed += Recovery.removeOldTemporaries(in: open.folder)
            guard !moves.isEmpty || !stale.isEmpty || replacesManifest else { return report }
            let journal = Journal(moves: moves, removals: stale, replacesManifest: replacesManifest)
            do throws(OutputError) {
                if open.staging == nil { open.staging = try Staging.create(in: open.folder.root) }
                if replacesManifest, let error = open.staging!.folder.create(Staging.manifestName, holding: manifest.text) {
                    throw OutputError("cannot write \(open.folder.display(Manifest.fileName)): \(error)")
                }
                try open.staging!.commit(journal)
            } catch {
                self.open = open
                discard()
                throw error
            }
            let outcome = journal.apply(from: open.staging!.folder, into: &open.folder)
            self.open = nil
            moves = []
            report.removed += outcome.removed
            report.warnings += outcome.warnings
            if let failure = outcome.failure {
                throw OutputError("\(failure.description); the files are staged in \(open.folder.display(Staging.folderName)), and the next run puts them in place")
            }
            if !outcome.kept.isEmpty {
                do throws(OutputError) { try Staging.replaceManifest(Manifest(paths: paths + outcome.kept), in: open.folder) } catch {
                    report.warnings.append(error.description)
                }
            }
            return report
        }

        /// Removes the staged files and the folders made for them: the folder is left as it was.
        public mutating func discard() {
            if let open {
                if let staging = open.staging { Staging.discard(staging.folder, in: open.folder.root) }
                open.folder.removeCreatedFolders()
            }
            open = nil
            moves = []
        }
    }

    /// How the folder differs from `files`: a `Comparison` given all of them at once.
    public func differences(from files: [GeneratedFile]) throws(OutputError) -> [Difference] {
        var comparison = compare()
        for file in files { try comparison.add(file) }
        return try comparison.finish()
    }

    /// Starts comparing the folder with files given one at a time, as they are rendered.
    public func compare() -> Comparison {
        Comparison(path: path)
    }

    /// Compares the folder with rendered files, one at a time: changed and missing generated files, files the
    /// manifest lists that are no longer generated, and what a stopped run left. Writes nothing.
    public struct Comparison {
        private let path: String
        /// The folder, once opened and locked for reading; nil inside when it does not exist.
        private var open: OutputFolder??
        private var paths: Set<String> = []
        private var differences: [Difference] = []

        fileprivate init(path: String) {
            self.path = path
        }

        private mutating func folder() throws(OutputError) -> OutputFolder? {
            if let open { return open }
            let folder = try OutputFolder.open(path, creating: false)
            if let error = folder?.root.lock(shared: true) { throw OutputError("cannot lock the output folder \(path): \(error)") }
            open = .some(folder)
            return folder
        }

        public mutating func add(_ file: GeneratedFile) throws(OutputError) {
            paths.insert(file.path)
            // The folder keeps the subfolders it opens, so files that share one do not open it again.
            guard var folder = try folder() else {
                differences.append(Difference(path: file.path, kind: .missing, current: nil, expected: file.contents))
                return
            }
            let place = try folder.place(of: file.path, creating: false)
            open = .some(folder)
            guard let place else {
                differences.append(Difference(path: file.path, kind: .missing, current: nil, expected: file.contents))
                return
            }
            switch place.folder.read(place.name, limit: GenerationLimits.standard.bytesPerFile) {
            case .success(let bytes):
                if !FolderHandle.bytes(bytes, equal: file.pieces) {
                    differences.append(Difference(path: file.path, kind: .changed,
                                                  current: String(decoding: bytes, as: UTF8.self), expected: file.contents))
                }
            case .failure(let error) where error.isMissing:
                differences.append(Difference(path: file.path, kind: .missing, current: nil, expected: file.contents))
            case .failure(let error) where error.isLink:
                throw OutputError("\(folder.display(file.path)) is a symbolic link; contractgen never reads or writes through links, so remove the link")
            case .failure(let error):
                throw OutputError("cannot read \(folder.display(file.path)): \(error)")
            }
        }

        /// The differences found in path order, then the files no longer generated and any leftovers.
        public mutating func finish() throws(OutputError) -> [Difference] {
            differences.sort { $0.path < $1.path }
            guard var folder = try folder() else { return differences }
            for stale in try Manifest.read(in: folder).paths where !paths.contains(stale) {
                if let place = try? folder.place(of: stale, creating: false), place.folder.kind(of: place.name) != .missing {
                    differences.append(Difference(path: stale, kind: .extra, current: nil, expected: nil))
                }
            }
            for leftover in Recovery.leftovers(in: folder) {
                differences.append(Difference(path: leftover, kind: .leftover, current: nil, expected: nil))
            }
            return differences
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
