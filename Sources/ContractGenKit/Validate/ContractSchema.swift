/// The format of contract.json, version 1: every key, its shape and what it means.
///
/// The descriptions here become the JSON Schema's descriptions, which editors show on hover.
enum ContractSchema {
    static let formatVersion: Int64 = 1

    static let root = ObjectSchema(
        name: "contract",
        description:
            "A contract shared by every SDK of one hosted flow: the single source of truth contractgen renders code and docs from.",
        properties: [
            optional("$schema", .string(.any), "The JSON Schema this file follows, for editors."),
            required(
                "format", .integer(minimum: formatVersion, maximum: formatVersion),
                "Version of this file format. Always 1."),
            required(
                "name", .name, "Short machine name of the contract, snake_case; generated namespaces derive from it."),
            required("title", .text, "Title of the reference page."),
            optional("summary", .text, "One sentence under the title."),
            optional("description", .text, "The reference page's introduction."),
            optional(
                "source", .string(.pageURL),
                "Where the published page lives (an https URL), shown as its `Source:` line under the summary."),
            required(
                "platforms", .array(.object(platform)),
                "Every platform with an SDK, declared once and referred to by id."),
            optional(
                "enums", .array(.object(enumeration)), "Closed sets of string values used as field and option types."),
            optional(
                "failures", .object(failures), "The failure codes a flow can end with, and which platforms have each."),
            optional("results", .array(.object(result)), "The ways a flow ends, as the host app receives them."),
            optional("events", .array(.object(event)), "The messages the flow sends over the bridge."),
            optional("configuration", .object(configuration), "What the host app configures."),
            optional("bridge", .object(bridge), "The message protocol between the flow and the SDKs."),
            optional(
                "navigation", .object(navigation),
                "Which URLs the flow's WebView loads, hands to the system browser or blocks."),
            optional(
                "webview_security", .object(webViewSecurity),
                "The WebView settings every SDK applies, as typed values: the Security section's first bullets and each platform's generated constants."
            ),
            optional(
                "security", .array(.text),
                "Security defaults every SDK applies, one sentence each (after the `webview_security` bullets)."),
            optional(
                "records", .array(.object(record)),
                "Data types handed to host callbacks, such as the events an SDK delivers and its error type."),
            optional(
                "catch_all", .object(catchAll), "The event every message also reaches, with its type and raw data."),
            optional(
                "callbacks", .array(.object(callback)),
                "The host app's callbacks, declared once with where they are required."),
            optional("flows", .array(.object(flow)), "The flows an SDK presents, each with the callbacks it calls."),
            optional(
                "legacy", .object(legacy),
                "The `type` / `payload` messages the flow page sends the SDKs over their bridge, and which callbacks each message fires. What hosts of an earlier integration received instead is `migration`."
            ),
            optional(
                "migration", .object(migration),
                "The integration hosts built before the SDKs (a WebView they hosted themselves), and what replaces each part of it: the page's migration tables."
            ),
            optional(
                "lifecycle", .array(.object(lifecycleStep)),
                "The methods a session exposes (or the SDK type, where configuring returns no session): generated interfaces and the reference page."
            ),
            optional(
                "page", .object(page),
                "How the reference page differs from the full one: sections a published page leaves out."),
            optional(
                "sdk", .object(sdk),
                "The SDK's public surface: its entry points, the session they return and its lifecycle, generated as the protocol or interface each platform's SDK implements."
            ),
        ]
    )

    static let page = ObjectSchema(
        name: "page",
        description: "How the reference page differs from the full one.",
        properties: [
            required(
                "omit", .array(.oneOf(Contract.PageSection.allCases.map(\.rawValue))),
                "Sections to leave out: `types` (enum values with their descriptions), `platform_only_details` (the platform-only options' table; the one-line list stays), `result_flow` (the results diagram)."
            )
        ]
    )

    /// How an element came to be and is going: the keys every named element takes.
    static let evolution: [ObjectSchema.Property] = [
        optional(
            "since", .string(.version),
            "The SDK version that added it, e.g. `1.1.0`: a line in every doc comment, and the page's What changed."),
        optional(
            "deprecated", .object(deprecation),
            "Still there, but on its way out: every language marks it, and the page says what replaces it."),
        optional(
            "renamed_from", .array(.object(rename)),
            "Its earlier names, newest first: old wire values still decode and old names still compile, as deprecated aliases."
        ),
    ]

    static let deprecation = ObjectSchema(
        name: "deprecation",
        description: "Why an element is deprecated and what to use instead.",
        properties: [
            required("message", .text, "What to do instead, for the compiler's warning and the page."),
            optional("since", .string(.version), "The version that deprecated it."),
            optional(
                "replaced_by", .name,
                "The element of the same kind that replaces it (an event for an event, a field of the same record for a field, …)."
            ),
            optional("removed_in", .string(.version), "The version that will remove it; after `since`."),
        ]
    )

    static let rename = ObjectSchema(
        name: "rename",
        description: "An earlier name of an element.",
        properties: [
            required("name", .name, "The earlier contract name."),
            optional("names", names, "The earlier per-platform spellings, where they differed from the rule."),
            optional(
                "wire", .string(.nonEmpty),
                "The earlier wire value or key, when the wire changed too; it still decodes."),
            optional("since", .string(.version), "The version that renamed it."),
            assumed,
        ]
    )

    static let assumed = optional(
        "assumed", .text,
        "What the contract states here that its source does not say, and why: the page marks it with a footnote.")

