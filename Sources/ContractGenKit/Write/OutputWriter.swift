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
        /// `foreign`: something where contractgen keeps its own that contractgen did not write (a staging
        /// folder of another machine, a listed file with other bytes); `note` says what, and nothing acts on it.
        public enum Kind: String, Sendable { case changed, missing, extra, leftover, foreign }
        public var path: String
        public var kind: Kind
        /// Why a `foreign` entry is not contractgen's.
        public var note: String? = nil
        /// The current contents, for changed files.
        public var current: String? = nil
        /// The rendered contents, for changed and missing files.
        public var expected: String? = nil
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
        /// Every rendered file, with the SHA-256 of its bytes: the next manifest.
        private var entries: [Manifest.Entry] = []
        private var moves: [Journal.Move] = []
        private var report = Report()
        /// The first problem with the folder; files added after it are not looked at.
        private var problem: OutputError?
        /// Files in the way that are not contractgen's, every one of them reported together.
        private var refusals: [Diagnostic] = []

        /// The folder once opened: locked, with any earlier run's leftovers dealt with.
        private struct Opened {
            var folder: OutputFolder
            var staging: Staging?
            var previous: Manifest
        }

        fileprivate init(path: String) {
            self.path = path
        }

        private mutating func opened() throws(OutputError) -> Opened {
            if let open { return open }
            var folder = try OutputFolder.open(path, creating: true)!
            if let error = folder.root.lock(shared: false) {
                throw OutputError("cannot lock the output folder \(path): \(error)")
            }
            report.recovered = try Recovery.putRight(&folder)
            let opened = Opened(folder: folder, staging: nil, previous: try Manifest.read(in: folder))
            open = opened
            return opened
        }

        /// Stages `file` when its bytes differ from the file in its place, and that file is contractgen's.
        public mutating func add(_ file: GeneratedFile) {
            guard problem == nil else { return }
            do throws(OutputError) {
                guard OutputPath.isGeneratable(file.path) else {
                    throw OutputError("refusing to write '\(file.path)': \(OutputPath.scope)")
                }
                var open = try opened()
                defer { self.open = open }
                guard let place = try open.folder.place(of: file.path, creating: true) else { return }
                let digest = SHA256.hex(of: file.pieces)
                entries.append(Manifest.Entry(path: file.path, digest: digest))
                switch place.folder.kind(of: place.name) {
                case .missing:
                    break
                case .file:
                    guard
                        case .success(let existing) = place.folder.read(
                            place.name, limit: GenerationLimits.standard.bytesPerFile)
                    else {
                        throw OutputError(
                            "cannot read \(open.folder.display(file.path)) to compare it; make it readable, or move it away"
                        )
                    }
                    if FolderHandle.bytes(existing, equal: file.pieces) {
                        report.unchanged.append(file.path)
                        return
                    }
                    if let refusal = FileOwnership.refusal(
                        of: existing, listed: open.previous.entry(file.path), rendered: file)
                    {
                        refusals.append(
                            Diagnostic(.error, "\(open.folder.display(file.path)) \(refusal)", at: nil, rule: "output"))
                        return
                    }
                case .link:
                    throw OutputError(
                        "\(open.folder.display(file.path)) is a symbolic link; contractgen replaces only files it generated and never writes through links, so remove the link"
                    )
                case .unreadable(let error):
                    throw OutputError("cannot look at \(open.folder.display(file.path)): \(error)")
                case let other:
                    throw OutputError(
                        "\(open.folder.display(file.path)) is \(other.article) where contractgen writes a file; move it away"
                    )
                }
                guard refusals.isEmpty else { return }
                if open.staging == nil { open.staging = try Staging.create(in: open.folder.root) }
                let staged = try open.staging!.stage(file.pieces, for: file.path, in: open.folder)
                moves.append(Journal.Move(staged: staged, digest: digest, path: file.path))
                report.written.append(file.path)
            } catch {
                problem = error
            }
        }

        /// Puts every staged file into place, removes generated files no longer rendered and updates the
        /// manifest; or, after a problem, undoes the staging and throws it.
        public mutating func commit() throws(OutputError) -> Report {
            var open: Opened
            let stale: [Manifest.Entry]
            do throws(OutputError) {
                if let problem { throw problem }
                open = try opened()
                stale = try staleFiles(in: &open)
                if !refusals.isEmpty { throw OutputError(refusals) }
            } catch {
                discard()
                throw error
            }
            // Files arrive in the order targets finish them; the report is in path order, the same every run.
            report.written.sort()
            report.unchanged.sort()
            let manifest = Manifest(entries: entries)
            let replacesManifest = manifest != open.previous || open.folder.root.kind(of: Manifest.fileName) == .missing
            guard !moves.isEmpty || !stale.isEmpty || replacesManifest else { return report }
            let manifestText = manifest.text
            let journal = Journal(
                moves: moves, removals: stale,
                manifestDigest: replacesManifest ? SHA256.hex(of: Array(manifestText.utf8)) : nil)
            do throws(OutputError) {
                if open.staging == nil { open.staging = try Staging.create(in: open.folder.root) }
                if replacesManifest,
                    let error = open.staging!.folder.create(Staging.manifestName, holding: manifestText)
                {
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
                throw OutputError(
                    "\(failure.description); the files are staged in \(open.folder.display(Staging.folderName)), and the next run puts them in place"
                )
            }
            if !outcome.kept.isEmpty {
                do throws(OutputError) {
                    try Staging.replaceManifest(Manifest(entries: entries + outcome.kept), in: open.folder)
                } catch {
                    report.warnings.append(error.description)
                }
            }
            return report
        }

        /// The manifest's files that are no longer rendered and still hold the bytes contractgen wrote; one that
        /// holds other bytes is refused (it was edited, or its entry did not come from contractgen).
        private mutating func staleFiles(in open: inout Opened) throws(OutputError) -> [Manifest.Entry] {
            let current = Set(entries.map(\.path))
            var stale: [Manifest.Entry] = []
            for entry in open.previous.entries where !current.contains(entry.path) {
                // A folder on the way that is missing or a link: nothing of ours to remove there now.
                guard let place = try? open.folder.place(of: entry.path, creating: false) else { continue }
                switch place.folder.kind(of: place.name) {
                case .file: break
                case .missing: continue
                case let other:
                    report.warnings.append(
                        "left \(open.folder.display(entry.path)) alone although the manifest lists it: it is \(other.article), not a file; contractgen removes only files it generated"
                    )
                    continue
                }
                let digest = try? place.folder.sha256(of: place.name).get()
                if let digest, digest == entry.digest {
                    stale.append(entry)
                } else {
                    refusals.append(
                        Diagnostic(
                            .error,
                            "\(open.folder.display(entry.path)) \(FileOwnership.staleRefusal(recorded: entry.digest))",
                            at: nil, rule: "output"))
                }
            }
            return stale
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
        /// The manifest a write would leave.
        private var entries: [Manifest.Entry] = []
        private var differences: [Difference] = []

        fileprivate init(path: String) {
            self.path = path
        }

        private mutating func folder() throws(OutputError) -> OutputFolder? {
            if let open { return open }
            let folder = try OutputFolder.open(path, creating: false)
            if let error = folder?.root.lock(shared: true) {
                throw OutputError("cannot lock the output folder \(path): \(error)")
            }
            open = .some(folder)
            return folder
        }

        public mutating func add(_ file: GeneratedFile) throws(OutputError) {
            paths.insert(file.path)
            entries.append(Manifest.Entry(path: file.path, digest: SHA256.hex(of: file.pieces)))
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
                    differences.append(
                        Difference(
                            path: file.path, kind: .changed,
                            current: String(decoding: bytes, as: UTF8.self), expected: file.contents))
                }
            case .failure(let error) where error.isMissing:
                differences.append(Difference(path: file.path, kind: .missing, current: nil, expected: file.contents))
            case .failure(let error) where error.isLink:
                throw OutputError(
                    "\(folder.display(file.path)) is a symbolic link; contractgen never reads or writes through links, so remove the link"
                )
            case .failure(let error):
                throw OutputError("cannot read \(folder.display(file.path)): \(error)")
            }
        }

        /// The differences found in path order, then the files no longer generated and any leftovers.
        public mutating func finish() throws(OutputError) -> [Difference] {
            differences.sort { $0.path < $1.path }
            guard var folder = try folder() else { return differences }
            let manifest = try Manifest.read(in: folder)
            if manifest != Manifest(entries: entries) || folder.root.kind(of: Manifest.fileName) == .missing {
                differences.append(
                    Difference(
                        path: Manifest.fileName, kind: .changed, current: manifest.text,
                        expected: Manifest(entries: entries).text))
            }
            for stale in manifest.entries where !paths.contains(stale.path) {
                guard let place = try? folder.place(of: stale.path, creating: false),
                    place.folder.kind(of: place.name) != .missing
                else { continue }
                if case .success(stale.digest) = place.folder.sha256(of: place.name) {
                    differences.append(Difference(path: stale.path, kind: .extra))
                } else {
                    differences.append(
                        Difference(
                            path: stale.path, kind: .foreign, note: FileOwnership.staleRefusal(recorded: stale.digest)))
                }
            }
            if let leftover = Recovery.leftover(in: folder) {
                differences.append(
                    Difference(
                        path: leftover.path, kind: leftover.distrust == nil ? .leftover : .foreign,
                        note: leftover.distrust.map { Recovery.foreign(folder.display(leftover.path), $0) }))
            }
            return differences
        }
    }
}

/// A problem with the output folder: nothing about the contract. Most carry no source location; a line of the
/// manifest contractgen could not have written is reported at that line.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    /// Every problem found, reported together.
    public var diagnostics: [Diagnostic]

    init(_ description: String) {
        diagnostics = [Diagnostic(.error, description, at: nil, rule: "output")]
    }

    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The messages, one a line; a located one as `path:line:col: error: message`.
    public var description: String {
        diagnostics.map { $0.location == nil ? $0.message : $0.description }.joined(separator: "\n")
    }
}
