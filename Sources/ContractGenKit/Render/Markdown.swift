/// Markdown for the reference page: contract text made safe to embed, and GFM tables laid out in Swift so
/// the templates only print cells.
///
/// Contract text is plain text with `code spans`. Outside spans every character Markdown would interpret is
/// escaped, so a description reads the same on the page as in the contract, whatever it holds.
enum Markdown {
    /// Where text is placed: table cells cannot hold line breaks and need `|` escaped even inside code spans.
    enum Context {
        case block
        case tableCell
    }

    /// `text` as Markdown: code spans kept, everything else escaped, line breaks as `<br>`.
    static func inline(_ text: String, in context: Context = .block) -> String {
        var output = ""
        for (index, segment) in CodeSpans.split(visible(text)).enumerated() {
            switch segment {
            case .text(let plain):
                output += escape(plain, atBlockStart: index == 0 && context == .block)
            case .code(let code):
                output += span(code, in: context)
            }
        }
        return output
    }

    /// A code span holding `code` verbatim.
    static func span(_ code: String, in context: Context = .tableCell) -> String {
        let body = spanBody(code, in: context)
        // The fence must be longer than any backtick run inside; padding keeps edge backticks apart.
        let fence = String(repeating: "`", count: CodeSpans.longestBacktickRun(in: body) + 1)
        let padded = body.hasPrefix("`") || body.hasSuffix("`") || body.isEmpty ? " \(body) " : body
        return fence + padded + fence
    }

    /// A code span's text: `visible`, each line break (`\r\n`, `\n`, `\r`) as one space, and `|` escaped in
    /// table cells. One pass, and none for text without such bytes (most of it): Foundation's
    /// `replacingOccurrences` cost about 10,000 instructions a call, four calls a span.
    private static func spanBody(_ code: String, in context: Context) -> String {
        let pipe = UInt8(ascii: "|")
        guard code.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || ($0 == pipe && context == .tableCell) }) else {
            return code
        }
        var output = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in visible(code).unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCarriageReturn: continue
            case "\n", "\r": output.append(" ")
            case "|" where context == .tableCell: output.append(contentsOf: "\\|".unicodeScalars)
            default: output.append(scalar)
            }
        }
        return String(output)
    }

    /// A tab as a space (Markdown would expand it), and other control characters but line breaks as their
    /// visible symbols (U+2400 …), which a page can show and a linter accepts.
    private static func visible(_ text: String) -> String {
        // Most text has no control character at all.
        guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F }) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09: output.append(" ")
            case 0x0A, 0x0D: output.append(scalar)
            case 0x00..<0x20: output.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: output.append("\u{2421}")
            default: output.append(scalar)
            }
        }
        return String(output)
    }

    private static let escaped: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "#"]

    private static func escape(_ text: String, atBlockStart: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var lineStart = atBlockStart
        for character in text {
            switch character {
            case "\n", "\r\n", "\r":
                output += "<br>"
                continue
            case "&":
                output += "&amp;"
            case _ where escaped.contains(character):
                output += "\\" + String(character)
            case _ where lineStart && "-+=".contains(character):
                // A leading list marker or setext underline would turn the text into another block.
                output += "\\" + String(character)
            default:
                output.append(character)
            }
            lineStart = false
        }
        return output
    }

    /// A GFM table whose columns are padded to a common width, with a delimiter row of dashes.
    static func table(header: [String], rows: [[String]]) -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in
            max(3, all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0)
        }
        func line(_ cells: [String]) -> String {
            "| "
                + widths.indices.map { column in
                    let cell = cells.indices.contains(column) ? cells[column] : ""
                    return cell + String(repeating: " ", count: widths[column] - cell.count)
                }.joined(separator: " | ") + " |"
        }
        return [line(header), line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line)
    }
}

/// Splits contract text into plain text and code spans, CommonMark's way: a span opens with a run of
/// backticks and closes with the next run of the same length; an unmatched run is literal text.
enum CodeSpans {
    enum Segment: Equatable {
        case text(String)
        case code(String)
    }

    static func split(_ text: String) -> [Segment] {
        let characters = Array(text)
        var segments: [Segment] = []
        var plain = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                plain.append(characters[index])
                index += 1
                continue
            }
            let runLength = run(in: characters, at: index)
            if let close = closingRun(in: characters, from: index + runLength, length: runLength) {
                if !plain.isEmpty { segments.append(.text(plain)) }
                plain = ""
                var code = String(characters[(index + runLength)..<close])
                // CommonMark strips one space from each side when both are present and the span is not all spaces.
                if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                    code = String(code.dropFirst().dropLast())
                }
                segments.append(.code(code))
                index = close + runLength
            } else {
                plain += String(repeating: "`", count: runLength)
                index += runLength
            }
        }
        if !plain.isEmpty { segments.append(.text(plain)) }
        return segments
    }

    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    private static func run(in characters: [Character], at start: Int) -> Int {
        var end = start
        while end < characters.count, characters[end] == "`" { end += 1 }
        return end - start
    }

    private static func closingRun(in characters: [Character], from start: Int, length: Int) -> Int? {
        var index = start
        while index < characters.count {
            if characters[index] == "`" {
                let length2 = run(in: characters, at: index)
                if length2 == length { return index }
                index += length2
            } else {
                index += 1
            }
        }
        return nil
    }
}
