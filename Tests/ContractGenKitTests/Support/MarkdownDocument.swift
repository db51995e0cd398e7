import Foundation

/// A small reader of the Markdown the reference page uses: headings, GFM tables, bullets and paragraphs.
/// Written for the tests, independent of the generator's own Markdown code, so both sides of a comparison
/// are read the same way.
struct MarkdownDocument {
    struct Table: Equatable {
        var header: [String]
        var rows: [[String]]
    }

    struct Section {
        var heading: String
        var tables: [Table] = []
        var bullets: [String] = []
        var paragraphs: [String] = []
    }

    var title = ""
    var sections: [Section] = []

    init(_ text: String) {
        var current = Section(heading: "")
        var tableLines: [String] = []
        func flushTable() {
            guard tableLines.count >= 2 else {
                tableLines = []
                return
            }
            let rows = tableLines.map(Self.cells)
            current.tables.append(Table(header: rows[0], rows: Array(rows.dropFirst(2))))
            tableLines = []
        }
        var inComment = false
        var paragraphOpen = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("<!--") {
                inComment = !line.contains("-->")
                continue
            }
            if inComment {
                if line.contains("-->") { inComment = false }
                continue
            }
            if line.hasPrefix("|") {
                tableLines.append(line)
                paragraphOpen = false
                continue
            }
            flushTable()
            if line.hasPrefix("#") || line.hasPrefix("* ") { paragraphOpen = false }
            if line.hasPrefix("# ") {
                title = String(line.dropFirst(2))
            } else if line.hasPrefix("## ") || line.hasPrefix("### ") {
                sections.append(current)
                current = Section(heading: String(line.drop { $0 == "#" }.dropFirst()))
            } else if line.hasPrefix("* ") {
                current.bullets.append(Self.prose(String(line.dropFirst(2))))
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                paragraphOpen = false
            } else if paragraphOpen, let last = current.paragraphs.popLast() {
                // A paragraph's lines join into one, as Markdown reads a soft line break.
                current.paragraphs.append(Self.prose(last + " " + line))
            } else {
                current.paragraphs.append(Self.prose(line))
                paragraphOpen = true
            }
        }
        flushTable()
        sections.append(current)
    }

    /// The section headed `heading`, less any footnote markers the heading carries (`Fund[^assumed-flow-fund]`).
    func section(_ heading: String) -> Section? {
        sections.first { Self.withoutFootnotes($0.heading) == heading }
    }

    /// `text` without its GFM footnote markers.
    static func withoutFootnotes(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "[^") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "]") else {
                return result + rest[start.lowerBound...]
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// The cells of a table row: split on `|` not preceded by a backslash, white space collapsed.
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var previous: Character?
        for character in line {
            if character == "|" && previous != "\\" {
                cells.append(cell)
                cell = ""
            } else {
                cell.append(character)
            }
            previous = character
        }
        cells.append(cell)
        // The row's leading and trailing pipes leave an empty first and last cell.
        return cells.dropFirst().dropLast().map(collapse)
    }

    /// Prose as it reads once rendered: white space collapsed, backslash escapes of punctuation outside code
    /// spans resolved (CommonMark renders `snake\_case` and `snake_case` alike), and an autolink as its address
    /// (`<https://example.com>` renders as https://example.com, as a bare URL does on GitHub).
    static func prose(_ text: String) -> String {
        var output = ""
        var inCode = false
        var escaping = false
        for character in collapse(text) {
            if escaping {
                if !(character.isASCII && character.isPunctuation || character.isSymbol && character.isASCII) {
                    output.append("\\")
                }
                output.append(character)
                escaping = false
            } else if character == "\\" && !inCode {
                escaping = true
            } else {
                if character == "`" { inCode.toggle() }
                output.append(character)
            }
        }
        return output.replacingOccurrences(of: #"<(https?://[^\s<>]+)>"#, with: "$1", options: .regularExpression)
    }

    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
