/// Dart spellings the Dart target builds its view model from: type names, the JSON readers and writers of
/// each contract type, default values and string interpolation.
struct DartCode {
    let code: PlatformCode

    /// Members the generated enum classes declare; a value named like one gets the language's `$` suffix.
    static let enumClassMembers: Set<String> = [
        "wire", "isKnown", "values", "toString", "noSuchMethod", "hashCode", "runtimeType",
    ]
    /// Members of the sealed result and event classes and of `Object`, which a field must not hide.
    static let caseClassMembers: Set<String> = [
        "type", "isDelivered", "payload", "toJson", "toString", "noSuchMethod", "hashCode", "runtimeType",
    ]
    /// Members of `Object`, which a record's field must not hide.
    static let objectMembers: Set<String> = ["toString", "noSuchMethod", "hashCode", "runtimeType"]
    /// Members of the configuration class besides its options.
    static let configurationMembers: Set<String> = [
        "fromJson", "toJson", "copyWith", "validate", "toString", "noSuchMethod", "hashCode",
        "runtimeType",
    ]

    /// The formatter's line width: templates put a declaration on one line when it fits in it.
    static let width = 80

    // MARK: - Names

    /// A member name, escaped like a reserved word when it would hide one of `taken`.
    func member(_ name: Identifier, overrides: NameOverrides = [:], avoiding taken: Set<String>) -> String {
        let spelled = code.member(name, overrides: overrides)
        return taken.contains(spelled) ? code.rules.escape(spelled, as: .member) : spelled
    }

    func enumValue(_ value: EnumValue) -> String {
        enumValue(value.name, overrides: value.names)
    }

    func enumValue(_ name: Identifier, overrides: NameOverrides) -> String {
        let spelled = code.enumCase(name, overrides: overrides)
        return Self.enumClassMembers.contains(spelled) ? code.rules.escape(spelled, as: .enumCase) : spelled
    }

    func enumTypeName(_ name: Identifier) -> String {
        code.typeName(name, overrides: code.contract.enumType(named: name)?.names ?? [:])
    }

    // MARK: - Types

    func spelling(_ type: TypeRef) -> String {
        switch type {
        case .string: "String"
        case .boolean: "bool"
        case .integer: "int"
        case .number: "double"
        case .durationMilliseconds: "Duration"
        // Always UTC, to the millisecond.
        case .timestamp: "DateTime"
        case .array(let element): "List<\(spelling(element))>"
        case .enumeration(let name): enumTypeName(name)
        case .record(let name): code.recordTypeName(name)
        case .map(let element): "Map<String, \(spelling(element))>"
        // The decoded JSON: a `Map<String, Object?>`, a `List<Object?>`, a `String`, a `num` or a `bool`; null is
        // JSON null.
        case .json: "Object"
        }
    }

    static func isList(_ type: TypeRef) -> Bool {
        if case .array = type { true } else { false }
    }

    static func isMap(_ type: TypeRef) -> Bool {
        if case .map = type { true } else { false }
    }

    /// Whether `==` compares a value of `type` by its content at every depth: it holds a map or JSON.
    static func comparesDeeply(_ type: TypeRef) -> Bool {
        type.nested.contains { if case .map = $0 { true } else { $0 == .json } }
    }

    /// The JSON readers `Templates/dart/json.dart` declares, each only when some type needs it (an unused
    /// private function is an analyzer warning).
    enum Reader {
        case string, bool, number, duration, timestamp, wireEnum, integerEnum, list, map, json
    }

    func readers(of type: TypeRef) -> Set<Reader> {
        switch type {
        case .string: [.string]
        case .boolean: [.bool]
        case .integer: []
        case .number: [.number]
        case .durationMilliseconds: [.duration]
        case .timestamp: [.timestamp]
        case .enumeration(let name): [code.isIntegerEnum(name) ? .integerEnum : .wireEnum]
        case .array(let element): readers(of: element).union([.list])
        case .map(let element): readers(of: element).union([.map])
        case .json: [.json]
        // What the record's own reader uses; no record holds itself, so this ends.
        case .record(let name):
            (code.contract.record(named: name)?.fields ?? []).filter { $0.derived == nil }
                .reduce(into: Set<Reader>()) { $0.formUnion(readers(of: $1.type)) }
        }
    }

