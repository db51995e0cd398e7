import ContractGenKit
import Foundation

/// The repository's contract as text, edited by tests to make broken contracts, with the expected position
/// of a problem found by searching the text (not by asking the program).
struct ContractText {
    var text: String

    static func repository() throws -> ContractText {
        ContractText(text: try Repository.text("contract.json"))
    }

    /// Replaces the first occurrence of `old` (which must exist) with `new`.
    mutating func replace(_ old: String, with new: String) {
        guard let range = text.range(of: old) else { fatalError("the contract has no '\(old)'") }
        text.replaceSubrange(range, with: new)
    }

    /// 1-based line and column (in Unicode scalars) of the `occurrence`-th match of `needle`.
    func position(of needle: String, occurrence: Int = 1) -> (line: Int, column: Int) {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else {
                fatalError("no '\(needle)'")
            }
            found = range
            searchStart = range.upperBound
        }
        let before = text[..<found!.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return (line, before[lineStart...].unicodeScalars.count + 1)
    }

    var bytes: [UInt8] { Array(text.utf8) }

    /// The error line contractgen prints for `message` at the `occurrence`-th `needle`, as `contract.json`.
    func error(at needle: String, _ message: String, occurrence: Int = 1) -> String {
        let position = position(of: needle, occurrence: occurrence)
        return "contract.json:\(position.line):\(position.column): error: \(message)"
    }

    /// Every problem a run reports for the contract, as printed; empty when it is valid. Only the page is
    /// rendered: contract problems are all found before any target renders.
    var diagnostics: [String] {
        do {
            _ = try GeneratorPipeline(targets: [.docs]).run(contract: bytes, file: "contract.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }
}
