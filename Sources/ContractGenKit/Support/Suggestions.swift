/// "Did you mean" hints: the closest known spelling to a misspelt key or name.
public enum Suggestions {
    /// The candidate nearest to `text` by edit distance (transpositions count as one edit), if it is close
    /// enough to be a plausible typo: at most a third of the longer word, and never more than 3 edits.
    public static func closest(to text: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(text.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            let limit = min(3, max(1, max(typed.count, candidate.count) / 3))
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` or an empty string.
    public static func hint(for text: String, among candidates: some Sequence<String>) -> String {
        closest(to: text, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance, in O(n·m) time and O(m) memory.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
