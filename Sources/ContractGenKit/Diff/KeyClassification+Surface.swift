/// The rest of the table: the generated surface, the wire, and text for people.
extension KeyClassification {
    /// Types, members and methods hosts compile against; most are compared element by element first.
    static let surface: [KeyClassification] = [
        breaking(
            "event.changed", ["contract.events", "event.name", "event.delivery", "event.requires_session"],
            coveredBy: ["event."]),
        breaking("result.changed", ["contract.results", "result.name"], coveredBy: ["result."]),
        breaking(
            "field.changed",
            [
                "event.payload", "record.fields", "result.fields", "field.name", "field.type", "field.optional",
                "field.platforms", "field.by_platform", "field_on_platform.optional", "field_on_platform.type",
                "result_field.name", "result_field.type", "result_field.optional", "result_field.platforms",
                "result_field.by_platform",
            ], coveredBy: ["field."]),
        breaking(
            "value.changed", ["enum.values", "failures.codes", "enum_value.name", "enum_value.platforms"],
            coveredBy: ["enum-value.", "failure-code."]),
        breaking(
            "option.changed",
            [
                "configuration.options", "option.name", "option.type", "option.required", "option.default",
                "option.platforms",
            ],
            coveredBy: ["option."]),
        breaking("option.nullability-changed", ["option.nullable"]),
        breaking("option.sdk-default-changed", ["option.sdk_default", "sdk_default.given_value"]),
        breaking(
            "callback.changed", ["contract.callbacks", "callback.name", "callback.required_on"],
            coveredBy: ["callback."]),
        breaking("callback.platforms-changed", ["callback.platforms"]),
        breaking(
            "flow.changed",
            [
                "contract.flows", "flow.name", "flow.callbacks", "flow_callback.callback", "flow_callback.argument",
                "flow_callback.arguments", "flow_callback.listener", "callback_argument.name",
                "callback_argument.type", "callback_argument.optional",
            ],
            coveredBy: ["flow.", "callback."]),
        breaking("flow.main-actor-changed", ["flow.main_actor"]),
        breaking("navigation.host-group-renamed", ["host_group.name"]),
        breaking(
            "entry-point.changed",
            [
                "sdk.entry_points", "entry_point.name", "entry_point.parameters", "entry_point.returns",
                "entry_point.throws", "entry_point.object", "call_object.name", "call_object.names",
                "call_object.platforms",
            ],
            coveredBy: ["entry-point."]),
        breaking(
            "sdk.surface-changed",
            [
                "sdk.host_types", "sdk.session", "host_type.name", "host_type.names", "session.platforms",
                "entry_point.flow", "entry_point.names",
            ]),
        breaking(
            "lifecycle.changed",
            [
                "lifecycle_step.platforms", "lifecycle_step.parameters", "lifecycle_step.returns",
                "lifecycle_step.main_actor",
                "method_parameter.name", "method_parameter.type", "method_parameter.names", "method_parameter.labels",
                "method_return.type", "method_return.optional", "method_return.platforms",
            ]),
        breaking(
            "legacy.raw-payload-changed",
            ["legacy.raw_payload", "raw_accessor.name", "raw_accessor.kind", "raw_accessor.platforms"]),
        .init(
            keys: [
                "enum_value.deprecated", "result.deprecated", "result_field.deprecated", "event.deprecated",
                "field.deprecated",
                "option.deprecated", "callback.deprecated", "flow.deprecated", "entry_point.deprecated",
                "deprecation.message",
                "deprecation.since", "deprecation.replaced_by", "deprecation.removed_in", "rename.since",
            ],
            keyClass: .source, rule: "deprecation.changed", severity: .warning, source: .deprecated,
            coveredBy: [".deprecated"]),
        .init(
            keys: ["field.derived", "result_field.derived", "derivation.field", "derivation.equals"],
            keyClass: .source, rule: "field.derivation-changed", severity: .warning),
        .init(
            keys: ["configuration.failure", "navigation.blocked_failure"], keyClass: .source, rule: "failure.changed",
            severity: .warning),
    ]

