/// A JSON number, kept exactly as written along with its usual conversions.
///
/// JSON puts no limit on the size or precision of numbers, so the lexeme is the
/// source of truth; `int64` and `double` are conveniences that are `nil` when the
/// value does not fit.
public struct JSONNumber: Sendable, Equatable {
    /// The exact lexeme from the source, for example `-12.50e+3`.
    public let text: String
    /// The exact value when it is a whole number within `Int64`'s range, else `nil`.
    ///
    /// Whole numbers written with a fraction or exponent count too: `1.0`, `1e3`
    /// and `-0` give `1`, `1000` and `0`.
    public let int64: Int64?
    /// The nearest `Double`, or `nil` when the value overflows to infinity (`1e400`).
    /// Tiny values such as `1e-400` round to zero.
    public let double: Double?
    /// Whether the value is mathematically a whole number, however it is written:
    /// true for `3`, `3.0`, `3e2` and `1e400`; false for `3.5` and `3e-1`.
    public let isInteger: Bool

    /// Creates a number from a JSON number lexeme such as `"-12.5e3"`, or returns
    /// `nil` when the text is not exactly one valid JSON number.
    public init?(_ text: String) {
        var bytes = Array(text.utf8)
        let parsed: JSONNumber? = bytes.withUnsafeMutableBufferPointer { buffer in
            var scanner = JSONScanner(bytes: UnsafeBufferPointer(buffer))
            guard scanner.current.map(JSONScanner.startsNumber) == true,
                let number = try? scanner.scanNumber(),
                scanner.isAtEnd
            else { return nil }
            return number
        }
        guard let parsed else { return nil }
        self = parsed
    }

    /// Creates a number from a lexeme that already matches the JSON number grammar.
    init(validLexeme lexeme: UnsafeBufferPointer<UInt8>) {
        text = String(decoding: lexeme, as: UTF8.self)
        let exact = JSONNumber.exactInteger(of: lexeme)
        isInteger = exact.isInteger
        int64 = exact.int64
        let converted = Double(text)
        double = converted.flatMap { $0.isFinite ? $0 : nil }
    }

    /// Decides integrality and the exact `Int64` value from the decimal digits alone,
    /// so that no precision is lost to binary floating point.
    ///
    /// The lexeme's value is `D × 10^scale`, where `D` is the digit string without
    /// leading or trailing zeros; it is whole exactly when `scale >= 0`.
    private static func exactInteger(of lexeme: UnsafeBufferPointer<UInt8>) -> (isInteger: Bool, int64: Int64?) {
        let negative = lexeme.first == UInt8(ascii: "-")
        let mantissaStart = negative ? 1 : 0
        var mantissaEnd = mantissaStart
        while mantissaEnd < lexeme.count, lexeme[mantissaEnd] | 0x20 != UInt8(ascii: "e") {
            mantissaEnd += 1
        }

        // Saturate the exponent: beyond a billion, only its sign matters, because the
        // digit string of any realistic document is far shorter.
        let exponentLimit = 1_000_000_000
        var exponent = 0
        if mantissaEnd < lexeme.count {
            var index = mantissaEnd + 1
            let exponentNegative = lexeme[index] == UInt8(ascii: "-")
            if lexeme[index] == UInt8(ascii: "-") || lexeme[index] == UInt8(ascii: "+") { index += 1 }
            while index < lexeme.count {
                exponent = min(exponent * 10 + Int(lexeme[index] &- UInt8(ascii: "0")), exponentLimit)
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }

        // Locate the significant digits within the mantissa's digit string.
        var digitCount = 0, fractionDigits = 0, firstNonZero = -1, lastNonZero = -1
        var inFraction = false
        for index in mantissaStart..<mantissaEnd {
            let byte = lexeme[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
                continue
            }
            if inFraction { fractionDigits += 1 }
            if byte != UInt8(ascii: "0") {
                if firstNonZero < 0 { firstNonZero = digitCount }
                lastNonZero = digitCount
            }
            digitCount += 1
        }
        guard firstNonZero >= 0 else { return (true, 0) }

        let trailingZeros = digitCount - 1 - lastNonZero
        let scale = exponent - fractionDigits + trailingZeros
        let significantDigits = lastNonZero - firstNonZero + 1
        guard scale >= 0 else { return (false, nil) }
        // 19 decimal digits always fit in UInt64; Int64's range is checked below.
        guard significantDigits + scale <= 19 else { return (true, nil) }

        var magnitude: UInt64 = 0
        var digitIndex = 0
        for index in mantissaStart..<mantissaEnd where lexeme[index] != UInt8(ascii: ".") {
            if digitIndex >= firstNonZero && digitIndex <= lastNonZero {
                magnitude = magnitude * 10 + UInt64(lexeme[index] &- UInt8(ascii: "0"))
            }
            digitIndex += 1
        }
        for _ in 0..<scale { magnitude *= 10 }

        if negative {
            // -2^63 is representable although +2^63 is not.
            guard magnitude <= UInt64(Int64.max) + 1 else { return (true, nil) }
            return (true, Int64(bitPattern: 0 &- magnitude))
        }
        guard magnitude <= UInt64(Int64.max) else { return (true, nil) }
        return (true, Int64(magnitude))
    }
}
