import JSONSyntax
import Testing

@Suite struct JSONNumberTests {
    private func number(_ text: String) throws -> JSONNumber {
        try #require(root("[\(text)]")?[0]?.number, "\(text) should parse as a number")
    }

    @Test func keepsTheExactLexeme() throws {
        #expect(try number("-12.50e+3").text == "-12.50e+3")
        #expect(try number("0.10000000000000000000000001").text == "0.10000000000000000000000001")
    }

    @Test func integersAreExact() throws {
        #expect(try number("0").int64 == 0)
        #expect(try number("-0").int64 == 0)
        #expect(try number("42").int64 == 42)
        #expect(try number("9223372036854775807").int64 == .max)
        #expect(try number("-9223372036854775808").int64 == .min)
        // Beyond 2^53 a Double would round; the integer must not.
        #expect(try number("9007199254740993").int64 == 9_007_199_254_740_993)
        #expect(try number("42").isInteger)
    }

    @Test func wholeNumbersWrittenWithFractionOrExponent() throws {
        #expect(try number("1.0").int64 == 1)
        #expect(try number("1.0").isInteger)
        #expect(try number("1e3").int64 == 1000)
        #expect(try number("25E-1").int64 == nil)
        #expect(try number("2500e-2").int64 == 25)
        #expect(try number("0.000e5").int64 == 0)
        #expect(try number("-1.5e1").int64 == -15)
    }

    @Test func fractionsAreNotIntegers() throws {
        let half = try number("0.5")
        #expect(!half.isInteger)
        #expect(half.int64 == nil)
        #expect(half.double == 0.5)
        #expect(try !number("3e-1").isInteger)
    }

    @Test func hugeIntegersHaveNoInt64() throws {
        let big = try number("9223372036854775808")
        #expect(big.int64 == nil)
        #expect(big.isInteger)
        #expect(big.double == 9_223_372_036_854_775_808.0)
        #expect(try number("-9223372036854775809").int64 == nil)
        #expect(try number("100000000000000000000000000000000000000000").int64 == nil)
        #expect(try number("1e19").int64 == nil)
    }

    @Test func nonFiniteDoublesAreNil() throws {
        let huge = try number("1e400")
        #expect(huge.double == nil)
        #expect(huge.int64 == nil)
        #expect(huge.isInteger)
        #expect(try number("-1e400").double == nil)
        #expect(try number("1e99999999999999999999999").double == nil)
    }

    @Test func underflowRoundsToZero() throws {
        let tiny = try number("1e-400")
        #expect(tiny.double == 0)
        #expect(!tiny.isInteger)
    }

    @Test func doublesAreCorrectlyRounded() throws {
        #expect(try number("0.1").double == 0.1)
        #expect(try number("-2.5E-3").double == -0.0025)
        #expect(try number("1.7976931348623157e308").double == .greatestFiniteMagnitude)
        #expect(try number("-0").double?.sign == .minus)
    }

    @Test func publicInitializerValidatesTheLexeme() {
        #expect(JSONNumber("12.5")?.double == 12.5)
        #expect(JSONNumber("-7")?.int64 == -7)
        #expect(JSONNumber("01") == nil)
        #expect(JSONNumber("1.") == nil)
        #expect(JSONNumber("1 ") == nil)
        #expect(JSONNumber("") == nil)
        #expect(JSONNumber("+1") == nil)
        #expect(JSONNumber("NaN") == nil)
    }
}
