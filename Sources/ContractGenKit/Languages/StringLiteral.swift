/// The one string-literal escaper; each language passes how it writes the characters that need escaping.
/// Each language keeps one (a `static let`), built once.
struct StringLiteralSyntax: Sendable {
    /// Characters with a short escape, e.g. `"\n": "\\n"`.
    let escapes: [Unicode.Scalar: String]
    /// How other control characters and line separators are written, given the scalar value.
    let unicodeEscape: @Sendable (UInt32) -> String
    /// For each ASCII byte, whether it is escaped: the bytes the quick scan looks for.
    private let escapedASCII: [Bool]

    init(escapes: [Unicode.Scalar: String], unicodeEscape: @escaping @Sendable (UInt32) -> String) {
        self.escapes = escapes
        self.unicodeEscape = unicodeEscape
        escapedASCII = (0..<128).map { byte in
            byte < 0x20 || byte == 0x7F || escapes[Unicode.Scalar(UInt8(byte))] != nil
        }
    }

    func quote(_ text: String) -> String {
        // Most text needs no escape and is copied whole. 0xE2 leads U+2028/2029, so text holding it takes the
        // scalar-by-scalar path below.
        if text.utf8.allSatisfy({ $0 >= 0x80 ? $0 != 0xE2 : !escapedASCII[Int($0)] }) { return "\"" + text + "\"" }
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
