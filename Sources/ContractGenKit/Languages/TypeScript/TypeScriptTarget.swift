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
/// Template context (`Templates/typescript/*.mustache`), shared by every file; names are TypeScript
/// declarations, `*Literal` values are string literals, `*Markdown` values are code spans for doc comments, `doc`
/// values are `/** */` lines; `*Imports` values are import declarations (`TypeScriptCode.imports`) and
/// `apiExports` the declarations `index.ts` re-exports, both written by `typescript/names-from`; `layout`
/// (`MustacheLayout`) puts a declaration on one line when it fits in 120 columns, as `deno fmt --line-width 120`
/// lays the files out:
/// - `contractFile`, `platformName`, `failureType` (the failure codes' enum), and each of `declaredTypes` under its
///   role's key (`TypeRole`: `jsonType`, `outcomeType`, `unknownValueType`, `listenersType`, …).
/// - The sections (`PlatformCode.sectionsContext`: `hasResults`, `hasBridge`, `needsURLs`, …): which
///   parts there are; a file whose part the contract lacks holds only its header and `export {}`, so the set of
///   files stays fixed and each still compiles as a module.
/// - `enums`: `[{ typeName, typeMarkdown, guardName, doc, cases: [{ name, wireLiteral, doc }] }]`.
/// - `results`, `events`: `[{ typeName, guardName, wireLiteral, wireMarkdown, doc, hasFields, isDelivered, fields }]`,
///   where `fields` is `[{ name, optionalMark, type, wireLiteral, wireKey, doc, isOptional, expectedLiteral,
///   converter }]` (`wireKey`: the wire key as an object literal's key, computed for `__proto__`); the templates
///   read a field with `converter`, and write it as it is: its value is JSON already.
///   `resultTag`, `resultTagLiteral`, `resultDoc`, `payloadParameter`, `resultLeftOver` and `eventLeftOver` (what
///   exhaustive switches pass to `unreachable`); imports `resultEnumImports`,
///   `resultJSONImports`, `eventEnumImports`, `eventJSONImports`.
/// - `options`: `[{ name, type, optionalMark, doc, optionsDoc, read (`PlatformCode.readContext`), isSensitive,
///   redactedLiteral, labelLiteral }]`; `checks: [{ …checkContext, guardName, isWholeNumber, isLast }]`; imports `configurationEnumImports`, `configurationJSONImports`,
///   `validationImports`; `invalidConfig` (`failureContext`),
///   `invalidConfigMarkdown`.
/// - Bridge: `version`, `maxBytes`, `sourceLiteral`, `<role>KeyLiteral`, `<role>KeyProperty` (the key as an object
///   literal's key) and `<role>KeyMarkdown` for each envelope field, `endpoint: { nameLiteral, methodLiteral,
///   kindMarkdown }`.
/// - Navigation: the keys of `PlatformCode.navigationContext` (NavigationContext.swift).
/// - Records (`TypeScriptRecords.swift`): `records: [{ typeName, typeMarkdown, doc, decodeName,
///   members, readFields, hasDerived, derived: [{ name, expression }], raw: [{ name, type, value, doc }],
///   encodeFields: [{ wireKey, name }] }]`, where `members` are the interface's fields (derived ones
///   included) and `readFields` the ones read from `payload`, both shaped like `fields` above; imports
///   `recordEnumImports`, `recordJSONImports`. `catchAll: { typeName, typeMarkdown, doc, jsonImports }` when the
///   contract has one; `readsJSONValues` adds the typed JSON readers to `json.ts`.
/// - Callbacks and dispatch (`TypeScriptDispatch.swift`): `hasFlows`, `usesListeners` (the platform's callback
///   style); `flows: [{ callbacksType, doc, members: [{ name, optionalMark, parameters, doc }] }]` for callbacks
///   objects; `listeners: [{ name, literal, payloadType, doc }]` and the types `listenerNameType`,
///   `listenerPayloadsType`, `listenerFunctionType`, `listenersType`, `emitType` for listeners; imports
///   `callbackRecordImports`, `callbackCatchAllImports`. `hasLegacy`, `legacyTypeKeyLiteral`,
///   `legacyTypeKeyProperty`, `legacyTypeKeyMarkdown`, `legacyPayloadKeyLiteral`, `legacyPayloadKeyProperty`,
///   `legacyPayloadKeyMarkdown`, `dispatchOutcomeType`,
///   `dispatchRejectionType`, `handshakeType`, `handshakeFieldsType`, `handshake: { readyLiteral, readyMarkdown,
///   replyLiteral, replyMarkdown, hasReplyFields, replyFields: [{ name, optionalMark, type, doc, wireKey }] }`,
///   `hasDispatchers`, `decodesPayloads`, `endsFlows`, `dispatchers: [{ dispatcherType, sinkName, sinkType,
///   callsAnything, hasEnd, callsOnce, doc, cases: [{ typeLiteral, decodeName, endsFlow, calls }], defaultCalls }]`,
///   each call `PlatformCode.stepContext`; imports
///   `dispatchCallbackImports`, `dispatchEnumImports`, `dispatchJSONImports`, `dispatchOutcomeImports`,
///   `dispatchRecordImports`.
/// - `package.json`: `packageNameLiteral`, `packageDescriptionLiteral` (JSON strings) and `isPrivatePackage`.
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
        recordJSONTypeSuffix: "JSON")
    static let commonTypes = CommonTypes(
        result: "Result", event: "Event", message: "Message", rejection: "Rejection", bridge: "Bridge",
        sender: "Sender", senderPolicy: "SenderPolicy", configuration: "Configuration", failureError: "Failure",
        sessionUrl: "SessionUrl", navigationDecision: "NavigationDecision", navigationPolicy: "NavigationPolicy",
        blockedNavigationCounter: "BlockedNavigationCounter", webViewSecurity: "WebViewSecurity",
        resultTracker: "ResultTracker")
    static let declaredTypes = commonTypes.declared(with: [
        .json: "JSON", .jsonObject: "JSONObject", .outcome: "Outcome", .unknownValue: "UnknownValue",
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
        _ name: Identifier, overrides: NameOverrides, kind: String, on platform: Identifier, prefix: String
    ) -> String? {
        prefix + caseName(name, overrides: overrides, kind: kind, on: platform)
    }

    /// A result's or event's type without the prefix, ending in its kind (`CompletedResult`), which also
    /// names its type guard (`isCompletedResult`).
    static func caseName(_ name: Identifier, overrides: NameOverrides, kind: String, on platform: Identifier) -> String
    {
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
            + plan.entryPoints.map { $0.optionsTypeName(prefix: naming.prefix) }
    }

    init(code: PlatformCode, folder: String, options: GenerationOptions) {
        self.code = code
        self.folder = folder
    }

    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError) {
        let context = self.context
        for name in Self.modules {
            emit(try templates.file("\(folder)/\(name).ts", from: "typescript/\(name).ts", context))
        }
        emit(try templates.file("\(folder)/package.json", from: "typescript/package.json", context))
    }

    var ts: TypeScriptCode { TypeScriptCode(code: code) }

    var context: MustacheValue {
        let contract = code.contract
        var context: [String: MustacheValue] = [
            "contractFile": "contract.json",
            "platformName": .string(code.platform.displayName),
            // Declarations go on one line when they fit in 120 columns, the width the TypeScript files are written to.
            "layout": .layout(MustacheLayout(width: 120, names: ["oneLine", "wrapped", "split", "tall"])),
        ]
        code.declaredTypeNames(into: &context)
        code.sectionsContext(into: &context)
        // How modules name each other: `./json`, or `./json.js` for tsc's node16 resolution.
        context["importExtension"] = .string(code.platform.moduleResolution == .node16 ? ".js" : "")
        // The lists that grow with the contract are made only while a file that reads them renders.
        context["enums"] = .whenRead { .list(code.enums.map(enumContext)) }
        resultContext(into: &context)
        eventContext(into: &context)
        configurationContext(into: &context)
        if let bridge = contract.bridge {
            context.add(code.bridgeContext(bridge).adding(ts.envelopeKeys(bridge)))
        }
        navigationContext(into: &context)
        code.securityContext(into: &context)
        code.wireAliasContext(into: &context)
        recordContext(into: &context)
        callbackContext(into: &context)
        context["apiExports"] = .whenRead { apiExports }
        packageContext(into: &context)
        return .object(context)
    }

    /// The platform's `package` names the npm package; without one the name is derived from the contract (and
    /// the platform, when the contract has several TypeScript ones), and the package is private so that it is
    /// never published under a guessed name.
    private func packageContext(into context: inout [String: MustacheValue]) {
        let contract = code.contract
        let several = contract.platforms.filter { $0.language == .typescript }.count > 1
        let derived = (contract.name.words + ["contract"] + (several ? code.platform.id.words : [])).joined(
            separator: "-"
        ).lowercased()
        context["packageNameLiteral"] = .string(JSONLiteral.string(code.platform.package ?? derived))
        context["isPrivatePackage"] = .bool(code.platform.package == nil)
        context["packageDescriptionLiteral"] = .string(
            JSONLiteral.string(
                "The \(code.platform.displayName) SDK's contract layer, generated by contractgen from contract.json. Do not edit; "
                    + "change the contract and regenerate."))
    }

    // MARK: - Types

    private func enumContext(_ type: EnumType) -> MustacheValue {
        let name = code.typeName(type.name, overrides: type.names)
        return [
            "typeName": .string(name),
            "typeMarkdown": .string(code.inlineCode(name)),
            "guardName": .string(ts.guardName(type.name)),
            "doc": ts.doc(type.description),
            "cases": .list(
                type.values.map { value in
                    let evolution = code.evolution(of: value, among: type.values, deprecatedTag: "@deprecated") {
                        code.enumCase($0, overrides: $1)
                    }
                    return .object(
                        [
                            "name": .string(code.enumCase(value.name, overrides: value.names)),
                            "wireLiteral": code.literal(value.wire),
                            "doc": ts.doc([value.description] + evolution.paragraphs),
                        ].adding(evolution.context))
                }),
            "renamedValues": renamedValuesContext(type, typeName: name),
        ]
    }

    /// `{ name, entries: [{ earlierLiteral, caseName, isLast }] }` for an enum with renamed values, else null.
    private func renamedValuesContext(_ type: EnumType, typeName: String) -> MustacheValue {
        guard let name = ts.renamedValuesName(type.name) else { return .null }
        let entries = type.values.filter { $0.isAvailable(on: code.platform) }.flatMap { value in
            value.evolution.earlierWires(current: value.wire, name: value.name).map {
                earlier -> [String: MustacheValue] in
                [
                    "earlierLiteral": code.literal(earlier),
                    "caseName": .string(typeName + "." + code.enumCase(value.name, overrides: value.names)),
                ]
            }
        }
        return ["name": .string(name), "entries": PlatformCode.list(entries)]
    }

    private func resultContext(into context: inout [String: MustacheValue]) {
        let results = code.contract.results
        context["resultTag"] = .string(Contract.resultTag)
        context["resultTagLiteral"] = code.literal(Contract.resultTag)
        context["resultDoc"] = ts.doc(
            "How the flow ended, as the SDK returns it to the host app. Tell the cases apart by `\(Contract.resultTag)`."
        )
        context["results"] = .whenRead {
            PlatformCode.list(
                results.map { result in
                    caseContext(
                        result, among: results, kind: "Result", wire: result.name.raw,
                        doc: [result.description, "Returned when: " + result.when], fields: result.fields)
                })
        }
        // What is left in a switch's `default` once every case is handled: `never`. A union of one type is not
        // narrowed by its discriminant, so there only the discriminant itself is.
        context["resultLeftOver"] = .string(results.count == 1 ? "result.\(Contract.resultTag)" : "result")
        let fields = results.flatMap(\.fields)
        context["resultEnumImports"] = enumImports(fields.map(\.type))
        context["resultJSONImports"] = TypeScriptCode.imports(
            ["compact", "isFieldProblem", "isObject", "own", "unreachable"].reduce(into: fieldImports(fields)) {
                $0.insert($1)
            },
            types: [code.typeName(of: .jsonObject)], from: "./json")
        let plan = code.lowered.results
        context["resultTracker"] = plan.map(resultTrackerContext) ?? .null
        let receives = plan != nil && code.contract.bridge != nil && !code.contract.events.isEmpty
        context["resultBridgeImports"] =
            receives ? TypeScriptCode.imports([code.typeName(of: .message)], from: "./bridge", typeOnly: true) : .null
        context["resultConfigurationImports"] =
            plan.map { !$0.delayOptions.isEmpty } == true
            ? TypeScriptCode.imports([code.typeName(of: .configuration)], from: "./configuration", typeOnly: true)
            : .null
    }

    private func resultTrackerContext(_ plan: ResultPlan) -> MustacheValue {
        code.resultTrackerContext(
            plan,
            spelling: ResultTrackerSpelling(
                eventCase: { code.rules.stringLiteral($0.wire) },
                resultCase: { code.rules.stringLiteral($0.name.raw) },
                member: { code.member($0.name, overrides: $0.names) },
                parameterType: { ts.spelling($0.type, .wire) },
                optionMember: { code.member($0.name, overrides: $0.names) }))
    }

    private func eventContext(into context: inout [String: MustacheValue]) {
        let events = code.contract.events
        context["events"] = .whenRead {
            PlatformCode.list(
                events.map { event in
                    var item = caseContext(
                        event, among: events, kind: "Event", wire: event.wire,
                        doc: [event.description], fields: event.payload)
                    item["isDelivered"] = code.deliveredLiteral(event)
                    return item
                })
        }
        context["eventLeftOver"] = .string(events.count == 1 ? "event.type" : "event")
        let fields = events.flatMap(\.payload)
        // A contract whose events carry no fields never reads the payload.
        context["payloadParameter"] = .string(fields.isEmpty ? "_payload" : "payload")
        context["eventEnumImports"] = enumImports(fields.map(\.type))
        let reads = code.contract.earlierPayloadKeys.isEmpty ? [] : ["withEarlierKeys"]
        context["eventJSONImports"] = TypeScriptCode.imports(
            fieldImports(fields).union(fields.isEmpty ? ["unreachable"] : ["compact", "unreachable"]).union(reads),
            types: [code.typeName(of: .jsonObject), "UncheckedObject"], from: "./json")
    }

    /// A result or an event; `aliases` are its type's earlier names.
    private func caseContext<Element: Evolving>(
        _ element: Element, among siblings: [Element], kind: String, wire: String, doc: [String?],
        fields: [Field]
    ) -> [String: MustacheValue] {
        let caseName = Self.caseName(element.name, overrides: element.nameOverrides, kind: kind, on: code.platform.id)
        let evolution = code.evolution(of: element, among: siblings, deprecatedTag: "@deprecated") {
            code.typePrefix + Self.caseName($0, overrides: $1, kind: kind, on: code.platform.id)
        }
        return [
            "typeName": .string(code.typePrefix + caseName),
            "guardName": .string("is" + caseName),
            "wireLiteral": code.literal(wire),
            "wireMarkdown": .string(code.inlineCode(wire)),
            "doc": ts.doc(doc + evolution.paragraphs),
            "hasFields": .bool(!fields.isEmpty),
            "fields": .list(fields.map { fieldContext($0, among: fields) }),
        ].adding(evolution.context)
    }

    /// A field as the templates declare, read and write it: its value needs no conversion to be JSON. A data
    /// interface cannot alias a member, so a renamed field's earlier name is in its doc comment alone.
    func fieldContext(_ field: Field, among siblings: [Field]) -> MustacheValue {
        let evolution = code.evolution(of: field, among: siblings, deprecatedTag: "@deprecated") {
            code.member($0, overrides: $1)
        }
        let current = code.rules.spelling(of: field.name, as: .member, overrides: field.names, on: code.platform.id)
        let earlier = field.evolution.renamedFrom.map {
            code.rules.spelling(of: $0.name, as: .member, overrides: $0.names, on: code.platform.id)
        }
        .filter { $0 != current }.map(code.inlineCode)
        return [
            "name": .string(code.member(field.name, overrides: field.names)),
            "optionalMark": .string(field.isOptional ? "?" : ""),
            "type": .string(ts.spelling(field.type, .wire) + (field.isOptional ? " | undefined" : "")),
            "wireLiteral": code.literal(field.wire),
            "wireKey": ts.key(field.wire),
            "doc": ts.doc(
                [field.description, earlier.isEmpty ? nil : "Formerly " + earlier.series(conjunction: "and") + "."]
                    + evolution.paragraphs),
            "isOptional": .bool(field.isOptional),
            "expectedLiteral": code.literal(ts.expectation(field.type, .wire)),
            "converter": .string(ts.reader(field.type, .wire)),
        ]
    }

    func fieldImports(_ fields: [Field]) -> Set<String> {
        var names = fields.reduce(into: Set<String>()) { $0.formUnion(ts.readerImports($1.type, .wire)) }
        if fields.contains(where: \.isOptional) { names.insert("optionalField") }
        if fields.contains(where: { !$0.isOptional }) { names.insert("requiredField") }
        return names
    }

    func enumImports(_ types: [TypeRef]) -> MustacheValue {
        let enums = ts.enums(in: types)
        let typeNames = Set(enums.map(ts.enumTypeName) + (enums.isEmpty ? [] : [ts.unknownValueType]))
        let renamed = ts.renamedValueImports(types)
        return renamed.isEmpty
            ? TypeScriptCode.imports(typeNames, from: "./enums", typeOnly: true)
            : TypeScriptCode.imports(renamed, types: typeNames, from: "./enums")
    }

    // MARK: - Configuration

    private func configurationContext(into context: inout [String: MustacheValue]) {
        guard let configuration = code.contract.configuration else { return }
        let options = code.options
        context["options"] = .whenRead { .list(options.map(optionContext)) }
        let checks = options.compactMap { ts.check($0, member: value(of: $0)) }
        // `isFirst`: the checks after the first are continuation lines of one `??` chain.
        context["checks"] = .whenRead {
            PlatformCode.list(checks.map(\.context), markingFirst: true)
        }
        context["validationImports"] = TypeScriptCode.imports(
            Set(checks.map(\.helper) + ["invalid"]), from: "./validation")
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
        // The configuration's JSON is read after its renamed options are copied under their current names.
        context["configurationParameter"] = .string(optionAliases ? "sent" : "json")
        // `toJSONObject` returns the JSON object type.
        context["configurationJSONImports"] = TypeScriptCode.imports(
            json, types: [code.typeName(of: .jsonObject)], from: "./json")
        let enums = ts.enums(in: options.map(\.type))
        context["configurationEnumImports"] = TypeScriptCode.imports(
            Set(enums.map(ts.guardName)).union(ts.renamedValueImports(options.map(\.type))),
            types: Set(enums.map(ts.enumTypeName)), from: "./enums")
        context["invalidConfig"] = code.failureContext(configuration.failure) {
            code.enumCase($0.name, overrides: $0.names)
        }
        context["invalidConfigMarkdown"] = .string(code.inlineCode(configuration.failure.raw))
        let sensitive = options.filter(\.isSensitive)
        context["optionTypeAliases"] = code.optionTypeAliases { ts.spelling($0, .option) }
        context["sensitiveOptions"] = .list(
            sensitive.map { ["name": .string(code.member($0.name, overrides: $0.names))] })
        context["hasSensitiveOptions"] = .bool(!sensitive.isEmpty)
    }

    /// The expression, on a configuration, that reads an option's value: a sensitive one is wrapped.
    private func value(of option: Option) -> String {
        code.member(option.name, overrides: option.names) + (option.isSensitive ? ".reveal()" : "")
    }

    private func optionContext(_ option: Option) -> MustacheValue {
        let evolution = code.evolution(of: option, among: code.options, deprecatedTag: "@deprecated") {
            code.member($0, overrides: $1)
        }.paragraphs
        let name = code.member(option.name, overrides: option.names)
        let type =
            (option.typeNames[code.platform.id] ?? ts.spelling(option.type, .option))
            + (option.isNullable ? " | null" : "")
        let milliseconds = option.type == .durationMilliseconds ? "In milliseconds." : nil
        var item: [String: MustacheValue] = [
            "name": .string(name),
            "type": .string(type),
            "storedType": .string(option.isSensitive ? "\(code.typeName(of: .sensitive))<\(type)>" : type),
            "doc": ts.doc(code.optionDocParagraphs(option) + [milliseconds] + evolution),
            "isSensitive": .bool(option.isSensitive),
            "redactedLiteral": code.literal(option.name.raw + ": <redacted>"),
            "labelLiteral": code.literal(option.name.raw + ": "),
            // `toJSONObject`'s member: the contract name and the value as JSON (a sensitive one revealed, a list copied).
            "keyLiteral": code.literal(option.name.raw),
            "jsonValue": .string(
                "configuration." + value(of: option)
                    + ({ if case .array = option.type { true } else { false } }()
                        ? (option.isNullable ? "?.slice() ?? null" : ".slice()") : "")),
            "read": code.readContext(
                option, converter: ts.reader(option.type, .option), expected: ts.expectation(option.type, .option),
                literal: ts.literal),
        ]
        if let value = option.read.defaultValue {
            item["optionalMark"] = "?"
            let defaultNote = option.sdkDefault == nil ? "Default: `\(ts.literal(value))`." : nil
            item["optionsDoc"] = ts.doc(code.optionDocParagraphs(option) + [milliseconds, defaultNote] + evolution)
        } else {
            item["optionalMark"] = ""
            item["optionsDoc"] = ts.doc(code.optionDocParagraphs(option) + [milliseconds] + evolution)
        }
        return .object(item)
    }

    // MARK: - Navigation

    private func navigationContext(into context: inout [String: MustacheValue]) {
        guard let plan = code.plan.navigation else { return }
        context.add(
            code.navigationContext(
                plan, member: code.member, enumCase: { code.enumCase($0.name, overrides: $0.names) },
                doc: { ts.doc($0) })
        )
        if let session = code.options.first(where: { $0.name == plan.sessionOption }), session.isSensitive {
            context["sessionUrlMember"] = .string(value(of: session))
        }
    }
}
