import Mustache

/// What only Kotlin knows about the contract's types: how each is spelled, read from an `org.json` value,
/// written back into one, and how a default is written as a literal. `KotlinTarget` builds its view model
/// from these expressions; templates print them as they are.
struct KotlinCode {
    let code: PlatformCode

    /// The internal helper that reads `org.json` values (`KotlinTarget`'s `jsonType`).
    var json: String { code.typeName(of: .json) }

    // MARK: - Declarations

    /// The package the files declare: the platform's `package`, else `<contract name>.contract`. A segment
    /// that is a Kotlin keyword is escaped, as Kotlin allows.
    var packageName: String {
        let name = code.platform.package ?? code.contract.name.raw + ".contract"
        return name.split(separator: ".").map { segment in
            code.rules.isReserved(String(segment), as: .member)
                ? code.rules.escape(String(segment), as: .member) : String(segment)
        }.joined(separator: ".")
    }

    /// The class holding a value this build does not know. Its name differs from every known value's even
    /// without regard to case, since the two become class files side by side on case-insensitive disks.
    static func unknownType(avoiding values: [String]) -> String {
        let taken = Set(values.map { $0.lowercased() })
        var name = "Unknown"
        while taken.contains(name.lowercased()) { name += "Value" }
        return name
    }

    /// KDoc lines for `paragraphs`: one line, `/** text */`, when the text fits on one, as Kotlin code writes
    /// short comments; else the block the shared doc-comment helper makes.
    func doc(_ paragraphs: [String?]) -> MustacheValue {
        let style = code.rules.docComment
        let lines = DocComment.lines(paragraphs, style: style)
        guard lines.count == 3, lines[1].hasPrefix(style.linePrefix), lines[1].count + 4 <= DocComment.width else {
            return .list(lines.map(MustacheValue.string))
        }
        return .list([.string("/** " + lines[1].dropFirst(style.linePrefix.count) + " */")])
    }

    // MARK: - Types and values

    func spelling(_ type: TypeRef) -> String {
        switch type {
        case .string: "String"
        case .boolean: "Boolean"
        // Whole numbers reach ±(2^53 − 1), and Kotlin and Java timing APIs take milliseconds as a Long.
        case .integer, .durationMilliseconds: "Long"
        case .number: "Double"
        // Qualified, as `org.json`'s types are, so only the files that hold one name it.
        case .timestamp: "java.time.Instant"
        case .array(let element): "List<\(spelling(element))>"
        case .enumeration(let name): enumTypeName(name)
        case .record(let name): code.recordTypeName(name)
        case .map(let element): "Map<String, \(spelling(element))>"
        // Kotlin's own maps, lists, strings, doubles and booleans, so equality is the JSON's; null is JSON null.
        case .json: "Any"
        }
    }

    /// An option's type: the name the contract gives it on this platform (an alias the configuration file
    /// declares), else its spelling.
    func optionTypeName(_ option: Option) -> String {
        option.typeNames[code.platform.id] ?? spelling(option.type)
    }

    func enumTypeName(_ name: Identifier) -> String {
        code.typeName(name, overrides: code.contract.enumType(named: name)?.names ?? [:])
    }

    /// A function from an `org.json` value (an `Any`) to `type`, or null when it is not one, built from the
    /// JSON helper's converters: `AcmeJson::string`, `AcmeJson.listOf(AcmeJson.enumOf(AcmeTheme::fromWire))`.
    func converter(_ type: TypeRef) -> String {
        switch type {
        case .string: "\(json)::string"
        case .boolean: "\(json)::boolean"
        case .integer, .durationMilliseconds: "\(json)::long"
        case .number: "\(json)::double"
        case .timestamp: "\(json)::timestamp"
        case .enumeration(let name):
            code.isIntegerEnum(name)
                ? "{ value: Any -> \(json).long(value)?.let(\(enumTypeName(name))::fromWire) }"
                : "\(json).enumOf(\(enumTypeName(name))::fromWire)"
        case .array(let element): "\(json).listOf(\(converter(element)))"
        // Null for anything but an object whose fields fit, as for any other value of the wrong type.
        case .record(let name):
            "{ value: Any -> (value as? org.json.JSONObject)?.let(\(code.recordTypeName(name))::fromJson) }"
        case .map(let element): "\(json).mapOf(\(converter(element)))"
        case .json: "\(json)::value"
        }
    }