    static let webViewSecurity = ObjectSchema(
        name: "webview_security",
        description:
            "The WebView settings every SDK applies, at least one. A key left out is each SDK's own choice: no constant is generated for it, the page says so, and `diff` counts removing one as a weakening.",
        properties: [
            optional("javascript", .boolean, "JavaScript runs in the flow's page."),
            optional("dom_storage", .boolean, "The page may use DOM storage (`localStorage`, `sessionStorage`)."),
            optional("file_access", .boolean, "The WebView may load `file://` URLs."),
            optional("mixed_content", .boolean, "An https page may load http content."),
            optional("third_party_cookies", .boolean, "The page may set and read other sites' cookies."),
            optional(
                "inspection", .oneOf(WebViewSecurity.Inspection.allCases.map(\.rawValue)),
                "When the WebView may be inspected: `never`, `debug_builds` or `always`."),
            optional(
                "media_capture", .oneOf(WebViewSecurity.MediaCapture.allCases.map(\.rawValue)),
                "Which pages may be granted the camera and microphone, after the OS permission: `none` or `flow_origin`."
            ),
            optional(
                "clear_data_on_end", .boolean,
                "Cookies, cache and storage of the flow's origin are cleared when the flow ends."),
            optional("log_session_url", .boolean, "The session URL, which carries the session token, may be logged."),
        ]
    )

    static let names = Schema.map(.string(.identifier))
    static let platforms = Schema.array(.name)

    static let platform = ObjectSchema(
        name: "platform",
        description: "A platform with an SDK.",
        properties: [
            required("id", .name, "How the rest of the contract refers to the platform, e.g. `react_native`."),
            required("name", .text, "Shown in tables, e.g. `React Native`."),
            required(
                "language", .oneOf(Language.allCases.map(\.rawValue)),
                "The language whose naming rule derives this platform's names, and whose code it gets."),
            optional(
                "package", .string(.packageName),
                "The generated code's Kotlin package (dotted, e.g. `com.example.sdk`), pub package (e.g. `example_sdk`), npm package (e.g. `@example/sdk`) or Swift module (e.g. `CheckoutContract`), which its tests import."
            ),
            optional(
                "callback_style", .oneOf(["objects", "listeners"]),
                "How the platform delivers callbacks: `objects` (a callbacks object per flow, the default) or `listeners` (global events named per flow where their argument differs)."
            ),
            optional(
                "minimum_os", .text,
                "The oldest OS the SDK runs on, as the page says it, e.g. `iOS 17`. For a Swift platform it names Apple releases (`iOS 15, macOS 12`): below iOS 16 or macOS 13 its durations are `Int64` milliseconds instead of `Duration`."
            ),
            optional("distribution", .object(distribution), "Where a host app gets the SDK."),
            optional(
                "listener_names_assumed", .text,
                "For a platform with listener callbacks whose source does not give their names: what the contract assumes about them. The page's events table for the platform carries it as a footnote."
            ),
            optional(
                "framework", .oneOf(Platform.Framework.allCases.map(\.rawValue)),
                "The cross-platform framework whose plugin conventions the SDK's generated surface follows: `capacitor` (one options object a call, results resolved as objects, `addListener`), `react_native` or `flutter`; native SDKs leave it out."
            ),
            optional(
                "module_resolution", .oneOf(Platform.ModuleResolution.allCases.map(\.rawValue)),
                "For a TypeScript platform, how its modules import each other: `bundler` (the default: `./json`, as Metro, Jest and bundlers resolve) or `node16` (`./json.js`, as tsc's `node16` and `nodenext` require)."
            ),
            optional(
                "absent_values", .array(.text),
                "What the platform's SDK sends for an optional field with no value, e.g. `[\"\"]` for an iOS SDK that sends an empty string: every SDK reads these in an optional field of a result, an event or a record as no value."
            ),
            optional(
                "naming", .object(naming),
                "How the platform's names depart from its language's rule as a whole; a `names` entry on one element stays the exception."
            ),
            assumed,
        ]
    )

    static let naming = ObjectSchema(
        name: "naming",
        description: "A platform's naming rule, where its API spells names its own way throughout.",
        properties: [
            optional(
                "members", .oneOf(CaseStyle.allCases.map(\.rawValue)),
                "The case of properties, parameters and functions: `lower_camel` (`orderId`), `upper_camel`, `snake` or `screaming_snake`; the language's own when omitted."
            ),
            optional(
                "enum_cases", .oneOf(CaseStyle.allCases.map(\.rawValue)),
                "The case of enum cases and keys, e.g. `screaming_snake` for a TypeScript SDK whose keys are `APPROVED`; the language's own when omitted."
            ),
            optional(
                "enum_form", .oneOf(NamingPolicy.EnumForm.allCases.map(\.rawValue)),
                "TypeScript only: `const_object` (the default: a const object and a union of its values) or `enum` (`export enum`, string-valued), as the SDK already exports its enums."
            ),
            optional(
                "prefix", .string(.typePrefix),
                "Put before every top-level type name instead of the contract's name; `\"\"` for none. A run's `--prefix` wins."
            ),
            optional(
                "generated_types", .map(.string(.identifier)),
                "Full names of types contractgen generates, by role (`result`, `event`, `configuration`, `failure_error`, `message`, `bridge`, …), where the SDK names them its own way."
            ),
        ]
    )

    static let distribution = ObjectSchema(
        name: "distribution",
        description: "A registry and the SDK's coordinates in it, for the page's Platforms table.",
        properties: [
            required(
                "registry", .oneOf(Platform.Distribution.Registry.allCases.map(\.rawValue)),
                "`swiftpm`, `maven`, `npm` or `pub`."),
            required(
                "coordinates", .string(.nonEmpty),
                "The package URL (`swiftpm`), `group:artifact` (`maven`) or package name (`npm`, `pub`)."),
            optional("version", .string(.version), "The SDK version the page tells hosts to depend on, e.g. `1.1.0`."),
            optional(
                "pin", .oneOf(Platform.Distribution.Pin.allCases.map(\.rawValue)),
                "The version range to recommend: `exact`, `minor` (up to the next minor: `.upToNextMinor(from:)`, npm `~`; Maven writes the version alone, which Gradle does not raise by itself) or `major` (up to the next major); needs `version`."
            ),
            optional("pin_reason", .text, "Why hosts should pin that way, e.g. what a minor release renamed."),
            optional(
                "note", .text,
                "What else installing takes, e.g. `Run npx cap sync after installing.`: a sentence under the Platforms table."
            ),
        ]
    )

