/// What a write does first, holding the folder's lock: finds what a stopped run left and puts it right, so
/// no kill, crash or full disk leaves a folder that later runs refuse. Only what a run on this machine staged
/// is ever carried out or deleted; a staging folder that arrived any other way stops the run, untouched.
enum Recovery {
    /// Finishes or undoes a stopped run (see `Staging`) and says what it did; nil when there was nothing.
    static func putRight(_ folder: inout OutputFolder) throws(OutputError) -> String? {
        let root = folder.root
        let path = folder.display(Staging.folderName)
        switch root.kind(of: Staging.folderName) {
        case .missing: return nil
        case .folder: break
        case let other:
            throw OutputError(
                "\(path) is \(other.article), where contractgen keeps the files of a run in progress; move it away")
        }
        let staging: FolderHandle
        switch root.child(Staging.folderName) {
        case .success(let handle): staging = handle
        case .failure(let error): throw OutputError("cannot open \(path): \(error)")
        }
        if let reason = Staging.distrust(staging) { throw OutputError(foreign(path, reason)) }
        let names = staging.names()
        let strangers = names.filter { !Staging.isStagedName($0) }.sorted()
        guard strangers.isEmpty else {
            throw OutputError(
                "\(path) holds \(strangers.joined(separator: ", ")), which contractgen did not put there; move them away"
            )
        }
        guard names.contains(Staging.journalName) else {
            Staging.discard(staging, in: root)
            return "removed the files of an earlier run that was stopped before it changed anything"
        }
        guard case .success(let bytes) = staging.read(Staging.journalName, limit: 64 << 20),
            let journal = Journal(parsing: String(decoding: bytes, as: UTF8.self))
        else {
            throw OutputError(foreign(path, "its journal is not one contractgen writes"))
        }
        let mismatches = journal.mismatches(in: staging)
        guard mismatches.isEmpty else {
            throw OutputError(
                foreign(path, "its files are not the ones its journal records (\(mismatches.joined(separator: "; ")))"))
        }
        let outcome = journal.apply(from: staging, into: &folder)
        if let failure = outcome.failure {
            throw OutputError("cannot finish the earlier run that was stopped: \(failure.description)")
        }
        var message = "finished an earlier run that was stopped while it put its files in place"
        for warning in outcome.warnings { message += "\n  " + warning }
        return message
    }

    /// Why a staging folder is left alone, and what to do: it is looked at by a person, never run.
    static func foreign(_ path: String, _ reason: String) -> String {
        "\(path) was not left by a run of contractgen on this machine: \(reason). contractgen carries out and deletes only what its own runs staged, so it changed nothing; look at what the folder holds, delete it (rm -r \(path)), and run again"
    }

    /// What a stopped run left, for `--check`: the staging folder, and why it cannot be trusted when it cannot.
    static func leftover(in folder: OutputFolder) -> (path: String, distrust: String?)? {
        guard folder.root.kind(of: Staging.folderName) != .missing else { return nil }
        guard case .success(let staging) = folder.root.child(Staging.folderName) else {
            return (Staging.folderName, "it is not a folder contractgen can open")
        }
        return (Staging.folderName, Staging.distrust(staging))
    }
}
