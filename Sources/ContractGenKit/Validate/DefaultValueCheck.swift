import JSONSyntax

extension ModelBuilder {
    /// The default of option `option` as a typed value, or nil after reporting why it does not fit `type`.
    mutating func defaultValue(_ node: JSONNode, for type: TypeRef, nullable: Bool, option: Identifier) -> DefaultValue? {
        switch (type, node.value) {
        case (_, .null) where nullable:
            return .null
        case (.string, .string(let text)):
            return .string(text)
        case (.boolean, .bool(let value)):
            return .boolean(value)
        case (.integer, .number(let number)) where number.isInteger:
            guard let value = number.int64 else { break }
            return .integer(value)
        case (.durationMilliseconds, .number(let number)) where number.isInteger:
            guard let value = number.int64 else { break }
            guard value >= 0 else {
                error("default of option '\(option)' is \(value) ms; a duration cannot be negative (use 0 for none)", at: node.position)
                return nil
            }
            return .integer(value)
        case (.number, .number(let number)):
            guard let value = number.double else { break }
            return .number(value)
        case (.enumeration(let name), .string(let text)):
            guard let enumeration = enumType(name) else { return nil }
            let names = enumeration.values.map(\.name.raw)
            guard let value = enumeration.values.first(where: { $0.name.raw == text }) else {
                let list = names.map { "'\($0)'" }.joined(separator: ", ")
                error("default of option '\(option)' is '\(text)', which is not a value of '\(name)'\(Suggestions.hint(for: text, among: names)); use one of \(list)", at: node.position)
                return nil
            }
            return .enumValue(name: value.name, wire: value.wire)
        case (.array(let element), .array(let items)):
            let values = items.map { defaultValue($0, for: element, nullable: false, option: option) }
            return values.contains { $0 == nil } ? nil : .array(values.compactMap { $0 })
        default:
            break
        }
        let nullHint = node.value == .null ? "; add \"nullable\": true if null is allowed" : ""
        error("default of option '\(option)' is \(node.value.kindNameWithArticle), which does not fit its type '\(type.contractSpelling)'\(nullHint)", at: node.position)
        return nil
    }
}
