@testable import ContractGenKit
import Foundation
import Testing

/// JSON string literals skip eight bytes at a time to the next byte that may need an escape; every escape must
/// still be found wherever it falls in those eight bytes, and text around it copied unchanged.
@Suite struct JSONLiteralTests {
    /// RFC 8259's rules, one character at a time: the escapes JSONLiteral promises, written out by hand.
    static func reference(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\u{2028}": literal += "\\u2028"
            case "\u{2029}": literal += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    @Test func handWrittenLiterals() {
        #expect(JSONLiteral.string("") == #""""#)
        #expect(JSONLiteral.string("plain text, longer than eight bytes") == #""plain text, longer than eight bytes""#)
        #expect(JSONLiteral.string(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
        #expect(JSONLiteral.string("a\u{0}b\u{8}c\u{c}d\u{1f}") == #""a\u0000b\u0008c\u000cd\u001f""#)
        #expect(JSONLiteral.string("line\u{2028}para\u{2029}end") == #""line\u2028para\u2029end""#)
        // E2 also leads ₹ and "…", which are copied as they are.
        #expect(JSONLiteral.string("₹₹₹₹ … ₹\u{2028}") == "\"₹₹₹₹ … ₹\\u2028\"")
        // A lone E2 80 at the very end of a chunk or text is not mistaken for U+2028.
        #expect(JSONLiteral.string("1234567\u{2000}") == "\"1234567\u{2000}\"")
    }

    /// Every escape at every offset from 0 to 24 in text made of runs that do and do not need escapes.
    @Test func everyEscapeAtEveryOffset() {
        let specials = [
            "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1b}", "\u{7f}", "\u{2028}", "\u{2029}", "₹", "é", "😀",
            "\u{2000}",
        ]
        for special in specials {
            for offset in 0...24 {
                for tail in [0, 1, 7, 8, 9] {
                    let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: tail)
                    #expect(
                        JSONLiteral.string(text) == Self.reference(text),
                        "\(offset) bytes, then \(special.unicodeScalars.map(\.value))")
                }
            }
        }
    }

    /// Every three characters from a mix of plain, escaped and multi-byte ones, after 0 to 8 plain bytes,
    /// checked against the reference and read back by Foundation's parser.
    @Test func mixedTextMatchesTheReferenceAndReadsBack() throws {
        let alphabet = Array("a \"\\\n\u{1}₹é😀\u{2028}\u{2029}…/")
        for lead in 0...8 {
            for first in alphabet {
                for second in alphabet {
                    for third in alphabet {
                        let text = String(repeating: "x", count: lead) + String([first, second, third])
                        let literal = JSONLiteral.string(text)
                        guard literal == Self.reference(text) else {
                            Issue.record("\(text.unicodeScalars.map(\.value)): \(literal)")
                            return
                        }
                        if lead == 0 {
                            let read =
                                try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
                                as? String
                            #expect(read == text)
                        }
                    }
                }
            }
        }
    }

    /// Vectors write through the same function: a string in an object comes out escaped the same way.
    @Test func vectorObjectsEscapeKeysAndValues() {
        let vector = VectorJSON.object([("k\"ey", .string("va\\lue\u{2028}")), ("list", [1, "₹", nil, true])])
        #expect(vector.text == #"{"k\"ey": "va\\lue\u2028", "list": [1, "₹", null, true]}"#)
    }

    /// Vectors are equal when their text is: strings by their bytes, so canonically equivalent spellings differ.
    @Test func vectorEqualityFollowsTheText() {
        #expect(VectorJSON.string("caf\u{e9}") != VectorJSON.string("cafe\u{301}"))
        #expect(VectorJSON.string("a\"b") == VectorJSON.string("a\"b"))
        #expect(VectorJSON.integer(3) == VectorJSON.verbatim("3"))
        #expect(VectorJSON.string("3") != VectorJSON.integer(3))
    }
}
