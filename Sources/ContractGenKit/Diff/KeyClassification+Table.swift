/// The classification of every key of the format, written by hand: README's table of key changes is this one,
/// and a test renders each single-key edit to prove that a key called `docs` changes nothing but text.
extension KeyClassification {
    static let table: [KeyClassification] = sections + security + identity + surface + wire + docs

    /// Whole sections, added or removed.
    static let sections: [KeyClassification] = [
        .init(
            keys: ["contract.bridge"], keyClass: .wire, rule: "bridge.removed", harmlessRule: "bridge.added",
            direction: .removalIsWorse,
            severity: .error, oldSDKNewFlow: .breaks, newSDKOldFlow: .breaks, source: .breaks),
        .init(
            keys: ["contract.legacy"], keyClass: .wire, rule: "legacy.removed", harmlessRule: "legacy.added",
            direction: .removalIsWorse,
            severity: .error, newSDKOldFlow: .breaks, source: .breaks),
        removable("configuration", ["contract.configuration"]),
        removable("failures", ["contract.failures"]),
        removable("catch-all", ["contract.catch_all"]),
        removable("sdk", ["contract.sdk"]),
        removable("enum", ["contract.enums", "enum.name"]),
        removable("record", ["contract.records", "record.name"], coveredBy: ["record."]),
        removable("lifecycle", ["contract.lifecycle", "lifecycle_step.name"]),
        removable(
            "renamed-from",
            [
                "enum_value.renamed_from", "result.renamed_from", "result_field.renamed_from", "event.renamed_from",
                "field.renamed_from", "option.renamed_from", "callback.renamed_from", "flow.renamed_from",
                "entry_point.renamed_from", "rename.name",
            ], coveredBy: [".renamed"]),
    ]

    /// What the WebView allows, loads and logs: weakening it is an error, strengthening it is news.
    static let security: [KeyClassification] = [
        .init(
            keys: ["contract.webview_security"], keyClass: .security, rule: "webview-security.removed",
            harmlessRule: "webview-security.added",
            direction: .removalIsWorse, severity: .error, source: .breaks),
        .init(
            keys: ["contract.navigation"], keyClass: .security, rule: "navigation.removed",
            harmlessRule: "navigation.added",
            direction: .removalIsWorse, severity: .error, source: .breaks),
        weakening(
            [
                "webview_security.javascript", "webview_security.dom_storage", "webview_security.file_access",
                "webview_security.mixed_content", "webview_security.third_party_cookies",
                "webview_security.log_session_url",
            ],
            // A setting left out is each SDK's own choice: as open as the setting can be.
            .trueIsWorse(absent: true)),
        weakening(["webview_security.clear_data_on_end"], .falseIsWorse(absent: false)),
        weakening(
            ["webview_security.inspection"],
            .laterIsWorse(WebViewSecurity.Inspection.allCases.map(\.rawValue), absent: nil)),
        weakening(
            ["webview_security.media_capture"],
            .laterIsWorse(WebViewSecurity.MediaCapture.allCases.map(\.rawValue), absent: nil)),
        weakening(
            ["option.sensitive"], .falseIsWorse(absent: false), rule: "option.sensitivity-removed",
            harmlessRule: "option.sensitivity-added"),
        weakening(["option.format"], .removalIsWorse, rule: "option.check-removed", harmlessRule: "option.check-added"),
        weakening(
            ["navigation.hosts_option", "navigation.host_groups", "host_group.hosts"], .additionIsWorse,
            rule: "navigation.host-added", harmlessRule: "navigation.host-removed", coveredBy: ["navigation.host-"]),
        weakening(["navigation.session_option"], nil, rule: "navigation.session-option-changed"),
        // Another page that may post can end the flow as it likes.
        weakening(
            ["bridge.senders", "senders.origins"], .additionIsWorse, rule: "bridge.sender-added",
            harmlessRule: "bridge.sender-removed"),
        weakening(
            ["senders.frames"], .laterIsWorse(["main", "any"], absent: "main"), rule: "bridge.sender-frames-widened",
            harmlessRule: "bridge.sender-frames-narrowed"),
        // The conformance vectors prove each example blocked: fewer examples, less proven.
        weakening(["navigation.blocked_scheme_examples"], .removalIsWorse),
        weakening(
            ["navigation.blocked_limit"], .largerIsWorse, rule: "navigation.blocked-limit-changed",
            coveredBy: ["navigation.blocked-limit-changed"]),
    ]

