import JSONSyntax
import Testing

/// A document with one mistake, and the diagnostic it must produce.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let line: Int
    let column: Int
    let message: String
    var maxDepth = 64

    init(_ text: String, _ line: Int, _ column: Int, _ message: String, maxDepth: Int = 64) {
        self.init(bytes: Array(text.utf8), line, column, message, maxDepth: maxDepth)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int, _ message: String, maxDepth: Int = 64) {
        self.bytes = bytes
        self.line = line
        self.column = column
        self.message = message
        self.maxDepth = maxDepth
    }

    var testDescription: String { String(decoding: bytes, as: UTF8.self).debugDescription }
}

@Suite struct SyntaxErrorTests {
    static let structureCases: [ErrorCase] = [
        ErrorCase(#"{"a": 1,}"#, 1, 8, "trailing comma before '}'; remove the comma"),
        ErrorCase("[\n  1,\n  2,\n]", 3, 4, "trailing comma before ']'; remove the comma"),
        ErrorCase(
            "{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3,
            "missing ',' between object members; add ',' after the previous value"),
        ErrorCase("[1 2]", 1, 4, "missing ',' between array elements; add ',' after the previous element"),
        ErrorCase(#"{"a" 1}"#, 1, 6, #"missing ':' after key "a"; add ':' between the key and its value"#),
        ErrorCase(#"{"a"}"#, 1, 5, #"key "a" has no value; add ':' and a value"#),
        ErrorCase(#"{"a" = 1}"#, 1, 6, #"use ':' instead of '=' after key "a""#),
        ErrorCase(#"{"a": }"#, 1, 7, #"missing value for key "a"; add a value after the ':'"#),
        ErrorCase("[1,,2]", 1, 4, "missing array element before ','; remove the extra comma"),
        ErrorCase(#"{"a": 1,,}"#, 1, 9, "missing object member before ','; remove the extra comma"),
        ErrorCase("[1}", 1, 3, "mismatched '}'; the array opened at line 1, column 1 must be closed with ']'"),
        ErrorCase(
            "{\n  \"a\": [1, 2]\n", 3, 1,
            "unexpected end of input; the object opened at line 1, column 1 is never closed — add '}'"),
        ErrorCase(
            #"[{"a": 1}"#, 1, 10,
            "unexpected end of input; the array opened at line 1, column 1 is never closed — add ']'"),
        ErrorCase(
            #"{"a": [1, {"#, 1, 12,
            "unexpected end of input; the object opened at line 1, column 11 is never closed — add '}'"),
        ErrorCase("", 1, 1, "the document is empty; it must contain a JSON value"),
        ErrorCase("  \n ", 2, 2, "the document is empty; it must contain a JSON value"),
        ErrorCase(
            "{} x", 1, 4,
            "unexpected text after the end of the JSON value; remove it "
                + "(a JSON document holds exactly one value — wrap several values in an array)"),
        ErrorCase("[[[[1]]]]", 1, 4, "nesting deeper than 3 levels; flatten the structure", maxDepth: 3),
        ErrorCase(
            String(repeating: "[", count: 65) + String(repeating: "]", count: 65), 1, 65,
            "nesting deeper than 64 levels; flatten the structure"),
        ErrorCase("{\n  // note\n  \"a\": 1\n}", 2, 3, "comments are not allowed in JSON; remove the comment"),
        ErrorCase("/* header */ {}", 1, 1, "comments are not allowed in JSON; remove the comment"),
        ErrorCase("{} // done", 1, 4, "comments are not allowed in JSON; remove the comment"),
        ErrorCase(#"{name: 1}"#, 1, 2, #"object keys must be strings in double quotes; write "name" instead of name"#),
        ErrorCase(
            #"{'a': 1}"#, 1, 2,
            "object keys must be enclosed in double quotes; replace the single quotes with '\"'"),
        ErrorCase(
            #"["a", 'b']"#, 1, 7,
            "strings must be enclosed in double quotes; replace the single quotes with '\"'"),
        ErrorCase(
            "[1,\u{A0}2]", 1, 4,
            "unexpected U+00A0 (no-break space); JSON allows only spaces, tabs and line breaks between values; "
                + "replace it with a space"),
        ErrorCase(
            "[\u{0C}]", 1, 2,
            "unexpected control character U+000C; JSON allows only spaces, tabs and line breaks between values; "
                + "remove it"),
        ErrorCase(
            "{\"a\": “b”}", 1, 7, "typographic quote '“' cannot delimit a string; use straight double quotes '\"'"),
    ]

    static let stringCases: [ErrorCase] = [
        ErrorCase(#"{"a": "abc"#, 1, 7, "unterminated string; add the closing '\"'"),
        ErrorCase(
            "[\"a\nb\"]", 1, 4,
            "unescaped control character U+000A in string; write it as \\n, "
                + "or add the missing closing '\"' before the line break"),
        ErrorCase("[\"a\tb\"]", 1, 4, "unescaped control character U+0009 in string; write it as \\t"),
        ErrorCase("[\"\u{1}\"]", 1, 3, "unescaped control character U+0001 in string; write it as \\u0001"),
        ErrorCase(
            #"["a\x"]"#, 1, 4,
            "invalid escape '\\x' in string; the valid escapes are \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t "
                + "and \\uXXXX (write \\\\ for a literal backslash)"),
        ErrorCase(
            #"["\u12G4"]"#, 1, 3,
            "invalid Unicode escape '\\u12G4' in string; \\u must be followed by exactly four hex digits, "
                + "as in \\u00E9"),
        ErrorCase(
            #"["ok", "\uD800"]"#, 1, 9,
            "lone surrogate '\\uD800' in string; a high surrogate (\\uD800–\\uDBFF) must be followed by "
                + "a low surrogate (\\uDC00–\\uDFFF) — write both halves of the pair, or the character itself"),
        ErrorCase(
            #"["\uDC00"]"#, 1, 3,
            "lone surrogate '\\uDC00' in string; a low surrogate (\\uDC00–\\uDFFF) must follow "
                + "a high surrogate (\\uD800–\\uDBFF) — write both halves of the pair, or the character itself"),
        ErrorCase(
            bytes: [0x5B, 0x22, 0xC3, 0xA9, 0xFF, 0x22, 0x5D], 1, 4,
            "invalid UTF-8 byte 0xFF; save the file as UTF-8"),
        ErrorCase(
            bytes: [0x5B, 0x0A, 0x22, 0xE9, 0x74, 0xE9, 0x22, 0x5D], 2, 2,
            "incomplete UTF-8 sequence starting with byte 0xE9; save the file as UTF-8"),
        ErrorCase(
            bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2,
            "invalid UTF-8 sequence starting with byte 0xED; save the file as UTF-8"),
        ErrorCase(
            bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x7D], 1, 1,
            "the file starts with a UTF-8 byte order mark; save it without the BOM"),
        ErrorCase(
            bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], 1, 1,
            "the file appears to be UTF-16 encoded; save it as UTF-8"),
    ]

    static let valueCases: [ErrorCase] = [
        ErrorCase("[01]", 1, 2, "leading zeros are not allowed in numbers; write 1 instead of 01"),
        ErrorCase("[-007.5]", 1, 2, "leading zeros are not allowed in numbers; write -7.5 instead of -007.5"),
        ErrorCase("[1.]", 1, 3, "a decimal point must be followed by a digit; write 1.0 instead of 1."),
        ErrorCase("[2.e3]", 1, 3, "a decimal point must be followed by a digit; write 2.0e3 instead of 2.e3"),
        ErrorCase("[.5]", 1, 2, "numbers must start with a digit; write 0.5 instead of .5"),
        ErrorCase("[1e]", 1, 3, "the exponent of '1e' has no digits; add digits after 'e' or remove it"),
        ErrorCase("[-]", 1, 2, "expected a digit after '-'; a number looks like -12.5"),
        ErrorCase("[+1]", 1, 2, "numbers must not start with '+'; remove the '+'"),
        ErrorCase("[0x1F]", 1, 2, "hexadecimal numbers are not allowed in JSON; write the value in decimal"),
        ErrorCase("[1.2.3]", 1, 2, "invalid number '1.2.3'; a JSON number looks like -12.5e3"),
        ErrorCase("[12px]", 1, 2, "invalid number '12px'; a JSON number looks like -12.5e3"),
        ErrorCase("[NaN]", 1, 2, "NaN and Infinity are not allowed in JSON; use null or a finite number"),
        ErrorCase("[1, -Infinity]", 1, 5, "NaN and Infinity are not allowed in JSON; use null or a finite number"),
        ErrorCase("[True]", 1, 2, "JSON literals are lowercase; write true instead of True"),
        ErrorCase("[nul]", 1, 2, "invalid literal 'nul'; did you mean null?"),
        ErrorCase("[undefined]", 1, 2, "'undefined' is not a JSON value; use null"),
        ErrorCase(
            "[hello]", 1, 2, "unexpected word 'hello'; if it is meant to be a string, enclose it in double quotes"),
        ErrorCase("[é]", 1, 2, "expected a JSON value, found 'é' (U+00E9)"),
        ErrorCase(
            #"[\n"a"]"#, 1, 2,
            "unexpected '\\' outside a string; escape sequences are only allowed inside double quotes"),
    ]

    @Test(arguments: structureCases + stringCases + valueCases)
    func reportsTheMistakeWhereItIs(_ testCase: ErrorCase) throws {
        let error = try #require(syntaxError(testCase.bytes, maxDepth: testCase.maxDepth))
        #expect(error.message == testCase.message)
        #expect(error.position.line == testCase.line)
        #expect(error.position.column == testCase.column)
        let expected = referencePosition(of: error.position.offset, in: testCase.bytes)
        #expect(error.position.line == expected.line && error.position.column == expected.column)
    }

    @Test func trailingCommaPointsAtTheCommaOnAnEarlierLine() throws {
        let error = try #require(syntaxError("{\n  \"a\": 1,\n\n}"))
        #expect(error.position == SourcePosition(offset: 10, line: 2, column: 9))
    }

    @Test func formatsLikeACompilerDiagnostic() throws {
        let error = try #require(syntaxError("{\n  \"a\": 1,\n}"))
        #expect(
            error.formatted(path: "contract.json")
                == "contract.json:2:9: error: trailing comma before '}'; remove the comma")
        #expect(error.description == "2:9: trailing comma before '}'; remove the comma")
    }
}
