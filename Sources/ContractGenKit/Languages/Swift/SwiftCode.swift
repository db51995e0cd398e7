import Mustache

/// How the Swift target spells contract types and values: type names, JSON readers and writers, literals.
extension SwiftTarget {
    func spelling(_ type: TypeRef) -> String {
        switch type {
        case .string: "String"
        case .boolean: "Bool"
        case .integer: "Int64"
        // Swift's own time type, so a host passes `.seconds(2)` instead of counting milliseconds; whole
        // milliseconds where the platform supports releases without it.
        case .durationMilliseconds: durationType
        case .number: "Double"
        case .timestamp: "Date"
        case .array(let element): "[\(spelling(element))]"
        case .enumeration(let name): enumTypeName(name)
        case .record(let name): code.recordTypeName(name)
        case .map(let element): "[String: \(spelling(element))]"
        case .json: code.typeName(of: .json)
        }
    }

    /// What a duration is on this platform: `Duration`, or `Int64` milliseconds below iOS 16 and macOS 13.
    var durationType: String {
        code.platform.hasSwiftDuration ? "Duration" : "Int64"
    }

    /// An option's type: the name the contract gives it on this platform (an alias the configuration file
    /// declares), else its spelling.
    func optionTypeName(_ option: Option) -> String {
        option.typeNames[code.platform.id] ?? spelling(option.type)
    }

    func enumTypeName(_ name: Identifier) -> String {
        code.typeName(name, overrides: code.contract.enumType(named: name)?.names ?? [:])
    }

    /// A closure body turning a JSON value `$0` into `type`, or nil.
    func converter(_ type: TypeRef) -> String {
        switch type {
        case .string: "$0.stringValue"
        case .boolean: "$0.boolValue"
        case .integer: "$0.integerValue"
        case .durationMilliseconds:
            code.platform.hasSwiftDuration ? "$0.integerValue.map(Duration.milliseconds)" : "$0.integerValue"
        case .number: "$0.numberValue"
        case .timestamp: "$0.timestampValue"
        case .enumeration(let name):
            "$0.\(code.isIntegerEnum(name) ? "integerValue" : "stringValue").map(\(enumTypeName(name)).init(rawValue:))"
        case .array(let element): "$0.arrayValue { \(converter(element)) }"
        // nil for anything but an object whose fields fit, as for any other value of the wrong type.
        case .record(let name): "\(code.recordTypeName(name))(json: $0)"
        case .map(let element): "$0.mapValue { \(converter(element)) }"
        // JSON null is no value, as everywhere: absent for a field, refused in a list or a map.
        case .json: "$0 == .null ? nil : $0"
        }
    }

    /// An expression turning `value` of `type` into JSON.
    func encode(_ type: TypeRef, _ value: String) -> String {
        switch type {
        case .string: ".string(\(value))"
        case .boolean: ".bool(\(value))"
        case .integer: ".number(Double(\(value)))"
        // Whole milliseconds, as the wire carries a duration.
        case .durationMilliseconds:
            code.platform.hasSwiftDuration
                ? ".number((\(value) / .milliseconds(1)).rounded(.towardZero))" : ".number(Double(\(value)))"
        case .number: ".number(\(value))"
        case .timestamp: ".timestamp(\(value))"
        case .enumeration(let name):
            code.isIntegerEnum(name) ? ".number(Double(\(value).rawValue))" : ".string(\(value).rawValue)"
        case .array(let element): ".array(\(value).map { \(encode(element, "$0")) })"
        case .record: "\(value).json"
        case .map(let element): ".object(\(value).mapValues { \(encode(element, "$0")) })"
        case .json: value
        }
    }

    func literal(_ value: DefaultValue) -> String {
        switch value {
        case .null: "nil"
        case .string(let text): code.rules.stringLiteral(text)
        case .boolean(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .number(let number): number.description
        case .enumValue(let name, _): enumValue(named: name).map(constructor) ?? "." + code.enumCase(name)
        case .array(let items): "[" + items.map(literal).joined(separator: ", ") + "]"
        }
    }

    /// A literal of `type`: a duration is `.milliseconds(n)`, or `n` where it is whole milliseconds.
    func literal(_ value: DefaultValue, of type: TypeRef) -> String {
        switch (value, type) {
        case (.integer(let milliseconds), .durationMilliseconds) where code.platform.hasSwiftDuration:
            ".milliseconds(\(milliseconds))"
        case (.array(let items), .array(let element)):
            "[" + items.map { literal($0, of: element) }.joined(separator: ", ") + "]"
        default: literal(value)
        }
    }

    func enumValue(named name: Identifier) -> EnumValue? {
        code.contract.allEnums.lazy.flatMap(\.values).first { $0.name == name }
    }
}

extension SwiftTarget {
    /// Adds what a memberwise initializer needs to items whose `name` is a stored property: `label` (the
    /// argument label at call sites), `parameter` (its declaration in the signature) and `argument` (how the
    /// body reads it). All three are the name, but for keywords, which call sites write without backticks,
    /// and for a property named `` `self` ``, whose parameter would hide the instance (or `` `_` ``): it is
    /// declared `` `self` value `` (another name if a property has that one).
    func withParameters<Item: SwiftMemberwiseParameter>(_ items: [Item]) -> [Item] {
        let names = Self.parameterNames(items.map(\.name))
        return zip(items, names).map { item, names in
            var item = item
            item.parameter = names
            return item
        }
    }

    /// The parameter names of memberwise initializer parameters for properties named `names`.
    static func parameterNames(_ names: [String]) -> [ParameterNames] {
        var internalName = "value"
        while names.contains(internalName) { internalName += "Value" }
        return names.map { name in
            let hidesSelf = SwiftLanguage.needsInternalName(name)
            return ParameterNames(
                label: SwiftLanguage.argumentLabel(name), parameter: hidesSelf ? "\(name) \(internalName)" : name,
                argument: hidesSelf ? internalName : name)
        }
    }
}

/// An item that is a stored property a memberwise initializer takes (`SwiftTarget.withParameters`).
protocol SwiftMemberwiseParameter {
    var name: String { get }
    var parameter: ParameterNames? { get set }
}

extension SwiftField: SwiftMemberwiseParameter {}
extension SwiftOption: SwiftMemberwiseParameter {}
extension SwiftFlows.Callback: SwiftMemberwiseParameter {}
extension SurfaceContext.Member: SwiftMemberwiseParameter {}
