/// A short, readable diff for `--check`: the changed region of a file, between the lines both versions share
/// at the start and the end, with a little context.
public enum ShortDiff {
    public static func render(current: String, expected: String, maxLines: Int = 12) -> String {
        let old = current.split(separator: "\n", omittingEmptySubsequences: false)
        let new = expected.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }
        let removed = old[prefix..<(old.count - suffix)]
        let added = new[prefix..<(new.count - suffix)]
        var lines = ["@@ line \(prefix + 1) @@"]
        if prefix > 0 { lines.append("  " + old[prefix - 1]) }
        lines += removed.prefix(maxLines).map { "- " + $0 }
        if removed.count > maxLines { lines.append("  … \(removed.count - maxLines) more removed lines") }
        lines += added.prefix(maxLines).map { "+ " + $0 }
        if added.count > maxLines { lines.append("  … \(added.count - maxLines) more added lines") }
        return lines.joined(separator: "\n")
    }
}
