/// Gathers the diagnostics of a stage so that every problem is reported in one run.
struct DiagnosticCollector {
    private(set) var diagnostics: [Diagnostic] = []
    /// The rule of what this stage finds (`Diagnostic.rule`).
    var rule = "contract"

    init(rule: String = "contract") {
        self.rule = rule
    }

    var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    mutating func error(_ message: String, at location: SourceLocation?) {
        diagnostics.append(Diagnostic(.error, message, at: location, rule: rule))
    }

    mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Errors in file order, each reported once, however many checks reached the same conclusion.
    var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return unique.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }

    /// Throws every collected diagnostic when any of them is an error.
    func check() throws(DiagnosticError) {
        if hasErrors { throw DiagnosticError(sorted) }
    }
}
