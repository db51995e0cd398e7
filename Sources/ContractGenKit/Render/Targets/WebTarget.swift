import Mustache

/// The flow page's side of the bridge (`PageBridge`): `Web/flow-bridge.js`, an ES module a page loads without a
/// build step, and `Web/flow-bridge.d.ts`, its types. Both sides of the bridge come from one contract, so what the
/// page sends is what every SDK decodes.
///
/// Template context (`Templates/web/`): `WebContext`.
struct WebTarget {
    static let folder = "Web"

    let lowered: LoweredContract
    var contract: Contract { lowered.contract }

    /// Names, literals and doc comments as TypeScript writes them, for the page: a platform of its own that no
    /// `names` entry is for, planned once.
    private let code: PlatformCode

    init(_ lowered: LoweredContract) {
        self.lowered = lowered
        self.code = PlatformCode(
            lowered.plan(for: Platform(id: Identifier("web"), displayName: "Web", language: .typescript)), of: lowered)
    }

    private var ts: TypeScriptCode { TypeScriptCode(code: code) }

    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError) {
        guard contract.bridge != nil || contract.legacy != nil else { return }
        let context = self.context
        emit(try templates.file("\(Self.folder)/flow-bridge.js", from: "web/flow-bridge.js", context))
        emit(try templates.file("\(Self.folder)/flow-bridge.d.ts", from: "web/flow-bridge.d.ts", context))
        // The simulator plays the vectors' scenarios; a contract with none has no simulator.
        guard let simulator = simulatorContext else { return }
        for file in ["flow-simulator.html", "flow-simulator.js"] {
            emit(try templates.file("\(Self.folder)/\(file)", from: "web/\(file)", simulator))
        }
    }

    /// What the simulator's templates read; nil when the vectors give it no scenario.
    var simulatorContext: MustacheValue? {
        let scenarios = SimulatorScenarios(lowered: lowered).scenarios
        guard !scenarios.isEmpty else { return nil }
        return MustacheValue(
            projecting: SimulatorContext(
                contractFile: "contract.json",
                simulator: .init(
                    titleText: contract.name.raw,
                    scenarios: scenarios.map { .init(literal: code.rules.stringLiteral($0.text)) })))
    }

    var context: MustacheValue {
        let code = self.code
        let bridge = contract.bridge.flatMap { bridge in lowered.pageBridge.map { (bridge, $0) } }
        let endpoints = bridge?.1.endpoints ?? []
        return MustacheValue(
            projecting: WebContext(
                contractFile: "contract.json", prefix: code.typePrefix,
                bridge: bridge.map { bridge, _ in
                    let literal = code.rules.stringLiteral
                    return .init(
                        sourceLiteral: literal(bridge.source), version: String(bridge.version),
                        maxBytes: String(bridge.maxBytes),
                        keys: .init(
                            source: literal(bridge.envelope.source), version: literal(bridge.envelope.version),
                            type: literal(bridge.envelope.type), session: literal(bridge.envelope.session),
                            payload: literal(bridge.envelope.payload)),
                        payloadRule: bridge.payloadRule.isEmpty
                            ? nil : DocComment.inline(bridge.payloadRule, style: code.rules.docComment),
                        events: contract.events.map(eventContext))
                },
                endpoints: endpoints.map { endpoint in
                    .init(
                        platformLiteral: code.rules.stringLiteral(endpoint.platform.raw), kind: endpoint.kind.raw,
                        path: endpoint.path.map { LiteralContext(literal: code.rules.stringLiteral($0)) },
                        methodLiteral: code.rules.stringLiteral(endpoint.method))
                },
                globals: bridge == nil ? [] : Self.globals(endpoints, key: Self.key),
                platformsType: endpoints.isEmpty
                    ? "never" : endpoints.map { code.rules.stringLiteral($0.platform.raw) }.joined(separator: " | "),
                legacy: contract.legacy.map(legacyContext), recordTable: recordTable,
                holdsMaps: contract.fieldsHoldMaps, holdsJson: contract.fieldsHoldJSON,
                holdsTimestamps: contract.fieldsHoldTimestamps,
                holdsNestedLists: contract.fieldsHold {
                    if case .array(let element) = $0 { element.nested.count > 1 } else { false }
                }))
    }

    /// The fields of each record a field the page sends may hold, directly or inside another record; nil when no
    /// field holds one.
    private var recordTable: WebContext.RecordTable? {
        var fields = contract.bridge == nil ? [] : contract.events.flatMap(\.payload)
        fields += contract.legacy?.handshake?.replyFields ?? []
        fields += contract.pageLegacyMessages.flatMap { $0.payload?.fields ?? [] }
        let held = contract.recordsHeld(by: fields)
        guard !held.isEmpty else { return nil }
        return WebContext.RecordTable(
            records: held.map { record in
                .init(
                    nameLiteral: code.rules.stringLiteral(record.name.raw),
                    fields: fieldSpecs(record.fields.filter { $0.derived == nil }))
            })
    }

    private func eventContext(_ event: Event) -> WebContext.Event {
        let code = self.code
        let name = CaseStyle.upperCamel.apply(to: event.name)
        return WebContext.Event(
            constant: CaseStyle.lowerCamel.apply(to: event.name) + "Event", emitter: "send" + name,
            typeLiteral: code.rules.stringLiteral(event.wire), typeMarkdown: code.inlineCode(event.wire),
            requiresSession: event.requiresSession, hasFields: !event.payload.isEmpty,
            fields: fieldSpecs(event.payload),
            payloadType: code.typePrefix + name + "Payload", tsFields: declaredFields(event.payload),
            doc: ts.doc([
                event.description,
                "Posts " + code.inlineCode(event.wire)
                    + (event.requiresSession ? ", which must name the session." : "."),
            ]))
    }

    private func legacyContext(_ legacy: Legacy) -> WebContext.Legacy {
        let code = self.code
        let literal = code.rules.stringLiteral
        return WebContext.Legacy(
            typeKeyLiteral: literal(legacy.typeKey), payloadKeyLiteral: literal(legacy.payloadKey),
            handshake: legacy.handshake.map { handshake in
                .init(
                    readyLiteral: literal(handshake.ready), replyLiteral: literal(handshake.reply),
                    readyMarkdown: code.inlineCode(handshake.ready), replyMarkdown: code.inlineCode(handshake.reply),
                    fields: fieldSpecs(handshake.replyFields), tsFields: declaredFields(handshake.replyFields))
            },
            messages: contract.pageLegacyMessages.map { message in
                let fields = message.payload?.fields.filter { $0.derived == nil } ?? []
                return .init(
                    typeLiteral: literal(message.wire), hasPayload: message.payload != nil, fields: fieldSpecs(fields),
                    payloadType: message.payload.map {
                        code.typePrefix + CaseStyle.upperCamel.apply(to: $0.name) + "Payload"
                    } ?? "",
                    tsFields: declaredFields(fields))
            },
            payloadTypes: contract.pageLegacyMessages.compactMap(\.payload).reduce(into: [Record]()) {
                records, record in
                if !records.contains(where: { $0.name == record.name }) { records.append(record) }
            }.map { record in
                .init(
                    payloadType: code.typePrefix + CaseStyle.upperCamel.apply(to: record.name) + "Payload",
                    doc: ts.doc(record.description),
                    tsFields: declaredFields(record.fields.filter { $0.derived == nil }))
            },
            // Without a handshake or a bridge the page has nothing to wait for and no bridge to find.
            usesBridge: contract.bridge != nil)
    }

    /// The runtime checks of fields.
    private func fieldSpecs(_ fields: [Field]) -> [WebContext.FieldSpec] {
        fields.map { field in
            var expected = code.expectation(field.type)
            // An enum's refusal names the values the contract lists.
            let base = field.type.nested.last ?? field.type
            if case .enumeration(let name) = base, let type = contract.enumType(named: name), !type.isOpen,
                field.type == base || field.type == .array(base)
            {
                let listed =
                    "one of "
                    + type.values.map { type.isInteger ? $0.wire : "\"" + $0.wire + "\"" }.series(conjunction: "or")
                expected = field.type == base ? listed : "an array of values each " + listed
            }
            return WebContext.FieldSpec(
                keyLiteral: code.rules.stringLiteral(field.wire), required: !field.isOptional,
                value: valueSpec(field.type), expectedLiteral: code.rules.stringLiteral(expected))
        }
    }

    /// How the page checks a value of `type`: its kind, a list of that kind, or a map or list of another spec.
    private func valueSpec(_ type: TypeRef) -> WebContext.ValueSpec {
        var type = type
        var isList = false
        // A list of scalars, enums or records is that kind listed; a list of lists or maps is a "list" of specs.
        if case .array(let element) = type, element.nested.count == 1 {
            type = element
            isList = true
        }
        var values: [String] = []
        var record: String?
        var inner: [WebContext.ValueSpec] = []
        let kind: String
        switch type {
        case .string: kind = "string"
        case .boolean: kind = "boolean"
        case .integer, .durationMilliseconds: kind = "integer"
        case .number: kind = "number"
        case .timestamp: kind = "timestamp"
        case .enumeration(let name):
            let enumType = contract.enumType(named: name)
            // An open set's values are not all listed: any string, or any whole number, may be one.
            let isInteger = enumType?.isInteger == true
            kind = enumType?.isOpen == true ? (isInteger ? "integer" : "string") : "enum"
            if kind == "enum", let enumType { values = enumType.values.map { code.wireLiteral($0, ofEnum: name) } }
        case .array(let element):
            kind = "list"
            inner = [valueSpec(element)]
        case .map(let element):
            kind = "map"
            inner = [valueSpec(element)]
        case .json: kind = "json"
        // Checked and written through the record's own fields (`records`).
        case .record(let name):
            kind = "record"
            record = code.rules.stringLiteral(name.raw)
        }
        return WebContext.ValueSpec(
            kind: kind, isList: isList,
            values: values.isEmpty ? nil : "[" + values.joined(separator: ", ") + "]",
            recordLiteral: record, of: inner)
    }

    /// Fields as the declarations type them, keyed by their wire keys.
    private func declaredFields(_ fields: [Field]) -> [WebContext.DeclaredField] {
        fields.map { field in
            WebContext.DeclaredField(
                key: Self.key(field.wire), type: declaredType(field.type) + (field.isOptional ? " | null" : ""),
                optionalMark: field.isOptional ? "?" : "", doc: ts.doc(field.description))
        }
    }

    private func declaredType(_ type: TypeRef) -> String {
        switch type {
        case .string: "string"
        case .boolean: "boolean"
        case .integer, .durationMilliseconds, .number: "number"
        // RFC 3339 text, as `Date.prototype.toISOString` writes it.
        case .timestamp: "string"
        case .enumeration(let name):
            // The page sends only values the contract lists, or of an open set any string (the listed ones offered first).
            (contract.enumType(named: name).map { type in
                type.values.map { code.wireLiteral($0, ofEnum: name) }
                    + (type.isOpen ? [type.isInteger ? "(number & {})" : "(string & {})"] : [])
            } ?? ["string"]).joined(separator: " | ")
        case .array(let element):
            "readonly (" + declaredType(element) + ")[]"
        case .map(let element):
            "{ readonly [key: string]: " + declaredType(element) + " }"
        // Any JSON value; the module refuses what JSON cannot carry.
        case .json: "unknown"
        // Spelled out where it is used: the page's declarations name no type per record.
        case .record(let name):
            "{ "
                + (contract.record(named: name)?.fields.filter { $0.derived == nil } ?? []).map { field in
                    "readonly \(Self.key(field.wire))\(field.isOptional ? "?" : ""): \(declaredType(field.type))"
                        + (field.isOptional ? " | null" : "") + "; "
                }.joined() + "}"
        }
    }

    /// A property's name in a declaration: bare where it is an identifier, else quoted.
    static func key(_ name: String) -> String {
        let isIdentifier =
            name.first.map { $0.isLetter || $0 == "_" || $0 == "$" } ?? false
            && name.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" || $0 == "$" }
        return isIdentifier && name != "__proto__" ? name : TypeScriptLanguage().propertyKey(name)
    }

    /// The body of the interface of `window`'s bridge objects: each path as nested optional objects, endpoints
    /// that share a prefix merged, the method last.
    static func globals(_ endpoints: [PageBridge.Endpoint], key: (String) -> String) -> [String] {
        final class Node {
            var children: [(key: String, node: Node)] = []
            var methods: [String] = []
            func child(_ key: String) -> Node {
                if let found = children.first(where: { $0.key == key }) { return found.node }
                let node = Node()
                children.append((key, node))
                return node
            }
        }
        let root = Node()
        for endpoint in endpoints {
            let node = endpoint.path.reduce(root) { $0.child($1) }
            if !node.methods.contains(endpoint.method) { node.methods.append(endpoint.method) }
        }
        func body(_ node: Node, indent: String) -> [String] {
            var lines = node.methods.map { method -> String in indent + key(method) + "(message: string): unknown;" }
            for (name, child) in node.children {
                let open: String = indent + "readonly " + key(name) + "?: {"
                lines.append(open)
                lines += body(child, indent: indent + "  ")
                lines.append(indent + "};")
            }
            return lines
        }
        return body(root, indent: "  ")
    }
}