    /// An expression of type `T? Function(Object)` reading a JSON value as `type`, null when it is not one.
    func reader(_ type: TypeRef) -> String {
        switch type {
        case .string: "_string"
        case .boolean: "_bool"
        case .integer: "_integer"
        case .number: "_number"
        case .durationMilliseconds: "_duration"
        case .timestamp: "_timestamp"
        case .enumeration(let name):
            "\(code.isIntegerEnum(name) ? "_integerEnum" : "_wireEnum")(\(enumTypeName(name)).new)"
        case .array(let element): "_listOf(\(reader(element)))"
        // Each record's reader and writer are declared beside its class (`src/records.dart`).
        case .record(let name): "_read" + code.recordTypeName(name)
        case .map(let element): "_mapOf(\(reader(element)))"
        case .json: "_json"
        }
    }

    /// An expression turning `value` (a non-null `type`) into JSON.
    func writer(_ type: TypeRef, _ value: String, depth: Int = 0) -> String {
        switch type {
        case .string, .boolean, .integer, .number: return value
        case .durationMilliseconds: return "\(value).inMilliseconds"
        case .timestamp: return "_timestampText(\(value))"
        case .enumeration: return "\(value).wire"
        case .record(let name): return "_write\(code.recordTypeName(name))(\(value))"
        case .array(let element):
            let item = depth == 0 ? "item" : "item\(depth + 1)"
            let converted = writer(element, item, depth: depth + 1)
            return converted == item ? value : "[for (final \(item) in \(value)) \(converted)]"
        case .map(let element):
            let entry = depth == 0 ? "entry" : "entry\(depth + 1)"
            let converted = writer(element, "\(entry).value", depth: depth + 1)
            return converted == "\(entry).value"
                ? value : "{for (final \(entry) in \(value).entries) \(entry).key: \(converted)}"
        case .json: return value
        }
    }

    /// `writer` for a value that may be null: null stays null.
    func nullableWriter(_ type: TypeRef, _ value: String) -> String {
        switch type {
        case .string, .boolean, .integer, .number: return value
        case .durationMilliseconds, .enumeration: return writer(type, "\(value)?")
        case .record, .timestamp: return "\(value) == null ? null : \(writer(type, value))"
        case .array(let element):
            let converted = writer(element, "item", depth: 1)
            return converted == "item" ? value : "\(value)?.map((item) => \(converted)).toList()"
        case .map(let element):
            let converted = writer(element, "item", depth: 1)
            return converted == "item" ? value : "\(value)?.map((key, item) => MapEntry(key, \(converted)))"
        case .json: return value
        }
    }

    /// `value` as a Dart constant, for parameter defaults and `fromJson` fallbacks.
    func literal(_ value: DefaultValue, as type: TypeRef) -> String {
        switch (value, type) {
        case (.null, _): return "null"
        case (.string(let text), _): return code.rules.stringLiteral(text)
        case (.boolean(let flag), _): return flag ? "true" : "false"
        case (.integer(let number), .durationMilliseconds): return "const Duration(milliseconds: \(number))"
        case (.integer(let number), .number): return "\(number).0"
        case (.integer(let number), _): return String(number)
        case (.number(let number), _): return number.description
        case (.enumValue(let name, _), .enumeration(let typeName)):
            let value = code.contract.enumType(named: typeName)?.values.first { $0.name == name }
            return enumTypeName(typeName) + "." + (value.map(enumValue) ?? code.enumCase(name))
        case (.enumValue(_, let wire), _): return code.rules.stringLiteral(wire)
        case (.array(let items), .array(let element)):
            return "const ["
                + items.map { literal($0, as: element).replacingPrefix("const ", with: "") }.joined(separator: ", ")
                + "]"
        case (.array, _): return "const []"
        }
    }

    // MARK: - Text

    /// The inside of a string literal for `text`: escaped, without the quotes.
    func inString(_ text: String) -> String {
        String(code.rules.stringLiteral(text).dropFirst().dropLast())
    }

    /// `expression` interpolated into a string literal: `$name` where that reads unambiguously, else `${…}`.
    static func interpolation(_ expression: String) -> String {
        let simple =
            expression.first.map { $0.isLetter || $0 == "_" } == true
            && expression.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return simple ? "$" + expression : "${" + expression + "}"
    }
}
