import JSONSyntax

/// `contractgen diff`: two versions of a contract, compared after both are validated, every change classified
/// (`DiffFinding`) and the version bump each platform's SDK needs. Pure: bytes in, a report out.
public enum ContractDiff {
    /// A finding a team has accepted, with the reason (from `contractgen.json`'s `diff.suppress`).
    public struct Suppression: Sendable, Equatable {
        /// The rule, e.g. `event.removed`.
        public var rule: String
        /// The element, as findings name it (`event resize`); nil for every element of the rule.
        public var element: String?
        public var reason: String
        /// Where the config says it, for a note when it matches nothing.
        public var location: SourceLocation?

        public init(rule: String, element: String? = nil, reason: String, location: SourceLocation? = nil) {
            self.rule = rule
            self.element = element
            self.reason = reason
            self.location = location
        }

        func matches(_ finding: DiffFinding) -> Bool {
            rule == finding.rule && (element == nil || element == finding.element)
        }
    }

    /// Compares `old` with `new`; either failing validation is an error, reported at its own file.
    public static func run(
        old: [UInt8], oldFile: String, new: [UInt8], newFile: String,
        suppressions: [Suppression] = []
    ) throws(DiagnosticError) -> DiffReport {
        var problems: [Diagnostic] = []
        var contracts: [Contract] = []
        var documents: [JSONNode] = []
        for (bytes, file) in [(old, oldFile), (new, newFile)] {
            do {
                let document = try ContractLoader.load(bytes, file: file)
                contracts.append(try ContractValidator.validate(document, file: file))
                documents.append(document)
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        let keyChanges = KeyChanges.between(old: documents[0], oldFile: oldFile, new: documents[1], newFile: newFile)
        var findings = ContractComparison.findings(old: contracts[0], new: contracts[1], keyChanges: keyChanges)
        for index in findings.indices {
            let finding = findings[index]
            if let suppression = suppressions.first(where: { $0.matches(finding) }) {
                findings[index].suppressedBecause = suppression.reason
            }
            findings[index].reviewLocation = finding.location.flatMap { location in
                guard location.file == oldFile else { return location }
                let place = RemovalAnchor.Place(line: location.line, column: location.column)
                return RemovalAnchor.position(of: place, in: documents[0], new: documents[1]).map {
                    SourceLocation(file: newFile, line: $0.line, column: $0.column)
                }
            }
        }
        let unmatched = suppressions.filter { suppression in !findings.contains(where: suppression.matches) }
        let platforms =
            contracts[1].platforms.map { ($0.id.raw, $0.displayName) }
            + contracts[0].platforms.filter { old in !contracts[1].platforms.contains { $0.id == old.id } }.map {
                ($0.id.raw, $0.displayName)
            }
        return DiffReport(
            findings: findings, platforms: platforms.map { .init(id: $0.0, name: $0.1) },
            unmatchedSuppressions: unmatched)
    }
}

/// What `contractgen diff` found, and how it prints: text for people, JSON lines for tools, GitHub annotations.
public struct DiffReport: Sendable {
    public struct Platform: Sendable, Hashable {
        public var id: String
        public var name: String
    }

    public var findings: [DiffFinding]
    public var platforms: [Platform]
    /// Suppressions no finding matched: accepted changes that are gone, or a rule or element misspelt.
    public var unmatchedSuppressions: [ContractDiff.Suppression] = []

    /// Whether some finding breaks a deployed SDK, a deployed flow or host code, and no suppression covers it.
    public var isBreaking: Bool {
        findings.contains(where: \.isBreaking)
    }

    /// The bump each platform's SDK needs: the largest its findings need, suppressed ones left out.
    public var bumps: [(platform: Platform, bump: DiffFinding.Bump)] {
        platforms.map { platform in
            (platform, findings.filter { $0.suppressedBecause == nil }.map { $0.bump(on: platform.id) }.max() ?? .none)
        }
    }
}