    /// The largest whole number every SDK's JSON reader holds exactly: 2^53 − 1, a JavaScript number's limit.
    static let maxExactInteger: Int64 = 9_007_199_254_740_991

    static let enumValue = ObjectSchema(
        name: "enum_value",
        description: "One value of an enum.",
        properties: [
            required("name", .name, "Contract name of the value."),
            optional(
                "wire", .either(.string(.nonEmpty), .integer(minimum: -maxExactInteger, maximum: maxExactInteger)),
                "The string on the wire, when it differs from the name (e.g. `PROCESSED`); or, for an enum whose values are numbers on the wire, this value's whole number (every value then gives one)."
            ),
            optional("description", .text, "What the value means."),
            optional("platforms", platforms, "Platforms that have this value; all when omitted."),
            optional(
                "names", names, "Per-platform spellings that deviate from the language's naming rule, by platform id."),
            optional("group", .name, "The value of the enum's `grouped_by` enum this value belongs to."),
            assumed,
        ] + evolution
    )

    static let enumeration = ObjectSchema(
        name: "enum",
        description: "A closed set of string values. Decoders keep a value they do not know as an explicit unknown.",
        properties: [
            required("name", .name, "Contract name of the type; fields refer to it by this name."),
            optional("description", .text, "What the type is."),
            required("values", .array(.object(enumValue)), "The values, in order."),
            optional(
                "open", .boolean,
                "`true` when the flow also sends values the contract cannot list (intermediate states a source names without listing them): the flow page then sends any string for it. Every SDK keeps a value it does not know either way."
            ),
            optional("names", names, "Per-platform type names that deviate from the language's naming rule."),
            optional("grouped_by", .name, groupedBy),
            assumed,
        ]
    )

    static let groupedBy =
        "The enum whose values group these values, each naming its own with `group` (an error code's error type): every SDK gets an accessor from a value to its group."

    static let failures = ObjectSchema(
        name: "failures",
        description: "The failure codes: an enum whose values may exist on only some platforms.",
        properties: [
            required("name", .name, "Contract name of the failure code type, e.g. `failure_code`."),
            optional("description", .text, "What a failure code is."),
            required(
                "codes", .array(.object(enumValue)),
                "The codes, in order; `description` is the meaning shown in the table."),
            optional("names", names, "Per-platform type names that deviate from the language's naming rule."),
            optional("grouped_by", .name, groupedBy),
        ]
    )

    static let fieldOnPlatform = ObjectSchema(
        name: "field_on_platform",
        description: "What one platform's SDK says of a field otherwise than the field does.",
        properties: [
            optional("optional", .boolean, "Whether the field may be absent on this platform."),
            optional("wire", .string(.nonEmpty), "The key this platform's SDK reads and writes the field under."),
            optional("type", .string(.typeName), "The type this platform's SDK has the field as."),
        ]
    )

    static let field = ObjectSchema(
        name: "field",
        description: "A named, typed value in a result or an event payload.",
        properties: [
            required("name", .name, "Contract name of the field."),
            required(
                "type", .string(.typeName),
                "`string`, `boolean`, `integer` (a whole number within ±(2^53 − 1)), `number` (an IEEE double), `duration_ms`, an enum's name, a record's name (the field holds that record's JSON object; a record may not hold itself), `json` (any JSON value, kept as sent), `timestamp` (an RFC 3339 string such as `2024-05-01T12:30:00Z`, held to the millisecond), `map<T>` (an object with free string keys and values of type `T`), or any of these followed by `[]`, nested as deep as needed (`map<account>[]`)."
            ),
            optional("optional", .boolean, "Whether the field may be absent. Default false."),
            optional("wire", .string(.nonEmpty), "The key on the wire, when it differs from the name."),
            optional("description", .text, "What the field holds; shown in the Events table."),
            optional("names", names, "Per-platform spellings that deviate from the language's naming rule."),
            optional("derived", .object(derivation), "Computed from another field instead of read from the wire."),
            optional(
                "platforms", .array(.name),
                "For a field of an event's payload or a result: the platforms whose SDKs have it; every platform when omitted. The others' types leave it out, and their SDKs ignore it on the wire."
            ),
            optional(
                "by_platform", .map(.object(fieldOnPlatform)),
                "For a field of an event's payload or a result: where a platform's SDK has it otherwise, by platform id: `optional`, `wire` or `type` there."
            ),
            assumed,
        ] + evolution
    )

    static let derivation = ObjectSchema(
        name: "derivation",
        description: "A boolean field that is true when another field holds a given enum value.",
        properties: [
            required("field", .name, "The enum field it is computed from."),
            required("equals", .name, "The value that makes it true."),
        ]
    )

    static let record = ObjectSchema(
        name: "record",
        description: "A data type handed to host callbacks.",
        properties: [
            required("name", .name, "Contract name of the type."),
            optional("description", .text, "What it holds."),
            optional("fields", .array(.object(field)), "Its fields; `wire` is the key in message payloads."),
            optional(
                "names", names,
                "Per-platform type names, e.g. `{\"ios\": \"PaymentEvent\", \"android\": \"PaymentCompletedEvent\"}`."),
            assumed,
        ]
    )

    static let catchAll = ObjectSchema(
        name: "catch_all",
        description: "The event every message reaches: its type and its payload, read through typed accessors.",
        properties: [
            required("name", .name, "Contract name of the type."),
            optional("description", .text, "What it is for."),
            optional("names", names, "Per-platform type names."),
            assumed,
        ]
    )

