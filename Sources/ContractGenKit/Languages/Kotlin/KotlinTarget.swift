import Mustache

/// Kotlin for each platform written in Kotlin: the contract as sealed types and plain value classes with
/// their `org.json` codecs, the bridge protocol, the session URL builder and the navigation policy, and for
/// contracts with flows the records, the catch-all event, a callbacks interface and a dispatcher per flow. The
/// Kotlin standard library and `org.json` only; every public declaration has an explicit visibility and
/// type, so the files compile in explicit API mode.
///
/// Template context (`Templates/kotlin/*.mustache`), shared by every file: `KotlinContext`.
struct KotlinTarget: LanguageTarget {
    let code: PlatformCode
    let folder: String

    static let language = Language.kotlin
    static let rules: any LanguageRules = KotlinLanguage()
    static let displayName = "Kotlin"
    static let folder = "Kotlin"
    static let capabilities = LanguageCapabilities(
        hasRecords: true, callbacksTypes: .forCallbackObjects, dispatcherTypes: .forCallbackObjects,
        enumValuesInsideEnumType: true, callsNativeCode: false, hasMainActor: false, labelsArguments: false,
        wideIntegerAccessor: "getLong")
    static let commonTypes = CommonTypes(
        result: "Result", event: "Event", payloadProblem: "PayloadException", message: "Message",
        rejection: "Rejection", bridge: "Bridge",
        sender: "Sender", senderPolicy: "SenderPolicy", configuration: "Configuration",
        failureError: "FailureException", configurationError: "ConfigurationException", sessionUrl: "SessionUrl",
        navigationDecision: "NavigationDecision",
        navigationPolicy: "NavigationPolicy", blockedNavigationCounter: "BlockedNavigationCounter",
        webViewSecurity: "WebViewSecurity", resultTracker: "ResultTracker")
    static let declaredTypes = commonTypes.declared(with: [
        .conformance: "Conformance", .conformanceReport: "ConformanceReport", .conformanceSuite: "ConformanceTest",
        .json: "Json", .wireEnum: "WireEnum", .integerWireEnum: "IntegerWireEnum", .decodeOutcome: "DecodeOutcome",
        .validation: "Validation",
        .fieldReader: "FieldReader", .urlParts: "UrlParts", .hostPattern: "HostPattern",
        .percentEncoding: "PercentEncoding", .dispatchOutcome: "DispatchOutcome",
        .dispatchRejection: "DispatchRejection", .legacyMessage: "LegacyMessage", .handshake: "Handshake",
    ])

