import Mustache
import Testing

/// Templates as bytes (`encoded`), which contractgen carries as string literals and reads in place: reading
/// them back makes the same template as parsing, the bytes are valid UTF-8, and bytes that are cut short or
/// malformed are an error, never a different template.
@Suite struct TemplateCodingTests {
    /// Every kind of node, names and text with multi-byte characters, and tags far enough down and across that
    /// their line and column take one, two and three bytes.
    static let sources: [String: String] = [
        "kinds": """
        Hello {{name}}, {{{raw}}} {{&amp}} {{a.b.c}} {{.}}
        {{#items}}- {{label}} “quoted” ₹ 😀
        {{/items}}{{^items}}none{{/items}}
          {{>partial}}
        {{<parent}}{{$slot}}filled {{x}}{{/slot}}{{$other}}{{/other}}{{/parent}}
        {{$block}}default{{/block}}
        """,
        "far": String(repeating: "\n", count: 70) + String(repeating: " ", count: 70) + "{{deep}}"
            + String(repeating: "\n", count: 4200) + "{{#s}}{{t}}{{/s}}",
        "empty": "",
    ]

    @Test(arguments: sources.keys.sorted())
    func readingBackMakesTheParsedTemplate(_ name: String) throws {
        let parsed = try MustacheTemplate(Self.sources[name]!, name: name)
        let encoded = parsed.encoded
        #expect(try MustacheTemplate(encoded: encoded) == parsed)
        // Valid UTF-8: decoding and encoding again gives the same bytes back.
        #expect(Array(String(decoding: encoded, as: UTF8.self).utf8) == encoded)
        // Renders the same as the source.
        let context: MustacheValue = ["name": "N", "items": [["label": "one"]], "deep": "d", "s": true, "t": "T"]
        #expect(try MustacheTemplate(encoded: encoded).render(context) == parsed.render(context))
    }

    /// Every byte outside the template's own text is ASCII, so only text can put bytes of 0x80 and above in.
    @Test func bytesOutsideTheTextAreASCII() throws {
        let encoded = try MustacheTemplate(Self.sources["far"]!, name: "far").encoded
        #expect(encoded.allSatisfy { $0 < 0x80 })
    }

    /// Each prefix of the bytes is a template cut short: an error, never a smaller template.
    @Test func everyPrefixIsAnError() throws {
        let encoded = try MustacheTemplate(Self.sources["kinds"]!, name: "kinds").encoded
        for count in 0..<encoded.count {
            #expect(throws: MustacheError.self) { try MustacheTemplate(encoded: Array(encoded.prefix(count))) }
        }
        #expect(throws: MustacheError.self) { try MustacheTemplate(encoded: encoded + [0]) }
    }

    /// The largest number, `Int.max`, reads back and is written again the same: a partial tag on that line.
    @Test func theLargestNumberReadsBack() throws {
        // Name "t"; one node: a partial "p" with no indentation, on line Int.max (ten bytes of six bits with
        // "more follows", then the top three bits), column 1.
        let bytes: [UInt8] =
            [1, UInt8(ascii: "t"), 1, 3, 1, UInt8(ascii: "p"), 0]
            + [UInt8](repeating: 0x7F, count: 10) + [0x07, 1]
        let template = try MustacheTemplate(encoded: bytes)
        #expect(template.includedTemplates.map(\.line) == [Int.max])
        #expect(template.encoded == bytes)
        // One more bit does not fit in an Int.
        #expect(throws: MustacheError.self) { try MustacheTemplate(encoded: Array(bytes[..<17]) + [0x08, 1]) }
    }

    /// A number whose bytes run on past what fits in an `Int`, or hold a byte of 0x80 or above, is malformed.
    @Test func malformedNumbersAreErrors() {
        // The name's length: eleven bytes that each say "more follows".
        #expect(throws: MustacheError.self) { try MustacheTemplate(encoded: [UInt8](repeating: 0x7F, count: 11) + [0]) }
        #expect(throws: MustacheError.self) { try MustacheTemplate(encoded: [0x80]) }
    }
}
