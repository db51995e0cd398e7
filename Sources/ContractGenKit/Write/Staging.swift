#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// How a write becomes visible, so that a run stopped at any moment (killed, out of space, crashed) leaves a
/// folder the next run recognises and puts right.
///
/// 1. The staging folder `.contractgen-staging/` is created in the output folder, private to this user (0700),
///    and its first file, `owner`, names the folder by device and inode.
/// 2. Every changed file, and the new manifest, is written into it.
/// 3. The journal (each staged file with its SHA-256 and where it goes, each stale file with the SHA-256 it must
///    still have) is written there as `journal.partial` and renamed to `journal`. That rename is the commit point.
/// 4. The staged files are renamed into place, stale files removed, the manifest renamed in last.
/// 5. The journal and the staging folder are removed.
///
/// A run that stopped before 3 leaves staged files only: the next run deletes them, and the folder is as it
/// was. One that stopped after it leaves a journal: the next run carries it out, and the folder is as that
/// run would have left it. Steps 4 and 5 rename and unlink only, so a full disk cannot stop them half way.
///
/// A staging folder is acted on only when it is this machine's: owned by this user, private, and named by its
/// `owner` file. One that arrived in a commit or a copy has another inode, so it is refused, never carried out.
struct Staging {
    static let folderName = ".contractgen-staging"
    static let ownerName = "owner"
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
        if case .failure(let error) = output.makeFolder(folderName, mode: 0o700) {
            throw OutputError("cannot create \(output.display(folderName)): \(error)")
        }
        let folder: FolderHandle
        switch output.child(folderName) {
        case .success(let handle): folder = handle
        case .failure(let error): throw OutputError("cannot open \(output.display(folderName)): \(error)")
        }
        guard let identity = folder.identity else {
            output.removeEmptyFolder(folderName)
            throw OutputError("cannot look at \(output.display(folderName)): \(FileError(errno))")
        }
        if let error = folder.create(ownerName, holding: ownerText(identity)) {
            output.removeEmptyFolder(folderName)
            throw OutputError("cannot write \(folder.display(ownerName)): \(error)")
        }
        return Staging(folder: folder)
    }

    private static func ownerText(_ identity: FolderHandle.Identity) -> String {
        "contractgen staging 1\n\(identity.device) \(identity.inode)\n"
    }

    /// Whether the staging folder `staging` is one a run of contractgen made on this machine; nil when it is,
    /// else why not. A folder holding nothing, or only the empty `owner` of a run stopped while it was made,
    /// is this machine's too: removing it loses no byte.
    static func distrust(_ staging: FolderHandle) -> String? {
        guard let identity = staging.identity else { return "it cannot be looked at" }
        guard identity.owner == geteuid() else { return "it belongs to another user" }
        guard identity.mode & 0o077 == 0 else {
            return "others may read or write it (contractgen makes it private to its user)"
        }
        let names = staging.names()
        guard case .success(let owner) = staging.read(ownerName, limit: 256) else {
            return names.isEmpty ? nil : "it has no \(ownerName) file naming it"
        }
        if owner.isEmpty && names == [ownerName] { return nil }
        guard String(decoding: owner, as: UTF8.self) == ownerText(identity) else {
            return "its \(ownerName) file names another folder: it was copied, or arrived in a commit"
        }
        return nil
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
            ?? staging.folder.move(manifestName, to: output.root, as: Manifest.fileName)
        {
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
        name == ownerName || name == manifestName || name == journalName || name == partialJournalName
            || (!name.isEmpty && name.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    }
}