    /// An expression turning `value` of `type` into what `JSONObject.put` takes; `isOptional` when `value`
    /// may be null (then the result is null too, for `putOpt`).
    func encoder(_ type: TypeRef, _ value: String, isOptional: Bool = false, depth: Int = 1) -> String {
        switch type {
        case .string, .boolean, .integer, .durationMilliseconds, .number:
            return value
        case .enumeration:
            return value + (isOptional ? "?.wire" : ".wire")
        case .timestamp:
            return isOptional ? "\(value)?.let(\(json)::timestampText)" : "\(json).timestampText(\(value))"
        case .record:
            return value + (isOptional ? "?.toJson()" : ".toJson()")
        case .array(let element):
            let item = depth == 1 ? "item" : "item\(depth)"
            let elements = isPrimitive(element) ? "" : ".map { \(item) -> \(encoder(element, item, depth: depth + 1)) }"
            // Qualified, so files import org.json.JSONArray only where their own code uses it.
            return isOptional
                ? "\(value)?.let { list -> org.json.JSONArray(list\(elements)) }"
                : "org.json.JSONArray(\(value)\(elements))"
        case .map(let element):
            let item = depth == 1 ? "item" : "item\(depth)"
            let values =
                isPrimitive(element) ? "" : ".mapValues { (_, \(item)) -> \(encoder(element, item, depth: depth + 1)) }"
            return isOptional
                ? "\(value)?.let { map -> org.json.JSONObject(map\(values)) }"
                : "org.json.JSONObject(\(value)\(values))"
        case .json:
            return isOptional ? "\(value)?.let(\(json)::write)" : "\(json).write(\(value))"
        }
    }

    private func isPrimitive(_ type: TypeRef) -> Bool {
        switch type {
        case .enumeration, .array, .record, .map, .json, .timestamp: false
        default: true
        }
    }

    /// A default value as a Kotlin literal of `type`.
    func literal(_ value: DefaultValue, of type: TypeRef) -> String {
        switch value {
        case .null: return "null"
        case .string(let text): return code.rules.stringLiteral(text)
        case .boolean(let flag): return flag ? "true" : "false"
        case .integer(let number):
            if type == .number { return "\(number).0" }
            return "\(number)L"
        case .number(let number): return "\(number)"
        case .enumValue(let name, _):
            guard case .enumeration(let enumName) = type else { return "null" }
            let overrides = code.contract.enumType(named: enumName)?.values.first { $0.name == name }?.names ?? [:]
            return enumTypeName(enumName) + "." + code.enumCase(name, overrides: overrides)
        case .array(let items):
            guard case .array(let element) = type else { return "null" }
            return items.isEmpty
                ? "emptyList()" : "listOf(" + items.map { literal($0, of: element) }.joined(separator: ", ") + ")"
        }
    }

    // MARK: - View model

    /// A field of a result, event payload or record; `siblings` are the fields beside it, where its `replaced_by`
    /// is.
    func fieldContext(_ field: Field, among siblings: [Field]) -> KotlinField {
        let evolution = code.evolution(of: field, among: siblings) { code.member($0, overrides: $1) }
        let name = code.member(field.name, overrides: field.names)
        return KotlinField(
            name: name, labelLiteral: code.rules.stringLiteral(String(name.filter { $0 != "`" }) + "="),
            type: spelling(field.type) + (field.isOptional ? "?" : ""), defaultValue: field.isOptional ? " = null" : "",
            doc: doc([field.description] + evolution.paragraphs), wireLiteral: code.rules.stringLiteral(field.wire),
            isOptional: field.isOptional, expectedLiteral: code.rules.stringLiteral(code.expectation(field.type)),
            converter: converter(field.type), encoded: encoder(field.type, name, isOptional: field.isOptional),
            evolution: evolution.context)
    }
}
