/// Renders parsed templates into one output buffer. One renderer serves one `render` call.
/// A struct with mutating methods rather than a class, so its state is checked for exclusive access at
/// compile time instead of on every write to the output.
struct Renderer {
    /// Partials and parents may nest this deep, so a template that includes itself without an end
    /// stops with an error instead of exhausting the stack.
    static let maximumExpansionDepth = 100
    /// Sections, blocks, partials and parents together may nest this deep.
    static let maximumDepth = 500

    /// Blocks given by parent tags, one dictionary per parent call, outermost call first. The
    /// outermost call's block wins, so a template's arguments reach through every level below it.
    typealias Arguments = [[String: [Node]]]

    private let templates: [String: MustacheTemplate]
    private let escape: @Sendable (String) -> String
    /// The output so far is `finished` followed by `output`, in UTF-8: appending bytes is a copy, where
    /// appending to a `String` also keeps its count and flags. A full `output` (`chunkSize` bytes) moves to
    /// `finished` and a new one starts, so a large file is never copied as its buffer doubles. Every append is
    /// a whole string, so each piece is valid UTF-8 by itself.
    private var output: [UInt8] = []
    private var finished: [[UInt8]] = []
    private static let chunkSize = 1 << 18
    /// The context stack; the innermost context is last.
    private var contexts: [MustacheValue]
    /// Indentation added to each line of template text, from the standalone partials, parents and
    /// blocks being rendered.
    private var indentation = ""
    /// Whether the output is at the start of a line of template text, so the next output needs the
    /// indentation first. Indentation is written only before content, so empty lines stay empty.
    private var atLineStart = true
    /// `deferred` values made so far in this render, so each is made once per render.
    private var made: [ObjectIdentifier: MustacheValue] = [:]
    /// The most bytes this render may write, and how many are in `finished`.
    private let limit: Int
    private var written = 0
    /// The innermost tag being rendered, where an output over `limit` is reported.
    private var place: TagLocation
    /// Whether a name that resolves to nothing is an error instead of empty and falsey.
    private let isStrict: Bool
    /// The templates whose tags are strict when the render is not.
    private let strictTemplates: Set<String>
    /// In strict mode, each name that resolved to nothing, once per place: all of them are reported after the
    /// render, so one run shows every missing key.
    private(set) var missingNames: [MustacheError] = []

    init(
        templates: [String: MustacheTemplate], context: MustacheValue, templateName: String, limit: Int = .max,
        strict: Bool = false, strictTemplates: Set<String> = [], escape: @escaping @Sendable (String) -> String
    ) {
        self.templates = templates
        self.escape = escape
        self.limit = limit
        self.isStrict = strict
        self.strictTemplates = strictTemplates
        place = TagLocation(templateName: templateName, line: 1, column: 1)
        contexts = [context]
    }

    mutating func render(_ nodes: [Node], arguments: Arguments, expansions: Int, depth: Int) throws(MustacheError) {
        for node in nodes {
            // Checked between nodes: a template that repeats itself without end stops here, not in memory.
            if written + output.count > limit {
                throw place.error(
                    "the output is over \(limit) bytes, the limit for one file; "
                        + "check for sections or partials that repeat without end")
            }
            switch node {
            case .text(let text):
                writeTemplateText(text)

            case .variable(let path, let escaped, let location):
                let text = value(of: path, at: location)?.interpolatedText ?? ""
                writeValue(escaped ? escape(text) : text)

            case .section(let path, let content, let inverted, let location):
                let outer = place
                place = location
                defer { place = outer }
                let value = value(of: path) ?? .null
                if inverted {
                    if !value.isTruthy {
                        try render(
                            content, arguments: arguments, expansions: expansions,
                            depth: checked(depth, location))
                    }
                } else if case .list(let items) = value {
                    let depth = try checked(depth, location)
                    for item in items {
                        try render(content, with: item, arguments: arguments, expansions: expansions, depth: depth)
                    }
                } else if case .lazyList(let list) = value {
                    let depth = try checked(depth, location)
                    for index in 0..<list.count {
                        try render(
                            content, with: list.item(index), arguments: arguments, expansions: expansions, depth: depth)
                    }
                } else if case .layout(let layout) = value {
                    try render(
                        content, laidOut: layout, arguments: arguments, expansions: expansions,
                        depth: checked(depth, location))
                } else if value.isTruthy {
                    try render(
                        content, with: value, arguments: arguments, expansions: expansions,
                        depth: checked(depth, location))
                }

            case .partial(let name, let extra, let location):
                // A missing partial renders as nothing, as the spec asks.
                guard let template = templates[name] else { continue }
                let outer = place
                place = location
                defer { place = outer }
                try expand(
                    template.nodes, indentedBy: extra, arguments: arguments,
                    expansions: checkedExpansion(expansions, name, location), depth: checked(depth, location))

            case .parent(let name, let extra, let given, let location):
                guard let template = templates[name] else { continue }
                let outer = place
                place = location
                defer { place = outer }
                try expand(
                    template.nodes, indentedBy: extra, arguments: arguments + [given],
                    expansions: checkedExpansion(expansions, name, location), depth: checked(depth, location))

            case .block(let name, let extra, let defaultContent, let location):
                let depth = try checked(depth, location)
                if let index = arguments.firstIndex(where: { $0[name] != nil }), let content = arguments[index][name] {
                    // An argument renders with the blocks given above the call that passed it, not the
                    // ones given inside it, so a block cannot end up filling itself.
                    try expand(
                        content, indentedBy: extra, arguments: Array(arguments[..<index]),
                        expansions: expansions, depth: depth)
                } else {
                    try expand(
                        defaultContent, indentedBy: extra, arguments: arguments,
                        expansions: expansions, depth: depth)
                }
            }
        }
    }

