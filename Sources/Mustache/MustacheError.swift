/// A problem in a template, found while parsing it or while rendering it, at a 1-based line and column.
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name of the template the problem is in.
    public let templateName: String
    /// The 1-based line of the tag at fault.
    public let line: Int
    /// The 1-based column (in Unicode scalars) of the tag at fault.
    public let column: Int
    /// What is wrong and, where it helps, how to fix it.
    public let message: String

    /// An error at `line`:`column` of `templateName`.
    public init(templateName: String, line: Int, column: Int, message: String) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `name:line:column: error: message`, the form compilers and editors understand.
    public var description: String {
        "\(templateName):\(line):\(column): error: \(message)"
    }
}

/// Every error found while parsing a set of templates, so all of them can be fixed in one pass.
public struct MustacheErrors: Error, Sendable, Equatable, CustomStringConvertible {
    /// The errors, ordered by template name, then line, then column.
    public let errors: [MustacheError]

    /// A collection of `errors`, sorted into reading order.
    public init(_ errors: [MustacheError]) {
        self.errors = errors.sorted {
            ($0.templateName, $0.line, $0.column) < ($1.templateName, $1.line, $1.column)
        }
    }

    /// One error per line.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
