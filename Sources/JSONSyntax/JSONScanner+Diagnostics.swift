/// Naming characters in messages, and the diagnoses shared by every place where the
/// parser meets a byte it did not expect.
extension JSONScanner {
    /// An error for the unexpected byte under the cursor: a specific diagnosis when one
    /// applies (comment, bad encoding, stray whitespace, …), otherwise
    /// "expected <expected>, found <character>".
    mutating func unexpectedCharacter(expected: String) -> JSONSyntaxError {
        commonMistake() ?? error("expected \(expected), found \(describeCharacter(at: index))", at: index)
    }

    /// A diagnosis for mistakes that read the same wherever they occur, or `nil`.
    mutating func commonMistake() -> JSONSyntaxError? {
        guard let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "/")
        where self.byte(at: index + 1) == UInt8(ascii: "/")
            || self.byte(at: index + 1) == UInt8(ascii: "*"):
            return error("comments are not allowed in JSON; remove the comment", at: index)
        case 0x00..<0x20, 0x7F:
            return error(
                "unexpected control character \(Self.unicodeName(UInt32(byte))); "
                    + "JSON allows only spaces, tabs and line breaks between values; remove it",
                at: index)
        case 0x80...:
            guard case .valid(let scalar, _) = bytes.utf8Sequence(at: index) else {
                return invalidUTF8(at: index)
            }
            if Self.isSpaceLike(scalar) {
                return error(
                    "unexpected \(describeCharacter(at: index)); "
                        + "JSON allows only spaces, tabs and line breaks between values; replace it with a space",
                    at: index)
            }
            if "“”„‟«»".unicodeScalars.contains(scalar) {
                return error(
                    "typographic quote '\(scalar)' cannot delimit a string; use straight double quotes '\"'",
                    at: index)
            }
            return nil
        default:
            return nil
        }
    }

    /// Describes the character at `offset` for a message: `'x'`, `'é' (U+00E9)`,
    /// `U+00A0 (no-break space)`, `control character U+0000` or `byte 0xFF`.
    func describeCharacter(at offset: Int) -> String {
        guard let byte = byte(at: offset) else { return "the end of the input" }
        if Self.isPrintableASCII(byte) {
            return byte == UInt8(ascii: "'") ? "a single quote (')" : "'\(UnicodeScalar(byte))'"
        }
        if byte < 0x80 {
            let name = Self.controlNames[byte].map { " (\($0))" } ?? ""
            return "control character \(Self.unicodeName(UInt32(byte)))\(name)"
        }
        guard case .valid(let scalar, _) = bytes.utf8Sequence(at: offset) else {
            return "byte 0x\(Self.hex2(byte)), which is not valid UTF-8"
        }
        if let name = Self.spaceNames[scalar.value] {
            return "\(Self.unicodeName(scalar.value)) (\(name))"
        }
        if scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control {
            return "invisible character \(Self.unicodeName(scalar.value))"
        }
        return "'\(scalar)' (\(Self.unicodeName(scalar.value)))"
    }

    /// Whether a non-ASCII scalar looks like whitespace to a reader but is not JSON whitespace.
    static func isSpaceLike(_ scalar: Unicode.Scalar) -> Bool {
        spaceNames[scalar.value] != nil
    }

    private static let spaceNames: [UInt32: String] = [
        0x0085: "next line", 0x00A0: "no-break space", 0x1680: "ogham space mark",
        0x2000: "en quad", 0x2001: "em quad", 0x2002: "en space", 0x2003: "em space",
        0x2004: "three-per-em space", 0x2005: "four-per-em space", 0x2006: "six-per-em space",
        0x2007: "figure space", 0x2008: "punctuation space", 0x2009: "thin space",
        0x200A: "hair space", 0x200B: "zero width space", 0x2028: "line separator",
        0x2029: "paragraph separator", 0x202F: "narrow no-break space",
        0x205F: "medium mathematical space", 0x3000: "ideographic space",
        0xFEFF: "zero width no-break space, also used as a byte order mark",
    ]

    private static let controlNames: [UInt8: String] = [
        0x00: "NUL", 0x08: "backspace", 0x09: "tab", 0x0A: "line feed", 0x0B: "vertical tab",
        0x0C: "form feed", 0x0D: "carriage return", 0x1B: "escape", 0x7F: "delete",
    ]

    /// `text` in double quotes with quotes, backslashes and control characters escaped,
    /// shortened when long: how keys are quoted in messages.
    static func quoted(_ text: String) -> String {
        let limit = 40
        var result = "\""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == limit {
                result += "…"
                break
            }
            switch scalar {
            case "\"", "\\": result += "\\\(scalar)"
            case _ where scalar.value < 0x20: result += "\\u" + hex4(UInt16(scalar.value))
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Printable ASCII: space excluded, `~` included.
    static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }

    /// `U+XXXX` with at least four uppercase hex digits.
    static func unicodeName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Four uppercase hex digits.
    static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Two uppercase hex digits.
    static func hex2(_ value: UInt8) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
