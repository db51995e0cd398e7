/// How a write becomes visible, so that a run stopped at any moment (killed, out of space, crashed) leaves a
/// folder the next run recognises and puts right.
///
/// 1. Every changed file, and the new manifest, is written into `.contractgen-staging/` inside the output
///    folder, a folder of contractgen's own.
/// 2. The journal (which staged file goes where, which stale files go) is written there as `journal.partial`
///    and renamed to `journal`. That rename is the commit point.
/// 3. The staged files are renamed into place, stale files removed, the manifest renamed in last.
/// 4. The journal and the staging folder are removed.
///
/// A run that stopped before 2 leaves staged files only: the next run deletes them, and the folder is as it
/// was. One that stopped after it leaves a journal: the next run carries it out, and the folder is as that
/// run would have left it. Steps 3 and 4 rename and unlink only, so a full disk cannot stop them half way.
struct Staging {
    static let folderName = ".contractgen-staging"
    static let manifestName = "manifest"
    static let journalName = "journal"
    static let partialJournalName = "journal.partial"

    let folder: FolderHandle
    private var count = 0

    private init(folder: FolderHandle) {
        self.folder = folder
    }

    /// Creates the staging folder in `output`, which must not have one (recovery has removed any).
    static func create(in output: FolderHandle) throws(OutputError) -> Staging {
        if case .failure(let error) = output.makeFolder(folderName) {
            throw OutputError("cannot create \(output.display(folderName)): \(error)")
        }
        switch output.child(folderName) {
        case .success(let folder): return Staging(folder: folder)
        case .failure(let error): throw OutputError("cannot open \(output.display(folderName)): \(error)")
        }
    }

    /// Writes `pieces` to a new staged file and returns its name in the staging folder.
    mutating func stage(_ pieces: [[UInt8]], for path: String, in output: OutputFolder) throws(OutputError) -> String {
        let name = String(count)
        count += 1
        if let error = folder.create(name, holding: pieces) {
            throw OutputError("cannot write \(output.display(path)): \(error)")
        }
        return name
    }

    /// Writes the journal and makes it the commit point.
    func commit(_ journal: Journal) throws(OutputError) {
        if let error = folder.create(Self.partialJournalName, holding: journal.text) {
            throw OutputError("cannot write \(folder.display(Self.partialJournalName)): \(error)")
        }
        if let error = folder.move(Self.partialJournalName, to: folder, as: Self.journalName) {
            throw OutputError("cannot write \(folder.display(Self.journalName)): \(error)")
        }
    }

    /// Replaces the manifest of `output` at once (after a commit that could not remove every stale file).
    static func replaceManifest(_ manifest: Manifest, in output: OutputFolder) throws(OutputError) {
        let staging = try create(in: output.root)
        defer { discard(staging.folder, in: output.root) }
        if let error = staging.folder.create(manifestName, holding: manifest.text)
            ?? staging.folder.move(manifestName, to: output.root, as: Manifest.fileName) {
            throw OutputError("cannot write \(output.display(Manifest.fileName)): \(error)")
        }
    }

    /// Removes everything staged and the staging folder: the output folder is left as it was.
    static func discard(_ staging: FolderHandle, in output: FolderHandle) {
        for name in staging.names() where isStagedName(name) { _ = staging.removeFile(name) }
        output.removeEmptyFolder(folderName)
    }

    /// Names contractgen puts in the staging folder; anything else there is someone else's.
    static func isStagedName(_ name: String) -> Bool {
        name == manifestName || name == journalName || name == partialJournalName
            || (!name.isEmpty && name.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    }
}

/// What a committed write does, as recorded in the staging folder before it starts.
struct Journal {
    /// Staged file names and the paths they replace.
    var moves: [(staged: String, path: String)] = []
    /// Generated files no longer rendered.
    var removals: [String] = []
    /// Whether a new manifest is staged.
    var replacesManifest = false

    private static let firstLine = "contractgen journal 1"

    var text: String {
        var lines = [Self.firstLine]
        lines += moves.map { "move \($0.staged) \($0.path)" }
        lines += removals.map { "remove \($0)" }
        if replacesManifest { lines.append("manifest") }
        return lines.joined(separator: "\n") + "\n"
    }

    init(moves: [(staged: String, path: String)], removals: [String], replacesManifest: Bool) {
        self.moves = moves
        self.removals = removals
        self.replacesManifest = replacesManifest
    }

    /// Reads a journal; nil for text no contractgen wrote.
    init?(parsing text: String) {
        var lines = text.split(separator: "\n")[...]
        guard lines.popFirst() == Substring(Self.firstLine) else { return nil }
        for line in lines {
            if line == "manifest" {
                replacesManifest = true
            } else if line.hasPrefix("remove "), case let path = String(line.dropFirst(7)), OutputPath.isSafe(path) {
                removals.append(path)
            } else if line.hasPrefix("move "), let space = line.dropFirst(5).firstIndex(of: " "),
                      case let staged = String(line[line.index(line.startIndex, offsetBy: 5)..<space]),
                      case let path = String(line[line.index(after: space)...]),
                      Staging.isStagedName(staged), OutputPath.isSafe(path) {
                moves.append((staged, path))
            } else {
                return nil
            }
        }
    }
}

/// What carrying out a journal did.
struct JournalOutcome {
    var removed: [String] = []
    var warnings: [String] = []
    /// Stale files that could not be reached, which the manifest must go on listing.
    var kept: [String] = []
    /// A move that failed; the journal stays for the next run to finish.
    var failure: OutputError?
}

extension Journal {
    /// Carries out the journal: moves, then removals, then the manifest, then removes the journal and the
    /// staging folder. Each step is safe to repeat, so a run that finds the journal again finishes it.
    func apply(from staging: FolderHandle, into output: inout OutputFolder) -> JournalOutcome {
        var outcome = JournalOutcome()
        for move in moves {
            do throws(OutputError) {
                guard let place = try output.place(of: move.path, creating: true) else { continue }
                switch place.folder.kind(of: place.name) {
                case .missing, .file:
                    if let error = staging.move(move.staged, to: place.folder, as: place.name), !error.isMissing {
                        throw OutputError("cannot move \(output.display(move.path)) into place: \(error)")
                    }
                case let other:
                    outcome.warnings.append("left \(output.display(move.path)) alone: it is now \(other.article), not the file contractgen generated there")
                }
            } catch {
                outcome.failure = outcome.failure ?? error
            }
        }
        if outcome.failure != nil { return outcome }
        for path in removals {
            do throws(OutputError) {
                guard let place = try output.place(of: path, creating: false) else { continue }
                switch place.folder.removeFile(place.name) {
                case .success(let removed):
                    if removed { outcome.removed.append(path) }
                    output.removeFoldersLeftEmpty(above: path)
                case .failure(let error):
                    outcome.warnings.append("left \(output.display(path)) alone although the manifest lists it: \(error); contractgen removes only files it generated")
                }
            } catch {
                // The folder on its way could not be opened (it is a link now): the file may still be there and
                // is still ours, so the manifest keeps it.
                outcome.kept.append(path)
                outcome.warnings.append("left \(output.display(path)) alone although the manifest lists it: \(error.description)")
            }
        }
        if replacesManifest, let error = staging.move(Staging.manifestName, to: output.root, as: Manifest.fileName), !error.isMissing {
            outcome.failure = OutputError("cannot write \(output.display(Manifest.fileName)): \(error)")
            return outcome
        }
        _ = staging.removeFile(Staging.journalName)
        Staging.discard(staging, in: output.root)
        return outcome
    }
}
