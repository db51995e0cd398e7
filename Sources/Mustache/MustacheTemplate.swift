/// A parsed template. Parsing checks every tag (closed, named, well-formed delimiters) and how they
/// pair up, and settles all whitespace, so rendering only walks the result.
public struct MustacheTemplate: Sendable, Equatable {
    /// The name partial and parent tags use for this template, and errors report.
    public let name: String
    let nodes: [Node]

    init(name: String, nodes: [Node]) {
        self.name = name
        self.nodes = nodes
    }

    /// Parses `source`. Errors carry `name` and the line and column of the tag at fault.
    public init(_ source: String, name: String) throws(MustacheError) {
        self.name = name
        nodes = try Parser(source, name: name).parse()
    }

    /// The templates this one includes by name (partial and parent tags), with where each tag is, in source
    /// order: what a caller checks against its library, since a missing partial renders as nothing.
    public var includedTemplates: [(name: String, line: Int, column: Int)] {
        var found: [(name: String, line: Int, column: Int)] = []
        func walk(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .text, .variable: break
                case .section(_, let content, _, _): walk(content)
                case .block(_, _, let content, _): walk(content)
                case .partial(let name, _, let location):
                    found.append((name, location.line, location.column))
                case .parent(let name, _, let arguments, let location):
                    found.append((name, location.line, location.column))
                    for key in arguments.keys.sorted() { walk(arguments[key]!) }
                }
            }
        }
        walk(nodes)
        return found
    }

    /// Renders this template on its own. It can include itself by name as a partial or parent;
    /// other partials and parents render as nothing. Use `MustacheLibrary` to render with partials.
    public func render(
        _ context: MustacheValue,
        escape: @escaping @Sendable (String) -> String = MustacheEscaping.html
    ) throws(MustacheError) -> String {
        try MustacheLibrary([self]).renderTemplate(self, context, escape: escape)
    }
}
