/// Splits a template's source into text and tags, following set-delimiters tags as it goes.
/// It checks each tag on its own (closed, named, well-formed delimiters); how tags pair up is the
/// parser's business.
struct Lexer {
    let source: SourceText

    func tokens() throws(MustacheError) -> [Token] {
        var tokens: [Token] = []
        var delimiters = Delimiters.standard
        var offset = 0
        while offset < source.count {
            guard let tagStart = source.firstOffset(of: delimiters.open, from: offset) else {
                tokens.append(Token(kind: .text, range: offset..<source.count, name: "", delimiters: delimiters))
                break
            }
            if tagStart > offset {
                tokens.append(Token(kind: .text, range: offset..<tagStart, name: "", delimiters: delimiters))
            }
            let tag = try readTag(at: tagStart, delimiters: delimiters)
            tokens.append(Token(kind: tag.kind, range: tagStart..<tag.end, name: tag.name, delimiters: delimiters))
            if let changed = tag.newDelimiters { delimiters = changed }
            offset = tag.end
        }
        return tokens
    }

    private struct Tag {
        var kind: Token.Kind
        var name: String
        var end: Int
        var newDelimiters: Delimiters?
    }

    private func readTag(at tagStart: Int, delimiters: Delimiters) throws(MustacheError) -> Tag {
        var cursor = tagStart + delimiters.open.count
        let kind = cursor < source.count ? Self.kind(forSigil: source.bytes[cursor]) : .escapedVariable
        if kind != .escapedVariable { cursor += 1 }

        // A triple mustache ends with `}` before the closing delimiter, a delimiter change with `=`.
        var terminator = delimiters.close
        var triple = false
        if kind == .setDelimiters {
            terminator = Array("=".utf8) + delimiters.close
        } else if kind == .unescapedVariable, source.bytes[cursor - 1] == UInt8(ascii: "{") {
            terminator = Array("}".utf8) + delimiters.close
            triple = true
        }

        guard let contentEnd = source.firstOffset(of: terminator, from: cursor) else {
            throw source.error(
                at: tagStart, "tag is never closed; end it with '\(String(decoding: terminator, as: UTF8.self))'")
        }
        // Running into the next tag's opening delimiter means this tag was left open: report it
        // here rather than as a strange name further on. Comments may hold anything.
        if kind != .comment, kind != .setDelimiters,
            source.firstOffset(of: delimiters.open, from: cursor, before: contentEnd) != nil
        {
            throw source.error(
                at: tagStart,
                "tag is never closed; end it with '\(String(decoding: terminator, as: UTF8.self))' before the next tag")
        }
        let end = contentEnd + terminator.count
        let content = cursor..<contentEnd

        switch kind {
        case .comment:
            return Tag(kind: kind, name: "", end: end)
        case .setDelimiters:
            let changed = try parseDelimiters(content, tagStart: tagStart, delimiters: delimiters)
            return Tag(kind: kind, name: "", end: end, newDelimiters: changed)
        default:
            let name = try parseName(content, tagStart: tagStart, kind: kind, triple: triple, delimiters: delimiters)
            return Tag(kind: kind, name: name, end: end)
        }
    }

    private static func kind(forSigil sigil: UInt8) -> Token.Kind {
        switch sigil {
        case UInt8(ascii: "#"): .section
        case UInt8(ascii: "^"): .invertedSection
        case UInt8(ascii: "/"): .close
        case UInt8(ascii: "!"): .comment
        case UInt8(ascii: ">"): .partial
        case UInt8(ascii: "<"): .parent
        case UInt8(ascii: "$"): .block
        case UInt8(ascii: "="): .setDelimiters
        case UInt8(ascii: "&"), UInt8(ascii: "{"): .unescapedVariable
        default: .escapedVariable
        }
    }

    private func parseName(
        _ content: Range<Int>, tagStart: Int, kind: Token.Kind, triple: Bool,
        delimiters: Delimiters
    ) throws(MustacheError) -> String {
        let words = split(content)
        guard let first = words.first else {
            let sigil = triple ? "{" : kind.sigil
            throw source.error(
                at: tagStart, "tag \(delimiters.spell(sigil + (triple ? "}" : ""))) has no name; write a name inside it"
            )
        }
        guard words.count == 1 else {
            let text = source.string(first.lowerBound..<words[words.count - 1].upperBound)
            throw source.error(
                at: tagStart, "tag name '\(text)' contains whitespace; a name is a single word such as 'user.name'")
        }
        return source.string(first)
    }

    private func parseDelimiters(
        _ content: Range<Int>, tagStart: Int,
        delimiters: Delimiters
    ) throws(MustacheError) -> Delimiters {
        let words = split(content)
        let example = delimiters.spell("=<% %>=")
        guard words.count == 2 else {
            throw source.error(
                at: tagStart, "set-delimiters tag needs exactly two delimiters separated by a space, like \(example)")
        }
        let open = Array(source.bytes[words[0]])
        let close = Array(source.bytes[words[1]])
        if open.contains(UInt8(ascii: "=")) || close.contains(UInt8(ascii: "=")) {
            throw source.error(at: tagStart, "delimiters may not contain '='; write them like \(example)")
        }
        return Delimiters(open: open, close: close)
    }

    /// The whitespace-separated words in `range`.
    private func split(_ range: Range<Int>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var wordStart: Int?
        for offset in range {
            if source.bytes[offset].isTagWhitespace {
                if let start = wordStart { words.append(start..<offset) }
                wordStart = nil
            } else if wordStart == nil {
                wordStart = offset
            }
        }
        if let start = wordStart { words.append(start..<range.upperBound) }
        return words
    }
}
