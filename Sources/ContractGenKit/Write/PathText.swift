/// `/`-separated paths as text, for the few folder operations the write stage and the command line need
/// (the parts of `NSString`'s path methods they used, without the rest of Foundation).
public enum PathText {
    /// The folder holding `path`: `a/b/c` → `a/b`, `/a` → `/`, `a` → `` (the current folder).
    public static func parent(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `name` inside `folder`; an empty folder is the current one.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
