/// Turns a template's source into its node tree: lexing, pairing tags, deciding whitespace, then
/// building the tree, each step a pass of its own.
struct Parser {
    let source: SourceText

    init(_ source: String, name: String) {
        self.source = SourceText(source, name: name)
    }

    func parse() throws(MustacheError) -> [Node] {
        let tokens = try Lexer(source: source).tokens()
        let structure = try Structure(tokens: tokens, source: source)
        let whitespace = Whitespace(tokens: tokens, structure: structure, source: source)
        return try build(tokens, structure, whitespace)
    }

    /// An element being built: its opening tag and the nodes read so far inside it.
    private struct OpenElement {
        let token: Int
        var nodes: [Node] = []
        /// Blocks given to a parent, by name.
        var arguments: [String: [Node]] = [:]
    }

    private func build(
        _ tokens: [Token], _ structure: Structure,
        _ whitespace: Whitespace
    ) throws(MustacheError) -> [Node] {
        var stack = [OpenElement(token: -1)]
        // Intrinsic indentation removed from the lines of the blocks being read, outermost first.
        var stripping: [(block: Int, prefix: [UInt8])] = []

        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .text:
                // Text in a parent's body, outside its blocks, is ignored.
                let enclosing = stack[stack.count - 1].token
                if enclosing >= 0, tokens[enclosing].kind == .parent { continue }
                let range = whitespace.textStart[index]..<whitespace.textEnd[index]
                guard !range.isEmpty else { continue }
                let text = stripping.isEmpty ? source.string(range) : strip(range, stripping.map(\.prefix))
                appendText(text, to: &stack[stack.count - 1].nodes)

            case .escapedVariable, .unescapedVariable:
                let path = try self.path(token)
                stack[stack.count - 1].nodes.append(
                    .variable(path, escaped: token.kind == .escapedVariable, location: location(token)))

            case .comment, .setDelimiters:
                continue

            case .partial:
                stack[stack.count - 1].nodes.append(
                    .partial(name: token.name, indentation: whitespace.indentation[index], location: location(token)))

            case .section, .invertedSection, .parent, .block:
                stack.append(OpenElement(token: index))
                if let prefix = whitespace.intrinsic[index] { stripping.append((index, prefix)) }

            case .close:
                let element = stack.removeLast()
                let opener = tokens[element.token]
                if stripping.last?.block == element.token { stripping.removeLast() }
                let node: Node
                switch opener.kind {
                case .section, .invertedSection:
                    node = .section(
                        try path(opener), element.nodes, inverted: opener.kind == .invertedSection,
                        location: location(opener))
                case .parent:
                    node = .parent(
                        name: opener.name, indentation: whitespace.indentation[element.token],
                        arguments: element.arguments, location: location(opener))
                default:
                    if structure.isArgument(element.token, in: tokens) {
                        guard stack[stack.count - 1].arguments[opener.name] == nil else {
                            throw source.error(
                                at: opener.range.lowerBound,
                                "block '\(opener.name)' is given twice to the same parent; remove one of them")
                        }
                        stack[stack.count - 1].arguments[opener.name] = element.nodes
                        continue
                    }
                    node = .block(
                        name: opener.name, indentation: whitespace.indentation[element.token],
                        content: element.nodes, location: location(opener))
                }
                stack[stack.count - 1].nodes.append(node)
            }
        }
        return stack[0].nodes
    }

    /// Adjacent text (left when a comment or standalone line between them vanished) becomes one node.
    private func appendText(_ text: String, to nodes: inout [Node]) {
        if case .text(let previous)? = nodes.last {
            nodes[nodes.count - 1] = .text(previous + text)
        } else {
            nodes.append(.text(text))
        }
    }

    /// The text in `range` with the enclosing blocks' intrinsic indentation removed from the start of
    /// each of its lines.
    private func strip(_ range: Range<Int>, _ prefixes: [[UInt8]]) -> String {
        let bytes = source.bytes
        var kept: [UInt8] = []
        kept.reserveCapacity(range.count)
        var offset = range.lowerBound
        var atLineStart = offset == 0 || bytes[offset - 1] == .newline
        while offset < range.upperBound {
            if atLineStart {
                offset = Whitespace.skipPrefixes(prefixes, in: bytes, at: offset, end: range.upperBound)
            }
            let lineEnd = bytes[offset..<range.upperBound].firstIndex(of: .newline).map { $0 + 1 } ?? range.upperBound
            kept.append(contentsOf: bytes[offset..<lineEnd])
            offset = lineEnd
            atLineStart = true
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The name of a variable or section tag as a path: `.` or keys separated by dots.
    private func path(_ token: Token) throws(MustacheError) -> Path {
        let name = token.name
        if name == "." { return Path(keys: []) }
        // Split on the bytes: splitting the String compares Characters, which costs more than the rest of
        // parsing put together.
        var keys: [String] = []
        var start = name.utf8.startIndex
        for index in name.utf8.indices where name.utf8[index] == UInt8(ascii: ".") {
            keys.append(String(name[start..<index]))
            start = name.utf8.index(after: index)
        }
        keys.append(String(name[start...]))
        if keys.contains(where: \.isEmpty) {
            throw source.error(
                at: token.range.lowerBound,
                "name '\(token.name)' has an empty part; "
                    + "write '.' alone or keys joined by single dots, like 'user.name'")
        }
        return Path(keys: keys)
    }

    private func location(_ token: Token) -> TagLocation {
        let (line, column) = source.position(of: token.range.lowerBound)
        return TagLocation(templateName: source.name, line: line, column: column)
    }
}
