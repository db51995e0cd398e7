import Foundation
import JSONSyntax
import Testing

/// Runs every file of JSONTestSuite's `test_parsing` folder
/// (https://github.com/nst/JSONTestSuite): `y_` files must parse, `n_` files must fail
/// with an error positioned inside the file, and `i_` files may go either way.
@Suite struct JSONTestSuiteTests {
    /// `$CONTRACTGEN_CONFORMANCE/json-test-suite/test_parsing`, falling back to the
    /// `shared/conformance` folder next to the package.
    static var testParsingFolder: URL {
        let conformance: URL
        if let configured = ProcessInfo.processInfo.environment["CONTRACTGEN_CONFORMANCE"], !configured.isEmpty {
            conformance = URL(fileURLWithPath: configured)
        } else {
            let packageRoot = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent() // JSONSyntaxTests
                .deletingLastPathComponent() // Tests
                .deletingLastPathComponent()
            conformance = packageRoot.appendingPathComponent("../shared/conformance").standardizedFileURL
        }
        return conformance.appendingPathComponent("json-test-suite/test_parsing")
    }

    @Test func testParsingFolder() throws {
        let folder = Self.testParsingFolder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            print("SKIPPED: JSONTestSuite not found (set CONTRACTGEN_CONFORMANCE to the conformance folder)")
            if ProcessInfo.processInfo.environment["CONTRACTGEN_STRICT"] == "1" {
                Issue.record("JSONTestSuite not found at \(folder.path) and CONTRACTGEN_STRICT=1")
            }
            return
        }

        // The deepest y_ file nests 100 levels and i_structure_500_nested_arrays 500;
        // n_structure_100000_opening_arrays must still be stopped by the cap.
        let parser = JSONParser(maxDepth: 500)
        var accepted = (y: 0, n: 0, i: 0)
        var rejected = (y: 0, n: 0, i: 0)

        for name in names.sorted() where name.hasSuffix(".json") {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let result = parser.parse(bytes)
            if case .failure(let error) = result {
                expectWellPlaced(error, in: bytes, file: name)
            }
            switch (name.prefix(2), result) {
            case ("y_", .success):
                accepted.y += 1
            case ("y_", .failure(let error)):
                rejected.y += 1
                Issue.record("\(name) should be accepted but failed with \(error)")
            case ("n_", .success):
                accepted.n += 1
                Issue.record("\(name) should be rejected but was accepted")
            case ("n_", .failure):
                rejected.n += 1
            case ("i_", .success):
                accepted.i += 1
            case ("i_", .failure):
                rejected.i += 1
            default:
                Issue.record("unexpected file name \(name)")
            }
        }

        let yTotal = accepted.y + rejected.y, nTotal = accepted.n + rejected.n
        print(
            "JSONTestSuite: y \(accepted.y)/\(yTotal) accepted, n \(rejected.n)/\(nTotal) rejected with a position, "
                + "i \(accepted.i + rejected.i) handled (\(accepted.i) accepted, \(rejected.i) rejected), 0 crashes")
        #expect(yTotal > 0 && nTotal > 0)
    }

    /// An error must point inside the file (or at its very end) with the line and column
    /// that a from-scratch count gives for its offset.
    private func expectWellPlaced(_ error: JSONSyntaxError, in bytes: [UInt8], file: String) {
        let position = error.position
        guard (0...bytes.count).contains(position.offset) else {
            Issue.record("\(file): error offset \(position.offset) outside 0...\(bytes.count): \(error)")
            return
        }
        let expected = referencePosition(of: position.offset, in: bytes)
        #expect(
            position.line == expected.line && position.column == expected.column,
            "\(file): \(error) but offset \(position.offset) is at \(expected.line):\(expected.column)")
        #expect(!error.message.isEmpty)
    }
}
