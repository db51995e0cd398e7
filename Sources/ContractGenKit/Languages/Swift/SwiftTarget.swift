import Mustache

/// Swift for the iOS SDK: the contract as public, `Sendable`, `Equatable` types with their codecs, the bridge
/// protocol, the session URL builder and the navigation policy. Foundation only.
///
/// Template context (`Templates/swift/*.mustache`), shared by every file; names are Swift declarations,
/// `*Literal` values are Swift string literals, `doc` values are `///` lines:
/// - `access`: `public ` or nothing, before every declaration meant for the SDK; `isPart`: the file renders as a
///   part of `swift/single-file.swift` (`--swift-file`), without the header and imports that file writes once.
/// - `prefix` (`Acme`), `failureType` (the failure codes' enum), and each of `declaredTypes` under its role's key
///   (`TypeRole`: `jsonType`, `resultType`, `sessionUrlType`, `dispatchOutcomeType`, …).
/// - `enums`: `[{ typeName, doc, unknownCase, cases: [{ name, wireLiteral, doc, isLast }] }]`.
/// - `results`, `events`: `[{ caseName, typeName, wireLiteral, doc, hasFields, isDelivered, fields }]`, where
///   `fields` is `[{ name, label, parameter, argument, type, wireLiteral, doc, isOptional, expectedLiteral,
///   converter, encode, isLast }]` (`label` at call sites, `parameter` in the memberwise initializer's signature,
///   `argument` in its body: see `withParameters` in SwiftCode.swift); the templates read a field from `fields`
///   (a field reader) with `converter`, and `encode` turns `value.<name>` into JSON.
/// - `options`: `[{ name, reference, label, parameter, argument, type, defaultLiteral, doc, read, check, isSensitive,
///   isNullable, redactedLiteral, labelLiteral, propertyLiteral }]`; `read` is `PlatformCode.readContext`, `check` is
///   `PlatformCode.checkContext` (null when there is none), `defaultLiteral` the initializer's default.
/// - The sections (`PlatformCode.sectionsContext`: `hasResults`, `hasBridge`, `needsURLs`, …): which files have
///   content; a file whose part the contract lacks holds only its header, so the set of files stays fixed.
/// - Bridge: `version`, `maxBytes`, `sourceLiteral`, `<role>Key` and `<role>KeyLiteral` for each envelope field,
///   `endpoint: { nameLiteral, methodLiteral, kindMarkdown }`.
/// - Navigation: the keys of `PlatformCode.navigationContext` (NavigationContext.swift).
/// - `resultTracker`: `PlatformCode.resultTrackerContext` (ResultTrackerContext.swift), null when no result says
///   what produces it.
/// - Records and the catch-all event: see `recordsContext()` (SwiftRecords.swift); callbacks, listeners,
///   dispatchers and the handshake: see `flowsContext()` (SwiftFlows.swift).
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
        deprecatedCasesTypeSuffix: "DeprecatedCases")
    static let commonTypes = CommonTypes(
        result: "Result", event: "Event", message: "Message", rejection: "Rejection", bridge: "Bridge",
        sender: "Sender", senderPolicy: "SenderPolicy", configuration: "Configuration", failureError: "Failure",
        sessionUrl: "SessionURL", navigationDecision: "NavigationDecision", navigationPolicy: "NavigationPolicy",
        blockedNavigationCounter: "BlockedNavigationCounter", webViewSecurity: "WebViewSecurity",
        resultTracker: "ResultTracker")
    static let declaredTypes = commonTypes.declared(with: [
        .json: "JSON", .jsonParser: "JSONParser", .wireEnum: "WireEnum", .validation: "Validation",
        .fieldReader: "FieldReader", .urlParts: "URLParts", .hostPattern: "HostPattern",
        .percentEncoding: "PercentEncoding", .dispatchOutcome: "DispatchOutcome",
        .dispatchRejection: "DispatchRejection", .legacyMessage: "LegacyMessage", .handshake: "Handshake",
        .listeners: "Listeners",
    ])

    static func generatedMembers(in scope: MemberScope) -> Set<String> {
        switch scope {
        // `knownCases` is a static member of every enum, like the cases.
        case .enumValues: ["knownCases"]
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
            + (plan.sdk.session.map { [naming.typeName($0.name, overrides: $0.names) + "Protocol"] } ?? [])
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
        for name in Self.templates {
            emit(try templates.file("\(folder)/\(name).swift", from: "swift/\(name).swift", context))
        }
    }

    var context: MustacheValue {
        var context: [String: MustacheValue] = [
            "contractFile": "contract.json",
            "prefix": .string(code.typePrefix),
            // Internal is Swift's default, so it is left unwritten.
            "access": .string(access == .public ? "public " : ""),
            // In one file, each file's template renders as a part of `swift/single-file.swift`, without the
            // header and imports that file writes once.
            "isPart": .bool(inOneFile),
            "resultTagLiteral": code.literal(Contract.resultTag),
            "durationType": .string(durationType),
            "usesDuration": .bool(code.platform.hasSwiftDuration),
        ]
        code.declaredTypeNames(into: &context)
        // The lists that grow with the contract are made only while a file that reads them renders.
        context["enums"] = .whenRead { .list(code.enums.map(enumContext)) }
        context["resultDoc"] = code.doc("How the flow ended, as the SDK returns it to the host app.")
        context["results"] = .whenRead {
            let results = code.contract.results
            return PlatformCode.list(
                results.map {
                    caseContext(
                        $0, among: results, kind: "Result", wire: $0.name.raw,
                        doc: [$0.description, "Returned when: " + $0.when], fields: $0.fields)
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
                    item["wireMarkdown"] = .string(code.inlineCode(event.wire))
                    return item
                })
        }
        context["anyEventFields"] = .bool(code.contract.events.contains { !$0.payload.isEmpty })
        context["eventDeprecatedCases"] = .whenRead {
            caseDeprecations(code.contract.events, in: code.typeName(of: .event), kind: "Event") { !$0.payload.isEmpty }
        }
        context["resultDeprecatedCases"] = .whenRead {
            caseDeprecations(code.contract.results, in: code.typeName(of: .result), kind: "Result") {
                !$0.fields.isEmpty
            }
        }
        context["options"] = .whenRead { PlatformCode.list(Self.withParameters(code.options.map(optionContext))) }
        context["optionTypeAliases"] = code.optionTypeAliases(spelling: spelling)
        if let failure = code.contract.configuration?.failure {
            context["invalidConfig"] = code.failureContext(failure) {
                constructorName(code.enumCase($0.name, overrides: $0.names), $0.evolution)
            }
            context["invalidConfigMarkdown"] = .string(code.inlineCode(failure.raw))
        }
        code.sectionsContext(into: &context)
        if let bridge = code.contract.bridge { context.add(code.bridgeContext(bridge)) }
        navigationContext(into: &context)
        code.securityContext(into: &context)
        code.wireAliasContext(into: &context)
        context["resultTracker"] = code.lowered.results.map(resultTrackerContext) ?? .null
        context.add(recordsContext())
        context.add(flowsContext())
        return .object(context)
    }

    // MARK: - Types

    private func enumContext(_ type: EnumType) -> MustacheValue {
        let cases = type.values.map { value -> [String: MustacheValue] in
            let evolution = code.evolution(of: value, among: type.values) { code.enumCase($0, overrides: $1) }
            let name = code.enumCase(value.name, overrides: value.names)
            return [
                "name": .string(name), "constructorName": .string(constructorName(name, value.evolution)),
                "wireLiteral": code.literal(value.wire),
                "doc": code.doc([value.description] + evolution.paragraphs), "earlierWires": code.earlierWires(value),
            ]
            .adding(evolution.context)
        }
        let typeName = code.typeName(type.name, overrides: type.names)
        return MustacheValue.object(
            [
                "typeName": .string(typeName),
                "doc": code.doc(type.description),
                "unknownCase": .string(
                    SwiftLanguage.unknownCase(avoiding: type.values.map { code.enumCase($0.name, overrides: $0.names) })
                ),
                "cases": PlatformCode.list(cases),
            ].adding(
                deprecatedCasesContext(
                    typeName: typeName,
                    cases: type.values.map {
                        (code.enumCase($0.name, overrides: $0.names), $0.evolution, nil)
                    })
            ))
    }

    /// A result or an event. A deprecated field is marked in its doc comment alone: `@available` on it would warn in
    /// the generated code's own reads and writes. Renamed ones keep their type's earlier name.
    private func caseContext<Element: Evolving>(
        _ element: Element, among siblings: [Element], kind: String, wire: String, doc: [String?],
        fields: [Field]
    ) -> [String: MustacheValue] {
        let evolution = code.evolution(of: element, among: siblings) {
            code.nestedTypeName($0, overrides: $1, kind: kind)
        }
        let caseName = code.enumCase(element.name, overrides: element.nameOverrides)
        return [
            "caseName": .string(caseName),
            "constructorName": .string(constructorName(caseName, element.evolution)),
            "typeName": .string(code.nestedTypeName(element.name, overrides: element.nameOverrides, kind: kind)),
            "wireLiteral": code.literal(wire),
            "doc": code.doc(doc + evolution.paragraphs),
            "hasFields": .bool(!fields.isEmpty),
            "fields": PlatformCode.list(Self.withParameters(fields.map { fieldContext($0, among: fields) })),
        ].adding(evolution.context)
    }

    /// The deprecated results or events of enum `typeName`, each made with its payload type nested there.
    private func caseDeprecations<Element: Evolving>(
        _ elements: [Element], in typeName: String, kind: String,
        hasPayload: (Element) -> Bool
    ) -> MustacheValue {
        .object(
            deprecatedCasesContext(
                typeName: typeName,
                cases: elements.map { element in
                    let payload =
                        typeName + "." + code.nestedTypeName(element.name, overrides: element.nameOverrides, kind: kind)
                    return (
                        code.enumCase(element.name, overrides: element.nameOverrides), element.evolution,
                        hasPayload(element) ? payload : nil
                    )
                }
            ).adding(["typeName": .string(typeName)]))
    }

    /// A field; `siblings` are the fields beside it, where its `replaced_by` is.
    func fieldContext(_ field: Field, among siblings: [Field]) -> [String: MustacheValue] {
        let evolution = code.evolution(of: field, among: siblings) { code.member($0, overrides: $1) }
        let name = code.member(field.name, overrides: field.names)
        let encodeValue =
            field.isOptional ? "value.\(name).map { \(encode(field.type, "$0")) }" : encode(field.type, "value.\(name)")
        return [
            "name": .string(name),
            "type": .string(spelling(field.type) + (field.isOptional ? "?" : "")),
            "wireLiteral": code.literal(field.wire),
            "doc": code.doc([field.description] + evolution.paragraphs),
            "reference": .string(SwiftLanguage.memberReference(name)),
            "isOptional": .bool(field.isOptional),
            // How the field is read (`decode` in the templates): its reader of the type, and what it must be.
            "expectedLiteral": code.literal(code.expectation(field.type)),
            "converter": .string(converter(field.type)),
            "encode": .string(encodeValue),
        ].adding(evolution.context)
    }

    private func optionContext(_ option: Option) -> [String: MustacheValue] {
        let evolution = code.evolution(of: option, among: code.options) { code.member($0, overrides: $1) }
        let name = code.member(option.name, overrides: option.names)
        let stored = storedMember(of: option)
        let reference = SwiftLanguage.memberReference(stored)
        let member = reference.hasPrefix("self.") ? reference : "self." + stored
        let optional = option.isNullable ? "?" : ""
        var item: [String: MustacheValue] = [
            "name": .string(name),
            "storedName": .string(stored),
            "nameMarkdown": .string(code.inlineCode(PlatformCode.unescaped(name))),
            "type": .string(optionTypeName(option) + optional),
            "doc": code.doc(
                code.optionDocParagraphs(option)
                    + [
                        option.type == .durationMilliseconds && !code.platform.hasSwiftDuration
                            ? "In milliseconds." : nil
                    ] + evolution.paragraphs),
            "isSensitive": .bool(option.isSensitive),
            "redactedLiteral": code.literal(option.name.raw + ": <redacted>"),
            "labelLiteral": code.literal(option.name.raw + ": "),
            // The property as `dump` names it: without the backticks of an escaped keyword.
            "propertyLiteral": code.literal(PlatformCode.unescaped(name)),
            "reference": .string(reference),
            "keyLiteral": code.literal(option.name.raw),
            // Written to JSON every time: null for an unset option, which `init(json:)` reads back as unset. Through
            // `self.`, so an option named like the encoder's local is still the option.
            "encode": .string(
                option.isNullable
                    ? "\(member).map { \(encode(option.type, "$0")) } ?? .null" : encode(option.type, member)),
            "isNullable": .bool(option.isNullable),
            "check": code.checkContext(option, member: reference),
        ]
        // The memberwise initializer's default; the read's own default is in `read`.
        if case .defaulted(let value) = option.requirement {
            item["defaultLiteral"] = .string(literal(value, of: option.type))
        } else {
            item["defaultLiteral"] = .null
        }
        item["read"] = code.readContext(option, converter: converter(option.type)) { literal($0, of: option.type) }
        return item.adding(evolution.context)
    }

    // MARK: - Results

    private func resultTrackerContext(_ plan: ResultPlan) -> MustacheValue {
        code.resultTrackerContext(
            plan,
            spelling: ResultTrackerSpelling(
                eventCase: { code.enumCase($0.name, overrides: $0.names) },
                resultCase: { constructorName(code.enumCase($0.name), $0.evolution) },
                member: { code.member($0.name, overrides: $0.names) },
                parameterType: { spelling($0.type) + ($0.isOptional ? "?" : "") },
                optionMember: { SwiftLanguage.memberReference(storedMember(of: $0)) },
                parameters: Self.withParameters,
                label: { SwiftLanguage.argumentLabel(code.member($0.name, overrides: $0.names)) }))
    }

    // MARK: - Navigation

    private func navigationContext(into context: inout [String: MustacheValue]) {
        guard let plan = code.plan.navigation else { return }
        // An option is read where it is stored; a failure code is made as the generated code makes a case.
        let options = Dictionary(code.options.map { ($0.name, $0) }) { first, _ in first }
        let member = { (name: Identifier, names: NameOverrides) in
            options[name].map(storedMember) ?? code.member(name, overrides: names)
        }
        context.add(
            code.navigationContext(
                plan, member: member,
                enumCase: { constructorName(code.enumCase($0.name, overrides: $0.names), $0.evolution) },
                doc: { code.doc($0) })
        )
    }
}
