/// JSON text for values the view models print: defaults in the reference page, strings in the JSON Schema.
enum JSONLiteral {
    /// A JSON string literal, escaped per RFC 8259 (control characters as `\uXXXX`, `/` left alone).
    static func string(_ text: String) -> String {
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                // U+2028/2029 are valid JSON but end lines in older JavaScript, so they are escaped too.
                output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// A default value as JSON; enum values appear as their wire strings.
    static func render(_ value: DefaultValue) -> String {
        switch value {
        case .null: return "null"
        case .string(let text): return string(text)
        case .boolean(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .number(let number): return number.description
        case .enumValue(_, let wire):
            return string(wire)
        case .array(let items):
            return "[" + items.map { render($0) }.joined(separator: ", ") + "]"
        }
    }
}
