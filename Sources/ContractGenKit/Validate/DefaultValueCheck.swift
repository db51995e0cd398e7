import JSONSyntax

/// What a value written in the contract stands for, so a message about it names the right thing: an option's
/// default, a field value in a legacy message's `with`, or an item of either.
enum ValueSubject {
    case optionDefault(Identifier)
    case withValue(Identifier)
    indirect case item(Int, of: ValueSubject)

    var description: String {
        switch self {
        case .optionDefault(let option): "default of option '\(option)'"
        case .withValue(let field): "'\(field)' in \"with\""
        case .item(let index, of: .optionDefault(let option)): "item \(index) of the default of option '\(option)'"
        case .item(let index, of: let owner): "item \(index) of \(owner.description)"
        }
    }
}

extension ModelBuilder {
    /// `node` as a typed value of `type`, or nil after reporting why it does not fit.
    mutating func typedValue(
        _ node: JSONNode, for type: TypeRef, nullable: Bool, subject: ValueSubject
    ) -> DefaultValue? {
        let what = subject.description
        switch (type, node.value) {
        case (_, .null) where nullable:
            return .null
        case (.string, .string(let text)):
            return .string(text)
        case (.boolean, .bool(let value)):
            return .boolean(value)
        case (.integer, .number(let number)), (.durationMilliseconds, .number(let number)):
            let isDuration = type == .durationMilliseconds
            // A negative duration is wrong however large it is, so say that first.
            if isDuration, number.double.map({ $0 < 0 }) ?? number.text.hasPrefix("-") {
                error("\(what) is \(number.text) ms; a duration cannot be negative (use 0 for none)", at: node.position)
                return nil
            }
            guard number.isInteger else {
                error(
                    "\(what) is \(number.text), which is not a whole number\(isDuration ? " of milliseconds" : "")",
                    at: node.position)
                return nil
            }
            // I-JSON's whole numbers: every platform's JSON reader holds them exactly.
            guard let value = number.int64, value.magnitude <= 9_007_199_254_740_991 else {
                error(
                    "\(what) is \(number.text), which is beyond ±9007199254740991 (2^53 − 1), the largest whole number every platform reads exactly; use one within it",
                    at: node.position)
                return nil
            }
            return .integer(value)
        case (.number, .number(let number)):
            guard let value = number.double else {
                error(
                    "\(what) is \(number.text), which is too large for a 64-bit floating-point number",
                    at: node.position)
                return nil
            }
            return .number(value)
        case (.enumeration(let name), .string(let text)):
            guard let enumeration = enumType(name) else { return nil }
            guard let value = enumeration.values.first(where: { $0.name.raw == text }) else {
                let names = enumeration.values.map(\.name.raw)
                let advice =
                    Suggestions.closest(to: text, among: names).map { "; did you mean '\($0)'?" }
                    ?? "; use one of " + names.map { "'\($0)'" }.joined(separator: ", ")
                error("\(what) is '\(text)', which is not a value of '\(name)'\(advice)", at: node.position)
                return nil
            }
            return .enumValue(name: value.name, wire: value.wire)
        case (.array(let element), .array(let items)):
            var values: [DefaultValue] = []
            for (index, item) in items.enumerated() {
                guard
                    let value = typedValue(item, for: element, nullable: false, subject: .item(index + 1, of: subject))
                else { continue }
                values.append(value)
            }
            return values.count == items.count ? .array(values) : nil
        default:
            break
        }
        error(
            "\(what) is \(node.value.kindNameWithArticle), which does not fit its type '\(type.contractSpelling)'\(Self.kindHint(node.value, for: type))",
            at: node.position)
        return nil
    }

    /// The fix for a value of the right text in the wrong JSON kind, e.g. `"true"` for a boolean.
    private static func kindHint(_ value: JSONValue, for type: TypeRef) -> String {
        switch (type, value) {
        case (_, .null):
            return "; add \"nullable\": true if null is allowed"
        case (.boolean, .string(let text)) where text == "true" || text == "false":
            return "; write \(text) without quotes"
        case (.integer, .string(let text)), (.number, .string(let text)), (.durationMilliseconds, .string(let text)):
            return JSONNumber(text) == nil ? "" : "; write \(text) without quotes"
        default:
            return ""
        }
    }

    /// Checks the strings of a default that fits its type against the option's `format`, which the SDKs'
    /// own validation applies to every value, the default included.
    mutating func checkFormat(_ node: JSONNode, format: StringFormat, subject: ValueSubject) {
        switch node.value {
        case .string(let text):
            switch format {
            case .url where !Self.isHTTPSURL(text):
                error("\(subject.description) is '\(text)', which is not an https URL with a host", at: node.position)
            case .host where !StringRule.hostPattern.check(text):
                error(
                    "\(subject.description) is '\(text)', which is not \(StringRule.hostPattern.summary)",
                    at: node.position)
            default:
                break
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                checkFormat(item, format: format, subject: .item(index + 1, of: subject))
            }
        default:
            break
        }
    }

    /// An absolute https URL with a host and no credentials.
    static func isHTTPSURL(_ text: String) -> Bool {
        guard text.hasPrefix("https://"), !text.contains(where: \.isWhitespace) else { return false }
        let authority = text.dropFirst("https://".count).prefix { !"/?#".contains($0) }
        return !authority.contains("@") && !authority.prefix { $0 != ":" }.isEmpty
    }

    /// Reports enum values in a default that some platform of the option does not have: that platform's code
    /// would default to a case it does not declare.
    mutating func checkAvailability(_ node: JSONNode, of type: TypeRef, on platforms: [Platform], subject: ValueSubject)
    {
        switch (type, node.value) {
        case (.enumeration(let name), .string(let text)):
            guard let value = enumType(name)?.values.first(where: { $0.name.raw == text }) else { return }
            let missing = platforms.filter { !value.isAvailable(on: $0) }
            guard !missing.isEmpty else { return }
            error(
                "\(subject.description) is '\(text)', which \(Self.list(missing)) \(missing.count == 1 ? "does" : "do") not have; use a value every platform of the option has, or limit the option's \"platforms\"",
                at: node.position)
        case (.array(let element), .array(let items)):
            for (index, item) in items.enumerated() {
                checkAvailability(item, of: element, on: platforms, subject: .item(index + 1, of: subject))
            }
        default:
            break
        }
    }
}
