import Mustache

/// Dart for each platform written in Dart: one library (`contract.dart`) of `part` files under `src/`,
/// `dart:convert` only. Results, events and bridge rejections are sealed class hierarchies of immutable value
/// classes; enums are classes with a `static const` per known value, so a value a newer flow sends keeps its
/// wire string.
///
/// Template context (`Templates/dart/*.mustache`), shared by every file; names are Dart declarations,
/// `*Literal` values are Dart string literals, `*Text` values go inside one, `*Markdown` values are text for
/// doc comments, and `doc` values are `///` lines. The templates spell every statement; `layout`
/// (`MustacheLayout`) lets them give a declaration's one-line, wrapped and split forms, and the first that fits
/// in 80 columns is written, as `dart format` would lay it out.
/// - `prefix` (`Acme`), `failureType` (the failure codes' enum), and each of `declaredTypes` under its role's key
///   (`TypeRole`: `resultType`, `bridgeOutcomeType`, `tooLargeRejectionType`, …).
/// - `libraryDoc`, `parts: [{ path }]` (the files `contract.dart` includes).
/// - `enums: [{ typeName, nameText, doc, equalities, values: [{ name, wireLiteral, doc, isLast }] }]`: the enums
///   of the platform (`Contract.enums(on:)`), then the failure codes.
/// - `results` (with `resultDoc`, `resultTagLiteral`, `anyResultFields`), `eventClasses`: `[{ wireLiteral, reads }]`
///   plus the value-class keys (`DartValueClass`); `reads: [{ name, keyLiteral, isOptional, expectedLiteral,
///   converter, json }]` read each field from `fields` (`dart/field-read`) and write it as JSON. `events`: what
///   the event type's switches read, `[{ typeName, wireLiteral, isDelivered, hasFields, fields, reads }]`.
/// - `options: [{ name, own, isList, type, doc, isOptional, isNullable, json, read (`PlatformCode.readContext`),
///   check (`PlatformCode.checkContext`), labelText, described }]` (`json`: the option's value as JSON) and the
///   configuration's `configurationNameText`, `isConstConfiguration` and `optionCopies` (`DartValueClass.copies`:
///   a list option makes the constructor copy it, so not `const`), `copyWithDoc`, `comparison` (what `==` and `hashCode`
///   compare), `invalidConfig` (`failureContext`), `invalidConfigMarkdown`.
/// - `reads<Type>` flags for the JSON readers used, `checks<Rule>` flags for the validation rules used (an
///   unused private function is an analyzer warning).
/// - Bridge: `version`, `maxBytes`, `sourceLiteral`, `<role>KeyLiteral` and `<role>KeyMarkdown` for each
///   envelope field, `endpoint: { nameLiteral, methodLiteral, kindMarkdown }`, `message` (value class),
///   `rejections: [{ kindLiteral } + value-class keys]`.
/// - Navigation: the keys of `PlatformCode.navigationContext` (NavigationContext.swift).
struct DartTarget: LanguageTarget {
    let code: PlatformCode
    let folder: String
    var dart: DartCode { DartCode(code: code) }

    static let language = Language.dart
    static let rules: any LanguageRules = DartLanguage()
    static let displayName = "Dart"
    static let folder = "Dart"
    static let capabilities = LanguageCapabilities(
        hasRecords: false, callbacksTypes: .none, dispatcherTypes: .none,
        enumValuesInsideEnumType: true, callsNativeCode: true, hasMainActor: false, labelsArguments: false)
    static let commonTypes = CommonTypes(
        result: "Result", event: "Event", message: "Message", rejection: "Rejection", bridge: "Bridge",
        sender: "Sender", senderPolicy: "SenderPolicy", configuration: "Configuration", failureError: "Failure",
        sessionUrl: "SessionUrl", navigationDecision: "NavigationDecision", navigationPolicy: "NavigationPolicy",
        blockedNavigationCounter: "BlockedNavigationCounter", webViewSecurity: "WebViewSecurity",
        resultTracker: "ResultTracker")
    static let declaredTypes = commonTypes.declared(with: [
        .wireEnum: "WireEnum", .bridgeOutcome: "BridgeOutcome", .tooLargeRejection: "TooLargeRejection",
        .notJsonRejection: "NotJsonRejection", .notAnObjectRejection: "NotAnObjectRejection",
        .wrongSourceRejection: "WrongSourceRejection", .unsupportedVersionRejection: "UnsupportedVersionRejection",
        .invalidEnvelopeRejection: "InvalidEnvelopeRejection", .unknownTypeRejection: "UnknownTypeRejection",
        .missingFieldRejection: "MissingFieldRejection", .invalidFieldRejection: "InvalidFieldRejection",
        .untrustedSenderRejection: "UntrustedSenderRejection", .webViewInspection: "WebViewInspection",
        .mediaCapture: "MediaCapture", .resultEnding: "ResultEnding",
    ])

