/// How a template's tags pair up: which closing tag ends each section, parent and block, and which
/// element each token sits in. Built in one pass over the tokens with an explicit stack, so deep
/// nesting cannot overflow the call stack.
struct Structure {
    /// Elements may nest this deep in one template; deeper nesting is reported rather than risking
    /// stack exhaustion when the tree is rendered or freed.
    static let maximumNesting = 100

    /// For an opening tag, the index of its closing tag, and the reverse; -1 for other tokens.
    let partner: [Int]
    /// For every token, the index of the opening tag of the innermost element it sits in; -1 at top level.
    let container: [Int]

    init(tokens: [Token], source: SourceText) throws(MustacheError) {
        var partner = Array(repeating: -1, count: tokens.count)
        var container = Array(repeating: -1, count: tokens.count)
        var open: [Int] = []

        for (index, token) in tokens.enumerated() {
            container[index] = open.last ?? -1
            if token.kind.opensElement {
                if open.count == Self.maximumNesting {
                    throw source.error(
                        at: token.range.lowerBound,
                        "sections nest more than \(Self.maximumNesting) levels deep; "
                            + "split the template into partials")
                }
                open.append(index)
            } else if token.kind == .close {
                let closing = token.spelled(.close, token.name)
                guard let opening = open.last else {
                    throw source.error(
                        at: token.range.lowerBound,
                        "closing tag \(closing) has no matching opening tag; "
                            + "remove it or add \(token.spelled(.section, token.name)) before it")
                }
                let opener = tokens[opening]
                guard opener.name == token.name else {
                    let (line, column) = source.position(of: opener.range.lowerBound)
                    let element = "\(opener.kind.elementName) '\(opener.name)'"
                    throw source.error(
                        at: token.range.lowerBound,
                        "closing tag \(closing) does not match \(element) opened at line \(line), "
                            + "column \(column); close it first with \(opener.spelled(.close, opener.name))")
                }
                open.removeLast()
                container[index] = open.last ?? -1
                partner[index] = opening
                partner[opening] = index
            }
        }
        if let unclosed = open.last {
            let opener = tokens[unclosed]
            let (line, _) = source.position(of: opener.range.lowerBound)
            throw source.error(
                at: opener.range.lowerBound,
                "\(opener.kind.elementName) '\(opener.name)' opened at line \(line) is never closed; "
                    + "add \(opener.spelled(.close, opener.name))")
        }
        self.partner = partner
        self.container = container
    }

    /// Whether the block opened at `index` sits directly in a parent, which makes it an argument
    /// that replaces the parent's block of the same name.
    func isArgument(_ index: Int, in tokens: [Token]) -> Bool {
        let enclosing = container[index]
        return enclosing >= 0 && tokens[enclosing].kind == .parent
    }
}
