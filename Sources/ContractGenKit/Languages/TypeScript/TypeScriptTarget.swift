import Mustache

/// TypeScript for each platform written in TypeScript: the contract layer of `SwiftTarget`, as plain data
/// and functions. Results and events are discriminated unions with type guards, enums are
/// string-literal unions with a const object of their values, and a value a newer flow sends is kept as its
/// string. No packages; strict under TypeScript 4.8 and later, and `isolatedModules`-safe for Babel and Metro.
///
/// One module per concern, and `index.ts` re-exports the API. Imports leave the extension out (`./json`): that is
/// how React Native's bundler, Jest, tsc 4.8 and `deno check --sloppy-imports` all resolve them, while `.ts`
/// suffixes need TypeScript 5's `allowImportingTsExtensions` and `.js` ones do not resolve in Metro. A platform whose
/// `module_resolution` is `node16` gets `.js` (`./json.js`, `importExtension`), which tsc's node16 resolution needs;
/// no one spelling resolves everywhere without flags. `package.json` makes the folder a package whose `exports`
/// map offers `index.ts` alone, so the other modules are not importable.
///
/// Template context (`Templates/typescript/*.mustache`), shared by every file: `TypeScriptContext`.
struct TypeScriptTarget: LanguageTarget {
    let code: PlatformCode
    let folder: String

    static let language = Language.typescript
    static let rules: any LanguageRules = TypeScriptLanguage()
    static let displayName = "TypeScript"
    static let folder = "TypeScript"
    static let capabilities = LanguageCapabilities(
        hasRecords: true, callbacksTypes: .forCallbackObjects, dispatcherTypes: .everyFlow,
        enumValuesInsideEnumType: false, callsNativeCode: true, hasMainActor: false, labelsArguments: false,
        recordJSONTypeSuffix: "JSON", packageForm: .npm, choosesEnumForm: true)
    static let commonTypes = CommonTypes(
        result: "Result", event: "Event", payloadProblem: "PayloadProblem", message: "Message", rejection: "Rejection",
        bridge: "Bridge",
        sender: "Sender", senderPolicy: "SenderPolicy", configuration: "Configuration", failureError: "Failure",
        configurationError: "ConfigurationError",
        sessionUrl: "SessionUrl", navigationDecision: "NavigationDecision", navigationPolicy: "NavigationPolicy",
        blockedNavigationCounter: "BlockedNavigationCounter", webViewSecurity: "WebViewSecurity",
        resultTracker: "ResultTracker")
    static let declaredTypes = commonTypes.declared(with: [
        .conformance: "Conformance", .conformanceReport: "ConformanceReport", .vectorsReader: "VectorsReader",
        .json: "JSON", .jsonObject: "JSONObject", .outcome: "Outcome", .unknownValue: "UnknownValue",
        .unknownInteger: "UnknownInteger",
        .configurationOptions: "ConfigurationOptions", .sensitive: "Sensitive", .dispatchOutcome: "DispatchOutcome",
        .dispatchRejection: "DispatchRejection", .handshake: "Handshake", .webViewInspection: "WebViewInspection",
        .mediaCapture: "MediaCapture", .handshakeFields: "HandshakeFields", .emit: "Emit", .listeners: "Listeners",
        .listenerName: "ListenerName", .listenerPayloads: "ListenerPayloads", .listenerFunction: "ListenerFunction",
        .listenerHandle: "ListenerHandle", .navigationStart: "NavigationStart", .resultEnding: "ResultEnding",
    ])

    static func generatedMembers(in scope: MemberScope) -> Set<String> {
        // Results are a union tagged by `type`.
        scope == .resultFields ? [Contract.resultTag] : []
    }

    /// Each result and event is an exported type of its own, `AcmeCompletedResult`.
    static func caseTypeName(
        _ name: Identifier, overrides: NameOverrides, kind: String, on platform: Platform, prefix: String
    ) -> String? {
        prefix + caseName(name, overrides: overrides, kind: kind, on: platform)
    }

    /// A result's or event's type without the prefix, ending in its kind (`CompletedResult`), which also
    /// names its type guard (`isCompletedResult`).
    static func caseName(_ name: Identifier, overrides: NameOverrides, kind: String, on platform: Platform) -> String {
        let nested = rules.nestedTypeName(name, overrides: overrides, kind: kind, on: platform)
        return nested.hasSuffix(kind) ? nested : nested + kind
    }

