/// How one language writes documentation comments, for the one helper that renders them all.
struct CommentStyle: Sendable {
    /// The line before the text, e.g. `/**`; nil for line comments.
    var open: String?
    /// What starts each line of text, e.g. `/// ` or ` * `.
    var linePrefix: String
    /// The line after the text, e.g. ` */`.
    var close: String?
    /// Text that would end or nest the comment, with its harmless replacement.
    var replacements: [(String, String)]

    /// `///` comments (Swift, Dart): nothing inside can end them.
    static let tripleSlash = CommentStyle(open: nil, linePrefix: "/// ", close: nil, replacements: [])

    /// `/** … */` comments (Kotlin, TypeScript). `*/` would end the comment early, and Kotlin nests `/*`, so
    /// both are broken apart with a space.
    static let block = CommentStyle(
        open: "/**", linePrefix: " * ", close: " */", replacements: [("*/", "* /"), ("/*", "/ *")])
}

/// Documentation comments from the contract's text: wrapped, made safe for the comment syntax, one string per
/// line so templates indent them.
enum DocComment {
    static let width = 100

    /// The comment lines for `paragraphs` (nil and empty ones are skipped); empty when there is no text.
    static func lines(_ paragraphs: [String?], style: CommentStyle) -> [String] {
        let texts = paragraphs.compactMap { $0 }.filter { !$0.isEmpty }
        guard !texts.isEmpty else { return [] }
        var body: [String] = []
        for (index, text) in texts.enumerated() {
            if index > 0 { body.append("") }
            // Printable ASCII (most contract text) has no line breaks or control characters to look for.
            if isPrintableASCII(text) {
                body += wrap(sanitize(text, style: style))
                continue
            }
            for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                body += wrap(sanitize(String(line), style: style))
            }
        }
        let prefix = style.linePrefix
        var trimmed = Substring(prefix)
        while trimmed.hasSuffix(" ") { trimmed = trimmed.dropLast() }
        let trimmedPrefix = String(trimmed)
        return (style.open.map { [$0] } ?? [])
            + body.map { $0.isEmpty ? trimmedPrefix : prefix + $0 }
            + (style.close.map { [$0] } ?? [])
    }

    /// `text` made safe to place inside a comment line: one line, unwrapped.
    static func inline(_ text: String, style: CommentStyle) -> String {
        sanitize(
            text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " "),
            style: style)
    }

    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    private static func sanitize(_ line: String, style: CommentStyle) -> String {
        // A tab separates words like a space; other control characters are dropped.
        var text =
            line.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F })
            ? line
            : String(
                String.UnicodeScalarView(
                    line.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
                        scalar == "\t" ? " " : (scalar.value < 0x20 || scalar.value == 0x7F ? nil : scalar)
                    }))
        // Only text holding `*` can hold `*/` or `/*`.
        guard !style.replacements.isEmpty, text.utf8.contains(UInt8(ascii: "*")) else { return text }
        // Replace until stable: "*/*/" needs more than one pass.
        var changed = true
        while changed {
            changed = false
            for (bad, good) in style.replacements {
                let replaced = text.replacingEvery(bad, with: good)
                if replaced != text {
                    text = replaced
                    changed = true
                }
            }
        }
        return text
    }

    /// Greedy word wrap; a word longer than the width stays on its own line. Widths are in characters. ASCII
    /// text (most contract text) is split and counted as bytes; other text by characters, as a space followed
    /// by a combining mark is one character that does not separate words.
    private static func wrap(_ text: String) -> [String] {
        var text = text
        if let lines = text.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? wrapASCII(bytes) : nil }) {
            return lines
        }
        return wrap(text.split(separator: " ").map { ($0, $0.count) })
    }

    /// The same wrap over ASCII bytes, where a character is a byte: each line is built once, in place.
    private static func wrapASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        let space = UInt8(ascii: " ")
        var lines: [String] = []
        var line: [UInt8] = []
        line.reserveCapacity(width + 16)
        var index = 0
        while index < bytes.count {
            if bytes[index] == space {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count && bytes[end] != space { end += 1 }
            let word = UnsafeBufferPointer(rebasing: bytes[index..<end])
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(String(decoding: line, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
            }
            if !line.isEmpty { line.append(space) }
            line.append(contentsOf: word)
            index = end
        }
        lines.append(String(decoding: line, as: UTF8.self))
        return lines
    }

    private static func wrap(_ words: [(text: Substring, count: Int)]) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentCount = 0 // characters in `current`, kept rather than counted again for every word
        for word in words {
            if current.isEmpty {
                current = String(word.text)
                currentCount = word.count
            } else if currentCount + 1 + word.count <= width {
                current += " "
                current += word.text
                currentCount += 1 + word.count
            } else {
                lines.append(current)
                current = String(word.text)
                currentCount = word.count
            }
        }
        lines.append(current)
        return lines
    }
}