    /// What deployed SDKs and flows send and read.
    static let wire: [KeyClassification] = [
        onTheWire(
            "wire.changed",
            ["event.wire", "field.wire", "result_field.wire", "field_on_platform.wire", "enum_value.wire"],
            coveredBy: ["event.", "field.", "enum-value.", "failure-code."]),
        onTheWire("rename.wire-changed", ["rename.wire"], oldSDKNewFlow: .ok),
        onTheWire(
            "bridge.version-changed",
            [
                "bridge.version", "bridge.accepted_versions", "bridge.newer_versions", "accepted_versions.min",
                "accepted_versions.max",
            ], coveredBy: ["bridge.version-changed"]),
        onTheWire("bridge.version-parameter-changed", ["bridge.version_parameter"]),
        onTheWire("bridge.source-changed", ["bridge.source"], coveredBy: ["bridge.source-changed"]),
        onTheWire("bridge.max-bytes-changed", ["bridge.max_bytes"], coveredBy: ["bridge.max-bytes-changed"]),
        onTheWire(
            "envelope.key-changed",
            [
                "bridge.envelope", "envelope.source", "envelope.version", "envelope.type", "envelope.session",
                "envelope.payload",
            ], coveredBy: ["envelope.key-changed"]),
        onTheWire(
            "bridge.endpoint-changed",
            ["bridge.endpoints", "endpoint.platform", "endpoint.kind", "endpoint.name", "endpoint.method"],
            coveredBy: ["bridge.endpoint-changed"]),
        onTheWire("navigation.token-changed", ["navigation.token_fragment"], coveredBy: ["navigation.token-changed"]),
        onTheWire("navigation.query-changed", ["navigation.query_options"]),
        onTheWire(
            "result.triggers-changed",
            [
                "result.from", "result_field.source", "result_trigger.event", "result_trigger.delay",
                "result_trigger.action",
            ], oldSDKNewFlow: .ok),
        onTheWire("legacy.envelope-changed", ["legacy.envelope", "legacy_envelope.type", "legacy_envelope.payload"]),
        onTheWire(
            "legacy.handshake-changed",
            ["legacy.handshake", "handshake.ready", "handshake.reply", "handshake.reply_fields"],
            coveredBy: ["legacy.handshake-changed"]),
        onTheWire(
            "legacy-message.changed",
            [
                "legacy.messages", "legacy_message.type", "legacy_message.flow", "legacy_message.payload",
                "legacy_message.fires", "fire.callback", "fire.with",
            ], oldSDKNewFlow: .ok, coveredBy: ["legacy-message.", "callback."]),
        .init(
            keys: ["legacy.invalid_payload"], keyClass: .wire, rule: "legacy.invalid-payload-changed",
            severity: .warning),
        // Only what the page checks before sending changes: every SDK keeps a value it does not know either way.
        .init(keys: ["enum.open"], keyClass: .wire, rule: "enum.openness-changed", severity: .warning),
        // The dispatchers read nothing after a terminal callback and call a once-only one the first time alone:
        // messages a flow posts afterwards are dropped, or were.
        .init(keys: ["callback.occurs"], keyClass: .wire, rule: "callback.occurrence-changed", severity: .warning),
        // Every reader reads what a platform sends for none as none: a value added is no longer read as itself,
        // one removed is read as itself again (and refused where the field is not a string).
        onTheWire("platform.absent-values-changed", ["platform.absent_values"]),
    ]

    /// Text for people: the reference page and doc comments. A change is info, and a patch release.
    static let docs: [KeyClassification] = [
        .init(
            keys: [
                "contract.$schema", "contract.title", "contract.summary", "contract.description", "contract.source",
                "contract.security",
                "contract.page", "page.omit", "platform.name", "platform.distribution", "platform.assumed",
                "distribution.registry", "distribution.coordinates", "enum.description", "enum.assumed",
                "enum_value.description",
                "enum_value.assumed", "enum_value.since", "rename.assumed", "failures.description", "result.when",
                "result.description", "result.since", "result_field.description", "result_field.assumed",
                "result_field.since",
                "result_trigger.description", "event.description", "event.assumed", "event.since", "field.description",
                "field.assumed", "field.since", "option.description", "option.notes", "option.assumed", "option.since",
                "sdk_default.description", "bridge.payload_rule", "senders.reason", "host_group.reason",
                "record.description", "record.assumed", "catch_all.description", "callback.description",
                "callback.assumed", "callback.since", "flow.title", "flow.description", "flow.requires_native_sdk",
                "callback_argument.description",
                "flow.assumed", "flow.since", "legacy_message.description", "legacy_message.assumed",
                "lifecycle_step.description",
                "lifecycle_step.notes", "lifecycle_step.assumed", "method_parameter.description",
                "method_return.description",
                "method_return.assumed", "sdk.description", "sdk.assumed", "host_type.description",
                "session.description",
                "session.assumed", "entry_point.description", "entry_point.assumed", "entry_point.since",
                "call_object.description", "distribution.version", "distribution.pin", "distribution.pin_reason",
                "distribution.note", "raw_accessor.assumed", "legacy.assumed",
                "platform.listener_names_assumed", "catch_all.assumed", "flow.advice", "advice.when", "advice.text",
                "advice.callbacks", "advice.assumed", "contract.migration", "migration.from", "migration.description",
                "migration.duties", "migration.bridges", "migration.messages", "migration.unchanged",
                "migration.checklist", "migration.rollout", "migration.questions", "migration_duty.description",
                "migration_duty.now", "migration_duty.assumed", "migration_bridge.host", "migration_bridge.name",
                "migration_bridge.description", "migration_bridge.assumed", "migration_message.type",
                "migration_message.flow", "migration_message.description", "migration_message.becomes",
                "migration_message.assumed", "migration_replacement.when", "migration_replacement.callback",
                "migration_replacement.fields", "migration_replacement.success", "migration_replacement.description",
                "migration_replacement.assumed", "migration_success.legacy", "migration_success.field",
                "migration_question.question", "migration_question.answer", "migration_question.assumed",
            ],
            keyClass: .docs, rule: "docs.changed-text", severity: .info)
    ]
}
