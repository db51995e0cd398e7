import ContractGenKit
import Foundation
import Testing

/// Inputs the fuzzer found (Tests/Fixtures/FuzzCrashes) and shapes it tends to find, replayed through the
/// whole pipeline: each gets diagnostics or files, never a crash.
@Suite struct FuzzRegressionTests {
    static let saved: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: Repository.url("Tests/Fixtures/FuzzCrashes").path))?
        .filter { $0 != "README.md" }.sorted() ?? []

    @Test(arguments: saved)
    func savedInputDoesNotCrash(_ name: String) throws {
        let bytes = try Repository.bytes("Tests/Fixtures/FuzzCrashes/\(name)")
        #expect(throws: DiagnosticError.self) { _ = try GeneratorPipeline().run(contract: bytes, file: name) }
    }

    @Test(arguments: [
        "", "{", "[]", "null", "\u{FEFF}{}", String(repeating: "[", count: 100_000),
        String(repeating: "{\"a\":", count: 5_000),
        "{\"format\": 1e999999}", "{\"format\": -0}", "{\"platforms\": [{}, {}, {}]}", "\"\\ud800\"",
        "{\"name\": \"\u{0}\"}",
    ])
    func pathologicalInputGetsDiagnostics(_ text: String) {
        #expect(throws: DiagnosticError.self) {
            _ = try GeneratorPipeline().run(contract: Array(text.utf8), file: "x.json")
        }
    }

    @Test func invalidUTF8GetsADiagnostic() {
        #expect(throws: DiagnosticError.self) {
            _ = try GeneratorPipeline().run(contract: [0x7B, 0xFF, 0xFE, 0x7D], file: "x.json")
        }
    }
}
