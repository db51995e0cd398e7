import JSONSyntax

/// The key-level pass: every key whose value differs and that no semantic comparison reports gets a finding
/// from the classification table, so no change goes unreported.
extension ContractComparison {
    mutating func compareKeys(_ changes: [KeyChange]) {
        let semantic = findings
        for change in changes {
            // Every key has an entry (a test walks the format); one without would be a bug, reported as breaking.
            let entry =
                KeyClassification.entry(for: change.key)
                ?? KeyClassification(
                    keys: [change.key], keyClass: .source, rule: "key.unclassified", severity: .error, source: .breaks)
            if semantic.contains(where: { entry.isCovered(by: $0.rule) && change.isAbout($0) }) { continue }
            let worse = entry.isWorse(from: change.old, to: change.new)
            let rule = worse ? entry.rule : entry.harmlessRule ?? entry.rule
            let harmless = rule != entry.rule
            let platforms =
                entry.reach == .itsPlatform
                ? change.platform.flatMap { id in allPlatforms.contains(id) ? [id] : nil } : nil
            add(
                rule, harmless ? .info : entry.severity, change.path,
                Self.describe(change) + Self.consequence(entry, harmless: harmless),
                at: change.location, oldSDKNewFlow: harmless ? .ok : entry.oldSDKNewFlow,
                newSDKOldFlow: harmless ? .ok : entry.newSDKOldFlow,
                source: harmless ? .ok : entry.source, on: platforms)
        }
    }

    private static func describe(_ change: KeyChange) -> String {
        switch (change.old, change.new) {
        case (nil, let new?): "'\(change.path)' was added (\(brief(new)))"
        case (let old?, nil): "'\(change.path)' was removed (was \(brief(old)))"
        case (let old?, let new?): "'\(change.path)' is \(brief(new)), was \(brief(old))"
        case (nil, nil): "'\(change.path)' changed"
        }
    }

    private static func consequence(_ entry: KeyClassification, harmless: Bool) -> String {
        switch entry.keyClass {
        case .security:
            harmless
                ? "; the SDK's security is as strict or stricter"
                : "; this weakens the SDK's security: review it as a security change"
        case .docs: "; documentation only"
        case .wire: harmless ? "" : "; deployed SDKs and flows may no longer understand each other"
        case .source:
            harmless || entry.source == .ok
                ? "" : "; generated code changes, and host code that uses it may no longer compile"
        }
    }

    /// A value in a message: scalars as written, lists and objects by size.
    private static func brief(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let number): number.text
        case .string(let text): text.count > 40 ? "'\(text.prefix(37))…'" : "'\(text)'"
        case .array(let items): items.count == 1 ? "1 entry" : "\(items.count) entries"
        case .object(let members): members.count == 1 ? "1 key" : "\(members.count) keys"
        }
    }
}