    /// Names hosts compile against.
    static let identity: [KeyClassification] = [
        .init(keys: ["contract.name"], keyClass: .source, rule: "contract.renamed", severity: .error, source: .breaks),
        .init(keys: ["contract.format"], keyClass: .source, rule: "format.changed", severity: .error, source: .breaks),
        onePlatform("platform.package-changed", ["platform.package"]),
        onePlatform("platform.language-changed", ["platform.language"]),
        onePlatform("platform.callback-style-changed", ["platform.callback_style"]),
        onePlatform("platform.framework-changed", ["platform.framework"]),
        // The SDK's build resolves the modules one way or the other.
        onePlatform("platform.module-resolution-changed", ["platform.module_resolution"]),
        // Below iOS 16 and macOS 13 a Swift duration is whole milliseconds instead of `Duration`.
        onePlatform("platform.minimum-os-changed", ["platform.minimum_os"]),
        // The accessor from a value to its group comes and goes with `grouped_by`; a value's group is what it returns.
        removable("enum.grouping", ["enum.grouped_by", "failures.grouped_by"]),
        .init(
            keys: ["enum_value.group"], keyClass: .source, rule: "enum-value.group-changed", severity: .warning,
            source: .ok),
        // A naming policy spells the platform's names: changing it renames what host code compiles against.
        onePlatform(
            "platform.naming-changed",
            [
                "platform.naming", "naming.members", "naming.enum_cases", "naming.enum_form", "naming.prefix",
                "naming.generated_types",
            ]),
        onePlatform(
            "names.changed",
            [
                "enum.names", "enum_value.names", "rename.names", "failures.names", "result_field.names", "event.names",
                "field.names", "option.names", "option.type_names", "record.names", "catch_all.names",
                "flow.callbacks_type",
                "lifecycle_step.names", "sdk.names", "session.names",
            ]),
        .init(
            keys: ["failures.name", "catch_all.name", "sdk.name", "session.name"], keyClass: .source,
            rule: "type.renamed", severity: .error, source: .breaks),
        .init(
            keys: ["contract.platforms", "platform.id"], keyClass: .source, rule: "platform.changed",
            severity: .warning, coveredBy: ["platform."]),
    ]

    /// Shorthands for the table.
    static func removable(_ stem: String, _ keys: [String], coveredBy: [String] = []) -> KeyClassification {
        .init(
            keys: keys, keyClass: .source, rule: "\(stem).removed", harmlessRule: "\(stem).added",
            direction: .removalIsWorse,
            severity: .error, source: .breaks, coveredBy: coveredBy)
    }

    static func weakening(
        _ keys: [String], _ direction: Direction?, rule: String = "security.weakened",
        harmlessRule: String? = "security.strengthened",
        coveredBy: [String] = []
    ) -> KeyClassification {
        .init(
            keys: keys, keyClass: .security, rule: rule, harmlessRule: direction == nil ? nil : harmlessRule,
            direction: direction,
            severity: .error, coveredBy: coveredBy)
    }

    static func onePlatform(_ rule: String, _ keys: [String]) -> KeyClassification {
        .init(keys: keys, keyClass: .source, rule: rule, severity: .error, source: .breaks, reach: .itsPlatform)
    }

    static func breaking(_ rule: String, _ keys: [String], coveredBy: [String] = []) -> KeyClassification {
        .init(keys: keys, keyClass: .source, rule: rule, severity: .error, source: .breaks, coveredBy: coveredBy)
    }

    static func onTheWire(
        _ rule: String, _ keys: [String], oldSDKNewFlow: DiffFinding.Wire = .breaks,
        newSDKOldFlow: DiffFinding.Wire = .breaks,
        coveredBy: [String] = []
    ) -> KeyClassification {
        .init(
            keys: keys, keyClass: .wire, rule: rule, severity: .error, oldSDKNewFlow: oldSDKNewFlow,
            newSDKOldFlow: newSDKOldFlow, coveredBy: coveredBy)
    }
}
