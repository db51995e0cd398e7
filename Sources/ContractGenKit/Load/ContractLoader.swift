import JSONSyntax

/// The first stage: contract bytes → a JSON tree with the position of every value.
enum ContractLoader {
    /// Contracts are hand-written documents of a few kilobytes; anything near this is a mistake, and the cap
    /// keeps a build from stalling on one.
    static let maxBytes = 4 * 1024 * 1024
    /// The format nests about six levels deep; the cap stops hostile input before it costs anything.
    static let maxDepth = 32

    /// Parses `bytes`, read from `file` (the path as the user gave it, used in diagnostics).
    static func load(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> JSONNode {
        try checkSize(bytes.count, file: file)
        switch JSONParser(maxDepth: maxDepth).parse(bytes) {
        case .success(let root):
            return root
        case .failure(let error):
            let location = SourceLocation(file: file, line: error.position.line, column: error.position.column)
            throw DiagnosticError([Diagnostic(.error, error.message, at: location, rule: "syntax")])
        }
    }

    /// Refuses a contract over `maxBytes`; callers that read files check the size before reading.
    static func checkSize(_ size: Int, file: String) throws(DiagnosticError) {
        guard size <= maxBytes else {
            throw DiagnosticError([
                Diagnostic(
                    .error,
                    "the contract is \(size) bytes, over the limit of \(maxBytes) bytes; split out generated or repeated text",
                    at: SourceLocation(file: file, line: 1, column: 1), rule: "input")
            ])
        }
    }
}