    /// None: a contract name spelled like a generated member gets Dart's `$` suffix instead (`DartCode`).
    static func generatedMembers(in scope: MemberScope) -> Set<String> {
        []
    }

    /// Each result and event is a class of its own extending the sealed type, `AcmeCompletedResult`.
    static func caseTypeName(
        _ name: Identifier, overrides: NameOverrides, kind: String, on platform: Identifier, prefix: String
    ) -> String? {
        caseType(name, overrides: overrides, kind: kind, on: platform, prefix: prefix)
    }

    private static func caseType(
        _ name: Identifier, overrides: NameOverrides, kind: String, on platform: Identifier, prefix: String
    ) -> String {
        overrides[platform] ?? prefix + CaseStyle.upperCamel.apply(to: name) + kind
    }

    init(code: PlatformCode, folder: String, options: GenerationOptions) {
        self.code = code
        self.folder = folder
    }

    /// Each template below `Templates/dart/` and the file it renders, below the target's folder.
    static let files = [
        ("contract", "contract.dart"), ("json", "src/json.dart"), ("enums", "src/enums.dart"),
        ("result", "src/result.dart"),
        ("events", "src/events.dart"), ("bridge", "src/bridge.dart"), ("configuration", "src/configuration.dart"),
        ("url", "src/url.dart"), ("session_url", "src/session_url.dart"), ("navigation", "src/navigation.dart"),
    ]

    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError) {
        let context = self.context
        for (template, path) in Self.files {
            emit(try templates.file("\(folder)/\(path)", from: "dart/\(template).dart", context))
        }
    }

    var context: MustacheValue {
        var context: [String: MustacheValue] = [
            "contractFile": "contract.json",
            "prefix": .string(code.typePrefix),
            "resultTagLiteral": code.literal(Contract.resultTag),
            "parts": .list(Self.files.dropFirst().map { ["path": .string($0.1)] }),
            // Declarations go on one line when they fit in the formatter's width, as `dart format` writes them.
            "layout": .layout(MustacheLayout(width: DartCode.width, names: ["oneLine", "wrapped", "split"])),
        ]
        code.declaredTypeNames(into: &context)
        let library = code.platform.package ?? CaseStyle.snake.apply(to: code.contract.name.words + ["contract"])
        context["libraryDoc"] = code.doc(
            "The \(code.inlineCode(library)) library: the \(code.platform.displayName) SDK's side of the contract, with results, "
                + "events, failure codes, configuration, the bridge codec, the session URL and the navigation policy.")
        // The lists that grow with the contract are made only while a file that reads them renders.
        context["enums"] = .whenRead { .list(code.enums.map(enumContext)) }
        context["resultDoc"] = code.doc("How the flow ended, as the SDK returns it to the host app.")
        context["results"] = .whenRead {
            .list(
                code.contract.results.map { result in
                    .object(
                        caseContext(
                            result, among: code.contract.results, kind: "Result", wire: result.name.raw,
                            doc: [result.description, "Returned when: " + result.when], fields: result.fields))
                })
        }
        context["anyResultFields"] = .bool(code.contract.results.contains { !$0.fields.isEmpty })
        // events.dart reads its events five times: four switches that need a few keys of each, and the classes,
        // which need all of them (about 5 KB an event). The switches' keys are held; each class is made when its
        // pass reaches it, so 10,000 events never hold their classes' contexts at once.
        let events = code.contract.events
        context["events"] = .whenRead { .list(events.map { .object(eventSwitchContext($0)) }) }
        context["eventClasses"] = PlatformCode.lazyList(events.count) { index in
            let event = events[index]
            return caseContext(
                event, among: events, kind: "Event", wire: event.wire, doc: [event.description], fields: event.payload)
        }
        let fieldTypes = (code.contract.results.flatMap(\.fields) + code.contract.events.flatMap(\.payload)).map(\.type)
        let readers = (fieldTypes + code.options.map(\.type)).reduce(into: Set<DartCode.Reader>()) {
            $0.formUnion(dart.readers(of: $1))
        }
        for reader in DartCode.Reader.allCases { context[reader.rawValue] = .bool(readers.contains(reader)) }
        configurationContext(into: &context)
        if let plan = code.lowered.results { resultTrackerContext(plan, into: &context) }
        if let bridge = code.contract.bridge { bridgeContext(bridge, into: &context) }
        navigationContext(into: &context)
        code.securityContext(into: &context)
        code.wireAliasContext(into: &context)
        return .object(context)
    }

    // MARK: - Types

    private func enumContext(_ type: EnumType) -> MustacheValue {
        let typeName = code.typeName(type.name, overrides: type.names)
        return [
            "typeName": .string(typeName),
            "nameText": .string(dart.inString(typeName)),
            "equalities": PlatformCode.list([DartValueClass.compared("wire", isList: false)]),
            "doc": code.doc(type.description),
            "values": PlatformCode.list(
                type.values.map { value in
                    let evolution = code.evolution(of: value, among: type.values) { dart.enumValue($0, overrides: $1) }
                    return [
                        "name": .string(dart.enumValue(value)), "wireLiteral": code.literal(value.wire),
                        "doc": code.doc([value.description] + evolution.paragraphs),
                        "earlierWires": code.earlierWires(value),
                    ].adding(evolution.context)
                }),
        ]
    }

    /// What the event type's switches read of one event: `typeName`, `wireLiteral`, `isDelivered` (`true`/`false`),
    /// `hasFields`, `fields: [{ name }]` (`dart/pattern`) and `reads`, spelled as `caseContext` spells them.
    private func eventSwitchContext(_ event: Event) -> [String: MustacheValue] {
        let names = event.payload.map { caseMember($0.name, $0.names) }
        return [
            "typeName": .string(caseType(event.name, event.names, kind: "Event")),
            "wireLiteral": code.literal(event.wire),
            "isDelivered": code.deliveredLiteral(event),
            "hasFields": .bool(!event.payload.isEmpty),
            "fields": PlatformCode.list(names.map { ["name": .string($0)] }),
            "reads": PlatformCode.list(zip(event.payload, names).map { field, name in fieldRead(field, name) }),
        ]
    }

    /// A result's or an event's class name on this platform (`caseTypeName`).
    private func caseType(_ name: Identifier, _ overrides: NameOverrides, kind: String) -> String {
        Self.caseType(name, overrides: overrides, kind: kind, on: code.platform.id, prefix: code.typePrefix)
    }

    /// A result's or an event's field as a member of its class, clear of the members every class declares.
    private func caseMember(_ name: Identifier, _ overrides: NameOverrides) -> String {
        dart.member(name, overrides: overrides, avoiding: DartCode.caseClassMembers)
    }

    /// A result or an event: a value class extending the sealed type, and how it is read and written.
    private func caseContext<Element: Evolving>(
        _ element: Element, among siblings: [Element], kind: String, wire: String, doc: [String?],
        fields: [Field]
    ) -> [String: MustacheValue] {
        let spellType = { caseType($0, $1, kind: kind) }
        let typeName = spellType(element.name, element.nameOverrides)
        let names = fields.map { caseMember($0.name, $0.names) }
        let members = zip(fields, names).map { field, name in
            let evolution = code.evolution(of: field, among: fields, spell: caseMember)
            return DartValueClass.Member(
                name: name, type: dart.spelling(field.type) + (field.isOptional ? "?" : ""),
                isOptional: field.isOptional,
                isList: DartCode.isList(field.type), doc: code.doc([field.description] + evolution.paragraphs),
                evolution: evolution.context)
        }
        let evolution = code.evolution(of: element, among: siblings, spell: spellType)
        var item = DartValueClass(
            typeName: typeName, superType: code.typeName(of: kind == "Result" ? .result : .event),
            doc: code.doc(doc + evolution.paragraphs),
            members: members, evolution: evolution.context
        ).context
        item["wireLiteral"] = code.literal(wire)
        item["reads"] = PlatformCode.list(zip(fields, names).map { field, name in fieldRead(field, name) })
        return item
    }

    /// How `dart/field-read` reads a field from `fields` and `toJson` writes it: `{ name, keyLiteral,
    /// isOptional, expectedLiteral, converter, json }`, `json` the field's value as JSON.
    private func fieldRead(_ field: Field, _ name: String) -> [String: MustacheValue] {
        [
            "name": .string(name),
            "keyLiteral": code.literal(field.wire),
            "isOptional": .bool(field.isOptional),
            "expectedLiteral": code.literal(code.expectation(field.type)),
            "converter": .string(dart.reader(field.type)),
            "json": .string(dart.writer(field.type, name)),
        ]
    }

    // MARK: - Results

    private func resultTrackerContext(_ plan: ResultPlan, into context: inout [String: MustacheValue]) {
        context["resultTracker"] = code.resultTrackerContext(
            plan,
            spelling: ResultTrackerSpelling(
                eventCase: { caseType($0.name, $0.names, kind: "Event") },
                resultCase: { caseType($0.name, [:], kind: "Result") },
                member: { caseMember($0.name, $0.names) },
                parameterType: { dart.spelling($0.type) + ($0.isOptional ? "?" : "") },
                optionMember: { dart.member($0.name, overrides: $0.names, avoiding: DartCode.configurationMembers) }))
        context["resultEnding"] = .object(
            DartValueClass(
                typeName: code.typeName(of: .resultEnding), superType: nil,
                doc: code.doc("A result, and how long the host waits before it closes the flow and returns it."),
                members: [
                    .init(
                        name: "result", type: code.typeName(of: .result), isOptional: false, isList: false,
                        doc: code.doc("How the flow ended.")),
                    .init(
                        name: "delay", type: "Duration?", isOptional: true, isList: false,
                        doc: code.doc(
                            "How long the result screen stays up first; null or zero: return the result at once.")),
                ]
            ).context)
    }

    // MARK: - Bridge and navigation

    private func bridgeContext(_ bridge: Bridge, into context: inout [String: MustacheValue]) {
        let bridgeType = code.typeName(of: .bridge)
        context.add(code.bridgeContext(bridge, digitSeparator: nil))
        let outcome = code.typeName(of: .bridgeOutcome)
        context["message"] = .object(
            DartValueClass(
                typeName: code.typeName(of: .message), superType: outcome,
                doc: code.doc("A message from the flow: the session it belongs to and its event."),
                members: [
                    .init(
                        name: "sessionId", type: "String?", isOptional: true, isList: false,
                        doc: code.doc(
                            "The \(code.inlineCode(bridge.envelope.session)) of the envelope, when the flow sent one.")),
                    .init(
                        name: "event", type: code.typeName(of: .event), isOptional: false, isList: false,
                        doc: code.doc("What the flow reported.")),
                ]
            ).context)
        if let plan = code.senderPlan, case .object(var senders)? = context["senders"] {
            let sender = code.typeName(of: .sender)
            senders["senderClass"] = .object(
                DartValueClass(
                    typeName: sender, superType: nil,
                    doc: code.doc(PlatformCode.senderSummary, plan.howToSupply),
                    members: [
                        .init(
                            name: "origin", type: "String?", isOptional: false, isList: false,
                            doc: code.doc("The origin that posted.")),
                        .init(
                            name: "isMainFrame", type: "bool?", isOptional: false, isList: false,
                            doc: code.doc("Whether the main frame posted; null when the platform does not say.")),
                    ]
                ).context)
            context["senders"] = .object(senders)
        }
        context["rejections"] = .list(
            DartValueClass.rejections(code: code, bridgeType: bridgeType).map { kind, value in
                var item = value.context
                item["kindLiteral"] = code.literal(kind)
                return .object(item)
            })
    }

    private func navigationContext(into context: inout [String: MustacheValue]) {
        guard let plan = code.plan.navigation else { return }
        let member = { (name: Identifier, names: NameOverrides) in
            dart.member(name, overrides: names, avoiding: DartCode.configurationMembers)
        }
        context.merge(code.navigationContext(plan, member: member, enumCase: dart.enumValue, doc: { code.doc($0) })) {
            $1
        }
    }
}
