@testable import ContractGenKit
import Foundation
import JSONSyntax
import Testing

/// The loader contractgen really reads contract.json with (`ContractLoader.load`, with its size and depth caps)
/// against JSONTestSuite, and the two caps at their edges. JSONSyntax has its own suite test; this one proves
/// that the caps and the diagnostics built on top keep the parser's verdicts and positions.
@Suite struct LoaderConformanceTests {
    /// `$CONTRACTGEN_CONFORMANCE/json-test-suite/test_parsing`, by default under `../shared/conformance`.
    static var testParsingFolder: URL {
        let configured = ProcessInfo.processInfo.environment["CONTRACTGEN_CONFORMANCE"].flatMap {
            $0.isEmpty ? nil : $0
        }
        let conformance =
            configured.map { URL(fileURLWithPath: $0) }
            ?? Repository.root.appendingPathComponent("../shared/conformance").standardizedFileURL
        return conformance.appendingPathComponent("json-test-suite/test_parsing")
    }

    @Test func jsonTestSuiteThroughTheContractLoader() throws {
        let folder = Self.testParsingFolder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            ExternalTool.skip(
                "JSONTestSuite not found at \(folder.path) (set CONTRACTGEN_CONFORMANCE to the conformance folder)")
            return
        }
        var accepted = (y: 0, n: 0, i: 0)
        var rejected = (y: 0, n: 0, i: 0)
        for name in names.sorted() where name.hasSuffix(".json") {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let outcome: Result<JSONNode, DiagnosticError>
            do {
                outcome = .success(try ContractLoader.load(bytes, file: name))
            } catch {
                outcome = .failure(error)
                expectPositioned(error, in: bytes, file: name)
            }
            switch (name.prefix(2), outcome) {
            case ("y_", .success): accepted.y += 1
            case ("y_", .failure(let error)):
                rejected.y += 1
                Issue.record("\(name) must be accepted; the loader said \(error)")
            case ("n_", .success):
                accepted.n += 1
                Issue.record("\(name) must be rejected; the loader accepted it")
            case ("n_", .failure): rejected.n += 1
            case ("i_", .success): accepted.i += 1
            case ("i_", .failure): rejected.i += 1
            default: Issue.record("unexpected file name \(name)")
            }
        }
        let yTotal = accepted.y + rejected.y, nTotal = accepted.n + rejected.n
        print(
            "ContractLoader on JSONTestSuite: y \(accepted.y)/\(yTotal) accepted, n \(rejected.n)/\(nTotal) rejected with a position, "
                + "i \(accepted.i + rejected.i) handled (\(accepted.i) accepted, \(rejected.i) rejected), 0 crashes")
        #expect(yTotal > 0 && nTotal > 0)
    }

    /// A rejection is one error, in the file, at a line and column that exist in it (the column may be one past
    /// the line's last character, where input ends), and at the place the parser itself names.
    private func expectPositioned(_ error: DiagnosticError, in bytes: [UInt8], file: String) {
        guard error.diagnostics.count == 1, let diagnostic = error.diagnostics.first, let location = diagnostic.location
        else {
            Issue.record("\(file): expected one positioned error, got \(error.diagnostics)")
            return
        }
        #expect(
            diagnostic.severity == .error && location.file == file && !diagnostic.message.isEmpty,
            "\(file): \(diagnostic)")
        let lines = Self.lineLengths(bytes)
        let fits =
            (1...lines.count).contains(location.line) && (1...lines[location.line - 1] + 1).contains(location.column)
        #expect(fits, "\(file): \(location.line):\(location.column) is outside the file (lines: \(lines.prefix(5))…)")
        if bytes.count <= ContractLoader.maxBytes,
            case .failure(let syntax) = JSONParser(maxDepth: ContractLoader.maxDepth).parse(bytes)
        {
            #expect(
                location.line == syntax.position.line && location.column == syntax.position.column
                    && diagnostic.message == syntax.message,
                "\(file): the loader says \(diagnostic), the parser \(syntax)")
        }
    }

    /// Each line's length in Unicode scalars (bytes that do not continue a UTF-8 sequence), with `\n`, `\r\n`
    /// and a lone `\r` ending lines, counted here from scratch.
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths = [0]
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\r"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                lengths.append(0)
            case UInt8(ascii: "\n"):
                lengths.append(0)
            case let byte where byte & 0xC0 != 0x80:
                lengths[lengths.count - 1] += 1
            default:
                break
            }
            index += 1
        }
        return lengths
    }

    // MARK: - The caps

    /// `{"a":"xxx…"}` of exactly `size` bytes.
    static func document(ofSize size: Int) -> [UInt8] {
        let head = Array("{\"a\":\"".utf8), tail = Array("\"}".utf8)
        return head + [UInt8](repeating: UInt8(ascii: "x"), count: size - head.count - tail.count) + tail
    }

    @Test func theSizeCapAcceptsItsLimitAndRejectsOneByteMore() throws {
        let limit = ContractLoader.maxBytes
        #expect(limit == 4 * 1024 * 1024)
        #expect(throws: Never.self) { try ContractLoader.load(Self.document(ofSize: limit), file: "contract.json") }
        do {
            _ = try ContractLoader.load(Self.document(ofSize: limit + 1), file: "contract.json")
            Issue.record("a contract one byte over the cap was accepted")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "contract.json:1:1: error: the contract is 4194305 bytes, over the limit of 4194304 bytes; split out generated or repeated text"
                ])
        }
    }

    @Test func theNestingCapAcceptsItsLimitAndRejectsOneLevelMore() throws {
        let depth = ContractLoader.maxDepth
        #expect(depth == 32)
        func nested(_ levels: Int) -> [UInt8] {
            // Objects and arrays alternate, so both count: {"a":[{"a":[ … ]}]}
            var text = ""
            for level in 0..<levels { text += level % 2 == 0 ? "{\"a\":" : "[" }
            text += "1"
            for level in (0..<levels).reversed() { text += level % 2 == 0 ? "}" : "]" }
            return Array(text.utf8)
        }
        #expect(throws: Never.self) { try ContractLoader.load(nested(depth), file: "contract.json") }
        do {
            _ = try ContractLoader.load(nested(depth + 1), file: "contract.json")
            Issue.record("a contract nested \(depth + 1) levels deep was accepted")
        } catch {
            // 16 objects of 5 characters and 16 arrays of 1 come before the 33rd opening bracket: column 97.
            #expect(
                error.diagnostics.map(\.description) == [
                    "contract.json:1:97: error: nesting deeper than 32 levels; flatten the structure"
                ])
        }
    }

    @Test func hostileNestingIsStoppedAtTheCapWithoutCrashing() throws {
        let opening = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        do {
            _ = try ContractLoader.load(opening, file: "contract.json")
            Issue.record("a million opening brackets were accepted")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "contract.json:1:33: error: nesting deeper than 32 levels; flatten the structure"
                ])
        }
    }

    /// The contract format's "Limits" states both caps; the numbers there must be the ones the loader applies.
    @Test func bothCapsAreDocumented() throws {
        let readme = try Repository.text("Sources/ContractGenKit/ContractGenKit.docc/ContractFormat.md")
        #expect(
            readme.contains("larger than \(ContractLoader.maxBytes / (1024 * 1024)) MiB"),
            "the contract format must state the size cap")
        #expect(
            readme.contains("deeper than \(ContractLoader.maxDepth) levels"),
            "the contract format must state the nesting cap")
    }
}
