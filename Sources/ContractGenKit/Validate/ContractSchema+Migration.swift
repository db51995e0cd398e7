/// The `migration` section's keys: what hosts of an earlier integration did and received, and what replaces it.
extension ContractSchema {
    static let migration = ObjectSchema(
        name: "migration",
        description: "The integration hosts built before the SDKs, and what replaces each part of it.",
        properties: [
            required("from", .text, "What the earlier integration is called, e.g. `the WebView integration`."),
            optional("description", .text, "The migration section's introduction."),
            optional(
                "duties", .array(.object(migrationDuty)),
                "The work the host app did itself, in order; the SDK owns each now."),
            optional(
                "bridges", .array(.object(migrationBridge)),
                "The names hosts registered their bridge under, per host stack (which may be one no SDK here covers)."
            ),
            optional(
                "messages", .array(.object(migrationMessage)),
                "Each message hosts received, and what reports each case of it now."),
            optional("unchanged", .array(.text), "What stays as it was, one sentence each (the backend, the flows)."),
            optional("checklist", .array(.text), "What to verify before shipping the migration, one check each."),
            optional("rollout", .text, "How to roll the migration out."),
            optional("questions", .array(.object(migrationQuestion)), "Questions hosts ask, with their answers."),
        ]
    )

    static let migrationQuestion = ObjectSchema(
        name: "migration_question",
        description: "A question hosts ask about the migration.",
        properties: [
            required("question", .text, "The question."),
            required("answer", .text, "Its answer."),
            assumed,
        ]
    )

    static let migrationDuty = ObjectSchema(
        name: "migration_duty",
        description: "Work the host app did itself.",
        properties: [
            required("description", .text, "What the host did, e.g. `Registers a JavaScript bridge under NativeIOS`."),
            optional("now", .text, "What replaces it; the page says the SDK does it when omitted."),
            assumed,
        ]
    )

    static let migrationBridge = ObjectSchema(
        name: "migration_bridge",
        description: "A name a host registered its bridge under.",
        properties: [
            required("host", .text, "The host stack, e.g. `iOS` or `React Native`."),
            required("name", .string(.nonEmpty), "The name, e.g. `NativeIOS` or `onMessage`."),
            optional("description", .text, "How it was registered."),
            assumed,
        ]
    )

    static let migrationMessage = ObjectSchema(
        name: "migration_message",
        description: "A message hosts of the earlier integration received.",
        properties: [
            required("type", .string(.nonEmpty), "The message type they switched on, e.g. `PAYMENT_COMPLETED`."),
            optional("flow", .name, "The flow that sent it; any flow when omitted."),
            optional("description", .text, "What it meant, or what to do instead."),
            required(
                "becomes", .array(.object(migrationReplacement)),
                "Each case of it and what reports that case now: one entry for a message one callback replaces, several for a message split across callbacks."
            ),
            assumed,
        ]
    )

    static let migrationReplacement = ObjectSchema(
        name: "migration_replacement",
        description: "One case of an earlier message, and the callback that reports it now.",
        properties: [
            optional("when", .text, "The case, e.g. `an external-source deposit`; every case when omitted."),
            optional(
                "callback", .name,
                "The callback of the message's flow that reports it; none (only the catch-all) when omitted."),
            optional(
                "fields", Schema.map(.name),
                "Each payload key hosts read, mapped to the field of the callback's record that holds its value now."),
            optional("success", .object(migrationSuccess), "How hosts told success, and the field that tells it now."),
            optional("description", .text, "What a host must do differently."),
            assumed,
        ]
    )

    static let migrationSuccess = ObjectSchema(
        name: "migration_success",
        description: "How hosts of the earlier integration told success, and what tells it now.",
        properties: [
            required(
                "legacy", .array(.string(.nonEmpty)), "The status values the earlier integration counted as success."),
            required("field", .name, "The field of the callback's record that tells success now."),
        ]
    )
}
