/// Gathers the diagnostics of a stage so that every problem is reported in one run: up to `limit` of them,
/// and a count of the rest, so a contract with a hundred thousand mistakes costs no more than one with a
/// hundred (no message built, no suggestion searched for, no megabytes printed).
struct DiagnosticCollector {
    /// How many diagnostics a run keeps and prints.
    static let limit = 100

    private(set) var diagnostics: [Diagnostic] = []
    /// Problems found past the limit, counted only.
    private(set) var omitted = 0
    /// The rule of what this stage finds (`Diagnostic.rule`).
    var rule = "contract"

    init(rule: String = "contract") {
        self.rule = rule
    }

    var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// Whether the next problem is only counted: a check may then skip building its message.
    var isFull: Bool {
        diagnostics.count >= Self.limit
    }

    mutating func error(_ message: @autoclosure () -> String, at location: SourceLocation?) {
        guard !isFull else { return omit() }
        diagnostics.append(Diagnostic(.error, message(), at: location, rule: rule))
    }

    /// Counts a problem past the limit.
    mutating func omit(_ count: Int = 1) {
        omitted += count
    }

    mutating func append(contentsOf other: [Diagnostic]) {
        let room = max(0, Self.limit - diagnostics.count)
        diagnostics.append(contentsOf: other.prefix(room))
        omitted += max(0, other.count - room)
    }

    mutating func append(contentsOf other: DiagnosticCollector) {
        append(contentsOf: other.diagnostics)
        omitted += other.omitted
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
        if hasErrors { throw DiagnosticError(sorted, omitted: omitted) }
    }
}
