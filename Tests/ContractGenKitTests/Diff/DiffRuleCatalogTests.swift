import ContractGenKit
import Foundation
import Testing

/// `DiffRuleCatalog` names every rule a finding may have: `contractgen diff --rules` and the breaking-changes guide
/// list it, so a rule missing from it would be one a team can neither look up nor suppress knowingly.
@Suite struct DiffRuleCatalogTests {
    /// Every rule the hand-written diff fixtures expect.
    @Test func everyRuleTheFixturesExpectIsListed() throws {
        var rules: Set<String> = []
        for name in DiffFixtureTests.cases {
            for line in try Repository.text("\(DiffFixtureTests.folder)/\(name)/expected").split(separator: "\n") {
                let words = line.split(separator: " ")
                if words.count > 2, words[0] != "exit" { rules.insert(String(words[2])) }
            }
        }
        #expect(rules.count > 50)
        #expect(rules.filter { !DiffRuleCatalog.lists($0) }.sorted() == [])
    }

    /// Every rule the comparisons' sources name where they report a finding: `"rule", .severity`.
    @Test func everyRuleTheComparisonsReportIsListed() throws {
        let folder = Repository.url("Sources/ContractGenKit/Diff")
        let pattern = try Regex(#""([a-z][a-z-]*\.[a-z][a-z-]*)",\s*(?:severity:\s*)?\.(?:error|warning|info)"#)
        var rules: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in source.matches(of: pattern) {
                rules.insert(String(source[match.output[1].range!]))
            }
        }
        #expect(rules.count > 30)
        #expect(rules.filter { !DiffRuleCatalog.lists($0) }.sorted() == [])
    }

    @Test func anUnknownRuleIsNotListed() {
        #expect(!DiffRuleCatalog.lists("event.exploded"))
        #expect(DiffRuleCatalog.lists("event.renamed") && DiffRuleCatalog.lists("option.deprecated"))
    }

    /// The guide's table of the comparisons' rules is the catalog: one row a row, in its order.
    @Test func theGuideListsTheComparisons() throws {
        let expected =
            ["| Rules | Severity | What breaks |", "| --- | --- | --- |"]
            + DiffRuleCatalog.comparisons.map { row in
                "| \(row.rules.map { "`\($0)`" }.joined(separator: ", "))\(row.qualifier.map { " (\($0))" } ?? "") | \(row.severity) | \(row.breaks) |"
            }
        let found = try Repository.markdownTable(startingWith: expected[0], in: Repository.breakingChangesGuide)
        #expect(found == expected, "The guide's rules table should read:\n\(expected.joined(separator: "\n"))")
    }
}
