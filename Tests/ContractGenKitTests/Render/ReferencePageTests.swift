@testable import ContractGenKit
import Foundation
import Testing

/// The generated reference page against the published one (transcribed in Tests/Fixtures/PublishedPage),
/// cell by cell with white space collapsed.
@Suite struct ReferencePageTests {
    let published: MarkdownDocument
    let generated: MarkdownDocument

    init() throws {
        published = MarkdownDocument(try Repository.text("Tests/Fixtures/PublishedPage/sdk-contract.md"))
        let files = try Repository.render([.docs])
        let page = try #require(files.first { $0.path == "Docs/sdk-contract.md" })
        generated = MarkdownDocument(page.contents)
    }

    @Test(arguments: ["Results", "Events", "Failure codes", "Configuration", "Bridges and messages"])
    func tableMatchesThePublishedPage(_ heading: String) throws {
        let expected = try #require(
            published.section(heading)?.tables.first, "the published page has a \(heading) table")
        let actual = try #require(generated.section(heading)?.tables.first, "the generated page has a \(heading) table")
        #expect(actual.header == expected.header)
        #expect(actual.rows.count == expected.rows.count)
        var cells = 0
        for (row, (expectedRow, actualRow)) in zip(expected.rows, actual.rows).enumerated() {
            #expect(
                actualRow.count == expectedRow.count, "row \(row + 1) of \(heading) has the published number of cells")
            for (column, (expectedCell, actualCell)) in zip(expectedRow, actualRow).enumerated() {
                #expect(actualCell == expectedCell, "\(heading), row \(row + 1), column \(expected.header[column])")
                cells += 1
            }
        }
        print("\(heading): \(cells) cells compared with the published page")
    }

    /// Every row of every table has its cell borders at the same character columns as the header's.
    @Test func tablesAreAligned() throws {
        let page = try #require(try Repository.render([.docs]).first).contents
        var tables = 0
        var header: [Int]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                header = nil
                continue
            }
            let borders = Self.borders(of: String(line))
            if let header {
                #expect(borders == header, "row is not aligned with its header: \(line)")
            } else {
                header = borders
                tables += 1
            }
        }
        #expect(tables == 5)
    }

    static func borders(of line: String) -> [Int] {
        var borders: [Int] = []
        var previous: Character?
        for (column, character) in line.enumerated() {
            if character == "|" && previous != "\\" { borders.append(column) }
            previous = character
        }
        return borders
    }

    /// The Results section draws the table's When column as a Mermaid state diagram: written here by hand from
    /// the published page (`completed` when `complete` is received, after the auto-close delay; `cancelled` when
    /// the user closes the flow or on `exit`; `failed` when the flow cannot run or continue).
    @Test func resultsAreDrawnAsAStateDiagram() throws {
        let page = try #require(try Repository.render([.docs]).first).contents
        let results = try #require(
            page.components(separatedBy: "## Results\n").last?.components(separatedBy: "\n## ").first)
        let diagram = results.components(separatedBy: "```mermaid\n").dropFirst().first?.components(separatedBy: "```")
            .first
        #expect(
            diagram == """
                stateDiagram-v2
                    state "the flow" as flow
                    state "completed" as result_completed
                    state "cancelled" as result_cancelled
                    state "failed" as result_failed
                    [*] --> flow: presented
                    flow --> result_completed: complete message, after auto_close_delay
                    flow --> result_cancelled: user_close (host)
                    flow --> result_cancelled: exit message
                    flow --> result_failed: fail (host)
                    result_completed --> [*]
                    result_cancelled --> [*]
                    result_failed --> [*]

                """)
    }

    /// Labels are written from contract text, so every character that could end a label or a statement is an
    /// entity.
    @Test func diagramLabelsEscapeMermaidSyntax() {
        #expect(
            DocsTarget.mermaidText("PAY_DONE: a; b --> c #1 \"x\" é")
                == "PAY_DONE#58; a#59; b --#62; c #35;1 #34;x#34; #233;")
    }

    @Test func titleSummaryAndIntroduction() {
        #expect(generated.title == published.title)
        #expect(
            generated.sections[0].paragraphs == published.sections[0].paragraphs, "the source line and the introduction"
        )
    }

    @Test func platformOnlyOptionsAndProtocolParagraphs() throws {
        let configuration = try #require(generated.section("Configuration"))
        #expect(configuration.paragraphs == published.section("Configuration")?.paragraphs)
        #expect(
            generated.section("Bridges and messages")?.paragraphs
                == published.section("Bridges and messages")?.paragraphs)
    }

    @Test func securityList() {
        #expect(generated.section("Security")?.bullets == published.section("Security")?.bullets)
    }

    /// Other settings are said in the same words, one bullet each, and the contract's prose notes follow them.
    @Test func otherSecuritySettingsAreWrittenOut() throws {
        var contract = try ContractText.repository()
        contract.replace(#""dom_storage": true"#, with: #""dom_storage": false"#)
        contract.replace(#""mixed_content": false"#, with: #""mixed_content": true"#)
        contract.replace(#""inspection": "debug_builds""#, with: #""inspection": "never""#)
        contract.replace(#""media_capture": "flow_origin""#, with: #""media_capture": "none""#)
        contract.replace(#""clear_data_on_end": true"#, with: #""clear_data_on_end": false"#)
        contract.replace(
            #""webview_security": {"#, with: #""security": ["Pin the flow's certificate"], "webview_security": {"#)
        let files = try GeneratorPipeline(targets: [.docs]).run(contract: contract.bytes, file: "contract.json")
        let page = MarkdownDocument(try #require(files.first).contents)
        #expect(
            page.section("Security")?.bullets == [
                "JavaScript on; DOM storage off; no file:// access; mixed content allowed; no third-party cookies",
                "WebView debugging never on",
                "Camera/microphone never granted to the WebView",
                "Never log the session URL",
                "Pin the flow's certificate",
            ])
    }

    /// The published first bullet lost two host names to extraction (two empty code spans); each may be any
    /// one item of the generated list, and everything around them must match.
    @Test func navigationList() throws {
        let expected = try #require(published.section("Navigation")?.bullets)
        let actual = try #require(generated.section("Navigation")?.bullets)
        #expect(actual.count == expected.count)
        #expect(Array(actual.dropFirst()) == Array(expected.dropFirst()))
        let lost = "``, ``, and "
        let first = try #require(expected.first)
        let (before, after) = try #require(first.split(around: lost))
        let generatedFirst = try #require(actual.first)
        #expect(generatedFirst.hasPrefix(before))
        #expect(generatedFirst.hasSuffix(", and " + after))
        let middle = generatedFirst.dropFirst(before.count).dropLast(after.count + ", and ".count)
        #expect(
            middle.components(separatedBy: ", ").count == 2,
            "two items stand where the page lost two host names: \(middle)")
    }
}

extension String {
    func split(around separator: String) -> (String, String)? {
        guard let range = range(of: separator) else { return nil }
        return (String(self[..<range.lowerBound]), String(self[range.upperBound...]))
    }
}
