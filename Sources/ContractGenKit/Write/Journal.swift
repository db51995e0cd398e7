/// What a committed write does, as recorded in the staging folder before it starts (see `Staging`).
struct Journal {
    /// A staged file, the SHA-256 of its bytes, and the path it replaces.
    struct Move: Equatable {
        var staged: String
        var digest: String
        var path: String
    }

    /// Generated files no longer rendered, each with the SHA-256 it must still have to be removed.
    var removals: [Manifest.Entry] = []
    var moves: [Move] = []
    /// The SHA-256 of the staged manifest; nil when the manifest stays as it is.
    var manifestDigest: String?

    private static let firstLine = "contractgen journal 2"

    var text: String {
        var lines = [Self.firstLine]
        lines += moves.map { "move \($0.staged) \($0.digest) \($0.path)" }
        lines += removals.map { "remove \($0.digest ?? "") \($0.path)" }
        if let manifestDigest { lines.append("manifest \(manifestDigest)") }
        return lines.joined(separator: "\n") + "\n"
    }

    init(moves: [Move], removals: [Manifest.Entry], manifestDigest: String?) {
        self.moves = moves
        self.removals = removals
        self.manifestDigest = manifestDigest
    }

    /// Reads a journal; nil for text no contractgen wrote, which includes any path outside the paths
    /// contractgen generates.
    init?(parsing text: String) {
        var lines = text.split(separator: "\n")[...]
        guard lines.popFirst() == Substring(Self.firstLine) else { return nil }
        for line in lines {
            let words = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            switch (words.first, words.count) {
            case ("move", 4)
            where Staging.isStagedName(words[1]) && Self.isDigest(words[2]) && OutputPath.isGeneratable(words[3]):
                moves.append(Move(staged: words[1], digest: words[2], path: words[3]))
            case ("remove", 3) where Self.isDigest(words[1]) && OutputPath.isGeneratable(words[2]):
                removals.append(Manifest.Entry(path: words[2], digest: words[1]))
            case ("manifest", 2) where manifestDigest == nil && Self.isDigest(words[1]):
                manifestDigest = words[1]
            default:
                return nil
            }
        }
    }

    private static func isDigest(_ word: String) -> Bool {
        word.utf8.count == 64 && word.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// What in `staging` differs from what the journal records: a staged file holding other bytes. A journal
    /// is carried out only when there is nothing. A missing one was moved into place before the run stopped.
    func mismatches(in staging: FolderHandle) -> [String] {
        var found: [String] = []
        for (name, digest) in moves.map({ ($0.staged, $0.digest) })
            + (manifestDigest.map { [(Staging.manifestName, $0)] } ?? [])
        {
            switch staging.sha256(of: name) {
            case .success(let actual) where actual == digest: break
            case .success: found.append("\(name) holds other bytes than the journal records")
            case .failure(let error) where error.isMissing: break
            case .failure(let error): found.append("\(name): \(error)")
            }
        }
        return found
    }
}

/// What carrying out a journal did.
struct JournalOutcome {
    var removed: [String] = []
    var warnings: [String] = []
    /// Stale files that could not be reached, which the manifest must go on listing.
    var kept: [Manifest.Entry] = []
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
                    outcome.warnings.append(
                        "left \(output.display(move.path)) alone: it is now \(other.article), not the file contractgen generated there"
                    )
                }
            } catch {
                outcome.failure = outcome.failure ?? error
            }
        }
        if outcome.failure != nil { return outcome }
        for removal in removals { remove(removal, from: &output, into: &outcome) }
        if manifestDigest != nil,
            let error = staging.move(Staging.manifestName, to: output.root, as: Manifest.fileName), !error.isMissing
        {
            outcome.failure = OutputError("cannot write \(output.display(Manifest.fileName)): \(error)")
            return outcome
        }
        _ = staging.removeFile(Staging.journalName)
        Staging.discard(staging, in: output.root)
        return outcome
    }

    /// Removes a stale generated file while it still holds the bytes contractgen wrote.
    private func remove(_ removal: Manifest.Entry, from output: inout OutputFolder, into outcome: inout JournalOutcome)
    {
        let shown = output.display(removal.path)
        do throws(OutputError) {
            guard let place = try output.place(of: removal.path, creating: false) else { return }
            switch place.folder.kind(of: place.name) {
            case .missing:
                return
            case .file:
                guard case .success(removal.digest) = place.folder.sha256(of: place.name) else {
                    outcome.warnings.append(
                        "left \(shown) alone: its bytes are no longer the ones contractgen wrote there")
                    return
                }
            case let other:
                outcome.warnings.append(
                    "left \(shown) alone although the manifest lists it: it is \(other.article), not a file; contractgen removes only files it generated"
                )
                return
            }
            switch place.folder.removeFile(place.name) {
            case .success(let removed):
                if removed { outcome.removed.append(removal.path) }
                output.removeFoldersLeftEmpty(above: removal.path)
            case .failure(let error):
                outcome.warnings.append("left \(shown) alone although the manifest lists it: \(error)")
            }
        } catch {
            // The folder on its way could not be opened (it is a link now): the file may still be there and
            // is still ours, so the manifest keeps it.
            outcome.kept.append(removal)
            outcome.warnings.append("left \(shown) alone although the manifest lists it: \(error.description)")
        }
    }
}