    static let callback = ObjectSchema(
        name: "callback",
        description: "A callback the host app implements.",
        properties: [
            required("name", .name, "Contract name, e.g. `on_close`."),
            required("description", .text, "When it fires."),
            optional(
                "required_on", platforms,
                "Platforms where the host must implement it; elsewhere it is optional (a no-op when left out)."),
            optional(
                "occurs", .oneOf(Callback.Occurrence.allCases.map(\.rawValue)),
                "How often it is called in one session: `terminal` (at most once, and the flow is over), `once` (at most once), or `repeatedly`; the docs and every language's doc comments say so, and the dispatchers hold to it: nothing after a terminal callback, a `once` callback the first time only."
            ),
            optional(
                "platforms", platforms,
                "Platforms whose SDK has the callback; all when omitted, none when empty (a callback only another SDK, such as the web SDK, has: the page says so)."
            ),
            assumed,
        ] + evolution
    )

    static let flowCallback = ObjectSchema(
        name: "flow_callback",
        description: "A callback a flow calls, and what it passes.",
        properties: [
            required("callback", .name, "The callback's name."),
            optional("argument", .name, "The record or catch-all type it passes; nothing when omitted."),
            optional(
                "arguments", .array(.object(callbackArgument)),
                "The values it passes where it passes several, in order (`public_token` and its `metadata`), instead of `argument`. A callback that passes several is called by the SDK, not fired by a message of `legacy`, on platforms with callback objects."
            ),
            optional(
                "listener", .name,
                "Its event name on platforms with listener callbacks, where the SDK departs from the rule: the callback's name less `on`, after the flow's name where flows pass the callback different arguments."
            ),
        ]
    )

    static let callbackArgument = ObjectSchema(
        name: "callback_argument",
        description: "One of several values a callback passes.",
        properties: [
            required("name", .name, "Contract name of the parameter."),
            required(
                "type", .string(.typeName),
                "Its type, as a field's: a record, a list or map of one, an enum, a plain type."),
            optional("optional", .boolean, "Whether it may be absent (nil, null, undefined). Default false."),
            optional("description", .text, "What it holds."),
        ]
    )

    static let flow = ObjectSchema(
        name: "flow",
        description: "A flow an SDK presents.",
        properties: [
            required("name", .name, "Contract name of the flow."),
            required("title", .text, "Shown in headings, e.g. `Card Payments`."),
            optional("description", .text, "What the flow does."),
            optional(
                "main_actor", .boolean,
                "Whether the flow is configured, and calls back, on the main thread (Swift's main actor)."),
            optional(
                "callbacks_type", Schema.map(.string(.identifier)),
                "Per-platform names of the flow's callbacks type, by platform id, where the SDK already names it (`CheckoutCallbacks`); otherwise the prefix, the flow's name and `Callbacks`."
            ),
            required("callbacks", .array(.object(flowCallback)), "The callbacks the flow calls."),
            optional(
                "requires_native_sdk", .boolean,
                "Whether the flow needs the native SDK: the WebView integration does not offer it."),
            optional(
                "advice", .array(.object(advice)),
                "What hosts of the flow should do, each under the condition it applies in: bullets under the flow's callbacks table."
            ),
            assumed,
        ] + evolution
    )

    static let advice = ObjectSchema(
        name: "advice",
        description: "Advice to hosts, under a condition.",
        properties: [
            optional("when", .text, "When it applies, e.g. `you offer both deposit paths`; always when omitted."),
            required("text", .text, "What to do."),
            optional("callbacks", .array(.name), "The flow's callbacks it is about."),
            assumed,
        ]
    )

    static let fire = ObjectSchema(
        name: "fire",
        description: "A callback a message fires.",
        properties: [
            required("callback", .name, "The callback."),
            optional(
                "with", .map(.any),
                "Field values of a record argument that does not come from the payload, by field name."),
        ]
    )

    static let legacyMessage = ObjectSchema(
        name: "legacy_message",
        description: "A message the flow page sends, and the callbacks the SDK fires for it, in order.",
        properties: [
            required("type", .string(.nonEmpty), "The message type on the wire, e.g. `PAYMENT_COMPLETED`."),
            required("flow", .name, "The flow that sends it."),
            optional("description", .text, "What it means."),
            optional("payload", .name, "The record its payload decodes to."),
            required("fires", .array(.object(fire)), "The callbacks it fires, in order."),
            assumed,
        ]
    )

    static let rawAccessor = ObjectSchema(
        name: "raw_accessor",
        description: "A property that exposes a message's untouched payload.",
        properties: [
            required("name", .name, "Contract name of the property."),
            required(
                "kind", .oneOf(["object", "text"]),
                "`object` (the parsed payload; Android keeps a number no double holds exactly as the `BigDecimal` sent) or `text` (its JSON text exactly as sent)."
            ),
            optional("platforms", platforms, "Platforms that have it; all when omitted."),
            assumed,
        ]
    )

    static let handshake = ObjectSchema(
        name: "handshake",
        description: "The exchange that opens the flow: the page says it is ready, the SDK replies.",
        properties: [
            required("ready", .string(.nonEmpty), "The type of the page's ready message."),
            required("reply", .string(.nonEmpty), "The type of the SDK's reply."),
            optional("reply_fields", .array(.object(field)), "The reply's payload fields."),
        ]
    )

    static let legacyEnvelope = ObjectSchema(
        name: "legacy_envelope",
        description: "The wire keys of a message's fields.",
        properties: [
            required("type", .string(.nonEmpty), "Key of the message type."),
            required("payload", .string(.nonEmpty), "Key of the payload object."),
        ]
    )

    static let legacy = ObjectSchema(
        name: "legacy",
        description: "The messages the flow page sends the SDKs, and what each becomes.",
        properties: [
            required("envelope", .object(legacyEnvelope), "The wire keys of the message fields."),
            optional("handshake", .object(handshake), "The ready / reply exchange that opens the flow."),
            optional(
                "raw_payload", .array(.object(rawAccessor)),
                "Properties that expose a payload record's untouched payload."),
            optional(
                "invalid_payload", .oneOf(["catch_all", "drop"]),
                "What a dispatcher does with a message of a known type whose payload does not fit its record: `catch_all` (the default) hands it, as sent, to the flow's catch-all callbacks; `drop` calls nothing. Either way the dispatcher returns the problem."
            ),
            required("messages", .array(.object(legacyMessage)), "Every message, with the callbacks it fires."),
            optional(
                "assumed", .text,
                "What the contract states of the protocol as a whole that its source does not say, such as the order callbacks fire in: a footnote on the messages table's Fires column."
            ),
        ]
    )

