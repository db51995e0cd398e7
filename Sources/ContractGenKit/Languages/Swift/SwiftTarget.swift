import Mustache

/// Swift for the iOS SDK: the contract as public, `Sendable`, `Equatable` types with their codecs, the bridge
/// protocol, the session URL builder and the navigation policy. Foundation only.
///
/// Template context (`Templates/swift/*.mustache`), shared by every file: `SwiftContext`.
struct SwiftTarget: LanguageTarget {
    let code: PlatformCode
    let folder: String
    var access: GenerationOptions.Access = .public
    var inOneFile = false

    static let language = Language.swift
    static let rules: any LanguageRules = SwiftLanguage()
    static let displayName = "Swift"
    static let folder = "Swift"
    static let capabilities = LanguageCapabilities(
        hasRecords: true, callbacksTypes: .forCallbackObjects, dispatcherTypes: .everyFlow,
        enumValuesInsideEnumType: false, callsNativeCode: false, hasMainActor: true, labelsArguments: true,
        deprecatedCasesTypeSuffix: "DeprecatedCases", packageForm: .module, wideIntegerAccessor: "getInt64",
        sessionProtocolSuffix: "Protocol",
        nestsPayloadTypesBesideCases: true)
    static let commonTypes = CommonTypes(
        result: "Result", event: "Event", payloadProblem: "PayloadProblem", message: "Message", rejection: "Rejection",
        bridge: "Bridge",
        sender: "Sender", senderPolicy: "SenderPolicy", configuration: "Configuration", failureError: "Failure",
        configurationError: "ConfigurationError",
        sessionUrl: "SessionURL", navigationDecision: "NavigationDecision", navigationPolicy: "NavigationPolicy",
        blockedNavigationCounter: "BlockedNavigationCounter", webViewSecurity: "WebViewSecurity",
        resultTracker: "ResultTracker")
    static let declaredTypes = commonTypes.declared(with: [
        .conformance: "Conformance", .conformanceReport: "ConformanceReport", .conformanceSuite: "ConformanceTests",
        .json: "JSON", .jsonParser: "JSONParser", .wireEnum: "WireEnum", .integerWireEnum: "IntegerWireEnum",
        .validation: "Validation",
        .fieldReader: "FieldReader", .urlParts: "URLParts", .hostPattern: "HostPattern",
        .percentEncoding: "PercentEncoding", .dispatchOutcome: "DispatchOutcome",
        .dispatchRejection: "DispatchRejection", .legacyMessage: "LegacyMessage", .handshake: "Handshake",
        .listeners: "Listeners",
    ])

    static func generatedMembers(in scope: MemberScope) -> Set<String> {
        switch scope {
        // `knownCases` is a static member of every enum, like the cases; `rawValue` and `isKnown` are every value's.
        case .enumValues: ["knownCases", "rawValue", "isKnown"]
        // The configuration is `CustomStringConvertible` and `Codable`, and has `validate()` and `json`.
        case .options: ["description", "debugDescription", "validate", "json"]
        case .recordFields: ["json", "jsonObject", "sentPayload", "sentText"]
        case .eventFields, .resultFields: []
        }
    }

    static let templates = [
        "ContractJSON", "ContractEnums", "ContractResult", "ContractEvents", "ContractBridge",
        "ContractConfiguration", "ContractURL", "ContractSessionURL", "ContractNavigation",
        "ContractRecords", "ContractCallbacks", "ContractDispatch",
    ]

    /// The protocols the SDK and its session conform to.
    static func surfaceTypeNames(_ plan: SurfacePlan, naming: TypeNaming) -> [String] {
        [naming.typeName(plan.sdk.name, overrides: plan.sdk.names) + "Protocol"]
            + (plan.sdk.session.map {
                [naming.typeName($0.name, overrides: $0.names) + (capabilities.sessionProtocolSuffix ?? "")]
            } ?? [])
    }

