extension JSONScanner {
    /// Whether `byte` begins a JSON number (a minus sign or a digit).
    static func startsNumber(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || isDigit(byte)
    }

    /// Whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Characters that a reader would take as part of a number: used to quote the whole
    /// malformed number in a message and to reject numbers glued to letters.
    private static func isNumberLikeByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// Reads a number whose first byte (`-` or a digit) is under the cursor.
    ///
    /// Grammar (RFC 8259 §6): `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func scanNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        if current == UInt8(ascii: "-") {
            index += 1
            guard let next = current, Self.isDigit(next) else {
                if Self.isNonFiniteName(word(from: index, while: Self.isWordByte)) {
                    throw error(Self.nonFiniteMessage, at: start)
                }
                throw error("expected a digit after '-'; a number looks like -12.5", at: start)
            }
        }

        if current == UInt8(ascii: "0") {
            index += 1
            if let next = current, Self.isDigit(next) {
                throw leadingZeros(numberStart: start)
            }
        } else {
            skipDigits()
        }

        if current == UInt8(ascii: ".") {
            let point = index
            index += 1
            guard let next = current, Self.isDigit(next) else {
                throw missingFractionDigits(numberStart: start, point: point)
            }
            skipDigits()
        }

        if let letter = current, letter | 0x20 == UInt8(ascii: "e") {
            let exponentMark = index
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let next = current, Self.isDigit(next) else {
                throw error(
                    "the exponent of '\(word(from: start, while: Self.isNumberLikeByte))' has no digits; "
                        + "add digits after '\(UnicodeScalar(letter))' or remove it",
                    at: exponentMark)
            }
            skipDigits()
        }

        // A number must be followed by a delimiter; "12px" or "1.2.3" is one bad token
        // to the reader, so report it whole rather than as a missing comma.
        if let next = current, Self.isNumberLikeByte(next) {
            let written = word(from: start, while: Self.isNumberLikeByte)
            let isBareZero =
                bytes[index - 1] == UInt8(ascii: "0")
                && (index - start == 1 || index - start == 2 && bytes[start] == UInt8(ascii: "-"))
            if next | 0x20 == UInt8(ascii: "x") && isBareZero {
                throw error("hexadecimal numbers are not allowed in JSON; write the value in decimal", at: start)
            }
            throw error("invalid number '\(written)'; a JSON number looks like -12.5e3", at: start)
        }

        return JSONNumber(validLexeme: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }

    /// The message for `NaN`, `Infinity` and `-Infinity`.
    static let nonFiniteMessage = "NaN and Infinity are not allowed in JSON; use null or a finite number"

    /// Whether a bare word is a spelling of NaN or infinity from another language.
    static func isNonFiniteName(_ word: String) -> Bool {
        ["nan", "inf", "infinity"].contains(word.lowercased())
    }

    /// The error for a decimal point without digits after it, such as `1.` or `2.e3`.
    private mutating func missingFractionDigits(numberStart: Int, point: Int) -> JSONSyntaxError {
        // Suggest the whole number with a 0 inserted when that makes it valid, else
        // just the part up to the point.
        let written = word(from: numberStart, while: Self.isNumberLikeByte)
        var fixed = written.replacingFirst(".", with: ".0")
        var shown = written
        if JSONNumber(fixed) == nil {
            shown = String(decoding: UnsafeBufferPointer(rebasing: bytes[numberStart...point]), as: UTF8.self)
            fixed = shown + "0"
        }
        return error("a decimal point must be followed by a digit; write \(fixed) instead of \(shown)", at: point)
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { index += 1 }
    }

    private mutating func leadingZeros(numberStart: Int) -> JSONSyntaxError {
        let written = word(from: numberStart, while: Self.isNumberLikeByte)
        let sign = written.hasPrefix("-") ? "-" : ""
        var unsigned = Substring(written.dropFirst(sign.count))
        while unsigned.count > 1 && unsigned.first == "0" && unsigned.dropFirst().first?.isNumber == true {
            unsigned = unsigned.dropFirst()
        }
        return error(
            "leading zeros are not allowed in numbers; write \(sign)\(unsigned) instead of \(written)",
            at: numberStart)
    }
}

extension String {
    /// This string with the first occurrence of `target` replaced.
    fileprivate func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let found = firstIndex(of: target) else { return self }
        return String(self[..<found]) + replacement + String(self[index(after: found)...])
    }
}