    static let lifecycleStep = ObjectSchema(
        name: "lifecycle_step",
        description: "A method a session exposes.",
        properties: [
            required("name", .name, "Contract name, e.g. `is_active`."),
            required("description", .text, "What it does."),
            optional("notes", .map(.text), "Per-platform notes, by platform id."),
            optional("platforms", platforms, "Platforms that have the method; all when omitted."),
            optional("names", names, "Per-platform spellings that deviate from the language's naming rule."),
            optional("parameters", .array(.object(methodParameter)), "What it takes."),
            optional(
                "returns", .object(methodReturn),
                "What it returns, on the platforms that return it; nothing when omitted."),
            optional("main_actor", .boolean, "Whether it is called on the main thread (Swift's main actor)."),
            assumed,
        ]
    )

    static let methodParameter = ObjectSchema(
        name: "method_parameter",
        description: "A parameter of a lifecycle method.",
        properties: [
            required("name", .name, "Contract name of the parameter."),
            required(
                "type", .string(.typeName),
                "A type as for fields other than a record, the name of one of `sdk.host_types`, or `session`."),
            optional("description", .text, "What it is."),
            optional("names", names, "Per-platform parameter names, e.g. `{\"android\": \"activity\"}`."),
            optional(
                "labels", names,
                "Per-platform argument labels where the language has them, e.g. `{\"ios\": \"from\"}` for `present(from:)`."
            ),
        ]
    )

    static let methodReturn = ObjectSchema(
        name: "method_return",
        description: "What a lifecycle method returns.",
        properties: [
            required(
                "type", .string(.typeName),
                "A type as for fields other than a record, the name of one of `sdk.host_types`, or `session`."),
            optional("optional", .boolean, "Whether it may return nothing (null, nil). Default false."),
            optional("description", .text, "What the value means, e.g. when it is null."),
            optional(
                "platforms", platforms,
                "Platforms that return it; all when omitted. Elsewhere the method returns nothing."),
            assumed,
        ]
    )

    static let sdk = ObjectSchema(
        name: "sdk",
        description: "The SDK's public surface.",
        properties: [
            required(
                "name", .name,
                "The SDK's own entry type, e.g. `acme_sdk`; the generated protocol or interface is named after it."),
            optional("description", .text, "What the SDK does, for the generated interface's doc comment."),
            optional(
                "names", names,
                "Per-platform names of the SDK's type, e.g. `{\"ios\": \"AcmeSDK\", \"capacitor\": \"AcmePlugin\"}`."),
            optional(
                "host_types", .array(.object(hostType)),
                "Types of a platform's UI framework that methods take, such as what presents the flow; the generated interfaces take them as type parameters."
            ),
            optional(
                "session", .object(session), "What an entry point returns, on the platforms that return a session."),
            required("entry_points", .array(.object(entryPoint)), "What a host app calls to start a flow."),
            assumed,
        ]
    )

    static let hostType = ObjectSchema(
        name: "host_type",
        description: "A type of a platform's UI framework.",
        properties: [
            required("name", .name, "Contract name, used as a parameter's `type`, e.g. `presenter`."),
            optional("description", .text, "What it is."),
            optional(
                "names", names,
                "The platform's own type, by platform id, e.g. `{\"ios\": \"UIViewController\", \"android\": \"Activity\"}`."
            ),
        ]
    )

    static let session = ObjectSchema(
        name: "session",
        description: "What an entry point returns.",
        properties: [
            required("name", .name, "Contract name of the session type."),
            optional("description", .text, "What a session is."),
            optional("names", names, "Per-platform names of the session type."),
            optional(
                "platforms", platforms,
                "Platforms where configuring returns a session; elsewhere the lifecycle methods belong to the SDK type. All when omitted."
            ),
            assumed,
        ]
    )

    static let entryPoint = ObjectSchema(
        name: "entry_point",
        description: "A method a host app calls to start a flow.",
        properties: [
            required("name", .name, "Contract name, e.g. `configure_checkout`."),
            required("flow", .name, "The flow it starts."),
            optional("description", .text, "What it does."),
            optional("names", names, "Per-platform spellings, e.g. `{\"capacitor\": \"presentCheckout\"}`."),
            required(
                "parameters", .array(.name),
                "What it takes, in order: configuration options by name (each where the platform has it), and `callbacks` for the flow's callbacks object (on platforms with callback objects)."
            ),
            optional(
                "returns", .oneOf(SDKSurface.EntryPoint.Returns.allCases.map(\.rawValue)),
                "`session` (the default: the session to present, where the platform's SDK has one), `nothing`, or `result`: it presents the flow and gives back the flow's result when the flow ends."
            ),
            optional(
                "throws", .boolean,
                "`true` when it throws the failure error, with the configuration's `failure` code, instead of starting a flow it cannot start."
            ),
            optional(
                "object", .object(callObject),
                "The one object it takes instead of its parameters: a type holding each option it lists and each of the flow's callbacks, as `LinkTokenConfiguration(token:onSuccess:)` or a React Native `open({ onSuccess, onExit })`."
            ),
            assumed,
        ] + evolution
    )

    static let callObject = ObjectSchema(
        name: "call_object",
        description: "A type that holds what an entry point takes.",
        properties: [
            required("name", .name, "Contract name of the type, e.g. `link_token_configuration`."),
            optional("description", .text, "What it is, for the type's doc comment."),
            optional("names", names, "Per-platform names of the type."),
            optional(
                "platforms", platforms,
                "Platforms whose entry point takes it; elsewhere the entry point takes its parameters one by one. All when omitted."
            ),
        ]
    )

