extension JSONScanner {
    /// Reads a string literal whose opening quote is under the cursor and returns its
    /// decoded contents, leaving the cursor after the closing quote.
    ///
    /// Strings must be valid UTF-8 and may not contain raw control characters
    /// (U+0000–U+001F). Escapes are decoded; `\u` escapes of UTF-16 surrogates must form
    /// a high–low pair, and a lone surrogate is an error because a Swift `String` (and
    /// most generated code) cannot hold one faithfully.
    mutating func scanString() throws(JSONSyntaxError) -> String {
        let openingQuote = index
        index += 1
        var runStart = index // start of the bytes not yet copied to `scratch`
        var hasEscapes = false

        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                index += 1
                guard hasEscapes else { return String(decoding: run, as: UTF8.self) }
                scratch.append(contentsOf: run)
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                if !hasEscapes {
                    hasEscapes = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                try scanEscape(openingQuote: openingQuote)
                runStart = index
            case 0x00..<0x20:
                throw error(Self.controlCharacterMessage(byte), at: index)
            case 0x20..<0x80:
                index += 1
            default:
                index += try validateUTF8(at: index)
            }
        }
        throw unterminatedString(openingQuote)
    }

    private mutating func unterminatedString(_ openingQuote: Int) -> JSONSyntaxError {
        error("unterminated string; add the closing '\"'", at: openingQuote)
    }

    private static func controlCharacterMessage(_ byte: UInt8) -> String {
        let escape: String
        switch byte {
        case 0x08: escape = "\\b"
        case 0x09: escape = "\\t"
        case 0x0A: escape = "\\n"
        case 0x0C: escape = "\\f"
        case 0x0D: escape = "\\r"
        default: escape = "\\u" + hex4(UInt16(byte))
        }
        var message = "unescaped control character \(unicodeName(UInt32(byte))) in string; write it as \(escape)"
        if byte == 0x0A || byte == 0x0D {
            // A raw line break in a string usually means the closing quote is missing.
            message += ", or add the missing closing '\"' before the line break"
        }
        return message
    }

    /// Returns the length of the valid UTF-8 sequence at `offset`, or throws an error
    /// that names the bad byte.
    mutating func validateUTF8(at offset: Int) throws(JSONSyntaxError) -> Int {
        switch bytes.utf8Sequence(at: offset) {
        case .valid(_, let length):
            return length
        case .invalidLead, .truncated, .illFormed:
            throw invalidUTF8(at: offset)
        }
    }

    /// The error for malformed UTF-8 starting at `offset`.
    mutating func invalidUTF8(at offset: Int) -> JSONSyntaxError {
        let lead = "0x" + Self.hex2(bytes[offset])
        let message: String
        switch bytes.utf8Sequence(at: offset) {
        case .truncated:
            message = "incomplete UTF-8 sequence starting with byte \(lead); save the file as UTF-8"
        case .illFormed:
            message = "invalid UTF-8 sequence starting with byte \(lead); save the file as UTF-8"
        case .invalidLead, .valid:
            message = "invalid UTF-8 byte \(lead); save the file as UTF-8"
        }
        return error(message, at: offset)
    }

    /// Decodes the escape under the cursor (at its backslash) into `scratch`.
    private mutating func scanEscape(openingQuote: Int) throws(JSONSyntaxError) {
        let backslash = index
        guard let letter = byte(at: index + 1) else { throw unterminatedString(openingQuote) }
        let decoded: UInt8
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = letter
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            try scanUnicodeEscape()
            return
        default:
            let escape =
                Self.isPrintableASCII(letter)
                ? "invalid escape '\\\(UnicodeScalar(letter))' in string"
                : "invalid escape in string: a backslash followed by \(describeCharacter(at: index + 1))"
            throw error(
                escape + "; the valid escapes are \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\uXXXX "
                    + "(write \\\\ for a literal backslash)",
                at: backslash)
        }
        scratch.append(decoded)
        index += 2
    }

    /// Decodes a `\uXXXX` escape, or a surrogate pair of two of them, into `scratch`.
    private mutating func scanUnicodeEscape() throws(JSONSyntaxError) {
        let first = index
        let unit = try hexQuad(at: first)
        index += 6
        var scalarValue = UInt32(unit)

        switch unit {
        case 0xD800...0xDBFF:
            let second = index
            var low: UInt16?
            if byte(at: second) == UInt8(ascii: "\\"), byte(at: second + 1) == UInt8(ascii: "u") {
                low = try hexQuad(at: second)
            }
            guard let low, (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    "lone surrogate '\\u\(Self.hex4(unit))' in string; a high surrogate "
                        + "(\\uD800–\\uDBFF) must be followed by a low surrogate (\\uDC00–\\uDFFF) "
                        + "— write both halves of the pair, or the character itself",
                    at: first)
            }
            index += 6
            scalarValue = 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw error(
                "lone surrogate '\\u\(Self.hex4(unit))' in string; a low surrogate "
                    + "(\\uDC00–\\uDFFF) must follow a high surrogate (\\uD800–\\uDBFF) "
                    + "— write both halves of the pair, or the character itself",
                at: first)
        default:
            break
        }
        // Surrogates were handled above, so the value is always a valid scalar.
        if let scalar = Unicode.Scalar(scalarValue) {
            UTF8.encode(scalar) { scratch.append($0) }
        }
    }

    /// Reads the four hex digits of the `\u` escape whose backslash is at `backslash`.
    private mutating func hexQuad(at backslash: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for offset in backslash + 2..<backslash + 6 {
            guard let digit = byte(at: offset).flatMap(Self.hexValue) else {
                // Quote what was written in the four places the digits belong in.
                var written = "\\u"
                for place in backslash + 2..<backslash + 6 {
                    guard let byte = byte(at: place), Self.isPrintableASCII(byte),
                        byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\")
                    else { break }
                    written.unicodeScalars.append(UnicodeScalar(byte))
                }
                throw error(
                    "invalid Unicode escape '\(written)' in string; "
                        + "\\u must be followed by exactly four hex digits, as in \\u00E9",
                    at: backslash)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension UTF8Sequence {
    /// Whether the sequence is well formed.
    var isValid: Bool {
        if case .valid = self { return true }
        return false
    }
}
