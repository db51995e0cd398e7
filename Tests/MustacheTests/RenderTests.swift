import Mustache
import Testing

/// Rendering behaviour beyond the spec's cases: escaping choices, recursion limits, large output,
/// indentation details a code generator relies on, and the library API.
@Suite struct RenderTests {
    private func render(
        _ templates: [String: String], _ name: String, _ context: MustacheValue,
        escape: @escaping @Sendable (String) -> String = MustacheEscaping.none
    ) throws -> String {
        try MustacheLibrary(templates: templates).render(name, context, escape: escape)
    }

    // MARK: Escaping

    @Test func noneDoesNotEscape() throws {
        let output = try render(["t": "{{code}} {{{code}}} {{&code}}"], "t", ["code": "a < b && c > \"d\""])
        #expect(output == "a < b && c > \"d\" a < b && c > \"d\" a < b && c > \"d\"")
    }

    @Test func htmlEscapesOnlyDoubleMustaches() throws {
        let output = try render(
            ["t": "{{v}}|{{{v}}}"], "t", ["v": "<a href=\"x\">&</a>"], escape: MustacheEscaping.html)
        #expect(output == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;|<a href=\"x\">&</a>")
    }

    @Test func customEscape() throws {
        let output = try render(["t": "\"{{v}}\""], "t", ["v": "say \"hi\""]) {
            $0.replacingOccurrences(of: "\"", with: "\\\"")
        }
        #expect(output == "\"say \\\"hi\\\"\"")
    }

    // MARK: Recursion limits

