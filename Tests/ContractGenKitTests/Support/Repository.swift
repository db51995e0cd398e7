import ContractGenKit
import Foundation

/// Paths and files of this repository, for tests that read the real contract and fixtures.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }

    /// The guide that explains `contractgen diff`'s verdicts and lists its rules.
    static let breakingChangesGuide = "Sources/ContractGenKit/ContractGenKit.docc/BreakingChanges.md"

    /// The rows of the Markdown table in the file at `path` whose first line is `header`; none when it has none.
    static func markdownTable(startingWith header: String, in path: String) throws -> [String] {
        let page = try text(path)
        guard let start = page.range(of: header) else { return [] }
        return page[start.lowerBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("|") }.map(String.init)
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(path)))
    }

    /// The repository's contract rendered in memory, as `contractgen --out Generated` would write it.
    static func render(_ targets: [Target] = Target.allCases) throws -> [GeneratedFile] {
        try GeneratorPipeline(targets: targets).run(contract: bytes("contract.json"), file: "contract.json")
    }
}
