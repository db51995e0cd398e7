/// The one string-literal escaper; each language passes how it writes the characters that need escaping.
struct StringLiteralSyntax {
    /// Characters with a short escape, e.g. `"\n": "\\n"`.
    var escapes: [Unicode.Scalar: String]
    /// How other control characters and line separators are written, given the scalar value.
    var unicodeEscape: (UInt32) -> String

    func quote(_ text: String) -> String {
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            if let escape = escapes[scalar] {
                output += escape
            } else if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
                output += unicodeEscape(scalar.value)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    static let common: [Unicode.Scalar: String] = ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t"]

    static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