    static let result = ObjectSchema(
        name: "result",
        description: "One way the flow ends.",
        properties: [
            required("name", .name, "Contract name of the result."),
            required("when", .text, "When the SDK returns this result."),
            optional("description", .text, "What the result means, for doc comments."),
            optional("fields", .array(.object(resultField)), "What the result carries."),
            optional(
                "from", .array(.object(resultTrigger)),
                "What produces the result: messages the flow posts and actions the host sees, for every SDK's result tracker, its vectors and the page's diagram. Each field then says its `source`."
            ),
        ] + evolution
    )

    /// A result's field: a field, and where it comes from when a trigger produces the result.
    static let resultField = ObjectSchema(
        name: "result_field",
        description: field.description,
        properties: field.properties + [
            optional(
                "source", .oneOf(FieldSource.allCases.map(\.rawValue)),
                "Where the field comes from when the result has `from`: `payload` (the triggering event's payload field of the same name), `session` (the session id: the triggering message's, else the last one the session's messages carried) or `action` (an argument of the triggering host action)."
            )
        ]
    )

    static let resultTrigger = ObjectSchema(
        name: "result_trigger",
        description:
            "What produces a result: a message the flow posts (`event`) or something the host app sees (`action`). Give one of the two.",
        properties: [
            optional("event", .name, "A delivered event whose message produces the result."),
            optional(
                "delay", .name,
                "With `event`: a `duration_ms` option; the host returns the result that long after the message (the result screen stays up)."
            ),
            optional(
                "action", .name,
                "A host action, such as `user_close`: the result tracker gets a method of its name, whose arguments are the result's `action` fields."
            ),
            optional("description", .text, "With `action`: what the host saw, for the method's doc comment."),
        ]
    )

    static let event = ObjectSchema(
        name: "event",
        description: "A message the flow sends.",
        properties: [
            required("name", .name, "Contract name; also the message `type` unless `wire` is given."),
            optional("wire", .string(.nonEmpty), "The message `type` on the wire, when it differs from the name."),
            required("description", .text, "When the flow sends it."),
            optional(
                "delivery", .oneOf(["delivered", "ignored"]),
                "Whether the SDKs hand the event to the host app (`delivered`, the default) or drop it (`ignored`)."),
            optional("payload", .array(.object(field)), "The payload's fields."),
            optional("names", names, "Per-platform spellings that deviate from the language's naming rule."),
            optional(
                "requires_session", .boolean,
                "Whether the envelope must carry a session id: every SDK rejects a message of this type without one. Default false."
            ),
            assumed,
        ] + evolution
    )

    static let option = ObjectSchema(
        name: "option",
        description: "A configuration option. Give `required: true` or a `default`, not both.",
        properties: [
            required("name", .name, "Contract name, snake_case; each platform's name derives from it."),
            required("type", .string(.typeName), "The option's type, as for fields, but not a record."),
            optional("required", .boolean, "Whether the host app must set it."),
            optional("default", .any, "The value when the host app does not set it; must fit the type."),
            optional("nullable", .boolean, "Whether `null` is a valid value. Implied by a `null` default."),
            optional(
                "format", .oneOf(["url", "host"]),
                "Extra check on strings: `url` (absolute https URL) or `host` (host name, `*.` wildcard allowed)."),
            optional(
                "sensitive", .boolean,
                "Never shown in descriptions or logs of the configuration, e.g. a URL carrying a token."),
            optional(
                "description", .text, "What the option does; required unless `notes` says it platform by platform."),
            optional(
                "platforms", platforms,
                "Platforms that have the option; all when omitted. Listed as platform-only options."),
            optional(
                "names", names,
                "Per-platform spellings that deviate from the language's naming rule, e.g. `{\"ios\": \"sessionURL\"}`."
            ),
            optional(
                "sdk_default", .object(sdkDefault),
                "A default only the SDK knows (a set of hosts it ships with): the option is null unless the host app sets it. Not with `default` or `required`."
            ),
            optional(
                "type_names", Schema.map(.string(.identifier)),
                "Per-platform names of the option's type, declared as an alias of it, e.g. `{\"android\": \"AcmeAllowList\"}`."
            ),
            optional(
                "notes", .map(.text),
                "Per-platform behaviour, by platform id: the Description cell says each as `Platform: note`, and each platform's doc comment its own."
            ),
            assumed,
        ] + evolution
    )

    static let sdkDefault = ObjectSchema(
        name: "sdk_default",
        description: "A default the SDK ships with.",
        properties: [
            required("description", .text, "What the SDK's own value holds."),
            required(
                "given_value", .oneOf(Option.SDKDefault.GivenValue.allCases.map(\.rawValue)),
                "What a value the host app sets does: `replaces` the SDK's, or `extends` it."),
        ]
    )

    static let configuration = ObjectSchema(
        name: "configuration",
        description: "What the host app configures.",
        properties: [
            optional(
                "failure", .name,
                "The failure code invalid configuration yields; without one, each SDK reports an invalid configuration as its configuration error type (`AcmeConfigurationError`), naming the option and the problem."
            ),
            required("options", .array(.object(option)), "The options, in order."),
        ]
    )

    static let envelope = ObjectSchema(
        name: "envelope",
        description: "The wire keys of a message's fields.",
        properties: [
            required("source", .string(.nonEmpty), "Key of the field that holds `bridge.source`."),
            required("version", .string(.nonEmpty), "Key of the protocol version field."),
            required("type", .string(.nonEmpty), "Key of the event type field."),
            required("session", .string(.nonEmpty), "Key of the session id field."),
            required("payload", .string(.nonEmpty), "Key of the payload object."),
        ]
    )

