/// The whitespace decisions for a template: which tags are standalone (and so take their line's
/// indentation and line ending with them), what indentation partials, parents and blocks add, and
/// what indentation blocks remove from their own content.
///
/// The rules, from the spec and its inheritance module:
/// - A tag is standalone when it is alone on its line apart from spaces and tabs; interpolation tags
///   never are. A standalone tag's line disappears from the output.
/// - A standalone partial or parent adds the whitespace before it to every line it renders.
/// - A parent element (`{{<p}}...{{/p}}`) is also standalone when its opening tag starts its line and
///   its closing tag ends one, even if both sit on the same line.
/// - A block directly inside a parent is an argument. Text around it belongs to the parent's body,
///   which is ignored, so only what is inside matters: a newline right after `{{$name}}` belongs to
///   the tag, and whitespace before `{{/name}}` on its last line is dropped.
/// - Any other block is a parameter. When its opening tag starts a line and its closing tag ends one,
///   the whitespace before it is indentation for whatever content renders there (an argument or its
///   default), and the closing line's ending stays unless that tag is standalone on its own.
/// - When such a block's opening tag also ends its line, or when an argument's does, the
///   block's *intrinsic* indentation is the whitespace starting the next line. It is removed from
///   each line of the block's content (so content is stored flush left) and, for a parameter, is the
///   indentation added back where content renders.
struct Whitespace {
    /// For text tokens, the part that is kept.
    private(set) var textStart: [Int]
    private(set) var textEnd: [Int]
    /// For partial, parent and parameter block tags, the indentation they add to what they render.
    private(set) var indentation: [String]
    /// For block tags, the intrinsic indentation removed from each line of their content.
    private(set) var intrinsic: [[UInt8]?]

    private let tokens: [Token]
    private let bytes: [UInt8]

