import Mustache

/// Dart for each platform written in Dart: a package (`pubspec.yaml`) whose one library
/// (`lib/acme_contract.dart`) is made of `part` files under `lib/src/`, `dart:convert` only. Results, events and
/// bridge rejections are sealed class hierarchies of immutable value classes; enums are classes with a
/// `static const` per known value, so a value a newer flow sends keeps its wire string.
///
/// Template context (`Templates/dart/*.mustache`), shared by every file: `DartContext`.
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
        enumValuesInsideEnumType: true, callsNativeCode: true, hasMainActor: false, labelsArguments: false,
        packageForm: .pub)
    static let commonTypes = CommonTypes(
        result: "Result", event: "Event", payloadProblem: "PayloadException", message: "Message",
        rejection: "Rejection", bridge: "Bridge",
        sender: "Sender", senderPolicy: "SenderPolicy", configuration: "Configuration", failureError: "Failure",
        configurationError: "ConfigurationException",
        sessionUrl: "SessionUrl", navigationDecision: "NavigationDecision", navigationPolicy: "NavigationPolicy",
        blockedNavigationCounter: "BlockedNavigationCounter", webViewSecurity: "WebViewSecurity",
        resultTracker: "ResultTracker")
    static let declaredTypes = commonTypes.declared(with: [
        .conformance: "Conformance", .conformanceReport: "ConformanceReport", .vectorsReader: "VectorsReader",
        .wireEnum: "WireEnum", .integerWireEnum: "IntegerWireEnum", .bridgeOutcome: "BridgeOutcome",
        .tooLargeRejection: "TooLargeRejection",
        .notJsonRejection: "NotJsonRejection", .notAnObjectRejection: "NotAnObjectRejection",
        .wrongSourceRejection: "WrongSourceRejection", .unsupportedVersionRejection: "UnsupportedVersionRejection",
        .invalidEnvelopeRejection: "InvalidEnvelopeRejection", .unknownTypeRejection: "UnknownTypeRejection",
        .missingFieldRejection: "MissingFieldRejection", .invalidFieldRejection: "InvalidFieldRejection",
        .untrustedSenderRejection: "UntrustedSenderRejection", .webViewInspection: "WebViewInspection",
        .mediaCapture: "MediaCapture", .resultEnding: "ResultEnding",
    ])

    /// None: a contract name spelled like a generated member gets Dart's `$` suffix instead (`DartCode`).
    /// None: a value spelled like a member of its class (`values`, `wire`) is escaped instead (`values$`).
    static func generatedMembers(in scope: MemberScope) -> Set<String> {
        []
    }

    /// Each result and event is a class of its own extending the sealed type, `AcmeCompletedResult`.
    static func caseTypeName(
        _ name: Identifier, overrides: NameOverrides, kind: String, on platform: Platform, prefix: String
    ) -> String? {
        caseType(name, overrides: overrides, kind: kind, on: platform, prefix: prefix)
    }

    private static func caseType(
        _ name: Identifier, overrides: NameOverrides, kind: String, on platform: Platform, prefix: String
    ) -> String {
        overrides[platform.id] ?? prefix + CaseStyle.upperCamel.apply(to: name) + kind
    }

    init(code: PlatformCode, folder: String, options: GenerationOptions) {
        self.code = code
        self.folder = folder
    }

    /// Each part's template below `Templates/dart/` and the file it renders, below the package's `lib/`.
    static let parts = [
        ("json", "src/json.dart"), ("enums", "src/enums.dart"), ("result", "src/result.dart"),
        ("events", "src/events.dart"), ("bridge", "src/bridge.dart"), ("configuration", "src/configuration.dart"),
        ("url", "src/url.dart"), ("session_url", "src/session_url.dart"), ("navigation", "src/navigation.dart"),
        ("records", "src/records.dart"),
    ]

    /// The parts of this contract's library: the records' only where a field holds one.
    private var parts: [(template: String, path: String)] {
        code.contract.recordsHeldByFields.isEmpty ? Self.parts.filter { $0.0 != "records" } : Self.parts
    }

    /// The platform's `package` names the pub package; a derived name is never published under a guess.
    private var packageName: String { code.packageName(joinedBy: "_") }

    /// The parts first: the library includes only those that declare something, and says what they hold.
    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError) {
        var model = viewModel
        let context = MustacheValue(projecting: model)
        var declared: [(template: String, path: String)] = []
        for (template, path) in parts {
            let file = try templates.file("\(folder)/lib/\(path)", from: "dart/\(template).dart", context)
            guard !file.declaresNothing else { continue }
            declared.append((template, path))
            emit(file)
        }
        model.parts = declared.map { .init(path: $0.path) }
        model.libraryDoc = libraryDoc(holding: declared.map(\.template))
        emit(
            try templates.file(
                "\(folder)/lib/\(model.libraryFile)", from: "dart/contract.dart", .init(projecting: model)))
        emit(try templates.file("\(folder)/pubspec.yaml", from: "dart/pubspec.yaml", context))
        // The package's own test of the layer, which `dart test` runs.
        if conformanceContext != nil {
            for name in ["conformance", "conformance_test"] {
                emit(try templates.file("\(folder)/test/\(name).dart", from: "dart/\(name).dart", context))
            }
        }
    }

    private var packageContext: DartPackage {
        DartPackage(
            packageName: packageName, isPrivatePackage: code.platform.package == nil,
            packageDescriptionLiteral: JSONLiteral.string(code.packageDescription))
    }

    /// "The `acme_contract` library: the Flutter SDK's side of the contract, with results, events and …": what
    /// the parts it includes hold.
    private func libraryDoc(holding parts: [String]) -> MustacheValue {
        let library = packageName
        let holds: [(part: String, what: String)] = [
            ("result", "results"), ("events", "events"), ("enums", "failure codes"), ("configuration", "configuration"),
            ("bridge", "the bridge codec"), ("session_url", "the session URL"), ("navigation", "the navigation policy"),
        ]
        let what = holds.filter { parts.contains($0.part) && ($0.part != "enums" || code.contract.failures != nil) }
            .map(\.what)
        return code.doc(
            "The \(code.inlineCode(library)) library: the \(code.platform.displayName) SDK's side of the contract"
                + (what.isEmpty ? "." : ", with " + what.series() + "."))
    }

    var viewModel: DartContext {
        let contract = code.contract
        let events = contract.events
        let fieldTypes = (contract.results.flatMap(\.fields) + events.flatMap(\.payload)).map(\.type)
        let readers = (fieldTypes + code.options.map(\.type)).reduce(into: Set<DartCode.Reader>()) {
            $0.formUnion(dart.readers(of: $1))
        }
        return DartContext(
            contractFile: "contract.json", prefix: code.typePrefix,
            resultTagLiteral: code.rules.stringLiteral(Contract.resultTag), libraryFile: packageName + ".dart",
            parts: parts.map { .init(path: $0.path) },
            layout: .layout(MustacheLayout(width: DartCode.width, names: ["oneLine", "wrapped", "split"])),
            declaredTypes: code.declaredTypeNames, sections: code.sectionsContext,
            // Every part, until rendering finds which declare something (`render`).
            libraryDoc: libraryDoc(holding: parts.map(\.template)),
            enums: WhenRead { code.enums.map(enumContext) },
            wireEnumProtocols: code.wireEnumProtocols(Self.wireTypes),
            resultDoc: code.doc("How the flow ended, as the SDK returns it to the host app."),
            messageSummary: code.messageSummary,
            results: WhenRead {
                contract.results.map { result in
                    caseContext(
                        result, among: contract.results, kind: "Result", wire: result.name.raw,
                        doc: [result.description, "Returned when: " + result.when], fields: result.fields)
                }
            },
            anyResultFields: contract.results.contains { !$0.fields.isEmpty },
            events: WhenRead { events.map(eventSwitchContext) },
            eventClasses: MadeWhenReached(count: events.count) { index in
                let event = events[index]
                return caseContext(
                    event, among: events, kind: "Event", wire: event.wire, doc: [event.description],
                    fields: event.payload)
            },
            records: WhenRead { contract.recordsHeldByFields.map(recordContext) },
            readers: DartReaders(
                readsString: readers.contains(.string), readsBool: readers.contains(.bool),
                readsNumber: readers.contains(.number), readsDuration: readers.contains(.duration),
                readsTimestamp: readers.contains(.timestamp), readsEnum: readers.contains(.wireEnum),
                readsIntegerEnum: readers.contains(.integerEnum),
                readsList: readers.contains(.list),
                readsMap: readers.contains(.map), readsJson: readers.contains(.json),
                comparesDeeply: readers.contains(.map) || readers.contains(.json)),
            configuration: configurationContext, resultTracker: code.plan.results.map(resultTrackerContext),
            resultEnding: code.plan.results == nil ? nil : resultEndingContext,
            bridge: contract.bridge.map(bridgeContext), navigation: navigationContext,
            security: code.securityContext, wireAliases: code.wireAliasContext, package: packageContext,
            conformance: WhenRead { conformanceContext })
    }

    // MARK: - Types

    static let wireTypes = WireTypes(string: "String", integer: "int")

    private func enumContext(_ type: EnumType) -> DartEnum {
        let typeName = code.typeName(type.name, overrides: type.names)
        let grouping = code.groupingContext(of: type, write: code.doc)
        let conformance = code.wireConformance(of: type, Self.wireTypes)
        return DartEnum(
            typeName: typeName, protocolName: conformance.protocolName, rawType: conformance.rawType,
            nameText: dart.inString(typeName),
            equalities: [DartValueClass.compared("wire", isList: false)], doc: code.doc(type.description),
            values: type.values.map { value in
                code.enumValueContext(
                    value, of: type, name: dart.enumValue(value), write: code.doc,
                    spell: { dart.enumValue($0, overrides: $1) },
                    group: { (grouping?.type ?? "") + "." + dart.enumValue($0) })
            }, grouping: grouping)
    }

    /// What the event type's switches read of one event, spelled as `caseContext` spells them.
    private func eventSwitchContext(_ event: Event) -> DartEventSwitch {
        let names = event.payload.map { caseMember($0.name, $0.names) }
        return DartEventSwitch(
            typeName: caseType(event.name, event.names, kind: "Event"),
            wireLiteral: code.rules.stringLiteral(event.wire),
            isDelivered: event.delivery == .delivered ? "true" : "false", hasFields: !event.payload.isEmpty,
            fields: names.map { .init(name: $0) },
            reads: zip(event.payload, names).map { field, name in fieldRead(field, name) })
    }

    /// A result's or an event's class name on this platform (`caseTypeName`).
    private func caseType(_ name: Identifier, _ overrides: NameOverrides, kind: String) -> String {
        Self.caseType(name, overrides: overrides, kind: kind, on: code.platform, prefix: code.typePrefix)
    }

    /// A result's or an event's field as a member of its class, clear of the members every class declares.
    private func caseMember(_ name: Identifier, _ overrides: NameOverrides) -> String {
        dart.member(name, overrides: overrides, avoiding: DartCode.caseClassMembers)
    }

    /// A result or an event: a value class extending the sealed type, and how it is read and written.
    private func caseContext<Element: Evolving>(
        _ element: Element, among siblings: [Element], kind: String, wire: String, doc: [String?],
        fields: [Field]
    ) -> DartCaseClass {
        let spellType = { caseType($0, $1, kind: kind) }
        let typeName = spellType(element.name, element.nameOverrides)
        let names = fields.map { caseMember($0.name, $0.names) }
        let members = memberContexts(fields, names: names, spell: caseMember)
        let evolution = code.evolution(of: element, among: siblings, spell: spellType)
        return DartCaseClass(
            valueClass: DartValueClass(
                typeName: typeName, superType: code.typeName(of: kind == "Result" ? .result : .event),
                doc: code.doc(doc + evolution.paragraphs), members: members, evolution: evolution.context
            ).context,
            wireLiteral: code.rules.stringLiteral(wire),
            reads: zip(fields, names).map { field, name in fieldRead(field, name) })
    }

    /// A record a field holds: its class, reader and writer. Derived fields are refused for Dart by Validate.
    private func recordContext(_ record: Record) -> DartRecord {
        let fields = record.fields.filter { $0.derived == nil }
        let spell = { dart.member($0, overrides: $1, avoiding: DartCode.objectMembers) }
        let names = fields.map { spell($0.name, $0.names) }
        return DartRecord(
            valueClass: DartValueClass(
                typeName: code.recordTypeName(record.name), superType: nil, doc: code.doc(record.description),
                members: memberContexts(fields, names: names, spell: spell)
            ).context,
            reads: zip(fields, names).map { field, name in fieldRead(field, name) })
    }

    /// The members of a value class holding `fields`, each named as `names` says and documented with its
    /// evolution, earlier names spelled by `spell`.
    private func memberContexts(
        _ fields: [Field], names: [String], spell: (Identifier, NameOverrides) -> String
    ) -> [DartValueClass.Member] {
        zip(fields, names).map { field, name in
            let evolution = code.evolution(of: field, among: fields, spell: spell)
            return DartValueClass.Member(
                name: name, type: dart.spelling(field.type) + (field.isOptional ? "?" : ""),
                isOptional: field.isOptional, isList: DartCode.isList(field.type) || DartCode.isMap(field.type),
                doc: code.doc([field.description] + evolution.paragraphs),
                collection: DartCode.isMap(field.type) ? "Map" : "List", isDeep: DartCode.comparesDeeply(field.type),
                evolution: evolution.context)
        }
    }

    /// How `dart/field-read` reads a field from `fields` and `toJson` writes it.
    private func fieldRead(_ field: Field, _ name: String) -> DartFieldRead {
        DartFieldRead(
            name: name, keyLiteral: code.rules.stringLiteral(field.wire), isOptional: field.isOptional,
            isSent: field.isOptional && !code.plan.sections.absentValues.isEmpty,
            expectedLiteral: code.rules.stringLiteral(code.expectation(field.type)), converter: dart.reader(field.type),
            json: dart.writer(field.type, name))
    }

    // MARK: - Results

    private func resultTrackerContext(_ plan: ResultPlan) -> ResultTrackerContext {
        code.resultTrackerContext(
            plan,
            spelling: ResultTrackerSpelling(
                eventCase: { caseType($0.name, $0.names, kind: "Event") },
                resultCase: { caseType($0.name, [:], kind: "Result") },
                member: { caseMember($0.name, $0.names) },
                parameterType: { dart.spelling($0.type) + ($0.isOptional ? "?" : "") },
                optionMember: { dart.member($0.name, overrides: $0.names, avoiding: DartCode.configurationMembers) }))
    }

    private var resultEndingContext: DartValueClassContext {
        DartValueClass(
            typeName: code.typeName(of: .resultEnding), superType: nil,
            doc: code.doc("A result, and how long the host waits before it closes the flow and returns it."),
            members: [
                .init(
                    name: "result", type: code.typeName(of: .result), isOptional: false, isList: false,
                    doc: code.doc("How the flow ended.")),
                .init(
                    name: "delay", type: "Duration?", isOptional: true, isList: false,
                    doc: code.doc("How long the result screen stays up first; null or zero: return the result at once.")
                ),
            ]
        ).context
    }

    // MARK: - Bridge and navigation

    private func bridgeContext(_ bridge: Bridge) -> DartBridge {
        let bridgeType = code.typeName(of: .bridge)
        let outcome = code.typeName(of: .bridgeOutcome)
        let sender = code.typeName(of: .sender)
        let howToSupply = code.senderPlan?.howToSupply
        let senderClass = DartValueClass(
            typeName: sender, superType: nil, doc: code.doc(PlatformCode.senderSummary, howToSupply),
            members: [
                .init(
                    name: "origin", type: "String?", isOptional: false, isList: false,
                    doc: code.doc("The origin that posted.")),
                .init(
                    name: "isMainFrame", type: "bool?", isOptional: false, isList: false,
                    doc: code.doc("Whether the main frame posted; null when the platform does not say.")),
            ]
        ).context
        return DartBridge(
            shared: code.bridgeContext(bridge, digitSeparator: nil).withSenders {
                DartBridge.Senders(shared: $0, senderClass: senderClass)
            },
            message: DartValueClass(
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
            ).context,
            rejections: DartValueClass.rejections(code: code, bridgeType: bridgeType).map { kind, value in
                .init(valueClass: value.context, kindLiteral: code.rules.stringLiteral(kind))
            })
    }

    private var navigationContext: NavigationContext? {
        guard let plan = code.plan.navigation else { return nil }
        let member = { (name: Identifier, names: NameOverrides) in
            dart.member(name, overrides: names, avoiding: DartCode.configurationMembers)
        }
        return code.navigationContext(plan, member: member, enumCase: dart.enumValue, doc: { code.doc($0) })
    }
}