    @Test func selfIncludingPartialStopsWithAnError() throws {
        let library = try MustacheLibrary(templates: ["loop": "x\n  {{>loop}}"])
        #expect {
            _ = try library.render("loop", [:])
        } throws: { error in
            guard let error = error as? MustacheError else { return false }
            return error.templateName == "loop" && error.line == 2 && error.column == 3
                && error.message.hasPrefix("'loop' is included more than 100 levels deep")
        }
    }

    @Test func mutuallyRecursiveParentsStopWithAnError() throws {
        let library = try MustacheLibrary(templates: ["a": "{{<b}}{{/b}}", "b": "{{<a}}{{/a}}"])
        #expect(throws: MustacheError.self) { try library.render("a", [:]) }
    }

    @Test func sectionsAndPartialsNestingWithoutEndStopWithAnError() throws {
        // Every level nests 99 sections and a partial, so the overall depth limit trips first.
        let deep = String(repeating: "{{#a}}", count: 99) + "{{>deep}}" + String(repeating: "{{/a}}", count: 99)
        let library = try MustacheLibrary(templates: ["deep": deep])
        #expect {
            _ = try library.render("deep", ["a": true])
        } throws: { error in
            (error as? MustacheError)?.message.hasPrefix("templates nest more than 500 levels deep") == true
        }
    }

    @Test func recursionEndedByDataWorks() throws {
        var tree: MustacheValue = ["name": "leaf", "children": []]
        for level in (0..<40).reversed() {
            tree = ["name": .string("n\(level)"), "children": [tree]]
        }
        let output = try render(["node": "{{name}}({{#children}}{{>node}}{{/children}})"], "node", tree)
        #expect(output.hasPrefix("n0(n1(n2("))
        #expect(output.hasSuffix("leaf()" + String(repeating: ")", count: 40)))
    }

    // MARK: Large output

    @Test func largeListRendersCompletely() throws {
        let items = MustacheValue.list((0..<10_000).map { ["id": MustacheValue($0), "name": .string("item\($0)")] })
        let templates = ["list": "items:\n{{#items}}\n  {{>row}}\n{{/items}}\nend\n", "row": "- {{id}}: {{name}}\n"]
        let output = try render(templates, "list", ["items": items])
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 10_003)
        #expect(lines[1] == "  - 0: item0")
        #expect(lines[10_000] == "  - 9999: item9999")
        #expect(lines[10_001] == "end")
    }

    @Test func parsedOnceRenderedManyTimes() async throws {
        let library = try MustacheLibrary(templates: ["t": "Hello, {{name}}!"])
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<50 {
                group.addTask { try library.render("t", ["name": .string("n\(index)")]) }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(outputs.count == 50)
        #expect(outputs.contains("Hello, n7!"))
    }

    // MARK: Indentation

    @Test func indentedPartialLeavesEmptyLinesEmpty() throws {
        let templates = ["t": "struct A {\n    {{>body}}\n}\n", "body": "let a = 1\n\nlet b = 2\n"]
        #expect(try render(templates, "t", [:]) == "struct A {\n    let a = 1\n\n    let b = 2\n}\n")
    }

    @Test func nestedStandalonePartialsAddUpTheirIndentation() throws {
        let templates = ["t": "a\n  {{>b}}\n", "b": "b\n  {{>c}}\n", "c": "c1\nc2\n"]
        #expect(try render(templates, "t", [:]) == "a\n  b\n    c1\n    c2\n")
    }

    @Test func indentationAppliesToSectionContentNotToValues() throws {
        let templates = ["t": "  {{>p}}\n", "p": "{{#items}}\n- {{.}}\n{{/items}}\n"]
        #expect(try render(templates, "t", ["items": ["one", "two\nlines"]]) == "  - one\n  - two\nlines\n")
    }

    @Test func inlinePartialContinuesAtTheCurrentIndentation() throws {
        let templates = ["t": "  {{>outer}}\n", "outer": "let x = {{>call}}\n", "call": "f(\n    1\n)"]
        #expect(try render(templates, "t", [:]) == "  let x = f(\n      1\n  )\n")
    }

    @Test func standaloneBlockIndentsItsArgument() throws {
        let templates = [
            "page": "{{<layout}}\n{{$body}}\nline 1\nline 2\n{{/body}}\n{{/layout}}\n",
            "layout": "<main>\n    {{$body}}{{/body}}\n</main>\n",
        ]
        #expect(try render(templates, "page", [:]) == "<main>\n    line 1\n    line 2\n\n</main>\n")
    }

    @Test func crlfLineEndingsArePreserved() throws {
        let templates = ["t": "a\r\n  {{>p}}\r\nb\r\n", "p": "x\r\n\r\ny\r\n"]
        #expect(try render(templates, "t", [:]) == "a\r\n  x\r\n\r\n  y\r\nb\r\n")
    }

    // MARK: Values

    @Test func valuesInterpolate() throws {
        let context: MustacheValue = [
            "int": 42, "negative": -7, "fraction": 1.5, "big": 1e20, "yes": true, "nothing": nil,
        ]
        let output = try render(
            ["t": "{{int}} {{negative}} {{fraction}} {{big}} {{yes}} [{{nothing}}] [{{missing}}]"], "t", context)
        #expect(output == "42 -7 1.5 1e+20 true [] []")
    }

    @Test func truthiness() throws {
        let template = "{{#v}}T{{/v}}{{^v}}F{{/v}}"
        let cases: [(MustacheValue, String)] = [
            (nil, "F"), (false, "F"), (true, "T"), ([], "F"), ([1], "T"),
            ("", "T"), ("x", "T"), (0, "T"), ([:], "T"),
        ]
        for (value, expected) in cases {
            #expect(try render(["t": template], "t", ["v": value]) == expected, "value \(value)")
        }
    }

    @Test func sectionOverObjectPushesIt() throws {
        let context: MustacheValue = ["user": ["name": "Ada", "team": ["name": "Core"]], "name": "outer"]
        let output = try render(
            ["t": "{{#user}}{{name}}/{{team.name}}/{{#team}}{{name}}{{/team}}{{/user}} {{name}}"], "t", context)
        #expect(output == "Ada/Core/Core outer")
    }

    // MARK: Library

    @Test func libraryAPI() throws {
        let library = try MustacheLibrary(templates: ["b": "B", "a": "A{{>b}}"])
        #expect(library.names == ["a", "b"])
        #expect(library.contains("a"))
        #expect(!library.contains("c"))
        #expect(try library.render("a", [:]) == "AB")
        #expect {
            _ = try library.render("c", [:])
        } throws: { error in
            (error as? MustacheError)?.message == "no template named 'c'; known templates: a, b"
        }
    }

    @Test func templateRendersOnItsOwn() throws {
        let template = try MustacheTemplate("{{#items}}{{.}},{{/items}}{{>missing}}", name: "solo")
        #expect(try template.render(["items": [1, 2, 3]]) == "1,2,3,")
    }

    @Test func missingPartialAndParentRenderNothing() throws {
        #expect(try render(["t": "[{{>nope}}|{{<nope}}{{$x}}y{{/x}}{{/nope}}]"], "t", [:]) == "[|]")
    }
}
