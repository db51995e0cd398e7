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

extension String {
    /// Every occurrence of `target` replaced by `replacement`, left to right, compared byte by byte (which,
    /// in UTF-8, never matches inside a character).
    func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return self }
        let bytes = Array(utf8)
        var output: [UInt8] = []
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == first, index + pattern.count <= bytes.count, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                output += replacement.utf8
                index += pattern.count
                changed = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return changed ? String(decoding: output, as: UTF8.self) : self
    }
}
