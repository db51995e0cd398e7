import Mustache
import TestSupport
import Testing

/// Whatever the input, parsing either succeeds or throws, and rendering either succeeds or throws:
/// neither may trap. Templates here are random mixes of the fragments most likely to confuse a parser.
@Suite struct RobustnessTests {
    private static let fragments = [
        "{{", "}}", "{{{", "}}}", "{{#a}}", "{{/a}}", "{{^a}}", "{{#b}}", "{{/b}}", "{{a}}", "{{.}}",
        "{{>p}}", "{{>q}}", "{{<p}}", "{{/p}}", "{{$a}}", "{{$b}}", "{{!c}}", "{{=<% %>=}}", "<%a%>",
        "<%/a%>", "<%={{ }}=%>", "{{=", "=}}", "{{&a}}", "a.b", "\n", "\r\n", "  ", "\t", "x", "é", "{", "}",
    ]

    @Test func randomTemplatesNeverTrap() {
        var generator = SplitMix64(seed: 0x5EED)
        let context: MustacheValue = ["a": [["a": true, "b": "x"], ["b": [1, 2]]], "b": "<&>"]
        var parsed = 0
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 24)
            let pieces = (0..<count).map { _ in Self.fragments[Int(generator.next() % UInt64(Self.fragments.count))] }
            let sources = ["t": pieces.joined(), "p": pieces.reversed().joined(), "q": "{{>t}}"]
            guard let library = try? MustacheLibrary(templates: sources) else { continue }
            parsed += 1
            _ = try? library.render("t", context)
        }
        #expect(parsed > 100, "the generator should produce some valid templates")
    }

    /// Encoded templates read back equal, and bytes cut short or changed are refused or read as some
    /// template, never a trap.
    @Test func encodedTemplatesReadBackOrAreRefused() throws {
        let library = try MustacheLibrary(templates: [
            "t": "a {{#s}}{{x.y}}{{^z}}!{{/z}}{{/s}}\n  {{>p}}\n{{<p}}{{$b}}B{{/b}}{{/p}}{{$c}}C{{/c}}{{{raw}}}",
            "p": "[{{$b}}default{{/b}}]",
        ])
        let decoded = MustacheLibrary(try library.names.map { try MustacheTemplate(encoded: library[$0]!.encoded) })
        #expect(decoded.names == library.names)
        #expect(decoded.names.allSatisfy { decoded[$0] == library[$0] })
        let context: MustacheValue = ["s": true, "x": ["y": "Y"], "raw": "<r>"]
        #expect(try decoded.render("t", context) == library.render("t", context))
        let bytes = try #require(library["t"]).encoded
        var refused = 0
        for length in 0..<bytes.count where (try? MustacheTemplate(encoded: Array(bytes[..<length]))) == nil {
            refused += 1
        }
        #expect(refused == bytes.count, "every truncation is refused")
        var generator = SplitMix64(seed: 0xB17E5)
        for _ in 0..<2_000 {
            var changed = bytes
            changed[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
            guard let template = try? MustacheTemplate(encoded: changed) else { continue }
            _ = try? MustacheLibrary([template, try #require(library["p"])]).render(template.name, context)
        }
    }
}