    /// Renders `nodes` with `value` pushed on the context stack.
    private mutating func render(
        _ nodes: [Node], with value: MustacheValue, arguments: Arguments,
        expansions: Int, depth: Int
    ) throws(MustacheError) {
        contexts.append(value)
        defer { contexts.removeLast() }
        try render(nodes, arguments: arguments, expansions: expansions, depth: depth)
    }

    /// Renders `nodes` once for each of `layout`'s names and writes the first rendering that fits.
    private mutating func render(
        _ nodes: [Node], laidOut layout: MustacheLayout, arguments: Arguments,
        expansions: Int, depth: Int
    ) throws(MustacheError) {
        let column = atLineStart ? 0 : currentColumn
        var chosen: (text: [UInt8], endsLine: Bool)?
        for flags in layout.flags {
            let rendering = try captured { renderer throws(MustacheError) in
                try renderer.render(nodes, with: flags, arguments: arguments, expansions: expansions, depth: depth)
            }
            guard !rendering.text.isEmpty else { continue }
            chosen = rendering
            if Self.fits(rendering.text, from: column, in: layout.width) { break }
        }
        guard let chosen else { return }
        output += chosen.text
        atLineStart = chosen.endsLine
        endChunkIfFull()
    }

    /// What `render` writes, taken aside instead of written, and whether it ends at the start of a line.
    private mutating func captured(
        _ render: (inout Renderer) throws(MustacheError) -> Void
    ) throws(MustacheError) -> (text: [UInt8], endsLine: Bool) {
        let (savedOutput, savedFinished, savedWritten, savedLineStart) = (output, finished, written, atLineStart)
        // What came before still counts toward the limit.
        written += output.count
        output = []
        finished = []
        defer { (output, finished, written, atLineStart) = (savedOutput, savedFinished, savedWritten, savedLineStart) }
        try render(&self)
        return (finished.joined() + output, atLineStart)
    }

    /// Whether every line of `text` is at most `width` columns (Unicode scalars), its first starting at `column`.
    private static func fits(_ text: [UInt8], from column: Int, in width: Int) -> Bool {
        var offset = column
        for byte in text {
            if byte == .newline {
                offset = 0
            } else if byte & 0xC0 != 0x80 {
                // A byte that starts a scalar; continuation bytes do not add a column.
                offset += 1
                if offset > width { return false }
            }
        }
        return true
    }

    /// The columns written so far on the current output line, in Unicode scalars.
    private var currentColumn: Int {
        var column = 0
        for piece in [output] + finished.reversed() {
            for byte in piece.reversed() {
                if byte == .newline { return column }
                if byte & 0xC0 != 0x80 { column += 1 }
            }
        }
        return column
    }

    /// Renders `nodes` with `extra` added to the indentation.
    private mutating func expand(
        _ nodes: [Node], indentedBy extra: String, arguments: Arguments,
        expansions: Int, depth: Int
    ) throws(MustacheError) {
        let saved = indentation
        indentation += extra
        defer { indentation = saved }
        try render(nodes, arguments: arguments, expansions: expansions, depth: depth)
    }

