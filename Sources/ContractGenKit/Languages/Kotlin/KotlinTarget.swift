import Mustache

/// Kotlin for each platform written in Kotlin: the contract as sealed types and plain value classes with
/// their `org.json` codecs, the bridge protocol, the session URL builder and the navigation policy, and for
/// contracts with flows the records, the catch-all event, a callbacks interface and a dispatcher per flow. The
/// Kotlin standard library and `org.json` only; every public declaration has an explicit visibility and
/// type, so the files compile in explicit API mode.
///
/// Template context (`Templates/kotlin/*.mustache`), shared by every file; names are Kotlin declarations,
/// `*Literal` values are Kotlin string literals, `*Markdown` values are KDoc text, `doc` values are KDoc lines:
/// - `package` (`com.example.contract`), `contractFile`, `failureType` (the failure codes' enum), and each of
///   `declaredTypes` under its role's key (`TypeRole`: `resultType`, `decodeOutcomeType`, `failureErrorType`, …).
/// - `enums`: `[{ typeName, doc, unknownType, cases: [{ name, wireLiteral, earlierWires, doc, isLast }] }]`;
///   `earlierWires` are `[{ literal }]`, the values a renamed value had before. The readers' earlier wire values:
///   `wireAliasContext`.
/// - `results`, `events`: `[{ typeName, wireLiteral, doc, hasFields, isDelivered, fields, isLast }]`, where
///   `fields` is `[{ name, type, defaultValue, doc, wireLiteral, isOptional, expectedLiteral, converter, encoded,
///   isLast }]`: `defaultValue` is ` = null` for an optional field, the templates read it from `fields` (a field
///   reader) with `converter` and write `encoded`, its value as JSON, with `put` (`putOpt` when optional).
///   `resultDoc`, `resultTagLiteral` (`"type"`) and
///   `anyResultFields` go with them.
/// - `options`: `[{ name, type, defaultLiteral, doc, read, check, isSensitive, redactedLiteral, labelLiteral,
///   isEnum, isNullable, isLast }]`; `read` is how `fromJson` reads it (`PlatformCode.readContext`), `check` its
///   check (`PlatformCode.checkContext`, null when there is none).
/// - `invalidConfig` (`failureContext`: `{ case, wireLiteral }`) and `invalidConfigMarkdown`.
/// - Bridge: `version`, `maxBytes` (`10_240`), `sourceLiteral`, `<role>KeyLiteral` and `<role>KeyMarkdown`
///   for each envelope field, `endpoint: { nameLiteral, methodLiteral, kindMarkdown }`.
/// - Navigation: the keys of `PlatformCode.navigationContext` (NavigationContext.swift).
/// - The sections (`PlatformCode.sectionsContext`: `hasResults`, `hasBridge`, `needsURLs`, …): which files have
///   content; a file whose part the contract lacks holds only its header and package, so the set of files stays
///   fixed.
/// - Callbacks (`KotlinFlows`): `hasCallbacks` (a callbacks interface per flow, on platforms with
///   callback objects), `hasDispatch`;
///   `records: [{ typeName, typeNameLiteral, doc, hasFields, fields, derived: [{ name, wireLiteral, doc, expression }], isPayload,
///   payloadStorage, rawAccessors: [{ name, isText, doc }], toJsonDoc }]` with `fields` as for results;
///   `catchAll: { typeName, doc }`; `flows: [{ callbacksType, dispatcherType, callbacksDoc, dispatcherDoc,
///   callbacks: [{ name, parameter, doc, isRequired }], messages: [{ wireLiteral, payloadType,
///   bindsPayload, payloadVariable, calls }], unknownCalls, hasUnknownCalls }]`, where `payloadType` is the record a
///   message's payload decodes to (null when it has none) and each call is `PlatformCode.stepContext`;
///   `legacyTypeKeyLiteral`, `legacyPayloadKeyLiteral` (and `…Markdown`), `handshake: { type, readyLiteral,
///   replyLiteral, readyMarkdown, replyMarkdown, fields: [{ name, type, wireLiteral, isOptional, encoded }], replyDoc }`.
struct KotlinTarget: LanguageTarget {
    let code: PlatformCode
    let folder: String

