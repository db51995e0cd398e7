import Mustache
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
}

/// A small deterministic generator so failures reproduce.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
