/// Compares two versions of a contract, element by element, and classifies every change (`DiffFinding`).
/// Elements are matched by name, and by `renamed_from` where the new version gives one; a removal and an
/// addition that look alike without it are reported as an undeclared rename.
struct ContractComparison {
    let old: Contract
    let new: Contract
    private(set) var findings: [DiffFinding] = []

    init(old: Contract, new: Contract) {
        self.old = old
        self.new = new
    }

    /// Every finding, in the new contract's order: the semantic comparisons', then the key changes none of them
    /// reports.
    static func findings(old: Contract, new: Contract, keyChanges: [KeyChange] = []) -> [DiffFinding] {
        var comparison = ContractComparison(old: old, new: new)
        comparison.comparePlatforms()
        comparison.compareEvents()
        comparison.compareResults()
        comparison.compareEnums()
        comparison.compareOptions()
        comparison.compareBridge()
        comparison.compareNavigation()
        comparison.compareSecurity()
        comparison.compareRecords()
        comparison.compareCallbacks()
        comparison.compareFlows()
        comparison.compareLegacy()
        comparison.compareSurface()
        comparison.compareKeys(keyChanges)
        return comparison.findings.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case let (l?, r?) where l != r: l < r
            case (nil, _?): false
            case (_?, nil): true
            default: lhs.offset < rhs.offset
            }
        }.map(\.element)
    }

    // MARK: - Recording

    /// Every platform of the new contract (and those the old one had), by id.
    var allPlatforms: [String] {
        var ids = new.platforms.map(\.id.raw)
        for platform in old.platforms where !ids.contains(platform.id.raw) { ids.append(platform.id.raw) }
        return ids
    }

    mutating func add(
        _ rule: String, _ severity: DiffFinding.Severity, _ element: String, _ message: String,
        at location: SourceLocation?,
        oldSDKNewFlow: DiffFinding.Wire = .ok, newSDKOldFlow: DiffFinding.Wire = .ok,
        source: DiffFinding.Source, on platforms: [String]? = nil
    ) {
        let reached = platforms ?? allPlatforms
        findings.append(
            DiffFinding(
                rule: rule, severity: severity, element: element, message: message, location: location,
                oldSDKNewFlow: oldSDKNewFlow, newSDKOldFlow: newSDKOldFlow,
                source: Dictionary(uniqueKeysWithValues: reached.map { ($0, source) })))
    }

    /// Like `add`, with a verdict for each platform.
    mutating func add(
        _ rule: String, _ severity: DiffFinding.Severity, _ element: String, _ message: String,
        at location: SourceLocation?,
        oldSDKNewFlow: DiffFinding.Wire = .ok, newSDKOldFlow: DiffFinding.Wire = .ok,
        sources: [String: DiffFinding.Source]
    ) {
        findings.append(
            DiffFinding(
                rule: rule, severity: severity, element: element, message: message, location: location,
                oldSDKNewFlow: oldSDKNewFlow, newSDKOldFlow: newSDKOldFlow, source: sources))
    }

    // MARK: - Matching

    /// The elements of one scope, old and new, paired by name or by the new one's `renamed_from`.
    struct Matched<Element> {
        var pairs: [(old: Element, new: Element, renamedFrom: Evolution.Rename?)] = []
        var removed: [Element] = []
        var added: [Element] = []
    }

    static func match<Element>(
        _ old: [Element], _ new: [Element], name: (Element) -> Identifier,
        renames: (Element) -> [Evolution.Rename]
    ) -> Matched<Element> {
        var matched = Matched<Element>()
        var remaining = old
        for element in new {
            if let index = remaining.firstIndex(where: { name($0) == name(element) }) {
                matched.pairs.append((remaining.remove(at: index), element, nil))
            } else if let rename = renames(element).first(where: { rename in
                remaining.contains { name($0) == rename.name }
            }),
                let index = remaining.firstIndex(where: { name($0) == rename.name })
            {
                matched.pairs.append((remaining.remove(at: index), element, rename))
            } else {
                matched.added.append(element)
            }
        }
        matched.removed = remaining
        return matched
    }

    /// A removed element and an added one of the same shape, with no `renamed_from` between them: most likely a
    /// rename, which old names do not survive.
    static func undeclaredRenames<Element>(
        _ matched: inout Matched<Element>, shape: (Element) -> String
    ) -> [(old: Element, new: Element)] {
        var found: [(old: Element, new: Element)] = []
        var stillAdded: [Element] = []
        for element in matched.added {
            if let index = matched.removed.firstIndex(where: { shape($0) == shape(element) }) {
                found.append((matched.removed.remove(at: index), element))
            } else {
                stillAdded.append(element)
            }
        }
        matched.added = stillAdded
        return found
    }
}