    static func generatedMembers(in scope: MemberScope) -> Set<String> {
        switch scope {
        // Each value is a nested `data object`, beside the interface's companion object and the members every value
        // has (a value spelled `wire` under a lower-case policy hid the property the unknown value overrides).
        case .enumValues: ["Companion", "wire", "isKnown", "knownValues", "fromWire"]
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
        // A part the contract lacks gets no file.
        for name in Self.templates {
            let file = try templates.file("\(folder)/\(name).kt", from: "kotlin/\(name).kt", context)
            if !file.declaresNothing { emit(file) }
        }
        // The SDK's test of this layer, beside it rather than in it: a folder its test source set compiles.
        if conformanceContext != nil {
            // Each file is named after the type it declares.
            for (role, template) in [(TypeRole.conformance, "Conformance"), (.conformanceSuite, "ConformanceTest")] {
                emit(
                    try templates.file(
                        "\(Target.testsFolder)/\(folder)/\(code.typeName(of: role)).kt", from: "kotlin/\(template).kt",
                        context))
            }
        }
    }

    var viewModel: KotlinContext {
        let contract = code.contract
        let options = WhenRead { code.options.map(optionContext) }
        return KotlinContext(
            contractFile: "contract.json", package: kotlin.packageName,
            access: access == .public ? "public " : "internal ",
            interfaceMemberAccess: access == .public ? "public " : "", isPublic: access == .public,
            resultTagLiteral: code.rules.stringLiteral(Contract.resultTag), declaredTypes: code.declaredTypeNames,
            enums: WhenRead { code.enums.map(enumContext) },
            wireEnumProtocols: code.wireEnumProtocols(Self.wireTypes),
            resultDoc: kotlin.doc(["How the flow ended, as the SDK returns it to the host app."]),
            messageSummary: code.messageSummary,
            results: WhenRead {
                contract.results.map { result in
                    caseContext(
                        result, among: contract.results, kind: "Result", wire: result.name.raw,
                        doc: [result.description, "Returned when: " + result.when], fields: result.fields)
                }
            },
            anyResultFields: contract.results.contains { !$0.fields.isEmpty },
            events: WhenRead {
                contract.events.map { event in
                    EventContext(
                        caseContext(
                            event, among: contract.events, kind: "Event", wire: event.wire,
                            doc: [event.description], fields: event.payload), of: event)
                }
            },
            options: options, hasDeprecatedOptions: code.options.contains { $0.evolution.deprecated != nil },
            hasOptionDefaults: code.options.contains { if case .defaulted = $0.requirement { true } else { false } },
            optionTypeAliases: code.optionTypeAliases(spelling: kotlin.spelling),
            bridgeRejections: .init(sealedType: code.typeName(of: .rejection)),
            dispatchRejections: .init(sealedType: code.typeName(of: .dispatchRejection)),
            configurationEquality: .init(typeName: code.typeName(of: .configuration), fields: options),
            configurationProblem: contract.configuration.map {
                code.configurationProblemContext($0) { code.enumCase($0.name, overrides: $0.names) }
            },
            sections: code.sectionsContext,
            bridge: contract.bridge.map { code.bridgeContext($0) }, navigation: navigationContext,
            security: code.securityContext, wireAliases: code.wireAliasContext,
            resultTracker: code.plan.results.map(resultTrackerContext),
            endingMembers: .init(
                typeName: "Ending",
                fields: WhenRead {
                    [
                        .init(name: "result", labelLiteral: code.rules.stringLiteral("result=")),
                        .init(name: "delayMillis", labelLiteral: code.rules.stringLiteral("delayMillis=")),
                    ]
                }),
            flows: KotlinFlows(kotlin: kotlin).context, conformance: WhenRead { conformanceContext })
    }

    private func resultTrackerContext(_ plan: ResultPlan) -> ResultTrackerContext {
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

    static let wireTypes = WireTypes(string: "String", integer: "Long")

    private func enumContext(_ type: EnumType) -> KotlinEnum {
        let names = type.values.map { code.enumCase($0.name, overrides: $0.names) }
        let typeName = code.typeName(type.name, overrides: type.names)
        let grouping = code.groupingContext(of: type, write: kotlin.doc)
        let conformance = code.wireConformance(of: type, Self.wireTypes)
        return KotlinEnum(
            typeName: typeName, doc: kotlin.doc([type.description]), protocolName: conformance.protocolName,
            rawType: conformance.rawType,
            unknownType: KotlinCode.unknownType(avoiding: names),
            cases: zip(type.values, names).map { value, name in
                // Qualified, so a replacement reads the same wherever the deprecated value was used.
                code.enumValueContext(
                    value, of: type, name: name, qualifier: typeName + ".", write: kotlin.doc,
                    spell: { code.enumCase($0, overrides: $1) },
                    group: { (grouping?.type ?? "") + "." + code.enumCase($0.name, overrides: $0.names) })
            }, grouping: grouping)
    }

    private func caseContext<Element: Evolving>(
        _ element: Element, among siblings: [Element], kind: String, wire: String, doc: [String?],
        fields: [Field]
    ) -> CaseContext<KotlinField> {
        code.caseContext(
            element, among: siblings,
            typeName: code.nestedTypeName(element.name, overrides: element.nameOverrides, kind: kind), wire: wire,
            doc: doc, fields: fields.map { kotlin.fieldContext($0, among: fields) }, write: kotlin.doc,
            spell: { code.nestedTypeName($0, overrides: $1, kind: kind) })
    }

    private func optionContext(_ option: Option) -> KotlinOption {
        let evolution = code.evolution(of: option, among: code.options) { code.member($0, overrides: $1) }
        let name = code.member(option.name, overrides: option.names)
        let literal = code.rules.stringLiteral
        var defaultLiteral: String?
        if case .defaulted(let value) = option.requirement { defaultLiteral = kotlin.literal(value, of: option.type) }
        return KotlinOption(
            name: name, type: kotlin.optionTypeName(option) + (option.isNullable ? "?" : ""),
            doc: kotlin.doc(
                code.optionDocParagraphs(option) + [option.type == .durationMilliseconds ? "In milliseconds." : nil]
                    + evolution.paragraphs),
            isSensitive: option.isSensitive, redactedLiteral: literal(option.name.raw + ": <redacted>"),
            labelLiteral: literal(option.name.raw + ": "), keyLiteral: literal(option.name.raw),
            encoded: kotlin.encoder(option.type, name, isOptional: option.isNullable),
            isEnum: { if case .enumeration = option.type { true } else { false } }(), isNullable: option.isNullable,
            isList: { if case .array = option.type { true } else { false } }(),
            check: code.checkContext(option, member: name), defaultLiteral: defaultLiteral,
            read: code.readContext(option, converter: kotlin.converter(option.type)) {
                kotlin.literal($0, of: option.type)
            },
            evolution: evolution.context)
    }

    // MARK: - Bridge and navigation

    private var navigationContext: NavigationContext? {
        code.plan.navigation.map { plan in
            code.navigationContext(
                plan, member: code.member, enumCase: { code.enumCase($0.name, overrides: $0.names) },
                doc: { kotlin.doc([$0]) })
        }
    }
}
