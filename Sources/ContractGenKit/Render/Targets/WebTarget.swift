import Mustache

/// The flow page's side of the bridge (`PageBridge`): `Web/flow-bridge.js`, an ES module a page loads without a
/// build step, and `Web/flow-bridge.d.ts`, its types. Both sides of the bridge come from one contract, so what the
/// page sends is what every SDK decodes.
///
/// Template context (`Templates/web/`); literals are JavaScript's, which are TypeScript's:
/// - `prefix`, `sourceLiteral`, `version`, `maxBytes`, `keys: { source, version, type, session, payload }` (literals).
/// - `endpoints: [{ platformLiteral, path: [{ literal }], methodLiteral, isLast }]`; `globals`: the lines of the
///   `BridgeGlobals` interface's body, the endpoints' objects as `window` holds them; `platformsType`.
/// - `events: [{ constant, emitter, typeLiteral, requiresSession, fields, hasFields, payloadType, doc, tsFields }]`,
///   `fields: [{ keyLiteral, kind, isList, required, values, expectedLiteral, isLast }]` for the runtime checks and
///   `tsFields: [{ key, type, optionalMark, doc }]` for the declarations.
/// - `legacy` (null without one): `{ typeKeyLiteral, payloadKeyLiteral, handshake: { readyLiteral, replyLiteral,
///   fields, tsFields } or null, messages: [{ typeLiteral, fields, hasFields, payloadType, tsFields }], usesBridge }`.
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
    }

    var context: MustacheValue {
        let code = self.code
        var context: [String: MustacheValue] = ["contractFile": "contract.json", "prefix": .string(code.typePrefix)]
        if let bridge = contract.bridge, let page = lowered.pageBridge {
            context["bridge"] = [
                "sourceLiteral": code.literal(bridge.source),
                "version": .string(String(bridge.version)),
                "maxBytes": .string(String(bridge.maxBytes)),
                "maxBytesText": .string(bridge.maxBytes.grouped(separator: ",")),
                "keys": .object(
                    Dictionary(
                        uniqueKeysWithValues: [
                            ("source", bridge.envelope.source), ("version", bridge.envelope.version),
                            ("type", bridge.envelope.type), ("session", bridge.envelope.session),
                            ("payload", bridge.envelope.payload),
                        ].map { ($0.0, code.literal($0.1)) })),
                "payloadRule": bridge.payloadRule.isEmpty
                    ? .null : .string(DocComment.inline(bridge.payloadRule, style: code.rules.docComment)),
                "events": PlatformCode.list(contract.events.map(eventContext)),
            ]
            context["endpoints"] = PlatformCode.list(
                page.endpoints.map { endpoint in
                    [
                        "platformLiteral": code.literal(endpoint.platform.raw), "kind": .string(endpoint.kind.raw),
                        "path": PlatformCode.list(endpoint.path.map { ["literal": code.literal($0)] }),
                        "methodLiteral": code.literal(endpoint.method),
                    ]
                })
            context["globals"] = .list(Self.globals(page.endpoints, key: Self.key).map(MustacheValue.string))
            context["platformsType"] = .string(
                page.endpoints.isEmpty
                    ? "never"
                    : page.endpoints.map { code.rules.stringLiteral($0.platform.raw) }.joined(separator: " | "))
        } else {
            context["bridge"] = .null
            context["endpoints"] = .list([])
            context["globals"] = .list([])
            context["platformsType"] = "never"
        }
        context["legacy"] = contract.legacy.map(legacyContext) ?? .null
        return .object(context)
    }

    private func eventContext(_ event: Event) -> [String: MustacheValue] {
        let code = self.code
        let name = CaseStyle.upperCamel.apply(to: event.name)
        return [
            "constant": .string(CaseStyle.lowerCamel.apply(to: event.name) + "Event"),
            "emitter": .string("send" + name),
            "typeLiteral": code.literal(event.wire),
            "typeMarkdown": .string(code.inlineCode(event.wire)),
            "requiresSession": .bool(event.requiresSession),
            "hasFields": .bool(!event.payload.isEmpty),
            "fields": fieldSpecs(event.payload),
            "payloadType": .string(code.typePrefix + name + "Payload"),
            "tsFields": declaredFields(event.payload),
            "doc": ts.doc([
                event.description,
                "Posts " + code.inlineCode(event.wire)
                    + (event.requiresSession ? ", which must name the session." : "."),
            ]),
        ]
    }

    private func legacyContext(_ legacy: Legacy) -> MustacheValue {
        let code = self.code
        return [
            "typeKeyLiteral": code.literal(legacy.typeKey),
            "payloadKeyLiteral": code.literal(legacy.payloadKey),
            "handshake": legacy.handshake.map { handshake in
                [
                    "readyLiteral": code.literal(handshake.ready), "replyLiteral": code.literal(handshake.reply),
                    "readyMarkdown": .string(code.inlineCode(handshake.ready)),
                    "replyMarkdown": .string(code.inlineCode(handshake.reply)),
                    "fields": fieldSpecs(handshake.replyFields), "tsFields": declaredFields(handshake.replyFields),
                ]
            } ?? .null,
            "messages": PlatformCode.list(
                contract.pageLegacyMessages.map { message in
                    let fields = message.payload?.fields.filter { $0.derived == nil } ?? []
                    return [
                        "typeLiteral": code.literal(message.wire), "hasPayload": .bool(message.payload != nil),
                        "fields": fieldSpecs(fields),
                        "payloadType": .string(
                            message.payload.map {
                                code.typePrefix + CaseStyle.upperCamel.apply(to: $0.name) + "Payload"
                            } ?? ""),
                        "tsFields": declaredFields(fields),
                    ]
                }),
            "payloadTypes": PlatformCode.list(
                contract.pageLegacyMessages.compactMap(\.payload).reduce(into: [Record]()) { records, record in
                    if !records.contains(where: { $0.name == record.name }) { records.append(record) }
                }.map { record in
                    [
                        "payloadType": .string(
                            code.typePrefix + CaseStyle.upperCamel.apply(to: record.name) + "Payload"),
                        "doc": ts.doc(record.description),
                        "tsFields": declaredFields(record.fields.filter { $0.derived == nil }),
                    ]
                }),
            // Without a handshake or a bridge the page has nothing to wait for and no bridge to find.
            "usesBridge": .bool(contract.bridge != nil),
        ]
    }

    /// The runtime checks of fields: `[{ keyLiteral, kind, isList, required, values, expectedLiteral, isLast }]`.
    private func fieldSpecs(_ fields: [Field]) -> MustacheValue {
        let code = self.code
        return PlatformCode.list(
            fields.map { field in
                var type = field.type
                var isList = false
                if case .array(let element) = type {
                    type = element
                    isList = true
                }
                let kind: String
                var values: [String] = []
                var expected = code.expectation(field.type)
                switch type {
                case .string: kind = "string"
                case .boolean: kind = "boolean"
                case .integer, .durationMilliseconds: kind = "integer"
                case .number: kind = "number"
                case .enumeration(let name):
                    let enumType = contract.enumType(named: name)
                    // An open set's values are not all listed: any string may be one.
                    kind = enumType?.isOpen == true ? "string" : "enum"
                    if kind == "enum" {
                        values = enumType?.values.map(\.wire) ?? []
                        let listed = "one of " + values.map { "\"" + $0 + "\"" }.series(conjunction: "or")
                        expected = isList ? "an array of values each " + listed : listed
                    }
                case .array: kind = "json"
                }
                return [
                    "keyLiteral": code.literal(field.wire), "kind": .string(kind), "isList": .bool(isList),
                    "required": .bool(!field.isOptional),
                    "values": values.isEmpty
                        ? .null : .string("[" + values.map(code.rules.stringLiteral).joined(separator: ", ") + "]"),
                    "expectedLiteral": code.literal(expected),
                ]
            })
    }

    /// Fields as the declarations type them, keyed by their wire keys: `[{ key, type, optionalMark, doc }]`.
    private func declaredFields(_ fields: [Field]) -> MustacheValue {
        PlatformCode.list(
            fields.map { field in
                [
                    "key": .string(Self.key(field.wire)),
                    "type": .string(declaredType(field.type) + (field.isOptional ? " | null" : "")),
                    "optionalMark": .string(field.isOptional ? "?" : ""), "doc": ts.doc(field.description),
                ]
            })
    }

    private func declaredType(_ type: TypeRef) -> String {
        switch type {
        case .string: "string"
        case .boolean: "boolean"
        case .integer, .durationMilliseconds, .number: "number"
        case .enumeration(let name):
            // The page sends only values the contract lists, or of an open set any string (the listed ones offered first).
            (contract.enumType(named: name).map { type in
                type.values.map { code.rules.stringLiteral($0.wire) } + (type.isOpen ? ["(string & {})"] : [])
            } ?? ["string"]).joined(separator: " | ")
        case .array(let element):
            "readonly (" + declaredType(element) + ")[]"
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
