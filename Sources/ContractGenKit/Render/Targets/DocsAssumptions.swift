/// What the contract states that its source does not say (`assumed`), marked on the page as GFM footnotes: a
/// marker where the element appears, and the note after the block that shows it, so a block `docs inject` puts
/// into another page carries its own notes.
struct DocsFootnotes {
    /// The definitions, in the order their markers were placed.
    private(set) var definitions: [String] = []

    /// The marker for `assumed` about the element `label` names (`value environment production`), or nothing when
    /// the contract assumes nothing there.
    mutating func marker(_ label: String, _ assumed: String?) -> String {
        guard let assumed else { return "" }
        let key = Self.key(label)
        definitions.append("[^\(key)]: Assumed: " + Markdown.inline(assumed))
        return "[^\(key)]"
    }

    /// `lines`, then a blank line and the definitions where there are any: a block that carries its own notes.
    func appended(to lines: [String]) -> [String] {
        definitions.isEmpty ? lines : lines + (lines.isEmpty ? [] : [""]) + definitions
    }

    /// `paragraph`, then its definitions as a block of their own, for a block rendered as one string.
    func appended(to paragraph: String) -> String {
        appended(to: [paragraph]).joined(separator: "\n")
    }

    /// A footnote label from the element's kind and names: letters, digits and `-`, so GFM reads it as one.
    private static func key(_ label: String) -> String {
        var key = ""
        for scalar in label.lowercased().unicodeScalars {
            if scalar.isASCIILetter || scalar.isASCIIDigit {
                key.unicodeScalars.append(scalar)
            } else if !key.hasSuffix("-") {
                key += "-"
            }
        }
        return "assumed-" + key.trimmingSuffix("-")
    }
}

extension String {
    /// The string without trailing `character`s.
    func trimmingSuffix(_ character: Character) -> String {
        var copy = self
        while copy.last == character { copy.removeLast() }
        return copy
    }
}
