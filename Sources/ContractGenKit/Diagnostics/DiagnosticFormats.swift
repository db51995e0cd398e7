/// Diagnostics as data, for CI systems and editors: `--diagnostics-format json` writes one JSON object a line,
/// `github` a workflow annotation a line; `text` is `Diagnostic.description`.
public enum DiagnosticsFormat: String, Sendable, CaseIterable {
    case text, json, github
}

extension Diagnostic {
    /// What a hint offers in place of what is written: the name of "did you mean 'x'?", or of "such as 'x'" after
    /// a malformed name; nil where the message has none.
    public var fixIt: String? {
        for (opening, closing) in [("did you mean '", "'?"), ("such as '", "'")] {
            guard let start = message.firstRange(of: opening),
                let end = message[start.upperBound...].firstRange(of: closing)
            else { continue }
            return String(message[start.upperBound..<end.lowerBound])
        }
        return nil
    }

    /// `{"file", "line", "column", "severity", "rule", "message", "fixIt"}`: `file`, `line` and `column` are
    /// null for a problem in no file, `fixIt` is `{"replacement": …}` or null.
    public var jsonLine: String {
        let members: [(String, String)] = [
            ("file", location.map { JSONLiteral.string($0.file) } ?? "null"),
            ("line", location.map { String($0.line) } ?? "null"),
            ("column", location.map { String($0.column) } ?? "null"),
            ("severity", JSONLiteral.string(severity.rawValue)),
            ("rule", JSONLiteral.string(rule)),
            ("message", JSONLiteral.string(message)),
            ("fixIt", fixIt.map { "{\"replacement\": \(JSONLiteral.string($0))}" } ?? "null"),
        ]
        return "{" + members.map { "\(JSONLiteral.string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// `::error file=…,line=…,col=…,title=contractgen (rule)::message`, which GitHub shows on the line.
    public var githubAnnotation: String {
        var properties: [String] = []
        if let location {
            properties += [
                "file=" + WorkflowCommand.property(location.file), "line=\(location.line)", "col=\(location.column)",
            ]
        }
        properties.append("title=" + WorkflowCommand.property("contractgen (\(rule))"))
        let command = severity == .note ? "notice" : severity.rawValue
        return "::\(command) \(properties.joined(separator: ","))::" + WorkflowCommand.data(message)
    }

    /// The diagnostic in `format`.
    public func formatted(_ format: DiagnosticsFormat) -> String {
        switch format {
        case .text: description
        case .json: jsonLine
        case .github: githubAnnotation
        }
    }
}

/// The escaping of GitHub's workflow commands.
enum WorkflowCommand {
    /// A command's message: `%`, CR and LF escaped.
    static func data(_ text: String) -> String {
        text.replacingEvery("%", with: "%25").replacingEvery("\r", with: "%0D").replacingEvery("\n", with: "%0A")
    }

    /// A property value: also `:` and `,` escaped.
    static func property(_ text: String) -> String {
        data(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }
}
