import ContractGenKit
import Foundation
import Testing

/// `docs inject` on a hand-written page: the marked regions get the reference page's blocks, every other byte
/// stays as it was, and marker mistakes are errors with line numbers.
@Suite struct DocsInjectionTests {
    let blocks: [String: String]
    let fixture: String

    init() throws {
        blocks = try DocsInjection.blocks(contract: Repository.bytes("contract.json"), file: "contract.json")
        fixture = try Repository.text("Tests/Fixtures/DocsInjection/integration-guide.md")
    }

    /// The text outside the regions, marker lines included: what must never change.
    func outside(_ text: String) -> [String] {
        var kept: [String] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("<!-- contractgen:end") { inside = false }
            if !inside { kept.append(String(line)) }
            if line.contains("<!-- contractgen:begin") { inside = true }
        }
        return kept
    }

    @Test func onlyTheMarkedRegionsChange() throws {
        let injected = try DocsInjection.inject(fixture, file: "guide.md", blocks: blocks)
        #expect(outside(injected) == outside(fixture))
        #expect(injected != fixture)
        #expect(!injected.contains("outdated column layout"))
        #expect(!injected.contains("none (stale)"))
    }

    @Test func eachRegionHoldsItsBlockAndTheTableCellsOfThePage() throws {
        let injected = try DocsInjection.inject(fixture, file: "guide.md", blocks: blocks)
        let page = try #require(try Repository.render([.docs]).first).contents
        for name in ["results", "configuration", "platform-only-options", "failure-codes", "security"] {
            let block = try #require(blocks[name])
            #expect(injected.contains(block), "region '\(name)' holds its block")
            #expect(page.contains(block), "block '\(name)' is the one on the reference page")
        }
    }

    @Test func injectingTwiceChangesNothing() throws {
        let once = try DocsInjection.inject(fixture, file: "guide.md", blocks: blocks)
        #expect(try DocsInjection.inject(once, file: "guide.md", blocks: blocks) == once)
    }

    @Test func markerMistakesAreReportedWithTheirLines() {
        let text = """
        intro
        <!-- contractgen:begin resuts -->
        <!-- contractgen:end resuts -->
        <!-- contractgen:end security -->
        <!-- contractgen:begin events -->
          <!-- contractgen:begin bridges -->
        """
        #expect {
            try DocsInjection.inject(text, file: "page.md", blocks: blocks)
        } throws: { error in
            let lines = (error as? DiagnosticError)?.diagnostics.map(\.description) ?? []
            return lines == [
                "page.md:2:1: error: unknown block 'resuts'; did you mean 'results'?",
                "page.md:4:1: error: 'security' ends but was never begun; add <!-- contractgen:begin security --> above it or remove this line",
                "page.md:5:1: error: 'events' begins here but never ends; add <!-- contractgen:end events --> after it",
                "page.md:6:3: error: 'bridges' begins inside 'events' (begun at line 5); end 'events' first",
            ]
        }
    }
}
