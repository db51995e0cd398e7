/// What a write does first, holding the folder's lock: finds what a stopped run left and puts it right, so
/// no kill, crash or full disk leaves a folder that later runs refuse.
enum Recovery {
    /// Finishes or undoes a stopped run (see `Staging`) and says what it did; nil when there was nothing.
    static func putRight(_ folder: inout OutputFolder) throws(OutputError) -> String? {
        let root = folder.root
        let path = folder.display(Staging.folderName)
        switch root.kind(of: Staging.folderName) {
        case .missing: return nil
        case .folder: break
        case let other: throw OutputError("\(path) is \(other.article), where contractgen keeps the files of a run in progress; move it away")
        }
        let staging: FolderHandle
        switch root.child(Staging.folderName) {
        case .success(let handle): staging = handle
        case .failure(let error): throw OutputError("cannot open \(path): \(error)")
        }
        let names = staging.names()
        let foreign = names.filter { !Staging.isStagedName($0) }.sorted()
        guard foreign.isEmpty else {
            throw OutputError("\(path) holds \(foreign.joined(separator: ", ")), which contractgen did not put there; move them away")
        }
        guard names.contains(Staging.journalName) else {
            Staging.discard(staging, in: root)
            return "removed the files of an earlier run that was stopped before it changed anything"
        }
        guard case .success(let bytes) = staging.read(Staging.journalName, limit: 64 << 20),
              let journal = Journal(parsing: String(decoding: bytes, as: UTF8.self)) else {
            throw OutputError("\(path)/\(Staging.journalName) is not a journal contractgen wrote; remove \(path) to drop the stopped run it belongs to")
        }
        let outcome = journal.apply(from: staging, into: &folder)
        if let failure = outcome.failure {
            throw OutputError("cannot finish the earlier run that was stopped: \(failure.description)")
        }
        var message = "finished an earlier run that was stopped while it put its files in place"
        for warning in outcome.warnings { message += "\n  " + warning }
        return message
    }

    /// Removes the temporary files that contractgen before its staging folder left beside the files it wrote
    /// (`.NAME.contractgen-PID.tmp`), in the folders this run opened; returns their paths.
    static func removeOldTemporaries(in folder: OutputFolder) -> [String] {
        var removed: [String] = []
        for (path, handle) in folder.openFolders {
            for name in handle.names() where isOldTemporary(name) {
                if case .success(true) = handle.removeFile(name) { removed.append(PathText.join(path, name)) }
            }
        }
        return removed.sorted()
    }

    /// What a stopped run left, for `--check`: the staging folder, and old temporary files.
    static func leftovers(in folder: OutputFolder) -> [String] {
        var found: [String] = []
        if folder.root.kind(of: Staging.folderName) != .missing { found.append(Staging.folderName) }
        for (path, handle) in folder.openFolders {
            found += handle.names().filter(isOldTemporary).map { PathText.join(path, $0) }
        }
        return found.sorted()
    }

    /// `.NAME.contractgen-PID.tmp`.
    static func isOldTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let stem = name.dropLast(4)
        guard let dash = stem.lastIndex(of: "-") else { return false }
        let pid = stem[stem.index(after: dash)...]
        return stem[..<dash].hasSuffix(".contractgen") && !pid.isEmpty
            && pid.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