    init(code: PlatformCode, folder: String, options: GenerationOptions) {
        self.code = code
        self.folder = folder
        self.access = options.access
        self.inOneFile = options.swiftInOneFile
    }

    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError) {
        let context = self.context
        if inOneFile {
            emit(try templates.file("\(folder)/Contract.swift", from: "swift/single-file.swift", context))
            return
        }
        // A part the contract lacks gets no file.
        for name in Self.templates {
            let file = try templates.file("\(folder)/\(name).swift", from: "swift/\(name).swift", context)
            if !file.declaresNothing { emit(file) }
        }
        // The SDK's test of this layer, beside it rather than in it: a folder its test target compiles.
        if !VectorsTarget(code.lowered).fileNames.isEmpty {
            // Each file is named after the type it declares.
            for (role, template) in [(TypeRole.conformance, "Conformance"), (.conformanceSuite, "ConformanceTests")] {
                emit(
                    try templates.file(
                        "\(Target.testsFolder)/\(folder)/\(code.typeName(of: role)).swift",
                        from: "swift/\(template).swift",
                        context))
            }
        }
    }

    var viewModel: SwiftContext {
        let contract = code.contract
        let eventKeys = contract.bridge?.envelope ?? .standard
        return SwiftContext(
            contractFile: "contract.json", prefix: code.typePrefix,
            // Internal is Swift's default, so it is left unwritten.
            access: access == .public ? "public " : "", isPart: inOneFile,
            resultTagLiteral: code.rules.stringLiteral(Contract.resultTag), durationType: durationType,
            usesDuration: code.platform.hasSwiftDuration, declaredTypes: code.declaredTypeNames,
            enums: WhenRead { code.enums.map(enumContext) },
            wireEnumProtocols: code.wireEnumProtocols(Self.wireTypes),
            resultDoc: code.doc("How the flow ended, as the SDK returns it to the host app."),
            messageSummary: code.messageSummary,
            eventTypeKeyLiteral: code.rules.stringLiteral(eventKeys.type),
            eventPayloadKeyLiteral: code.rules.stringLiteral(eventKeys.payload),
            eventJSONDoc:
                "The event as JSON: its \(code.inlineCode(eventKeys.type)) and \(code.inlineCode(eventKeys.payload))"
                + (contract.bridge == nil ? "." : ", under the envelope's keys."),
            results: WhenRead {
                contract.results.map {
                    caseContext(
                        $0, among: contract.results, kind: "Result", wire: $0.name.raw,
                        doc: [$0.description, "Returned when: " + $0.when], fields: $0.fields)
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
            anyEventFields: contract.events.contains { !$0.payload.isEmpty },
            eventDeprecatedCases: WhenRead {
                caseDeprecations(contract.events, in: code.typeName(of: .event), kind: "Event") {
                    !$0.payload.isEmpty
                }
            },
            resultDeprecatedCases: WhenRead {
                caseDeprecations(contract.results, in: code.typeName(of: .result), kind: "Result") {
                    !$0.fields.isEmpty
                }
            },
            options: WhenRead { withParameters(code.options.map(optionContext)) },
            optionTypeAliases: code.optionTypeAliases(spelling: spelling),
            configurationProblem: contract.configuration.map {
                code.configurationProblemContext($0) {
                    constructorName(code.enumCase($0.name, overrides: $0.names), $0.evolution)
                }
            },
            sections: code.sectionsContext,
            bridge: contract.bridge.map { code.bridgeContext($0) }, navigation: navigationContext,
            security: code.securityContext, wireAliases: code.wireAliasContext,
            resultTracker: code.plan.results.map(resultTrackerContext), records: recordsContext,
            flows: flowsContext, conformance: WhenRead { conformanceContext })
    }

    // MARK: - Types

    static let wireTypes = WireTypes(string: "String", integer: "Int64")

    private func enumContext(_ type: EnumType) -> SwiftEnum {
        let cases = type.values.map { value in
            let name = code.enumCase(value.name, overrides: value.names)
            return SwiftEnum.Case(
                value: code.enumValueContext(
                    value, of: type, name: name, write: code.doc, spell: { code.enumCase($0, overrides: $1) },
                    group: { "." + constructorName(code.enumCase($0.name, overrides: $0.names), $0.evolution) }),
                constructorName: constructorName(name, value.evolution))
        }
        let typeName = code.typeName(type.name, overrides: type.names)
        let conformance = code.wireConformance(of: type, Self.wireTypes)
        return SwiftEnum(
            typeName: typeName, doc: code.doc(type.description), protocolName: conformance.protocolName,
            rawType: conformance.rawType,
            unknownCase: SwiftLanguage.unknownCase(
                avoiding: type.values.map { code.enumCase($0.name, overrides: $0.names) }),
            cases: cases, grouping: code.groupingContext(of: type, write: code.doc),
            deprecatedCases: deprecatedCasesContext(
                typeName: typeName,
                cases: type.values.map { (code.enumCase($0.name, overrides: $0.names), $0.evolution, nil) }))
    }

    /// A result or an event. A deprecated field is marked in its doc comment alone: `@available` on it would warn in
    /// the generated code's own reads and writes. Renamed ones keep their type's earlier name.
    private func caseContext<Element: Evolving>(
        _ element: Element, among siblings: [Element], kind: String, wire: String, doc: [String?],
        fields: [Field]
    ) -> SwiftCase {
        let caseName = code.enumCase(element.name, overrides: element.nameOverrides)
        return SwiftCase(
            item: code.caseContext(
                element, among: siblings,
                typeName: code.nestedTypeName(element.name, overrides: element.nameOverrides, kind: kind), wire: wire,
                doc: doc, fields: withParameters(fields.map { fieldContext($0, among: fields) }), write: code.doc,
                spell: { code.nestedTypeName($0, overrides: $1, kind: kind) }),
            caseName: caseName, constructorName: constructorName(caseName, element.evolution))
    }

    /// The deprecated results or events of enum `typeName`, each made with its payload type nested there.
    private func caseDeprecations<Element: Evolving>(
        _ elements: [Element], in typeName: String, kind: String,
        hasPayload: (Element) -> Bool
    ) -> SwiftCaseDeprecations {
        SwiftCaseDeprecations(
            typeName: typeName,
            cases: deprecatedCasesContext(
                typeName: typeName,
                cases: elements.map { element in
                    let payload =
                        typeName + "." + code.nestedTypeName(element.name, overrides: element.nameOverrides, kind: kind)
                    return (
                        code.enumCase(element.name, overrides: element.nameOverrides), element.evolution,
                        hasPayload(element) ? payload : nil
                    )
                }))
    }

    /// A field; `siblings` are the fields beside it, where its `replaced_by` is.
    func fieldContext(_ field: Field, among siblings: [Field]) -> SwiftField {
        let evolution = code.evolution(of: field, among: siblings) { code.member($0, overrides: $1) }
        let name = code.member(field.name, overrides: field.names)
        let encodeValue =
            field.isOptional ? "value.\(name).map { \(encode(field.type, "$0")) }" : encode(field.type, "value.\(name)")
        return SwiftField(
            name: name, type: spelling(field.type) + (field.isOptional ? "?" : ""),
            wireLiteral: code.rules.stringLiteral(field.wire),
            doc: code.doc([field.description] + evolution.paragraphs),
            reference: SwiftLanguage.memberReference(name), isOptional: field.isOptional,
            // How the field is read (`decode` in the templates): its reader of the type, and what it must be.
            expectedLiteral: code.rules.stringLiteral(code.expectation(field.type)), converter: converter(field.type),
            encode: encodeValue, derived: nil, evolution: evolution.context, parameter: nil)
    }

    private func optionContext(_ option: Option) -> SwiftOption {
        let evolution = code.evolution(of: option, among: code.options) { code.member($0, overrides: $1) }
        let name = code.member(option.name, overrides: option.names)
        let stored = storedMember(of: option)
        let reference = SwiftLanguage.memberReference(stored)
        let member = reference.hasPrefix("self.") ? reference : "self." + stored
        let literal = code.rules.stringLiteral
        var defaultLiteral: String?
        if case .defaulted(let value) = option.requirement { defaultLiteral = self.literal(value, of: option.type) }
        return SwiftOption(
            name: name, storedName: stored, nameMarkdown: code.inlineCode(PlatformCode.unescaped(name)),
            type: optionTypeName(option) + (option.isNullable ? "?" : ""),
            doc: code.doc(
                code.optionDocParagraphs(option)
                    + [
                        option.type == .durationMilliseconds && !code.platform.hasSwiftDuration
                            ? "In milliseconds." : nil
                    ] + evolution.paragraphs),
            isSensitive: option.isSensitive, redactedLiteral: literal(option.name.raw + ": <redacted>"),
            labelLiteral: literal(option.name.raw + ": "), propertyLiteral: literal(PlatformCode.unescaped(name)),
            reference: reference, keyLiteral: literal(option.name.raw),
            // Through `self.`, so an option named like the encoder's local is still the option.
            encode: option.isNullable
                ? "\(member).map { \(encode(option.type, "$0")) } ?? .null" : encode(option.type, member),
            isNullable: option.isNullable, check: code.checkContext(option, member: reference),
            defaultLiteral: defaultLiteral,
            read: code.readContext(option, converter: converter(option.type)) { self.literal($0, of: option.type) },
            evolution: evolution.context, parameter: nil)
    }

    // MARK: - Results

    private func resultTrackerContext(_ plan: ResultPlan) -> ResultTrackerContext {
        code.resultTrackerContext(
            plan,
            spelling: ResultTrackerSpelling(
                eventCase: { code.enumCase($0.name, overrides: $0.names) },
                resultCase: { constructorName(code.enumCase($0.name), $0.evolution) },
                member: { code.member($0.name, overrides: $0.names) },
                parameterType: { spelling($0.type) + ($0.isOptional ? "?" : "") },
                optionMember: { SwiftLanguage.memberReference(storedMember(of: $0)) },
                parameterNames: Self.parameterNames,
                label: { SwiftLanguage.argumentLabel(code.member($0.name, overrides: $0.names)) }))
    }

    // MARK: - Navigation

    private var navigationContext: NavigationContext? {
        guard let plan = code.plan.navigation else { return nil }
        // An option is read where it is stored; a failure code is made as the generated code makes a case.
        let options = Dictionary(code.options.map { ($0.name, $0) }) { first, _ in first }
        let member = { (name: Identifier, names: NameOverrides) in
            options[name].map(storedMember) ?? code.member(name, overrides: names)
        }
        return code.navigationContext(
            plan, member: member,
            enumCase: { constructorName(code.enumCase($0.name, overrides: $0.names), $0.evolution) },
            doc: { code.doc($0) })
    }
}