    static let endpoint = ObjectSchema(
        name: "endpoint",
        description: "The native object one platform exposes to the flow.",
        properties: [
            required("platform", .name, "The platform's id."),
            required(
                "kind", .name,
                "The bridge mechanism: `script_message_handler` (iOS), `web_message_listener` or `javascript_interface` (Android; both are `window.name.method(text)` to the page, but only a WebMessageListener names the origin and frame that posted), `react_native_webview`, `javascript_channel` (Flutter) or `capacitor`."
            ),
            required("name", .string(.identifier), "The name the flow posts to."),
            optional("method", .string(.identifier), "The method the flow calls, where the mechanism has one."),
        ]
    )

    static let acceptedVersions = ObjectSchema(
        name: "accepted_versions",
        description: "The protocol versions an SDK reads.",
        properties: [
            required("min", .integer(minimum: 1, maximum: 1_000_000), "The oldest version read; at most `version`."),
            required("max", .integer(minimum: 1, maximum: 1_000_000), "The newest version read; at least `version`."),
        ]
    )

    static let bridge = ObjectSchema(
        name: "bridge",
        description: "The message protocol between the flow and the SDKs.",
        properties: [
            required("version", .integer(minimum: 1, maximum: 1_000_000), "Protocol version, sent in every message."),
            optional(
                "accepted_versions", .object(acceptedVersions),
                "The range of `v` an SDK reads; `version` alone when absent."),
            optional(
                "newer_versions", .oneOf(["reject", "read"]),
                "What an SDK does with a message whose `v` is above the accepted range: `reject` (the default) drops it as `unsupported_version`; `read` reads it as its own version, for a flow that promises a newer version only adds message types and payload fields, so a deployed SDK still hears `complete` and `exit`."
            ),
            optional(
                "version_parameter", .string(.identifier),
                "A session URL query parameter that tells the flow the protocol version the SDK speaks (`version`), so the flow can answer in it."
            ),
            required("source", .string(.nonEmpty), "Value of the source field that marks the flow's messages."),
            required(
                "max_bytes", .integer(minimum: 1, maximum: 1 << 30),
                "Messages larger than this many UTF-8 bytes are dropped."),
            required("envelope", .object(envelope), "The wire keys of the message fields."),
            required("payload_rule", .text, "What a payload may carry."),
            required("endpoints", .array(.object(endpoint)), "Each platform's bridge."),
            optional(
                "senders", .object(senders),
                "Who may post to the bridge. Without it, only the flow's own origin (the session URL's https host and port), from the main frame: every SDK drops any other sender's message as `untrusted_sender`."
            ),
        ]
    )

    static let senders = ObjectSchema(
        name: "senders",
        description: "The pages that may post to the bridge, beyond the flow's own origin in the main frame.",
        properties: [
            optional(
                "frames", .oneOf(["main", "any"]),
                "`main` (the default): only the main frame may post; `any`: frames inside the page too, from an allowed origin."
            ),
            optional(
                "origins", .array(.string(.hostGroupPattern)),
                "Other https origins that may post, as host patterns: `partner.example.com`, `*.example.com` for every subdomain, `:port` where it is not 443."
            ),
            optional("reason", .text, "Why the contract lets more than the flow's main frame post."),
        ]
    )

    static let hostGroup = ObjectSchema(
        name: "host_group",
        description: "Hosts loaded inside the WebView, named for the table.",
        properties: [
            required("name", .text, "Who the hosts belong to, e.g. a sign-in provider."),
            required(
                "hosts", .array(.string(.hostGroupPattern)),
                "Exact hosts, or `*.` wildcards matching any subdomain; on port 443 unless one names another (`example.com:8443`)."
            ),
            optional("reason", .text, "Why they load inside the WebView."),
        ]
    )

    static let navigation = ObjectSchema(
        name: "navigation",
        description:
            "Which URLs load inside the WebView (the session URL's host, the hosts option, the host groups); other http(s) URLs open in the system browser; other schemes are blocked.",
        properties: [
            required("session_option", .name, "The required `url` option holding the session URL the WebView loads."),
            optional("hosts_option", .name, "The `string[]` option whose hosts also load inside the WebView."),
            optional("host_groups", .array(.object(hostGroup)), "Other hosts that load inside the WebView."),
            optional(
                "blocked_scheme_examples", .array(.string(.scheme)), "Schemes named as examples of what is blocked."),
            optional(
                "query_options", .array(.name),
                "Options sent as query parameters of the session URL, before the fragment."),
            optional(
                "token_fragment", .string(.identifier),
                "Fragment key of the session token, e.g. `t` for `#t=`; left out when the session URL carries no token, which the session URL's check then does not ask for."
            ),
            optional(
                "blocked_limit", .integer(minimum: 1, maximum: 1_000),
                "Blocked navigations tolerated before the flow fails, with `blocked_failure`; left out, blocked navigations are refused and the flow goes on."
            ),
            optional(
                "blocked_failure", .name, "The failure code the flow ends with past `blocked_limit`, which it needs."),
        ]
    )
}

extension StringRule {
    static let any = StringRule(summary: "a string", pattern: nil) { _ in true }
    static let nonEmpty = StringRule(summary: "a non-empty string", pattern: ".") { !$0.isEmpty }

    /// A path the system can open: a NUL would end it early, and control characters are never meant.
    static let folderPath = StringRule(
        summary: "a folder path without NUL or other control characters",
        pattern: "^[^\\u0000-\\u001F\\u007F]+$"
    ) { text in
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    }

    /// A file's path, checked as a folder's is.
    static let filePath = StringRule(
        summary: "a file path without NUL or other control characters", pattern: folderPath.pattern,
        check: folderPath.check)

    /// A semantic version, `MAJOR.MINOR.PATCH`.
    static let version = StringRule(
        summary: "a version such as `1.1.0`",
        pattern: "^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)$"
    ) { Version($0) != nil }

    /// A type prefix: an identifier starting with a letter, or nothing.
    static let typePrefix = StringRule(
        summary: "an identifier starting with a letter (`Acme`), or `\"\"` for no prefix",
        pattern: "^([A-Za-z][A-Za-z0-9_]*)?$"
    ) { text in
        text.isEmpty || (text.unicodeScalars.first!.isASCIILetter && identifier.check(text))
    }