/// What `Templates/web/` read; literals are JavaScript's, which are TypeScript's.
struct WebContext: Encodable {
    let contractFile: String
    let prefix: String
    let bridge: Bridge?
    let endpoints: [Endpoint]
    /// The lines of the `BridgeGlobals` interface's body: the endpoints' objects as `window` holds them.
    let globals: [String]
    let platformsType: String
    let legacy: Legacy?
    /// The records the page's fields hold; nil when none holds one.
    let recordTable: RecordTable?
    /// Whether a field holds a map, raw JSON, or a list of lists or maps, which `fits` checks.
    let holdsMaps: Bool
    let holdsJson: Bool
    let holdsTimestamps: Bool
    let holdsNestedLists: Bool

    struct Bridge: Encodable {
        let sourceLiteral: String
        let version: String
        let maxBytes: String
        let keys: Keys
        let payloadRule: String?
        let events: [Event]
    }

    /// The envelope's keys, as literals.
    struct Keys: Encodable {
        let source: String
        let version: String
        let type: String
        let session: String
        let payload: String
    }

    struct Endpoint: Encodable {
        let platformLiteral: String
        let kind: String
        let path: [LiteralContext]
        let methodLiteral: String
    }

    struct Event: Encodable {
        let constant: String
        let emitter: String
        let typeLiteral: String
        let typeMarkdown: String
        let requiresSession: Bool
        let hasFields: Bool
        /// For the runtime checks.
        let fields: [FieldSpec]
        let payloadType: String
        /// For the declarations.
        let tsFields: [DeclaredField]
        let doc: MustacheValue
    }