    static let modules = [
        "index", "json", "utf8", "outcome", "enums", "result", "events", "bridge", "configuration", "validation", "url",
        "session-url", "navigation", "records", "catch-all", "callbacks", "dispatch",
    ]

    /// The plugin's interface and each entry point's options type.
    static func surfaceTypeNames(_ plan: SurfacePlan, naming: TypeNaming) -> [String] {
        [naming.typeName(plan.sdk.name, overrides: plan.sdk.names)]
            + plan.entryPoints.filter(\.declaresOptionsType).map { $0.optionsTypeName(prefix: naming.prefix) }
    }

    init(code: PlatformCode, folder: String, options: GenerationOptions) {
        self.code = code
        self.folder = folder
    }

    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError) {
        let context = self.context
        // A part the contract lacks gets no module; the index exports only what the others declare.
        for name in Self.modules {
            let file = try templates.file("\(folder)/\(name).ts", from: "typescript/\(name).ts", context)
            if !file.declaresNothing { emit(file) }
        }
        emit(try templates.file("\(folder)/package.json", from: "typescript/package.json", context))
        // The SDK's test of this layer, beside it rather than in it: a folder its test runner is pointed at.
        if conformanceContext != nil {
            for name in ["conformance", "conformance.test"] {
                emit(try templates.file("\(conformanceFolder)/\(name).ts", from: "typescript/\(name).ts", context))
            }
            // Under node16 resolution the layer is an ES module, which only an ES module imports.
            if code.platform.moduleResolution == .node16 {
                emit(
                    try templates.file(
                        "\(conformanceFolder)/package.json", from: "typescript/conformance-package.json", context))
            }
        }
    }

    var ts: TypeScriptCode { TypeScriptCode(code: code) }

    var viewModel: TypeScriptContext {
        let contract = code.contract
        return TypeScriptContext(
            contractFile: "contract.json", platformName: code.platform.displayName,
            layout: .layout(MustacheLayout(width: 120, names: ["oneLine", "wrapped", "split", "tall"])),
            declaredTypes: code.declaredTypeNames, sections: code.sectionsContext,
            importExtension: code.platform.moduleResolution == .node16 ? ".js" : "", declaresEnums: ts.declaresEnums,
            enums: WhenRead { code.enums.map(enumContext) }, results: resultsContext, events: eventsContext,
            configuration: configurationContext, bridge: contract.bridge.map { code.bridgeContext($0) },
            envelopeKeys: contract.bridge.map(ts.envelopeKeys), navigation: navigationContext,
            security: code.securityContext, wireAliases: code.wireAliasContext, records: recordsContext,
            callbacks: callbacksContext, apiExports: WhenRead { apiExports }, package: packageContext,
            conformance: WhenRead { conformanceContext })
    }

    /// The platform's `package` names the npm package; a derived name is private, so that it is never published
    /// under a guess.
    private var packageContext: TypeScriptPackage {
        TypeScriptPackage(
            packageNameLiteral: JSONLiteral.string(code.packageName(joinedBy: "-")),
            isPrivatePackage: code.platform.package == nil,
            packageDescriptionLiteral: JSONLiteral.string(code.packageDescription))
    }

    // MARK: - Types

    private func enumContext(_ type: EnumType) -> TypeScriptEnum {
        let name = code.typeName(type.name, overrides: type.names)
        return TypeScriptEnum(
            typeName: name, typeMarkdown: code.inlineCode(name), guardName: ts.guardName(type.name),
            wireType: type.isInteger ? "number" : "string", valuesType: type.isInteger ? "unknown" : "string",
            isDeclaredAsEnum: ts.declaresEnums,
            doc: ts.doc(type.description),
            cases: type.values.map { value in
                code.enumValueContext(
                    value, of: type, name: code.enumCase(value.name, overrides: value.names),
                    deprecatedTag: "@deprecated", write: ts.doc, spell: { code.enumCase($0, overrides: $1) },
                    group: { ts.enumValue($0, of: type.groupedBy ?? type.name) })
            },
            renamedValues: renamedValuesContext(type, typeName: name),
            grouping: code.groupingContext(of: type, write: ts.doc).map {
                .init(grouping: $0, function: ts.groupFunctionName(type.name) ?? "")
            })
    }

    /// The map from an enum's renamed values to their current cases, for an enum with renamed values.
    private func renamedValuesContext(_ type: EnumType, typeName: String) -> TypeScriptEnum.RenamedValues? {
        guard let name = ts.renamedValuesName(type.name) else { return nil }
        let entries = type.values.filter { $0.isAvailable(on: code.platform) }.flatMap { value in
            value.evolution.earlierWires(current: value.wire, name: value.name).map { earlier in
                TypeScriptEnum.Entry(
                    earlierLiteral: code.rules.stringLiteral(earlier),
                    caseName: typeName + "." + code.enumCase(value.name, overrides: value.names))
            }
        }
        return .init(name: name, entries: entries)
    }

    private var resultsContext: TypeScriptResults {
        let results = code.contract.results
        let fields = results.flatMap(\.fields)
        let tracker = code.plan.results.map(resultTrackerContext)
        let receives = tracker?.receivesMessages == true
        return TypeScriptResults(
            resultTag: Contract.resultTag, resultTagLiteral: code.rules.stringLiteral(Contract.resultTag),
            resultDoc: ts.doc(
                "How the flow ended, as the SDK returns it to the host app. Tell the cases apart by `\(Contract.resultTag)`."
            ),
            results: WhenRead {
                results.map { result in
                    caseContext(
                        result, among: results, kind: "Result", owner: "result", wire: result.name.raw,
                        doc: [result.description, "Returned when: " + result.when], fields: result.fields)
                }
            },
            // What is left in a switch's `default` once every case is handled: `never`. A union of one type is not
            // narrowed by its discriminant, so there only the discriminant itself is.
            resultLeftOver: results.count == 1 ? "result.\(Contract.resultTag)" : "result",
            isOneResult: results.count == 1,
            resultEnumImports: enumImports(fields.map(\.type)),
            resultRecordImports: TypeScriptCode.imports(ts.recordImports(fields.map(\.type)), from: "./records"),
            resultJSONImports: TypeScriptCode.imports(
                ["compact", "isFieldProblem", "isObject", "own", "unreachable"].reduce(into: fieldImports(fields)) {
                    $0.insert($1)
                },
                types: fieldTypeImports(fields).union([code.typeName(of: .jsonObject)]), from: "./json"),
            resultTracker: tracker,
            resultBridgeImports: receives
                ? TypeScriptCode.imports([code.typeName(of: .message)], from: "./bridge", typeOnly: true) : nil,
            resultConfigurationImports: tracker?.readsConfiguration == true
                ? TypeScriptCode.imports([code.typeName(of: .configuration)], from: "./configuration", typeOnly: true)
                : nil)
    }

    private func resultTrackerContext(_ plan: ResultPlan) -> ResultTrackerContext {
        code.resultTrackerContext(
            plan,
            spelling: ResultTrackerSpelling(
                eventCase: { code.rules.stringLiteral($0.wire) },
                resultCase: { code.rules.stringLiteral($0.name.raw) },
                member: { code.member($0.name, overrides: $0.names) },
                parameterType: { ts.spelling($0.type, .wire) },
                optionMember: { code.member($0.name, overrides: $0.names) }))
    }

    private var eventsContext: TypeScriptEvents {
        let events = code.contract.events
        let fields = events.flatMap(\.payload)
        let reads = code.contract.earlierPayloadKeys.isEmpty ? [] : ["withEarlierKeys"]
        return TypeScriptEvents(
            messageSummary: code.messageSummary,
            events: WhenRead {
                events.map { event in
                    EventContext(
                        caseContext(
                            event, among: events, kind: "Event", owner: "event.payload", wire: event.wire,
                            doc: [event.description],
                            fields: event.payload), of: event)
                }
            },
            eventLeftOver: events.count == 1 ? "event.type" : "event", isOneEvent: events.count == 1,
            payloadParameter: fields.isEmpty ? "_payload" : "payload",
            eventEnumImports: enumImports(fields.map(\.type)),
            eventRecordImports: TypeScriptCode.imports(ts.recordImports(fields.map(\.type)), from: "./records"),
            eventOutcomeImports: code.plan.sections.readsReportedEvents
                ? TypeScriptCode.imports([], types: [code.typeName(of: .outcome)], from: "./outcome") : nil,
            eventJSONImports: TypeScriptCode.imports(
                fieldImports(fields).union(fields.isEmpty ? ["unreachable"] : ["compact", "unreachable"]).union(reads)
                    .union(code.plan.sections.readsReportedEvents ? ["isFieldProblem", "isObject"] : []),
                types: fieldTypeImports(fields).union([code.typeName(of: .jsonObject), "UncheckedObject"]),
                from: "./json"))
    }

    /// A result or an event; `aliases` are its type's earlier names.
    private func caseContext<Element: Evolving>(
        _ element: Element, among siblings: [Element], kind: String, owner: String, wire: String, doc: [String?],
        fields: [Field]
    ) -> TypeScriptCase {
        let caseName = Self.caseName(element.name, overrides: element.nameOverrides, kind: kind, on: code.platform)
        return TypeScriptCase(
            item: code.caseContext(
                element, among: siblings, typeName: code.typePrefix + caseName, wire: wire, doc: doc,
                fields: fields.map { fieldContext($0, among: fields, owner: owner) }, deprecatedTag: "@deprecated",
                write: ts.doc,
                spell: { code.typePrefix + Self.caseName($0, overrides: $1, kind: kind, on: code.platform) }),
            guardName: "is" + caseName)
    }

    /// A field as the templates declare, read and write it, as a member of `owner` (`result`, `event.payload`). A
    /// data interface cannot alias a member, so a renamed field's earlier name is in its doc comment alone.
    func fieldContext(_ field: Field, among siblings: [Field], owner: String) -> TypeScriptField {
        let evolution = code.evolution(of: field, among: siblings, deprecatedTag: "@deprecated") {
            code.member($0, overrides: $1)
        }
        let current = code.rules.spelling(of: field.name, as: .member, overrides: field.names, on: code.platform)
        let earlier = field.evolution.renamedFrom.map {
            code.rules.spelling(of: $0.name, as: .member, overrides: $0.names, on: code.platform)
        }
        .filter { $0 != current }.map(code.inlineCode)
        let name = code.member(field.name, overrides: field.names)
        return TypeScriptField(
            name: name, optionalMark: field.isOptional ? "?" : "",
            type: ts.spelling(field.type, .wire) + (field.isOptional ? " | undefined" : ""),
            wireLiteral: code.rules.stringLiteral(field.wire), wireKey: ts.key(field.wire),
            doc: ts.doc(
                [field.description, earlier.isEmpty ? nil : "Formerly " + earlier.series(conjunction: "and") + "."]
                    + evolution.paragraphs),
            isOptional: field.isOptional, expectedLiteral: code.rules.stringLiteral(ts.expectation(field.type, .wire)),
            converter: ts.reader(field.type, .wire),
            encoded: ts.jsonValue(field.type, owner + "." + name, isOptional: field.isOptional))
    }

    /// The JSON value type, where a field holds raw JSON: a type-only name from `json.ts`.
    func fieldTypeImports(_ fields: [Field]) -> Set<String> {
        fields.contains { $0.type.nested.contains(.json) } ? [code.typeName(of: .json)] : []
    }

    func fieldImports(_ fields: [Field]) -> Set<String> {
        var names = fields.reduce(into: Set<String>()) { $0.formUnion(ts.readerImports($1.type, .wire)) }
        // A map of records is written member by member.
        let writesMaps = fields.contains { field in
            field.type.nested.contains { type in
                guard case .map(let element) = type else { return false }
                return element.nested.contains { $0.record != nil || $0 == .timestamp }
            }
        }
        if writesMaps { names.insert("mapMembers") }
        if fields.contains(where: { $0.type.nested.contains(.timestamp) }) { names.insert("timestampText") }
        if fields.contains(where: \.isOptional) {
            names.insert(code.plan.sections.absentValues.isEmpty ? "optionalField" : "optionalSentField")
        }
        if fields.contains(where: { !$0.isOptional }) { names.insert("requiredField") }
        return names
    }

    func enumImports(_ types: [TypeRef]) -> TypeScriptImports? {
        let enums = ts.enums(in: types)
        let typeNames = Set(enums.map(ts.enumTypeName) + enums.map(ts.unknownType(ofEnum:)))
        let renamed = ts.renamedValueImports(types)
        return renamed.isEmpty
            ? TypeScriptCode.imports(typeNames, from: "./enums", typeOnly: true)
            : TypeScriptCode.imports(renamed, types: typeNames, from: "./enums")
    }

    // MARK: - Configuration

    private var configurationContext: TypeScriptConfiguration? {
        guard let configuration = code.contract.configuration else { return nil }
        let options = code.options
        let checks = options.compactMap { ts.check($0, member: value(of: $0)) }
        var json: Set<String> = ["isFieldProblem", "isObject"]
        for option in options {
            json.formUnion(ts.readerImports(option.type, .option))
            switch option.read {
            case .required: json.insert("requiredField")
            case .defaultWhenAbsentNullKept: json.insert("nullableField")
            case .nullWhenAbsent, .defaultWhenAbsent: json.insert("optionalField")
            }
        }
        let optionAliases = options.contains { !$0.keyAliases.isEmpty }
        if optionAliases { json.insert("withEarlierKeys") }
        let enums = ts.enums(in: options.map(\.type))
        // An enum's own members are values: a default that is one imports its enum as a value.
        let defaultEnums = Set(
            ts.declaresEnums
                ? ts.enums(in: options.filter { $0.read.defaultValue?.holdsEnumValue == true }.map(\.type)).map(
                    ts.enumTypeName) : [])
        let sensitive = options.filter(\.isSensitive)
        return TypeScriptConfiguration(
            options: WhenRead { options.map(optionContext) }, checks: WhenRead { checks.map(\.context) },
            validationImports: TypeScriptCode.imports(Set(checks.map(\.helper) + ["invalid"]), from: "./validation"),
            configurationParameter: optionAliases ? "sent" : "json",
            // `toJSONObject` returns the JSON object type.
            configurationJSONImports: TypeScriptCode.imports(
                json, types: [code.typeName(of: .jsonObject)], from: "./json"),
            configurationEnumImports: TypeScriptCode.imports(
                Set(enums.map(ts.guardName)).union(ts.renamedValueImports(options.map(\.type))).union(defaultEnums),
                types: Set(enums.map(ts.enumTypeName)).subtracting(defaultEnums), from: "./enums"),
            problem: code.configurationProblemContext(configuration) { code.enumCase($0.name, overrides: $0.names) },
            optionTypeAliases: code.optionTypeAliases { ts.spelling($0, .option) },
            sensitiveOptions: sensitive.map { .init(name: code.member($0.name, overrides: $0.names)) },
            hasSensitiveOptions: !sensitive.isEmpty)
    }

    /// The expression, on a configuration, that reads an option's value: a sensitive one is wrapped.
    private func value(of option: Option) -> String {
        code.member(option.name, overrides: option.names) + (option.isSensitive ? ".reveal()" : "")
    }

    private func optionContext(_ option: Option) -> TypeScriptOption {
        let evolution = code.evolution(of: option, among: code.options, deprecatedTag: "@deprecated") {
            code.member($0, overrides: $1)
        }.paragraphs
        let name = code.member(option.name, overrides: option.names)
        let type =
            (option.typeNames[code.platform.id] ?? ts.spelling(option.type, .option))
            + (option.isNullable ? " | null" : "")
        let milliseconds = option.type == .durationMilliseconds ? "In milliseconds." : nil
        let defaultValue = option.read.defaultValue
        let defaultNote = defaultValue.flatMap {
            option.sdkDefault == nil ? "Default: `\(ts.literal($0, of: option.type))`." : nil
        }
        let literal = code.rules.stringLiteral
        return TypeScriptOption(
            name: name, type: type,
            storedType: option.isSensitive ? "\(code.typeName(of: .sensitive))<\(type)>" : type,
            doc: ts.doc(code.optionDocParagraphs(option) + [milliseconds] + evolution),
            isSensitive: option.isSensitive, redactedLiteral: literal(option.name.raw + ": <redacted>"),
            labelLiteral: literal(option.name.raw + ": "), keyLiteral: literal(option.name.raw),
            jsonValue: "configuration." + value(of: option)
                + ({ if case .array = option.type { true } else { false } }()
                    ? (option.isNullable ? "?.slice() ?? null" : ".slice()") : ""),
            read: code.readContext(
                option, converter: ts.reader(option.type, .option), expected: ts.expectation(option.type, .option),
                literal: { ts.literal($0, of: option.type) }),
            optionalMark: defaultValue == nil ? "" : "?",
            optionsDoc: ts.doc(
                code.optionDocParagraphs(option) + [milliseconds] + (defaultValue == nil ? [] : [defaultNote])
                    + evolution))
    }

    // MARK: - Navigation

    private var navigationContext: NavigationContext? {
        guard let plan = code.plan.navigation else { return nil }
        var navigation = code.navigationContext(
            plan, member: code.member, enumCase: { code.enumCase($0.name, overrides: $0.names) },
            doc: { ts.doc($0) })
        if let session = code.options.first(where: { $0.name == plan.sessionOption }), session.isSensitive {
            navigation.sessionUrlMember = value(of: session)
        }
        return navigation
    }
}
