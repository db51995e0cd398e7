import Mustache
import Testing

/// `layout` sections: the template spells each layout, the renderer keeps the first that fits.
@Suite struct LayoutTests {
    private static let call = """
        {{#fit}}
        {{#oneLine}}
          f({{#args}}{{name}}{{^last}}, {{/last}}{{/args}});
        {{/oneLine}}
        {{#split}}
          f(
        {{#args}}
            {{name}},
        {{/args}}
          );
        {{/split}}
        {{/fit}}
        """

    private func render(_ template: String, width: Int, _ context: [String: MustacheValue]) throws -> String {
        var context = context
        context["fit"] = .layout(MustacheLayout(width: width, names: ["oneLine", "wrapped", "split"]))
        return try MustacheLibrary(templates: ["t": template]).render("t", .object(context))
    }

    private func arguments(_ names: [String]) -> MustacheValue {
        .list(
            names.enumerated().map { index, name in ["name": .string(name), "last": .bool(index == names.count - 1)] })
    }

    @Test func keepsTheFirstLayoutThatFits() throws {
        // "  f(alpha, beta);" is 17 characters.
        let context = ["args": arguments(["alpha", "beta"])]
        #expect(try render(Self.call, width: 17, context) == "  f(alpha, beta);\n")
        #expect(try render(Self.call, width: 16, context) == "  f(\n    alpha,\n    beta,\n  );\n")
    }

    @Test func skipsLayoutsThatRenderNothingAndFallsBackToTheLastThatDid() throws {
        let template = """
            {{#fit}}
            {{#oneLine}}
            a long line
            {{/oneLine}}
            {{#wrapped}}
            a long
              line
            {{/wrapped}}
            {{/fit}}
            """
        #expect(try render(template, width: 6, [:]) == "a long\n  line\n")
        // The unused "split" layout renders nothing and is never chosen.
        #expect(try render(template, width: 2, [:]) == "a long\n  line\n")
    }

    @Test func measuresFromTheColumnWhereTheSectionStarts() throws {
        let template = "head: {{#fit}}{{#oneLine}}one two{{/oneLine}}{{#split}}one\ntwo{{/split}}{{/fit}}!"
        #expect(try render(template, width: 13, [:]) == "head: one two!")
        #expect(try render(template, width: 12, [:]) == "head: one\ntwo!")
    }

    /// Columns are Unicode scalars, not bytes: `é` is two bytes in UTF-8 and one column.
    @Test func countsColumnsInScalars() throws {
        let template = "{{#fit}}{{#oneLine}}{{text}} x{{/oneLine}}{{#split}}{{text}}\nx{{/split}}{{/fit}}"
        #expect(try render(template, width: 7, ["text": "résumé"]) == "résumé\nx")
        #expect(try render(template, width: 8, ["text": "résumé"]) == "résumé x")
    }

    @Test func indentsLikeOtherTemplateTextInsideStandalonePartials() throws {
        let library = try MustacheLibrary(templates: [
            "t": "class {\n  {{> body}}\n}\n",
            "body": "{{#fit}}\n{{#oneLine}}\nx = 1;\n{{/oneLine}}\n{{#split}}\nx =\n  1;\n{{/split}}\n{{/fit}}\n",
        ])
        let fit = MustacheValue.layout(MustacheLayout(width: 8, names: ["oneLine", "split"]))
        #expect(try library.render("t", ["fit": fit]) == "class {\n  x = 1;\n}\n")
        let narrow = MustacheValue.layout(MustacheLayout(width: 7, names: ["oneLine", "split"]))
        #expect(try library.render("t", ["fit": narrow]) == "class {\n  x =\n    1;\n}\n")
    }

    @Test func nestedLayoutsChooseInsideTheOuterOne() throws {
        let template = """
            {{#fit}}{{#oneLine}}[{{#fit}}{{#oneLine}}a b{{/oneLine}}{{#split}}a
            b{{/split}}{{/fit}}]{{/oneLine}}{{#split}}[
            {{#fit}}{{#oneLine}}a b{{/oneLine}}{{#split}}a
            b{{/split}}{{/fit}}
            ]{{/split}}{{/fit}}
            """
        #expect(try render(template, width: 5, [:]) == "[a b]")
        #expect(try render(template, width: 4, [:]) == "[\na b\n]")
        // A layout is judged by its lines alone: the outer one-line layout, with the inner text split, fits.
        #expect(try render(template, width: 2, [:]) == "[a\nb]")
    }

    @Test func inStrictModeEveryLayoutNameIsAKey() throws {
        let library = try MustacheLibrary(templates: ["t": "{{#fit}}{{#oneLine}}x{{/oneLine}}{{/fit}}"])
        let fit = MustacheValue.layout(MustacheLayout(width: 80, names: ["oneLine", "split"]))
        #expect(try library.renderPieces("t", ["fit": fit], strict: true).joined() == "x")
    }
}
