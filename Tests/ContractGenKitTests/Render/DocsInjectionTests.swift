import ContractGenKit
import Foundation
import Testing

/// `docs inject` on a hand-written page: the marked regions get the reference page's blocks, every other byte
/// stays as it was, and marker mistakes are errors with line numbers.
@Suite struct DocsInjectionTests {
    let blocks: [String: String]
    let fixture: [UInt8]

    init() throws {
        blocks = try GeneratorPipeline().docsBlocks(contract: Repository.bytes("contract.json"), file: "contract.json")
        fixture = try Repository.bytes("Tests/Fixtures/DocsInjection/integration-guide.md")
    }

    /// The text outside the regions, marker lines included: what must never change.
    func outside(_ bytes: [UInt8]) -> [String] {
        var kept: [String] = []
        var inside = false
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("<!-- contractgen:end") { inside = false }
            if !inside { kept.append(String(line)) }
            if line.contains("<!-- contractgen:begin") { inside = true }
        }
        return kept
    }

    @Test func onlyTheMarkedRegionsChange() throws {
        let injected = try DocsInjection.inject(fixture, file: "guide.md", blocks: blocks)
        let text = String(decoding: injected, as: UTF8.self)
        #expect(outside(injected) == outside(fixture))
        #expect(injected != fixture)
        #expect(!text.contains("outdated column layout"))
        #expect(!text.contains("none (stale)"))
    }

    @Test func eachRegionHoldsItsBlockAndTheTableCellsOfThePage() throws {
        let injected = String(
            decoding: try DocsInjection.inject(fixture, file: "guide.md", blocks: blocks), as: UTF8.self)
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

    static let mistakes = """
        intro
        <!-- contractgen:begin resuts -->
        <!-- contractgen:end resuts -->
        <!-- contractgen:end security -->
        <!-- contractgen:begin events -->
          <!-- contractgen:begin bridges -->
        """

    static let mistakeDiagnostics = [
        "page.md:2:1: error: unknown block 'resuts'; did you mean 'results'?",
        "page.md:4:1: error: 'security' ends but was never begun; add <!-- contractgen:begin security --> above it or remove this line",
        "page.md:5:1: error: 'events' begins here but never ends; add <!-- contractgen:end events --> after it",
        "page.md:6:3: error: 'bridges' begins inside 'events' (begun at line 5); end 'events' first",
    ]

    func diagnostics(_ bytes: [UInt8], blocks: [String: String]) -> [String] {
        do {
            _ = try DocsInjection.inject(bytes, file: "page.md", blocks: blocks)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func markerMistakesAreReportedWithTheirLines() {
        #expect(diagnostics(Array(Self.mistakes.utf8), blocks: blocks) == Self.mistakeDiagnostics)
    }

    @Test func markerMistakesInACRLFFileAreReportedAtTheSameLines() {
        #expect(diagnostics(crlf(Self.mistakes), blocks: blocks) == Self.mistakeDiagnostics)
    }

    @Test func anEndThatDoesNotMatchTheOpenRegionIsReported() {
        let text = "<!-- contractgen:begin results -->\n<!-- contractgen:end security -->\n"
        #expect(
            diagnostics(Array(text.utf8), blocks: table) == [
                "page.md:2:1: error: 'security' ends, but the open region is 'results' (begun at line 1); end it with <!-- contractgen:end results -->"
            ])
    }

    // MARK: Bytes, line endings and code blocks, with small hand-written blocks and expectations

    let table = ["results": "| a |\n| - |\n"]

    /// Injects `table` into `input`, expects `expected`, and expects a second injection to change nothing.
    func expectInjection(
        _ input: [UInt8], gives expected: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let once = try DocsInjection.inject(input, file: "page.md", blocks: table)
        #expect(
            once == expected, "\(String(decoding: once, as: UTF8.self).debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            try DocsInjection.inject(once, file: "page.md", blocks: table) == once, "idempotent",
            sourceLocation: sourceLocation)
    }

    /// One byte per scalar (all must be U+00FF or below): Latin-1 text, which is invalid UTF-8 where it is not ASCII.
    func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { UInt8($0.value) }
    }

    /// `text` with every line ending in CRLF.
    func crlf(_ text: String) -> [UInt8] {
        Array(text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n").utf8)
    }

    @Test func latin1BytesOutsideTheRegionsAreKeptByteForByte() throws {
        let input = latin1(
            """
            café au début
            <!-- contractgen:begin results -->
            périmé
            <!-- contractgen:end results -->
            entre les régions, ½ °
            <!-- contractgen:begin results -->
            <!-- contractgen:end results -->
            après, à la fin: ÿ

            """)
        #expect(input.contains(0xE9) && input.contains(0xFF), "the input really is Latin-1")
        try expectInjection(
            input,
            gives: latin1(
                """
                café au début
                <!-- contractgen:begin results -->

                | a |
                | - |

                <!-- contractgen:end results -->
                entre les régions, ½ °
                <!-- contractgen:begin results -->

                | a |
                | - |

                <!-- contractgen:end results -->
                après, à la fin: ÿ

                """))
    }

    @Test func aCRLFFileGetsItsRegionUpdatedInCRLF() throws {
        let input = Array(
            "intro\r\n\r\n<!-- contractgen:begin results -->\r\nstale\r\n<!-- contractgen:end results -->\r\noutro\r\n"
                .utf8)
        try expectInjection(
            input,
            gives: Array(
                """
                intro\r\n\
                \r\n\
                <!-- contractgen:begin results -->\r\n\
                \r\n\
                | a |\r\n\
                | - |\r\n\
                \r\n\
                <!-- contractgen:end results -->\r\n\
                outro\r\n
                """.utf8))
    }

    @Test func mixedLineEndingsAreKeptAndTheBlockFollowsItsBeginMarker() throws {
        let input = Array(
            "lf\ncrlf\r\n<!-- contractgen:begin results -->\r\nstale\n<!-- contractgen:end results -->\nlf\n<!-- contractgen:begin results -->\n<!-- contractgen:end results -->\r\nend"
                .utf8)
        try expectInjection(
            input,
            gives: Array(
                """
                lf\n\
                crlf\r\n\
                <!-- contractgen:begin results -->\r\n\
                \r\n\
                | a |\r\n\
                | - |\r\n\
                \r\n\
                <!-- contractgen:end results -->\n\
                lf\n\
                <!-- contractgen:begin results -->\n\
                \n\
                | a |\n\
                | - |\n\
                \n\
                <!-- contractgen:end results -->\r\n\
                end
                """.utf8))
    }

    @Test func markersInFencedCodeAreExamplesNotMarkers() throws {
        let input = Array(
            """
            # Markers

            ```markdown
            <!-- contractgen:begin results -->
            example
            <!-- contractgen:end results -->
            ```

              ~~~ text `backticks are fine here`
            <!-- contractgen:begin unknown -->
            ~~~~  

            ````
            ```
            <!-- contractgen:end results -->
            ```
            <!-- contractgen:begin results -->
            ````

            ```not `a fence```
            <!-- contractgen:begin results -->
            stale
            ```
            <!-- contractgen:end results -->

            ```
            <!-- contractgen:begin unclosed -->
            """.utf8)
        try expectInjection(
            input,
            gives: Array(
                """
                # Markers

                ```markdown
                <!-- contractgen:begin results -->
                example
                <!-- contractgen:end results -->
                ```

                  ~~~ text `backticks are fine here`
                <!-- contractgen:begin unknown -->
                ~~~~  

                ````
                ```
                <!-- contractgen:end results -->
                ```
                <!-- contractgen:begin results -->
                ````

                ```not `a fence```
                <!-- contractgen:begin results -->

                | a |
                | - |

                <!-- contractgen:end results -->

                ```
                <!-- contractgen:begin unclosed -->
                """.utf8))
    }

    @Test func aFenceIndentedFourSpacesOpensNothing() throws {
        let input = Array("    ```\n<!-- contractgen:begin results -->\n<!-- contractgen:end results -->\n".utf8)
        try expectInjection(
            input,
            gives: Array(
                """
                    ```
                <!-- contractgen:begin results -->

                | a |
                | - |

                <!-- contractgen:end results -->

                """.utf8))
    }

    @Test func markersInIndentedCodeAreIgnored() throws {
        let input = Array(
            """
            Example:

                <!-- contractgen:begin results -->
                <!-- contractgen:end results -->
            \t<!-- contractgen:end results -->
              \t<!-- contractgen:begin unknown -->

               <!-- contractgen:begin results -->
               <!-- contractgen:end results -->

            """.utf8)
        try expectInjection(
            input,
            gives: Array(
                """
                Example:

                    <!-- contractgen:begin results -->
                    <!-- contractgen:end results -->
                \t<!-- contractgen:end results -->
                  \t<!-- contractgen:begin unknown -->

                   <!-- contractgen:begin results -->

                | a |
                | - |

                   <!-- contractgen:end results -->

                """.utf8))
    }

    @Test func aFileWithoutFinalNewlineKeepsIt() throws {
        try expectInjection(
            Array("<!-- contractgen:begin results -->\nstale\n<!-- contractgen:end results -->\nlast line".utf8),
            gives: Array(
                """
                <!-- contractgen:begin results -->

                | a |
                | - |

                <!-- contractgen:end results -->
                last line
                """.utf8))
        try expectInjection(
            Array("<!-- contractgen:begin results -->\n<!-- contractgen:end results -->".utf8),
            gives: Array(
                """
                <!-- contractgen:begin results -->

                | a |
                | - |

                <!-- contractgen:end results -->
                """.utf8))
    }

    @Test func markerLinesMayHaveExtraSpacesButNotExtraWords() throws {
        let input = Array(
            """
            <!-- contractgen:begin results --> trailing text
            <!-- contractgen:begin results extra -->
            <!-- -->
            <!-->
            <!--  contractgen:begin\tresults  -->\t
            stale
              <!-- contractgen:end results -->  \r
            """.utf8)
        try expectInjection(
            input,
            gives: Array(
                """
                <!-- contractgen:begin results --> trailing text
                <!-- contractgen:begin results extra -->
                <!-- -->
                <!-->
                <!--  contractgen:begin\tresults  -->\t

                | a |
                | - |

                  <!-- contractgen:end results -->  \r
                """.utf8))
    }
}
