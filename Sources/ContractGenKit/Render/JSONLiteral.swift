/// JSON text for values the view models print: defaults in the reference page, strings in the JSON Schema.
enum JSONLiteral {
    /// A JSON string literal, escaped per RFC 8259 (control characters as `\uXXXX`, `/` left alone).
    static func string(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 2)
        write(text, to: &output)
        return output
    }

    /// Appends `text` as a JSON string literal to `output`. Runs of bytes that need no escape are copied
    /// whole; only `"`, `\\`, control characters and U+2028/2029 (E2 80 A8/A9) are looked at.
    static func write(_ text: String, to output: inout String) {
        output += "\""
        var text = text
        // Most strings (keys, names, plain values) need no escape at all: appended as they are.
        let isPlain = text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 {
                return false
            }
            return true
        }
        if isPlain {
            output += text
            output += "\""
            return
        }
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            func flush() {
                if index > runStart {
                    output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                let escape: String
                var width = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case ..<0x20:
                    let hex = String(byte, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    // U+2028/2029 are valid JSON but end lines in older JavaScript, so they are escaped too.
                    escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default:
                    index += 1
                    continue
                }
                flush()
                output += escape
                index += width
                runStart = index
            }
            flush()
        }
        output += "\""
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