    static let language = Language.kotlin
    static let rules: any LanguageRules = KotlinLanguage()
    static let displayName = "Kotlin"
    static let folder = "Kotlin"
    static let capabilities = LanguageCapabilities(
        hasRecords: true, callbacksTypes: .forCallbackObjects, dispatcherTypes: .forCallbackObjects,
        enumValuesInsideEnumType: true, callsNativeCode: false, hasMainActor: false, labelsArguments: false)
    static let commonTypes = CommonTypes(
        result: "Result", event: "Event", message: "Message", rejection: "Rejection", bridge: "Bridge",
        sender: "Sender", senderPolicy: "SenderPolicy", configuration: "Configuration",
        failureError: "FailureException", sessionUrl: "SessionUrl", navigationDecision: "NavigationDecision",
        navigationPolicy: "NavigationPolicy", blockedNavigationCounter: "BlockedNavigationCounter",
        webViewSecurity: "WebViewSecurity", resultTracker: "ResultTracker")
    static let declaredTypes = commonTypes.declared(with: [
        .json: "Json", .wireEnum: "WireEnum", .decodeOutcome: "DecodeOutcome", .validation: "Validation",
        .fieldReader: "FieldReader", .urlParts: "UrlParts", .hostPattern: "HostPattern",
        .percentEncoding: "PercentEncoding", .dispatchOutcome: "DispatchOutcome",
        .dispatchRejection: "DispatchRejection", .legacyMessage: "LegacyMessage", .handshake: "Handshake",
    ])

    static func generatedMembers(in scope: MemberScope) -> Set<String> {
        switch scope {
        // Each value is a nested `data object`, beside the interface's companion object.
        case .enumValues: ["Companion"]
        // Every event has its wire type and whether it is delivered to the host.
        case .eventFields: ["type", "isDelivered"]
        // Every record has `toJson()`; a payload record keeps the payload it was read from.
        case .recordFields: ["toJson", KotlinFlows.payloadStorage]
        case .options, .resultFields: []
        }
    }

    static let templates = [
        "ContractJson", "ContractEnums", "ContractResult", "ContractEvents", "ContractBridge",
        "ContractConfiguration", "ContractUrl", "ContractSessionUrl", "ContractNavigation", "ContractRecords",
        "ContractCallbacks", "ContractDispatch",
    ]

    /// `public`, or `internal` to keep the layer inside the SDK's module.
    let access: GenerationOptions.Access

    /// The SDK's interface and the session's.
    static func surfaceTypeNames(_ plan: SurfacePlan, naming: TypeNaming) -> [String] {
        [naming.typeName(plan.sdk.name, overrides: plan.sdk.names) + "Api"]
            + (plan.sdk.session.map { [naming.typeName($0.name, overrides: $0.names)] } ?? [])
    }

    init(code: PlatformCode, folder: String, options: GenerationOptions) {
        self.code = code
        self.folder = folder
        self.access = options.access
    }

