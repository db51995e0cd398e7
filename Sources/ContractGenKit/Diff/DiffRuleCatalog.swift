/// The rules `contractgen diff` reports, as `contractgen diff --rules` lists them and the breaking-changes guide
/// shows them: first the semantic comparisons' rules, each row with its severity and what the change breaks, then
/// the rules of keys changed alone (`KeyClassification.table`). A rule a comparison reports that no row names
/// fails `DiffRuleCatalogTests`.
public enum DiffRuleCatalog {
    /// Rules reported together, their severity and what the change breaks. A rule may be a pattern, `*.renamed`.
    public struct Row: Sendable {
        public let rules: [String]
        /// Which of the changes the rules name, where not all are: "with `renamed_from`".
        public let qualifier: String?
        public let severity: String
        public let breaks: String

        init(_ rules: [String], _ qualifier: String? = nil, severity: String, breaks: String) {
            self.rules = rules
            self.qualifier = qualifier
            self.severity = severity
            self.breaks = breaks
        }

        /// Whether `rule` is one of the row's, or matches one of its patterns.
        public func names(_ rule: String) -> Bool {
            rules.contains { $0 == rule || ($0.hasPrefix("*") && rule.hasSuffix($0.dropFirst())) }
        }
    }

    public static let comparisons: [Row] = [
        Row(
            ["event.added", "enum-value.added", "failure-code.added", "result.added"], severity: "warning",
            breaks: "nothing; a host that switches over every case needs one more"),
        Row(
            [
                "event.removed", "enum-value.removed", "failure-code.removed", "result.removed", "option.removed",
                "callback.removed", "flow.removed", "record.removed", "entry-point.removed", "field.removed",
            ], severity: "error",
            breaks:
                "host code that names it; a removed delivered event is dropped by new SDKs from old flows, a removed required field is missed by old SDKs"
        ),
        Row(
            ["callback.renamed", "flow.renamed", "entry-point.renamed"], "with `renamed_from`", severity: "error",
            breaks: "hosts that implement, pass, name or call it under its old name: no earlier name is kept"),
        Row(
            ["*.renamed"], "with `renamed_from`, except a callback's, flow's or entry point's",
            severity: "warning, or error when the wire changed",
            breaks:
                "old names compile as deprecated aliases and old wire values still decode; old SDKs miss a new wire value"
        ),
        Row(
            ["*.renamed-undeclared"], "a removal and an addition of the same shape", severity: "error",
            breaks: "everything a rename without `renamed_from` breaks; the message says what to add"),
        Row(
            ["field.added-required"], severity: "error",
            breaks: "new SDKs reject messages from flows that do not send the new field"),
        Row(
            [
                "field.became-required", "field.became-optional", "field.type-changed", "field.wire-changed",
                "event.wire-changed",
            ], severity: "error", breaks: "the field's type in code; one side of the wire"),
        Row(
            ["event.session-required", "event.session-optional"], severity: "error",
            breaks: "new SDKs reject old flows' messages without an id, or old SDKs reject new flows'"),
        Row(
            ["option.added-required", "option.became-required", "option.type-changed", "option.platform-removed"],
            severity: "error", breaks: "hosts that do not set it, or set it as before"),
        Row(
            [
                "field.added-optional", "option.added-optional", "option.became-optional", "option.platform-added",
                "failure-code.platform-added",
            ], severity: "info", breaks: "nothing"),
        Row(["option.default-changed"], severity: "warning", breaks: "hosts relying on the default get the new one"),
        Row(
            ["callback.added"], "required on some platform", severity: "error",
            breaks: "hosts that must now implement it"),
        Row(
            [
                "callback.required-on-added", "flow.callback-added", "flow.callback-removed",
                "flow.callback-argument-changed",
            ], severity: "error", breaks: "hosts that must now implement it, or implement it as it was"),
        Row(
            [
                "bridge.version-changed", "bridge.max-bytes-changed", "bridge.source-changed", "envelope.key-changed",
                "bridge.endpoint-changed", "navigation.token-changed", "legacy.handshake-changed",
            ], severity: "error, or info when both sides still read each other's version",
            breaks: "the side that no longer reads the other"),
        Row(
            ["navigation.host-added"], severity: "error",
            breaks:
                "nothing on the wire, but the WebView loads a new origin with the session's cookies and camera: a security change to review (and suppress with its reason)"
        ),
        Row(
            ["navigation.host-removed"], severity: "warning",
            breaks: "nothing; a flow that signs in there leaves the WebView"),
        Row(
            ["legacy-message.removed"], severity: "error",
            breaks: "new SDKs hand an old page's message to the catch-all alone"),
        Row(
            ["*.deprecated", "legacy-message.fires-changed", "event.delivery-changed"],
            severity: "warning", breaks: "nothing yet"),
        Row(
            [
                "platform.added", "platform.removed", "legacy-message.added", "flow.added", "entry-point.added",
                "callback.required-on-removed",
            ], severity: "info", breaks: "nothing"),
        Row(
            ["navigation.blocked-limit-changed"], severity: "error when raised or removed, info when lowered or added",
            breaks:
                "a removed limit removes the counter type host code uses; a raised one lets a page try more refused navigations"
        ),
        Row(
            ["enum.grouping.removed", "enum.grouping.added", "enum-value.group-changed"],
            severity: "error, info and warning",
            breaks: "host code that reads the accessor to a value's group; what it returns"),
        Row(
            ["entry-point.parameters-changed", "enum.wire-type-changed"], severity: "error",
            breaks: "host code that calls it, or compares the values as it did"),
        Row(
            ["security.setting-unset"], severity: "error",
            breaks:
                "a WebView setting the contract gave and no longer gives: each SDK chooses its own, and host code that reads its generated constant no longer compiles (the key's own finding says whether security weakened)"
        ),
        Row(
            ["key.unclassified"], severity: "error",
            breaks: "unknown: a key no entry of the key table classifies, reported as breaking until one does"),
        Row(
            ["diff.suppression-unmatched"], severity: "note",
            breaks: "nothing: a suppression in the config that no finding matches, to delete or correct"),
    ]

    /// Every rule a key's change alone may report, with its class and keys, in the table's order.
    static var keyRules: [(rule: String, harmless: String?, severity: String, keyClass: String, keys: [String])] {
        KeyClassification.table.map {
            ($0.rule, $0.harmlessRule, $0.severity.rawValue, $0.keyClass.rawValue, $0.keys)
        }
    }

    /// Whether some row or key entry names `rule`.
    public static func lists(_ rule: String) -> Bool {
        comparisons.contains { $0.names(rule) } || keyRules.contains { $0.rule == rule || $0.harmless == rule }
    }

    /// `contractgen diff --rules`: each row of rules with its severity and what it breaks, then each key rule
    /// with the keys it covers.
    public static var listing: String {
        var lines = ["Rules of the comparisons (severity: what the change breaks):"]
        for row in comparisons {
            lines.append(
                wrapped(
                    row.rules.joined(separator: ", ") + (row.qualifier.map { " (\($0))" } ?? ""), indent: "  ",
                    continuation: "    "))
            lines.append(wrapped("\(row.severity): \(row.breaks)", indent: "      "))
        }
        lines.append("")
        lines.append("Rules of a key changed alone, where no comparison reports it (class, severity: keys):")
        for entry in keyRules {
            let harmless = entry.harmless.map { ", the other way \($0) (info)" } ?? ""
            lines.append("  \(entry.rule)\(harmless)")
            lines.append(
                wrapped("\(entry.keyClass), \(entry.severity): " + entry.keys.joined(separator: ", "), indent: "      ")
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
