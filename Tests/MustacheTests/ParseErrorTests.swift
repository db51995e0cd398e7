import Mustache
import Testing

/// Malformed templates fail to parse with the template name, a 1-based line and column, and a
/// message that says how to fix the problem.
@Suite struct ParseErrorTests {
    private func parseError(_ source: String, name: String = "page") -> MustacheError? {
        do {
            _ = try MustacheTemplate(source, name: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func unclosedSection() throws {
        let error = try #require(parseError("Title\n\n  {{#items}}\n- {{name}}\n"))
        #expect(error.line == 3)
        #expect(error.column == 3)
        #expect(error.message == "section 'items' opened at line 3 is never closed; add {{/items}}")
        #expect(
            error.description == "page:3:3: error: section 'items' opened at line 3 is never closed; add {{/items}}")
    }

    @Test func unclosedElementsNameTheirKind() throws {
        #expect(try #require(parseError("{{^empty}}none")).message.hasPrefix("inverted section 'empty'"))
        #expect(try #require(parseError("{{<layout}}")).message.hasPrefix("parent 'layout'"))
        #expect(try #require(parseError("{{$title}}x")).message.hasPrefix("block 'title'"))
    }

    @Test func mismatchedClose() throws {
        let error = try #require(parseError("{{#outer}}\n{{#inner}}\n  {{/outer}}\n{{/inner}}"))
        #expect(error.line == 3)
        #expect(error.column == 3)
        #expect(
            error.message
                == "closing tag {{/outer}} does not match section 'inner' opened at line 2, column 1; close it first with {{/inner}}"
        )
    }

    @Test func closeWithoutOpen() throws {
        let error = try #require(parseError("a\nb {{/items}}"))
        #expect((error.line, error.column) == (2, 3))
        #expect(error.message.hasPrefix("closing tag {{/items}} has no matching opening tag"))
    }

    @Test func unclosedTagAtEndOfTemplate() throws {
        let error = try #require(parseError("line one\nHello, {{name"))
        #expect((error.line, error.column) == (2, 8))
        #expect(error.message == "tag is never closed; end it with '}}'")
    }

    @Test func unclosedTagRunningIntoTheNextTag() throws {
        let error = try #require(parseError("{{name\n{{other}}"))
        #expect((error.line, error.column) == (1, 1))
        #expect(error.message == "tag is never closed; end it with '}}' before the next tag")
    }

    @Test func unclosedTripleMustacheAndComment() throws {
        #expect(try #require(parseError("{{{name}}")).message == "tag is never closed; end it with '}}}'")
        #expect(try #require(parseError("a {{! note")).column == 3)
    }

    @Test func badSetDelimiters() throws {
        let oneDelimiter = try #require(parseError("x\n{{=<%=}}"))
        #expect((oneDelimiter.line, oneDelimiter.column) == (2, 1))
        #expect(
            oneDelimiter.message
                == "set-delimiters tag needs exactly two delimiters separated by a space, like {{=<% %>=}}")

        let threeDelimiters = try #require(parseError("{{= a b c =}}"))
        #expect(threeDelimiters.message.hasPrefix("set-delimiters tag needs exactly two delimiters"))

        let equalsSign = try #require(parseError("{{=a= b=}}"))
        #expect(equalsSign.message == "delimiters may not contain '='; write them like {{=<% %>=}}")

        let unclosed = try #require(parseError("{{=<% %>}}"))
        #expect(unclosed.message == "tag is never closed; end it with '=}}'")
    }

    @Test func errorsAfterADelimiterChangeUseTheNewDelimiters() throws {
        let error = try #require(parseError("{{=<% %>=}}\n<%#list%>"))
        #expect(error.message == "section 'list' opened at line 2 is never closed; add <%/list%>")
    }

    @Test func badNames() throws {
        #expect(try #require(parseError("{{}}")).message == "tag {{}} has no name; write a name inside it")
        #expect(try #require(parseError("{{# }}")).message == "tag {{#}} has no name; write a name inside it")
        #expect(
            try #require(parseError("{{first name}}")).message
                == "tag name 'first name' contains whitespace; a name is a single word such as 'user.name'")
        #expect(try #require(parseError("{{user..name}}")).message.hasPrefix("name 'user..name' has an empty part"))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try #require(parseError("héllo wörld {{#x}}"))
        #expect(error.column == 13)
    }

    @Test func blockGivenTwiceToOneParent() throws {
        let error = try #require(parseError("{{<layout}}\n{{$title}}a{{/title}}\n{{$title}}b{{/title}}\n{{/layout}}"))
        #expect(error.line == 3)
        #expect(error.message == "block 'title' is given twice to the same parent; remove one of them")
    }

    @Test func nestingTooDeep() throws {
        let source = String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101)
        let error = try #require(parseError(source))
        #expect(error.column == 601)
        #expect(error.message.hasPrefix("sections nest more than 100 levels deep"))
        #expect(parseError(String(repeating: "{{#a}}", count: 100) + String(repeating: "{{/a}}", count: 100)) == nil)
    }

    @Test func libraryReportsEveryBrokenTemplate() throws {
        do {
            _ = try MustacheLibrary(templates: [
                "b.txt": "ok\n{{#open}}",
                "fine.txt": "{{name}}",
                "a.txt": "{{/stray}}",
            ])
            Issue.record("expected the library to reject two broken templates")
        } catch let failure as MustacheErrors {
            #expect(failure.errors.map(\.templateName) == ["a.txt", "b.txt"])
            #expect(failure.errors.map(\.line) == [1, 2])
            #expect(failure.description.split(separator: "\n").count == 2)
        }
    }
}
