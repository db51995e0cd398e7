import Mustache

/// The JSON Schema of contract.json, from the same declaration the validator checks against, so editors
/// complete and check contracts exactly as contractgen does.
///
/// Template context (`Templates/schema/contract.schema.json.mustache`): `SchemaContext`.
struct SchemaTarget {
    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError) {
        emit(try templates.file("Schema/contract.schema.json", from: Self.template, context))
    }

    static let template = "schema/contract.schema.json"

    var context: MustacheValue {
        let objects = Self.objects(reachableFrom: ContractSchema.root)
        return MustacheValue(
            projecting: SchemaContext(
                // Stable for a format version, whatever file or URL the schema is read from.
                id: JSONLiteral.string("urn:contractgen:schema:contract:format-\(ContractSchema.formatVersion)"),
                title: JSONLiteral.string("contractgen contract, format \(ContractSchema.formatVersion)"),
                description: JSONLiteral.string(ContractSchema.root.description),
                definitions: objects.map { object in
                    .init(
                        name: JSONLiteral.string(object.name), description: JSONLiteral.string(object.description),
                        required: object.properties.filter(\.isRequired).map { JSONLiteral.string($0.key) }.joined(
                            separator: ", "),
                        properties: object.properties.map { property in
                            .init(
                                key: JSONLiteral.string(property.key),
                                schema: Self.json(property.schema, description: property.description))
                        })
                }))
    }

    /// What the template reads; every value is JSON text.
    struct SchemaContext: Encodable {
        let id: String
        let title: String
        let description: String
        /// One per object in the format.
        let definitions: [Definition]

        struct Definition: Encodable {
            let name: String
            let description: String
            /// A comma-separated list of string literals.
            let required: String
            let properties: [Property]
        }

        struct Property: Encodable {
            let key: String
            /// A one-line JSON object.
            let schema: String
        }
    }

    /// Every object schema, depth first in declaration order, each once.
    static func objects(reachableFrom root: ObjectSchema) -> [ObjectSchema] {
        var seen: Set<String> = []
        var ordered: [ObjectSchema] = []
        func visit(_ schema: Schema) {
            switch schema {
            case .object(let object): visitObject(object)
            case .array(let element), .map(let element): visit(element)
            case .either(let first, let second):
                visit(first)
                visit(second)
            default: break
            }
        }
        func visitObject(_ object: ObjectSchema) {
            guard seen.insert(object.name).inserted else { return }
            ordered.append(object)
            object.properties.forEach { visit($0.schema) }
        }
        visitObject(root)
        return ordered
    }

    /// One schema node as a one-line JSON object.
    static func json(_ schema: Schema, description: String? = nil) -> String {
        var members: [(String, String)] = []
        if let description { members.append(("description", JSONLiteral.string(description))) }
        switch schema {
        case .name:
            members += [("type", "\"string\""), ("pattern", JSONLiteral.string("^[a-z][a-z0-9]*(_[a-z0-9]+)*$"))]
        case .text:
            members.append(("type", "\"string\""))
        case .string(let rule):
            members.append(("type", "\"string\""))
            if let pattern = rule.pattern { members.append(("pattern", JSONLiteral.string(pattern))) }
        case .boolean:
            members.append(("type", "\"boolean\""))
        case .integer(let minimum, let maximum):
            members.append(("type", "\"integer\""))
            if let minimum { members.append(("minimum", String(minimum))) }
            if let maximum { members.append(("maximum", String(maximum))) }
        case .oneOf(let values):
            members.append(("enum", "[" + values.map(JSONLiteral.string).joined(separator: ", ") + "]"))
        case .array(let element):
            members += [("type", "\"array\""), ("items", json(element))]
        case .map(let value):
            members += [("type", "\"object\""), ("additionalProperties", json(value))]
        case .object(let object):
            members.append(("$ref", JSONLiteral.string("#/$defs/" + object.name)))
        case .any:
            break
        case .either(let first, let second):
            members.append(("anyOf", "[" + json(first) + ", " + json(second) + "]"))
        }
        return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}
