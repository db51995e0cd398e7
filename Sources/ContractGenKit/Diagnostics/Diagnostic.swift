/// A place in the user's contract: what every diagnostic points at.
public struct SourceLocation: Sendable, Hashable, Comparable {
    /// The file as the user named it, so the editor or IDE can open it.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// One problem found in the input, as a value: printed by the CLI, shown inline by SwiftPM and Xcode.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    public var severity: Severity
    /// Where the problem is; nil only for problems that belong to no file (an unreadable path).
    public var location: SourceLocation?
    /// What is wrong and how to fix it, in one sentence.
    public var message: String
    /// The check that found it, for tools that group or filter: `syntax` (JSON), `schema` (keys and types),
    /// `contract` (meaning), `names` (names on each platform), `template`, `config`, `docs` (`docs inject`),
    /// `input` (a file that cannot be read) or `output`.
    public var rule: String

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, rule: String = "contract") {
        self.severity = severity
        self.message = message
        self.location = location
        self.rule = rule
    }

    /// `path:line:col: error: message`, the form compilers print and IDEs turn into inline markers.
    public var description: String {
        guard let location else { return "contractgen: \(severity.rawValue): \(message)" }
        return "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

/// Thrown by a stage that found errors: carries every diagnostic, sorted by position.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    /// Problems found past the limit of a run (`DiagnosticCollector.limit`), counted but not kept.
    public var omitted: Int

    public init(_ diagnostics: [Diagnostic], omitted: Int = 0) {
        self.diagnostics = diagnostics
        self.omitted = omitted
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    /// The diagnostics to print, at most the limit of a run, and how many more there are.
    public var shown: (diagnostics: ArraySlice<Diagnostic>, more: Int) {
        let limit = DiagnosticCollector.limit
        return (diagnostics.prefix(limit), omitted + max(0, diagnostics.count - limit))
    }

    /// `3 errors` or `100 errors shown of 230,012`, for the last line.
    public var count: String {
        let (shown, more) = shown
        let plural = shown.count == 1 && more == 0 ? "" : "s"
        return more == 0
            ? "\(shown.count) error\(plural)" : "\(shown.count + more) errors (the first \(shown.count) shown)"
    }
}
