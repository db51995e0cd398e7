/// The parsed form of a template: what rendering walks, with every whitespace decision already made.
indirect enum Node: Sendable, Equatable {
    /// Literal text.
    case text(String)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`; the location is where strict mode reports a
    /// name that finds nothing.
    case variable(Path, escaped: Bool, location: TagLocation)
    /// `{{#name}}...{{/name}}`, or `{{^name}}...{{/name}}` when inverted.
    case section(Path, [Node], inverted: Bool, location: TagLocation)
    /// `{{>name}}`. `indentation` is the whitespace before a standalone tag, added to every line of the partial.
    case partial(name: String, indentation: String, location: TagLocation)
    /// `{{<name}}...{{/name}}`: the named template, with the blocks given here replacing its own.
    case parent(name: String, indentation: String, arguments: [String: [Node]], location: TagLocation)
    /// `{{$name}}...{{/name}}` outside a parent: a place a parent call can fill; `content` is the default.
    /// `indentation` is added to every line of whatever content renders here.
    case block(name: String, indentation: String, content: [Node], location: TagLocation)
}

/// A name as a tag reads it: `.` for the top of the context stack, or the keys of a dotted name.
struct Path: Sendable, Equatable {
    /// Empty for the implicit iterator `.`.
    let keys: [String]

    var isImplicit: Bool { keys.isEmpty }
}

/// Where a tag is, for errors found while rendering.
struct TagLocation: Sendable, Equatable {
    let templateName: String
    let line: Int
    let column: Int

    func error(_ message: String) -> MustacheError {
        MustacheError(templateName: templateName, line: line, column: column, message: message)
    }
}
