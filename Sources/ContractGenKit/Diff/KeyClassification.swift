import JSONSyntax

/// What a change to one key of contract.json does, for the changes no semantic comparison reports: its class,
/// its rule, its severity and its verdicts. Every key of the format (`ContractSchema`) has one entry in
/// `KeyClassification.table`; a test fails for a key without one.
struct KeyClassification: Sendable {
    /// What a change to the key reaches.
    enum Class: String, Sendable, CaseIterable {
        /// What deployed SDKs and flows send and read.
        case wire
        /// Generated code hosts compile against.
        case source
        /// What the WebView allows, loads or logs.
        case security
        /// Text for people: the reference page and doc comments.
        case docs
    }

    /// Which way of changing the key is the one `rule` reports; the opposite way is `harmlessRule`, at info.
    enum Direction: Sendable {
        /// A `true` allows more (absent means `absent`).
        case trueIsWorse(absent: Bool)
        /// A `true` protects (absent means `absent`).
        case falseIsWorse(absent: Bool)
        /// The values, strictest first; absent means `absent`, or, where nil, worse than every value (a setting
        /// left to each SDK).
        case laterIsWorse([String], absent: String?)
        /// A limit: raising it allows more.
        case largerIsWorse
        /// Adding the key, an item or a list entry.
        case additionIsWorse
        /// Removing the key or an item.
        case removalIsWorse
    }

    /// The way `rule` reports, in words for README's table.
    var worseWay: String? {
        switch direction {
        case nil: nil
        case .trueIsWorse: "turned on"
        case .falseIsWorse: "turned off"
        case .laterIsWorse(let order, let absent):
            "moved along " + order.joined(separator: " → ") + (absent == nil ? " → unset" : "")
        case .largerIsWorse: "raised"
        case .additionIsWorse: "added to"
        case .removalIsWorse: "removed"
        }
    }

    /// Where the source verdict applies.
    enum Reach: Sendable {
        /// Every platform.
        case all
        /// The platform the key belongs to (its `platform`, `endpoint` or per-platform map key), else every one.
        case itsPlatform
    }

    /// The keys, as `object.key` with the object's schema name: `option.sensitive`, `contract.name`.
    var keys: [String]
    var keyClass: Class
    /// The rule of a change, or with a direction, of the change that way.
    var rule: String
    /// The rule of a change the other way, which breaks and weakens nothing.
    var harmlessRule: String? = nil
    var direction: Direction? = nil
    var severity: DiffFinding.Severity
    var oldSDKNewFlow: DiffFinding.Wire = .ok
    var newSDKOldFlow: DiffFinding.Wire = .ok
    var source: DiffFinding.Source = .ok
    var reach: Reach = .all
    /// Rules of the semantic comparisons that already report a change of the key, by id, by prefix (`event.`,
    /// `navigation.host-`) or by suffix (`.renamed`); a finding of one about the changed element covers the change.
    var coveredBy: [String] = []

    /// Whether a finding of `rule` reports a change of these keys.
    func isCovered(by rule: String) -> Bool {
        coveredBy.contains {
            $0 == rule || (($0.hasSuffix(".") || $0.hasSuffix("-")) && rule.hasPrefix($0))
                || ($0.hasPrefix(".") && rule.hasSuffix($0))
        }
    }

    /// Whether changing the key from `old` to `new` (nil when absent) goes the way `rule` reports.
    func isWorse(from old: JSONValue?, to new: JSONValue?) -> Bool {
        switch direction {
        case nil:
            return true
        case .trueIsWorse(let absent):
            return !(old?.boolValue ?? absent) && (new?.boolValue ?? absent)
        case .falseIsWorse(let absent):
            return (old?.boolValue ?? absent) && !(new?.boolValue ?? absent)
        case .laterIsWorse(let order, let absent):
            // Unset, where nothing stands in for it, is past the last value.
            func rank(_ value: JSONValue?) -> Int {
                guard let text = value?.stringValue ?? absent else { return order.count }
                return order.firstIndex(of: text) ?? 0
            }
            return rank(new) > rank(old)
        case .largerIsWorse:
            return (new?.numberValue ?? 0) > (old?.numberValue ?? 0)
        case .additionIsWorse:
            guard let new else { return false }
            guard let old else { return true }
            return !new.scalarItems.subtracting(old.scalarItems).isEmpty
                || (new.scalarItems.isEmpty && !KeyChanges.sameValue(old, new))
        case .removalIsWorse:
            guard let old else { return false }
            guard let new else { return true }
            return !old.scalarItems.subtracting(new.scalarItems).isEmpty
                || (old.scalarItems.isEmpty && !KeyChanges.sameValue(old, new))
        }
    }

    /// The classification of `key` (`option.sensitive`), if the table has one.
    static func entry(for key: String) -> KeyClassification? {
        byKey[key]
    }

    private static let byKey: [String: KeyClassification] = Dictionary(
        table.flatMap { entry in entry.keys.map { ($0, entry) } }
    ) { first, _ in first }
}

extension JSONValue {
    var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    var numberValue: Double? {
        if case .number(let value) = self { value.double } else { nil }
    }

    /// The strings and numbers of an array, for the entries a change adds or removes; empty for anything else.
    var scalarItems: Set<String> {
        guard case .array(let items) = self else { return [] }
        return Set(items.compactMap { $0.value.stringValue ?? $0.value.numberValue.map { "\($0)" } })
    }
}