    private func checked(_ depth: Int, _ location: TagLocation) throws(MustacheError) -> Int {
        guard depth < Self.maximumDepth else {
            throw location.error(
                "templates nest more than \(Self.maximumDepth) levels deep while rendering here; "
                    + "check for data or partials that recurse without end")
        }
        return depth + 1
    }

    private func checkedExpansion(
        _ expansions: Int, _ name: String, _ location: TagLocation
    ) throws(MustacheError) -> Int {
        guard expansions < Self.maximumExpansionDepth else {
            throw location.error(
                "'\(name)' is included more than \(Self.maximumExpansionDepth) levels deep; "
                    + "a template probably includes itself without a section that ends the recursion")
        }
        return expansions + 1
    }

    // MARK: Context

    /// The value a name refers to. The first key is looked up through the context stack, innermost
    /// first; the others only in the value found so far. Nothing found is `nil`, which renders as
    /// the empty string and is falsey.
    private mutating func lookUp(_ path: Path) -> MustacheValue? {
        guard let first = path.keys.first else { return contexts.last }
        var found: MustacheValue?
        for context in contexts.reversed() {
            if let value = context[first] {
                found = value
                break
            }
        }
        guard var value = found.map({ resolved($0) }) else { return nil }
        for key in path.keys.dropFirst() {
            guard let next = value[key] else { return nil }
            value = resolved(next)
        }
        return value
    }

    /// `lookUp(path)`, noting in strict mode a name that finds nothing (`.null` counts: it is there, and empty),
    /// at `location`, or at the innermost tag being rendered.
    private mutating func value(of path: Path, at location: TagLocation? = nil) -> MustacheValue? {
        let value = lookUp(path)
        let tag = location ?? place
        if value == nil && (isStrict || strictTemplates.contains(tag.templateName)) {
            let error = tag.error(
                "nothing is named '\(path.keys.joined(separator: "."))' here (strict mode); "
                    + "check the name, or give the view model the key, null when it has no value")
            if !missingNames.contains(error) { missingNames.append(error) }
        }
        return value
    }

    /// `value`, with a `deferred` one made (once per render).
    private mutating func resolved(_ value: MustacheValue) -> MustacheValue {
        guard case .deferred(let deferred) = value else { return value }
        let key = ObjectIdentifier(deferred)
        if let done = made[key] { return done }
        let done = deferred.make().made
        made[key] = done
        return done
    }

    // MARK: Output

    /// Writes template text, indenting each of its lines that has content.
    private mutating func writeTemplateText(_ text: String) {
        if indentation.isEmpty {
            output += text.utf8
            if let last = text.utf8.last { atLineStart = last == .newline }
            endChunkIfFull()
            return
        }
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        while lineStart != utf8.endIndex {
            let newline = utf8[lineStart...].firstIndex(of: .newline)
            let lineEnd = newline ?? utf8.endIndex
            let line = utf8[lineStart..<lineEnd]
            // A line holding only the `\r` of a `\r\n` ending is empty too.
            if !line.isEmpty, !(line.count == 1 && line.first == .carriageReturn) {
                writeIndentationIfNeeded()
                atLineStart = false
            }
            output += line
            guard let newline else { break }
            output.append(.newline)
            atLineStart = true
            lineStart = utf8.index(after: newline)
        }
        endChunkIfFull()
    }

    /// Writes an interpolated value; its own newlines are not indented, as the spec asks.
    private mutating func writeValue(_ text: String) {
        guard !text.isEmpty else { return }
        writeIndentationIfNeeded()
        output += text.utf8
        atLineStart = false
        endChunkIfFull()
    }

    /// Starts a new piece once the current one is full.
    private mutating func endChunkIfFull() {
        guard output.count >= Self.chunkSize else { return }
        written += output.count
        finished.append(output)
        output = []
        output.reserveCapacity(Self.chunkSize + Self.chunkSize / 4)
    }

    /// Everything rendered, in UTF-8, in the pieces it was written in.
    mutating func pieces() -> [[UInt8]] {
        let pieces = finished + (output.isEmpty && !finished.isEmpty ? [] : [output])
        finished = []
        output = []
        return pieces
    }

    /// Everything rendered, as one string.
    mutating func result() -> String {
        String(decoding: pieces().joined(), as: UTF8.self)
    }

    private mutating func writeIndentationIfNeeded() {
        if atLineStart {
            output += indentation.utf8
            atLineStart = false
        }
    }
}