    struct Legacy: Encodable {
        let typeKeyLiteral: String
        let payloadKeyLiteral: String
        let handshake: Handshake?
        let messages: [Message]
        let payloadTypes: [PayloadType]
        let usesBridge: Bool
    }

    struct Handshake: Encodable {
        let readyLiteral: String
        let replyLiteral: String
        let readyMarkdown: String
        let replyMarkdown: String
        let fields: [FieldSpec]
        let tsFields: [DeclaredField]
    }

    struct Message: Encodable {
        let typeLiteral: String
        let hasPayload: Bool
        let fields: [FieldSpec]
        let payloadType: String
        let tsFields: [DeclaredField]
    }

    struct PayloadType: Encodable {
        let payloadType: String
        let doc: MustacheValue
        let tsFields: [DeclaredField]
    }

    /// A field's runtime check.
    struct FieldSpec: Encodable {
        let keyLiteral: String
        let required: Bool
        @Inlined var value: ValueSpec
        let expectedLiteral: String
    }

    /// What a value must be: a `kind` (`string`, `enum`, `record`, `map`, `list`, `json`, …), or a list of it.
    struct ValueSpec: Encodable {
        let kind: String
        let isList: Bool
        let values: String?
        /// The record the value is, as a key of `records`.
        let recordLiteral: String?
        /// A map's values, or a list's elements where they are lists or maps: one spec, or none.
        let of: [ValueSpec]
    }

    struct RecordTable: Encodable {
        let records: [RecordSpec]
    }

    /// A record's fields, for the checks of a field that holds it.
    struct RecordSpec: Encodable {
        let nameLiteral: String
        let fields: [FieldSpec]
    }

    /// A field as the declarations type it, keyed by its wire key.
    struct DeclaredField: Encodable {
        let key: String
        let type: String
        let optionalMark: String
        let doc: MustacheValue
    }
}

/// What `Templates/web/flow-simulator.html.mustache` and `flow-simulator.js.mustache` read: the contract's title, and
/// each scenario (`SimulatorScenarios`) as a string literal of its JSON.
struct SimulatorContext: Encodable {
    let contractFile: String
    let simulator: Simulator

    struct Simulator: Encodable {
        /// The contract's name: its title is documentation, which changes no generated code.
        let titleText: String
        let scenarios: [LiteralContext]
    }
}
