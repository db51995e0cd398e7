import JSONSyntax

/// Checks a parsed contract against `ContractSchema`: types, required and unknown keys, duplicate keys, names.
/// Every problem is collected; a value of the wrong shape is reported once and not looked into further.
struct SchemaChecker {
    let file: String
    private(set) var diagnostics: DiagnosticCollector

    /// `rule` names what it checks: `schema` for a contract, `config` for a contractgen.json.
    init(file: String, rule: String = "schema") {
        self.file = file
        self.diagnostics = DiagnosticCollector(rule: rule)
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// `label` names the value in messages, e.g. "'type'" or "item 3 of 'values'"; it is built only for a
    /// message, as most values have none and every value of the contract passes through here.
    mutating func check(_ node: JSONNode, against schema: Schema, label: @autoclosure () -> String) {
        check(node, against: schema, makeLabel: label)
    }

    private mutating func check(_ node: JSONNode, against schema: Schema, makeLabel: () -> String) {
        var label: String { makeLabel() }
        switch (schema, node.value) {
        case (.name, .string(let text)):
            if !Identifier.isValid(text) {
                error(Self.invalidName(text, label: label), at: node.position)
            }
        case (.text, .string):
            break
        case (.string(let rule), .string(let text)):
            if text.isEmpty && !rule.check(text) {
                error("\(label) is empty; it must be \(rule.summary)", at: node.position)
            } else if !rule.check(text) {
                error("\(label) is '\(text)', which is not \(rule.summary)", at: node.position)
            }
        case (.boolean, .bool):
            break
        case (.integer(let minimum, let maximum), .number(let number)):
            checkInteger(number, minimum: minimum, maximum: maximum, label: label, at: node.position)
        case (.oneOf(let allowed), .string(let text)):
            if !allowed.contains(text) {
                let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
                error(
                    "\(label) is '\(text)', which is not one of \(list)\(Suggestions.hint(for: text, among: allowed))",
                    at: node.position)
            }
        case (.array(let element), .array(let items)):
            for (index, item) in items.enumerated() {
                check(item, against: element, makeLabel: { "item \(index + 1) of \(label)" })
            }
        case (.map(let valueSchema), .object(let members)):
            reportDuplicateKeys(members)
            for member in members {
                check(member.value, against: valueSchema, label: "'\(member.key)'")
            }
        case (.object(let objectSchema), .object(let members)):
            check(members, of: objectSchema, at: node.position)
        case (.any, _):
            break
        case (.either(let first, let second), let value) where schema.takesKind(of: value):
            check(node, against: first.takesKind(of: value) ? first : second, makeLabel: makeLabel)
        default:
            error(
                "\(label) must be \(Self.expectation(schema)), found \(node.value.kindNameWithArticle)",
                at: node.position)
        }
    }

    private mutating func check(_ members: [JSONMember], of schema: ObjectSchema, at position: SourcePosition) {
        reportDuplicateKeys(members)
        var known: [String] { schema.properties.map(\.key) }
        var suggested = Set<String>()
        for member in members {
            guard let property = schema.property(member.key) else {
                guard !diagnostics.isFull else {
                    diagnostics.omit()
                    continue
                }
                let suggestion = Suggestions.closest(to: member.key, among: known)
                if let suggestion { suggested.insert(suggestion) }
                let hint =
                    suggestion.map { "; did you mean '\($0)'?" }
                    ?? "; \(schema.name) takes: \(known.joined(separator: ", "))"
                error("unknown key '\(member.key)' in \(schema.name)\(hint)", at: member.keyPosition)
                continue
            }
            check(member.value, against: property.schema, label: "'\(member.key)'")
        }
        // A misspelt required key is one mistake: the "did you mean" above already names the fix. Objects have
        // a handful of keys, so a search beats building a set for each of thousands of objects.
        for property in schema.properties
        where property.isRequired && !members.contains(where: { $0.key == property.key })
            && !suggested.contains(property.key)
        {
            error(
                "\(schema.name) is missing the required key '\(property.key)' (\(property.description.lowercasedFirst.trimmingSuffix(".")))",
                at: position)
        }
    }

    /// Why `text` is not a contract name, and a valid spelling close to it when there is one.
    static func invalidName(_ text: String, label: String) -> String {
        let rule = "use snake_case (lowercase letters, digits and single underscores, starting with a letter)"
        if text.isEmpty { return "\(label) is empty, which is not a valid name: \(rule)" }
        let prefix = "\(label) is '\(text)', which is not a valid name: "
        if let first = text.unicodeScalars.first, first.isASCIIDigit {
            return prefix + "it starts with a digit; \(rule)"
        }
        // A suggestion would silently drop the character, so name it instead.
        if let foreign = text.first(where: { !$0.isASCII && ($0.isLetter || $0.isNumber) }) {
            return prefix + "'\(foreign)' is not an ASCII letter; \(rule)"
        }
        let hint = Identifier.suggestion(for: text).map { " such as '\($0)'" } ?? ""
        return prefix + rule + hint
    }

    private mutating func checkInteger(
        _ number: JSONNumber, minimum: Int64?, maximum: Int64?, label: @autoclosure () -> String,
        at position: SourcePosition
    ) {
        guard number.isInteger, let value = number.int64 else {
            let why = number.isInteger ? "too large" : "not a whole number"
            error(
                "\(label()) is \(number.text), which is \(why); write a whole number\(Self.range(minimum, maximum))",
                at: position)
            return
        }
        if let minimum, value < minimum {
            error("\(label()) is \(value); it must be\(Self.range(minimum, maximum))", at: position)
        }
        if let maximum, value > maximum {
            error("\(label()) is \(value); it must be\(Self.range(minimum, maximum))", at: position)
        }
    }

    private mutating func reportDuplicateKeys(_ members: [JSONMember]) {
        // Most objects are small: compare pairs rather than hash every key (a map of platform ids, say).
        if members.count <= 16 {
            for (index, member) in members.enumerated() {
                if let earlier = members[..<index].first(where: { $0.key == member.key }) {
                    duplicate(member, earlier: earlier.keyPosition)
                }
            }
            return
        }
        var first: [String: SourcePosition] = [:]
        for member in members {
            if let earlier = first[member.key] {
                duplicate(member, earlier: earlier)
            } else {
                first[member.key] = member.keyPosition
            }
        }
    }

    private mutating func duplicate(_ member: JSONMember, earlier: SourcePosition) {
        error(
            "duplicate key '\(member.key)' (first at line \(earlier.line), column \(earlier.column)); remove one of them",
            at: member.keyPosition)
    }

    private mutating func error(_ message: @autoclosure () -> String, at position: SourcePosition) {
        diagnostics.error(message(), at: location(position))
    }

    private static func range(_ minimum: Int64?, _ maximum: Int64?) -> String {
        switch (minimum, maximum) {
        case let (min?, max?) where min == max: " equal to \(min)"
        case let (min?, max?): " from \(min) to \(max)"
        case let (min?, nil): " of at least \(min)"
        case let (nil, max?): " of at most \(max)"
        case (nil, nil): ""
        }
    }

    static func expectation(_ schema: Schema) -> String {
        switch schema {
        case .name: "a snake_case name (a string)"
        case .text: "a string"
        case .string(let rule): rule.summary
        case .boolean: "true or false"
        case .integer: "a whole number"
        case .oneOf(let allowed): "one of " + allowed.map { "'\($0)'" }.joined(separator: ", ")
        case .array: "an array"
        case .map, .object: "an object"
        case .any: "a value"
        case .either(let first, let second): expectation(first) + " or " + expectation(second)
        }
    }
}

extension JSONValue {
    /// "a string", "an object", … for messages.
    var kindNameWithArticle: String {
        let kind = kindName
        if kind == "null" { return kind }
        return (kind.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + kind
    }
}

extension String {
    var lowercasedFirst: String {
        prefix(1).lowercased() + dropFirst()
    }

    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
