import Mustache
import Testing

/// Strict mode: a tag whose name resolves to nothing through the whole context stack is an error, every such
/// tag reported in one render; a key that is present, even as null or false, is not.
@Suite struct StrictModeTests {
    func strict(_ template: String, _ context: MustacheValue) throws -> String {
        try MustacheLibrary(templates: ["t": template]).renderPieces(
            "t", context, strict: true, escape: MustacheEscaping.none
        ).joined()
    }

    func missing(_ template: String, _ context: MustacheValue) -> [String] {
        do {
            _ = try strict(template, context)
            return []
        } catch let errors as MustacheErrors {
            return errors.errors.map(\.description)
        } catch {
            return ["unexpected: \(error)"]
        }
    }

    @Test func presentKeysRenderAsUsual() throws {
        let context: MustacheValue = [
            "a": "x", "none": .null, "no": false, "items": [["b": "1"], ["b": "2"]], "o": ["p": "q"],
        ]
        #expect(
            try strict(
                "{{a}}[{{none}}]{{#no}}!{{/no}}{{^none}}-{{/none}}{{#items}}{{b}}{{a}}{{/items}}{{o.p}}", context)
                == "x[]-1x2xq")
    }

    /// Each at its own tag: `c` is read twice, once an item, and reported once.
    @Test func everyMissingNameIsReportedAtItsTag() {
        let context: MustacheValue = ["items": [["b": "1"], ["b": "2"]], "o": ["p": "q"]]
        #expect(
            missing("{{nmae}}\n{{#items}}{{c}}{{/items}}\n{{#absent}}x{{/absent}}{{o.r}}", context) == [
                "t:1:1: error: nothing is named 'nmae' here (strict mode); check the name, or give the view model the key, null when it has no value",
                "t:2:11: error: nothing is named 'c' here (strict mode); check the name, or give the view model the key, null when it has no value",
                "t:3:1: error: nothing is named 'absent' here (strict mode); check the name, or give the view model the key, null when it has no value",
                "t:3:24: error: nothing is named 'o.r' here (strict mode); check the name, or give the view model the key, null when it has no value",
            ])
    }

    @Test func withoutStrictModeAMissingNameIsEmpty() throws {
        let output = try MustacheLibrary(templates: ["t": "[{{nmae}}]{{#absent}}x{{/absent}}"]).renderPieces(
            "t", [:], escape: MustacheEscaping.none)
        #expect(output.joined() == "[]")
    }
}
