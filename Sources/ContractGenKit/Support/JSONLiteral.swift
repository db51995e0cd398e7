/// JSON text for values the view models print: defaults in the reference page, strings in the JSON Schema.
enum JSONLiteral {
    /// A JSON string literal, escaped per RFC 8259 (control characters as `\uXXXX`, `/` left alone).
    static func string(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 2)
        write(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal to `output`, as UTF-8. Runs of bytes that need no escape are
    /// copied whole; only `"`, `\\`, control characters and U+2028/2029 (E2 80 A8/A9) are escaped. Vectors
    /// hold long strings (JSON inside JSON, padding up to a size limit), so the search for the next escape
    /// skips eight bytes at a time, and the output is bytes: appending to a `String` costs more than the copy.
    static func write(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            output.append(UInt8(ascii: "\""))
            var runStart = 0
            var offset = 0
            // Bytes up to here are looked at one by one: the eight after a word that may hold an escape.
            var singleUntil = 0
            while offset < bytes.count {
                // Eight bytes with nothing to look at are skipped at once.
                if offset >= singleUntil, offset + 8 <= bytes.count {
                    guard mayNeedEscape(UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
                    else {
                        offset += 8
                        continue
                    }
                    singleUntil = offset + 8
                }
                let (escape, width) = self.escape(at: offset, in: bytes)
                guard let escape else {
                    offset += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                escape.withUTF8Buffer { output.append(contentsOf: $0) }
                offset += width
                runStart = offset
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
            output.append(UInt8(ascii: "\""))
        }
    }

    /// The escape for the byte at `offset`, nil when it needs none, and how many bytes it replaces.
    private static func escape(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (StaticString?, Int) {
        switch bytes[offset] {
        case UInt8(ascii: "\""): return ("\\\"", 1)
        case UInt8(ascii: "\\"): return ("\\\\", 1)
        case UInt8(ascii: "\n"): return ("\\n", 1)
        case UInt8(ascii: "\r"): return ("\\r", 1)
        case UInt8(ascii: "\t"): return ("\\t", 1)
        case let byte where byte < 0x20: return (controlEscapes[Int(byte)], 1)
        case 0xE2
        where offset + 2 < bytes.count && bytes[offset + 1] == 0x80
            && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9):
            // U+2028/2029 are valid JSON but end lines in older JavaScript, so they are escaped too.
            return (bytes[offset + 2] == 0xA8 ? "\\u2028" : "\\u2029", 3)
        default:
            return (nil, 1)
        }
    }

    /// `\u0000` to `\u001f`, each in lowercase hex, `\b` and `\f` too (which have short forms).
    private static let controlEscapes: [StaticString] = [
        "\\u0000", "\\u0001", "\\u0002", "\\u0003", "\\u0004", "\\u0005", "\\u0006", "\\u0007",
        "\\u0008", "\\u0009", "\\u000a", "\\u000b", "\\u000c", "\\u000d", "\\u000e", "\\u000f",
        "\\u0010", "\\u0011", "\\u0012", "\\u0013", "\\u0014", "\\u0015", "\\u0016", "\\u0017",
        "\\u0018", "\\u0019", "\\u001a", "\\u001b", "\\u001c", "\\u001d", "\\u001e", "\\u001f",
    ]

    /// Whether any of the eight bytes in `word` is below 0x20, `"`, `\\` or 0xE2 (bit tricks that find a
    /// zero or small byte in a word without looking at each byte).
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let hasControl = (word &- ones &* 0x20) & ~word & highs != 0
        func hasByte(_ byte: UInt8) -> Bool { hasZeroByte(word ^ (ones &* UInt64(byte))) }
        return hasControl || hasByte(UInt8(ascii: "\"")) || hasByte(UInt8(ascii: "\\")) || hasByte(0xE2)
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