    static let identifier = StringRule(
        summary: "an identifier (ASCII letters, digits and `_`, not starting with a digit)",
        pattern: "^[A-Za-z_][A-Za-z0-9_]*$"
    ) { text in
        guard let first = text.unicodeScalars.first, first == "_" || first.isASCIILetter else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.isASCIILetter || $0.isASCIIDigit }
    }

    /// A platform's `package`, whose form depends on the platform's language: ModelBuilder checks it by the
    /// language's rule (`package(in:)`), naming that rule. The JSON Schema gives editors the widest form: npm's, of
    /// which every dotted and pub name is one, or a Swift module's.
    static let packageName = StringRule(
        summary: "a package name",
        pattern: "^((@[a-z0-9~-][a-z0-9._~-]*/)?[a-z0-9~-][a-z0-9._~-]*|[A-Za-z_][A-Za-z0-9_]*)$", check: { _ in true })

    static let dottedPackageName = StringRule(
        summary: "a dotted package name such as `com.example.sdk`",
        pattern: "^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$"
    ) { text in
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isLowerIdentifier)
    }

    /// npm's rule for new packages: lower case, URL-safe, at most 214 characters, not starting with `.` or `_`,
    /// optionally in a scope.
    static let npmPackageName = StringRule(
        summary: "an npm package name such as `@example/sdk` or `example-sdk`",
        pattern: "^(@[a-z0-9~-][a-z0-9._~-]*/)?[a-z0-9~-][a-z0-9._~-]*$"
    ) { text in
        func isPart(_ part: Substring) -> Bool {
            guard let first = part.unicodeScalars.first, first != ".", first != "_" else { return false }
            return part.unicodeScalars.allSatisfy {
                $0.isASCIIDigit || ("a"..."z").contains($0) || "-._~".unicodeScalars.contains($0)
            }
        }
        guard text.utf8.count <= 214 else { return false }
        guard text.hasPrefix("@") else { return isPart(text[...]) }
        let parts = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy(isPart)
    }

    /// pub's rule: a lower-case Dart identifier that is not a reserved word (`async` and `sync` included).
    static let pubPackageName = StringRule(
        summary:
            "a pub package name (lower-case letters, digits and `_`, not a Dart reserved word) such as `example_sdk`",
        pattern: "^[a-z_][a-z0-9_]*$"
    ) { text in
        let first = text.unicodeScalars.first
        return (first == "_" || first.map { ("a"..."z").contains($0) } == true)
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0.isASCIIDigit || $0 == "_" }
            && !DartLanguage.reservedWords.union(["async", "sync"]).contains(text)
    }

    /// A Swift module's name: an identifier, as SwiftPM and Xcode name a target's module.
    static let moduleName = StringRule(
        summary: "a Swift module name such as `CheckoutContract`", pattern: identifier.pattern, check: identifier.check)

    /// The rule a platform's `package` follows in `language`.
    static func package(in language: Language) -> StringRule {
        switch language.target.capabilities.packageForm {
        case .dotted: dottedPackageName
        case .npm: npmPackageName
        case .pub: pubPackageName
        case .module: moduleName
        }
    }

    static let typeName = StringRule(
        summary:
            "a type such as `string`, `integer`, `duration_ms`, `json`, an enum's or a record's name, `map<T>` of one of them, or one of them followed by `[]`",
        pattern: "^(map<)*[a-z][a-z0-9_]*(\\[\\]|>)*$"
    ) { text in
        isTypeName(text[...])
    }

    /// `T[]`, `map<T>` or a name, nested as deep as written.
    private static func isTypeName(_ text: Substring) -> Bool {
        if text.hasSuffix("[]") { return isTypeName(text.dropLast(2)) }
        if text.hasPrefix("map<") && text.hasSuffix(">") { return isTypeName(text.dropFirst(4).dropLast()) }
        return Identifier.isValid(String(text))
    }

    static let hostPattern = StringRule(
        summary: "a lowercase host name such as `example.com`, or `*.example.com` for every subdomain",
        pattern: "^(\\*\\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$"
    ) { text in
        let host = text.hasPrefix("*.") ? text.dropFirst(2) : Substring(text)
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy(isHostLabel)
    }

    /// A host group's host: a host pattern, with the port it loads on where that is not 443.
    static let hostGroupPattern = StringRule(
        summary:
            "a lowercase host name such as `example.com`, or `*.example.com` for every subdomain, with `:port` where it is not 443",
        pattern: "^(\\*\\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:[0-9]{1,5})?$"
    ) { text in
        guard let colon = text.lastIndex(of: ":") else { return hostPattern.check(text) }
        guard let port = Int(text[text.index(after: colon)...]), (1...65_535).contains(port) else { return false }
        return hostPattern.check(String(text[..<colon]))
    }

    static let scheme = StringRule(
        summary: "a URL scheme without the colon, such as `file`",
        pattern: "^[a-z][a-z0-9+.-]*$"
    ) { text in
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || $0.isASCIIDigit || "+.-".unicodeScalars.contains($0)
        }
    }

    /// An https address a page can link: printable ASCII without spaces or angle brackets, so it makes an autolink.
    static let pageURL = StringRule(
        summary: "an https URL without spaces or angle brackets",
        pattern: "^https://[!-;=?-~]+$"
    ) { text in
        text.hasPrefix("https://") && text.count > 8
            && text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && $0 != "<" && $0 != ">" }
    }

    private static func isLowerIdentifier(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0.isASCIIDigit || $0 == "_" }
    }

    private static func isHostLabel(_ label: Substring) -> Bool {
        guard !label.isEmpty, label.count <= 63, label.first != "-", label.last != "-" else { return false }
        return label.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0.isASCIIDigit || $0 == "-" }
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
