#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The output folder during one write or check: opened once, with each folder below it opened through its
/// parent's descriptor as files reach it. Nothing is looked up by path after that, so no link swapped in
/// anywhere below the output folder is ever followed.
struct OutputFolder {
    let root: FolderHandle
    /// Open folders by their path inside the output folder (`Swift`, `Dart/lib`); the root is "".
    private var folders: [String: FolderHandle] = [:]
    /// Folders this value created, outermost first, so a discarded write can remove them again.
    private var created: [(parent: FolderHandle, name: String)] = []
    /// Whether this value created the output folder itself.
    private(set) var createdRoot = false

    private init(root: FolderHandle) {
        self.root = root
        folders[""] = root
    }

    /// Opens the output folder at `path`, creating it when `creating` (inside an existing parent only, so a
    /// mistyped `--out` does not create a tree of folders); nil when it does not exist and is not created.
    static func open(_ path: String, creating: Bool) throws(OutputError) -> OutputFolder? {
        var made = false
        while true {
            switch FolderHandle.opening(path) {
            case .success(let handle):
                var folder = OutputFolder(root: handle)
                folder.createdRoot = made
                return folder
            case .failure(let error) where error.code == ENOENT && creating && !made:
                let parent = PathText.parent(of: path)
                guard case .success = FolderHandle.opening(parent.isEmpty ? "." : parent) else {
                    throw OutputError(
                        "cannot create the output folder \(path): its parent folder \(parent) does not exist")
                }
                guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
                    throw OutputError("cannot create folder \(path): \(FileError(errno))")
                }
                made = true
            case .failure(let error) where error.code == ENOENT:
                return nil
            case .failure(let error) where error.code == ENOTDIR:
                throw OutputError("the output folder \(path) is a file, not a folder; pass a folder to --out")
            case .failure(let error):
                throw OutputError("cannot open the output folder \(path): \(error)")
            }
        }
    }

    /// Every folder opened so far, by its path inside the output folder ("" for the output folder).
    var openFolders: [(path: String, handle: FolderHandle)] {
        folders.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// `relative` as shown in messages: inside the output folder as the user named it.
    func display(_ relative: String) -> String {
        root.display(relative)
    }

    /// The open folder that holds `relative` and the file's name in it. Missing folders on the way are
    /// created when `creating`; otherwise a missing one gives nil.
    mutating func place(
        of relative: String, creating: Bool
    ) throws(OutputError) -> (folder: FolderHandle, name: String)? {
        guard OutputPath.isSafe(relative) else {
            throw OutputError("refusing to write '\(relative)': not a plain relative path")
        }
        let slash = relative.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folderPath = slash.map { String(relative[..<$0]) } ?? ""
        let name = slash.map { String(relative[relative.utf8.index(after: $0)...]) } ?? relative
        guard let folder = try self.folder(folderPath, creating: creating) else { return nil }
        return (folder, name)
    }

    /// The open folder at `path` inside the output folder, opening (and creating) each folder on the way.
    private mutating func folder(_ path: String, creating: Bool) throws(OutputError) -> FolderHandle? {
        if let open = folders[path] { return open }
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let parentPath = slash.map { String(path[..<$0]) } ?? ""
        let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
        guard let parent = try folder(parentPath, creating: creating) else { return nil }
        var madeHere = false
        while true {
            switch parent.child(name) {
            case .success(let handle):
                if madeHere { created.append((parent, name)) }
                folders[path] = handle
                return handle
            case .failure(let error) where error.code == ENOENT && creating && !madeHere:
                switch parent.makeFolder(name) {
                case .success(let made): madeHere = made
                case .failure(let error): throw OutputError("cannot create folder \(parent.display(name)): \(error)")
                }
            case .failure(let error) where error.code == ENOENT:
                return nil
            case .failure(let error) where error.code == ELOOP || error.code == ENOTDIR || error.code == EMLINK:
                throw OutputError(Self.notAFolder(parent, name))
            case .failure(let error):
                throw OutputError("cannot open folder \(parent.display(name)): \(error)")
            }
        }
    }

    /// Why the entry `name` of `parent` cannot be a folder contractgen writes into.
    private static func notAFolder(_ parent: FolderHandle, _ name: String) -> String {
        let path = parent.display(name)
        switch parent.kind(of: name) {
        case .link:
            let target = parent.linkTarget(name).map { " to \($0)" } ?? ""
            return
                "\(path) is a symbolic link\(target); contractgen never writes through links, so remove the link and contractgen creates a real folder there"
        case let kind:
            return "\(path) is \(kind.article) where contractgen puts a folder; move it away"
        }
    }

    /// Removes each folder holding `path` that is now empty, innermost first: the folders of a target no
    /// longer rendered go with its files. A folder with anything in it stays.
    mutating func removeFoldersLeftEmpty(above path: String) {
        var folder = PathText.parent(of: path)
        while !folder.isEmpty, let place = try? place(of: folder, creating: false) {
            guard unlinkat(place.folder.descriptor, place.name, AT_REMOVEDIR) == 0 else { return }
            folders[folder] = nil
            folder = PathText.parent(of: folder)
        }
    }

    /// Removes the folders this value created, innermost first, where they are still empty.
    func removeCreatedFolders() {
        for (parent, name) in created.reversed() { parent.removeEmptyFolder(name) }
        if createdRoot { rmdir(root.path) }
    }
}