    init(tokens: [Token], structure: Structure, source: SourceText) {
        self.tokens = tokens
        bytes = source.bytes
        textStart = tokens.map(\.range.lowerBound)
        textEnd = tokens.map(\.range.upperBound)
        indentation = Array(repeating: "", count: tokens.count)
        intrinsic = Array(repeating: nil, count: tokens.count)

        // Parents whose opening and closing tags together stand alone, by opening-tag index.
        var standaloneParents = Set<Int>()
        // Intrinsic indentation of the blocks being read, outermost first; each applies in turn.
        var stripping: [(block: Int, prefix: [UInt8])] = []

        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .text, .escapedVariable, .unescapedVariable:
                continue

            case .section, .invertedSection, .comment, .setDelimiters:
                removeLineIfStandalone(index)

            case .partial:
                if let lineStart = removeLineIfStandalone(index) {
                    indentation[index] = relativeIndentation(lineStart..<token.range.lowerBound, stripping)
                }

            case .parent:
                let closeIndex = structure.partner[index]
                guard let lineStart = leftClear(index) else { continue }
                let pairStandalone = rightClear(closeIndex) != nil
                if pairStandalone || rightClear(index) != nil {
                    trimBefore(index, to: lineStart)
                    indentation[index] = relativeIndentation(lineStart..<token.range.lowerBound, stripping)
                }
                if pairStandalone { standaloneParents.insert(index) }

            case .block where structure.isArgument(index, in: tokens):
                if let nextLine = rightClear(index) {
                    trimAfter(index, from: nextLine)
                    let prefix = relativeIntrinsic(startingAt: nextLine, after: index, stripping)
                    intrinsic[index] = prefix
                    stripping.append((index, prefix))
                }

            case .block:
                let closeIndex = structure.partner[index]
                let lineStart = leftClear(index)
                let nextLine = rightClear(index)
                if let lineStart, let nextLine {
                    trimBefore(index, to: lineStart)
                    trimAfter(index, from: nextLine)
                }
                guard let lineStart, rightClear(closeIndex) != nil else { continue }
                trimBefore(index, to: lineStart)
                if let nextLine {
                    let prefix = relativeIntrinsic(startingAt: nextLine, after: index, stripping)
                    intrinsic[index] = prefix
                    stripping.append((index, prefix))
                    indentation[index] = String(decoding: prefix, as: UTF8.self)
                } else {
                    indentation[index] = relativeIndentation(lineStart..<token.range.lowerBound, stripping)
                }

            case .close:
                let openIndex = structure.partner[index]
                if stripping.last?.block == openIndex { stripping.removeLast() }
                switch tokens[openIndex].kind {
                case .parent:
                    if removeLineIfStandalone(index) == nil, standaloneParents.contains(openIndex),
                        let nextLine = rightClear(index)
                    {
                        trimAfter(index, from: nextLine)
                    }
                case .block where structure.isArgument(openIndex, in: tokens):
                    // The end of an argument's content; what follows is parent body, which is ignored.
                    if let lineStart = leftClear(index) { trimBefore(index, to: lineStart) }
                default:
                    removeLineIfStandalone(index)
                }
            }
        }
    }

    // MARK: Standalone lines

    /// Removes the line of a standalone tag: the whitespace before it and the whitespace and line
    /// ending after it. Returns where the line starts when the tag is standalone.
    @discardableResult
    private mutating func removeLineIfStandalone(_ index: Int) -> Int? {
        guard let lineStart = leftClear(index), let nextLine = rightClear(index) else { return nil }
        trimBefore(index, to: lineStart)
        trimAfter(index, from: nextLine)
        return lineStart
    }

    /// Where the line holding tag `index` starts, when only spaces and tabs precede the tag on it.
    private func leftClear(_ index: Int) -> Int? {
        guard index > 0 else { return tokens[index].range.lowerBound }
        let previous = tokens[index - 1]
        guard previous.isText else { return nil }
        var offset = previous.range.upperBound
        while offset > previous.range.lowerBound, bytes[offset - 1].isInlineWhitespace { offset -= 1 }
        if offset == previous.range.lowerBound {
            // Whitespace from the start of the template counts as a line start; after another tag it does not.
            return index - 1 == 0 ? offset : nil
        }
        return bytes[offset - 1] == .newline ? offset : nil
    }

    /// Where the next line starts after tag `index`, when only spaces, tabs and the line ending
    /// follow the tag on its line; the end of the template counts as a line ending.
    private func rightClear(_ index: Int) -> Int? {
        guard index < tokens.count - 1 else { return tokens[index].range.upperBound }
        let next = tokens[index + 1]
        guard next.isText else { return nil }
        var offset = next.range.lowerBound
        let end = next.range.upperBound
        while offset < end, bytes[offset].isInlineWhitespace { offset += 1 }
        if offset == end { return index + 1 == tokens.count - 1 ? offset : nil }
        if bytes[offset] == .newline { return offset + 1 }
        if bytes[offset] == .carriageReturn, offset + 1 < end, bytes[offset + 1] == .newline { return offset + 2 }
        return nil
    }

    private mutating func trimBefore(_ index: Int, to lineStart: Int) {
        guard index > 0, tokens[index - 1].isText else { return }
        textEnd[index - 1] = min(textEnd[index - 1], lineStart)
    }

    private mutating func trimAfter(_ index: Int, from nextLine: Int) {
        guard index + 1 < tokens.count, tokens[index + 1].isText else { return }
        textStart[index + 1] = max(textStart[index + 1], nextLine)
    }

    // MARK: Indentation

    /// The whitespace in `range`, which starts a line, less the intrinsic indentation of the blocks
    /// around it: the indentation the line has once those blocks are stored flush left.
    private func relativeIndentation(_ range: Range<Int>, _ stripping: [(block: Int, prefix: [UInt8])]) -> String {
        let start = Self.skipPrefixes(stripping.map(\.prefix), in: bytes, at: range.lowerBound, end: range.upperBound)
        return String(decoding: bytes[start..<range.upperBound], as: UTF8.self)
    }

    /// The whitespace starting the line at `lineStart` (the line after block tag `index`), relative to
    /// the enclosing blocks' intrinsic indentation.
    private func relativeIntrinsic(
        startingAt lineStart: Int, after index: Int,
        _ stripping: [(block: Int, prefix: [UInt8])]
    ) -> [UInt8] {
        // The next line's leading whitespace lies in the text token after the tag, if there is one.
        var end = lineStart
        if index + 1 < tokens.count, tokens[index + 1].isText {
            let limit = tokens[index + 1].range.upperBound
            while end < limit, bytes[end].isInlineWhitespace { end += 1 }
        }
        let start = Self.skipPrefixes(stripping.map(\.prefix), in: bytes, at: lineStart, end: end)
        return Array(bytes[start..<end])
    }

    /// Skips each prefix in turn where it occurs at `offset`, as nested blocks each remove their own
    /// intrinsic indentation from what the enclosing ones left.
    static func skipPrefixes(_ prefixes: [[UInt8]], in bytes: [UInt8], at offset: Int, end: Int) -> Int {
        var offset = offset
        for prefix in prefixes where !prefix.isEmpty && offset + prefix.count <= end {
            if bytes[offset..<offset + prefix.count].elementsEqual(prefix) { offset += prefix.count }
        }
        return offset
    }
}