    private var kotlin: KotlinCode { KotlinCode(code: code) }

    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError) {
        let context = self.context
        for name in Self.templates {
            emit(try templates.file("\(folder)/\(name).kt", from: "kotlin/\(name).kt", context))
        }
    }

    var context: MustacheValue {
        var context: [String: MustacheValue] = [
            "contractFile": "contract.json",
            "package": .string(kotlin.packageName),
            // Written either way: explicit API mode asks every declaration to say. A member of an interface is
            // public or, in an internal one, says nothing; Java's static entry points are only for a public layer.
            "access": .string(access == .public ? "public " : "internal "),
            "interfaceMemberAccess": .string(access == .public ? "public " : ""),
            "isPublic": .bool(access == .public),
            "resultTagLiteral": code.literal(Contract.resultTag),
        ]
        code.declaredTypeNames(into: &context)
        // The lists that grow with the contract are made only while a file that reads them renders.
        context["enums"] = .whenRead { .list(code.enums.map(enumContext)) }
        context["resultDoc"] = kotlin.doc(["How the flow ended, as the SDK returns it to the host app."])
        context["results"] = .whenRead {
            let results = code.contract.results
            return PlatformCode.list(
                results.map { result in
                    caseContext(
                        result, among: results, kind: "Result", wire: result.name.raw,
                        doc: [result.description, "Returned when: " + result.when], fields: result.fields)
                })
        }
        context["anyResultFields"] = .bool(code.contract.results.contains { !$0.fields.isEmpty })
        context["events"] = .whenRead {
            let events = code.contract.events
            return PlatformCode.list(
                events.map { event in
                    var item = caseContext(
                        event, among: events, kind: "Event", wire: event.wire, doc: [event.description],
                        fields: event.payload)
                    item["isDelivered"] = code.deliveredLiteral(event)
                    return item
                })
        }
        let options = MustacheValue.whenRead { PlatformCode.list(code.options.map(optionContext)) }
        context["options"] = options
        // The builder passes a deprecated option on, which would warn.
        context["hasDeprecatedOptions"] = .bool(code.options.contains { $0.evolution.deprecated != nil })
        context["optionTypeAliases"] = code.optionTypeAliases(spelling: kotlin.spelling)
        // The payload problems of both rejection types, through one partial.
        context["bridgeRejections"] = ["sealedType": .string(code.typeName(of: .rejection))]
        context["dispatchRejections"] = ["sealedType": .string(code.typeName(of: .dispatchRejection))]
        // The configuration's equals and hashCode, through the partial every value class uses.
        context["configurationEquality"] = ["typeName": .string(code.typeName(of: .configuration)), "fields": options]
        if let failure = code.contract.configuration?.failure {
            context["invalidConfig"] = code.failureContext(failure) { code.enumCase($0.name, overrides: $0.names) }
            context["invalidConfigMarkdown"] = .string(code.inlineCode(failure.raw))
        }
        let contract = code.contract
        code.sectionsContext(into: &context)
        if let bridge = contract.bridge { context.add(code.bridgeContext(bridge)) }
        navigationContext(into: &context)
        code.securityContext(into: &context)
        code.wireAliasContext(into: &context)
        context["resultTracker"] = code.lowered.results.map(resultTrackerContext) ?? .null
        context["endingMembers"] = [
            "typeName": "Ending",
            "fields": PlatformCode.list([
                ["name": "result", "labelLiteral": code.literal("result=")],
                ["name": "delayMillis", "labelLiteral": code.literal("delayMillis=")],
            ]),
        ]
        context.add(KotlinFlows(kotlin: kotlin).context)
        return .object(context)
    }

    private func resultTrackerContext(_ plan: ResultPlan) -> MustacheValue {
        code.resultTrackerContext(
            plan,
            spelling: ResultTrackerSpelling(
                eventCase: {
                    code.typeName(of: .event) + "." + code.nestedTypeName($0.name, overrides: $0.names, kind: "Event")
                },
                resultCase: { code.typeName(of: .result) + "." + code.nestedTypeName($0.name, kind: "Result") },
                member: { code.member($0.name, overrides: $0.names) },
                parameterType: { kotlin.spelling($0.type) + ($0.isOptional ? "?" : "") },
                optionMember: { code.member($0.name, overrides: $0.names) }),
            note:
                "Its methods are synchronized: messages the bridge reads on its thread and actions on the main thread are taken in turn."
        )
    }

    // MARK: - Types

    private func enumContext(_ type: EnumType) -> MustacheValue {
        let names = type.values.map { code.enumCase($0.name, overrides: $0.names) }
        let typeName = code.typeName(type.name, overrides: type.names)
        let cases = zip(type.values, names).map { value, name -> [String: MustacheValue] in
            // Qualified, so a replacement reads the same wherever the deprecated value was used.
            let evolution = code.evolution(of: value, among: type.values, qualifier: typeName + ".") {
                code.enumCase($0, overrides: $1)
            }
            return [
                "name": .string(name), "wireLiteral": code.literal(value.wire),
                "doc": kotlin.doc([value.description] + evolution.paragraphs),
                "earlierWires": code.earlierWires(value),
            ].adding(evolution.context)
        }
        return [
            "typeName": .string(typeName),
            "doc": kotlin.doc([type.description]),
            "unknownType": .string(KotlinCode.unknownType(avoiding: names)),
            "cases": PlatformCode.list(cases),
        ]
    }

    private func caseContext<Element: Evolving>(
        _ element: Element, among siblings: [Element], kind: String, wire: String, doc: [String?],
        fields: [Field]
    ) -> [String: MustacheValue] {
        let evolution = code.evolution(of: element, among: siblings) {
            code.nestedTypeName($0, overrides: $1, kind: kind)
        }
        return [
            "typeName": .string(code.nestedTypeName(element.name, overrides: element.nameOverrides, kind: kind)),
            "wireLiteral": code.literal(wire),
            "doc": kotlin.doc(doc + evolution.paragraphs),
            "hasFields": .bool(!fields.isEmpty),
            "fields": PlatformCode.list(fields.map { kotlin.fieldContext($0, among: fields) }),
        ].adding(evolution.context)
    }

    private func optionContext(_ option: Option) -> [String: MustacheValue] {
        let evolution = code.evolution(of: option, among: code.options) { code.member($0, overrides: $1) }
        let name = code.member(option.name, overrides: option.names)
        let converter = kotlin.converter(option.type)
        var item: [String: MustacheValue] = [
            "name": .string(name),
            "type": .string(kotlin.optionTypeName(option) + (option.isNullable ? "?" : "")),
            "doc": kotlin.doc(
                code.optionDocParagraphs(option) + [option.type == .durationMilliseconds ? "In milliseconds." : nil]
                    + evolution.paragraphs),
            // How `toString()` shows it: redacted, or after its label (an enum as its wire value).
            "isSensitive": .bool(option.isSensitive),
            "redactedLiteral": code.literal(option.name.raw + ": <redacted>"),
            "labelLiteral": code.literal(option.name.raw + ": "),
            "keyLiteral": code.literal(option.name.raw),
            // `toJson()`'s value: an enum as its wire value, a list as a JSONArray.
            "encoded": .string(kotlin.encoder(option.type, name, isOptional: option.isNullable)),
            "isEnum": .bool({ if case .enumeration = option.type { true } else { false } }()),
            "isNullable": .bool(option.isNullable),
            // A list is a constructor parameter copied into its property: a caller's MutableList changed later
            // is not the configuration's.
            "isList": .bool({ if case .array = option.type { true } else { false } }()),
            "check": code.checkContext(option, member: name),
        ]
        // The constructor's default; the read's own default is in `read`.
        if case .defaulted(let value) = option.requirement {
            item["defaultLiteral"] = .string(kotlin.literal(value, of: option.type))
        } else {
            item["defaultLiteral"] = .null
        }
        item["read"] = code.readContext(option, converter: converter) { kotlin.literal($0, of: option.type) }
        return item.adding(evolution.context)
    }

    // MARK: - Bridge and navigation

    private func navigationContext(into context: inout [String: MustacheValue]) {
        guard let plan = code.plan.navigation else { return }
        context.add(
            code.navigationContext(
                plan, member: code.member, enumCase: { code.enumCase($0.name, overrides: $0.names) },
                doc: { kotlin.doc([$0]) })
        )
    }
}
