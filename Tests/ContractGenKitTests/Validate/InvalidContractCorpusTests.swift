import ContractGenKit
import Foundation
import Testing

/// The invalid-contract corpus (`Tests/Fixtures/InvalidContracts`): each `NN-name.json` is a small broken
/// contract and `NN-name.expected` lists every diagnostic it must produce, in order, as `LINE:COL: error: MESSAGE`.
/// The expectations were written from the input (lines and columns counted in the file, 1-based, columns in
/// Unicode scalars), not copied from the program, so a changed message or position fails here until someone
/// decides which one is right.
@Suite struct InvalidContractCorpusTests {
    struct Case {
        /// The file name without `.json`, e.g. `01-trailing-comma-object`.
        var name: String
        var contract: [UInt8]
        var expected: [String]

        var file: String { name + ".json" }
    }

    static let folder = Repository.url("Tests/Fixtures/InvalidContracts")

    /// Every case in the folder, in name order.
    static func cases() throws -> [Case] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return try names.filter { $0.hasSuffix(".json") }.sorted().map { file in
            let name = String(file.dropLast(".json".count))
            let expected = try String(contentsOf: folder.appendingPathComponent(name + ".expected"), encoding: .utf8)
            return Case(
                name: name, contract: try Repository.bytes("Tests/Fixtures/InvalidContracts/\(file)"),
                expected: expected.split(separator: "\n").map(String.init))
        }
    }

    /// `LINE:COL: error: MESSAGE`, or a line that says why the diagnostic cannot be written that way.
    static func line(_ diagnostic: Diagnostic, file: String) -> String {
        guard let location = diagnostic.location else {
            return "(no location): \(diagnostic.severity.rawValue): \(diagnostic.message)"
        }
        let prefix = location.file == file ? "" : "(in \(location.file)) "
        return "\(prefix)\(location.line):\(location.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }

    /// What the pipeline reports for `contract`; an empty list when it renders.
    static func diagnostics(_ contract: Case) -> [String] {
        do {
            _ = try GeneratorPipeline().run(contract: contract.contract, file: contract.file)
            return []
        } catch {
            return error.diagnostics.map { line($0, file: contract.file) }
        }
    }

    @Test func everyCaseReportsExactlyItsExpectedDiagnosticsInOrder() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 40, "the corpus should hold at least 40 cases")
        var passed = 0
        for contract in cases {
            let found = Self.diagnostics(contract)
            if found.isEmpty {
                Issue.record(
                    "\(contract.file) was accepted; it must fail with:\n\(contract.expected.joined(separator: "\n"))")
            } else if found != contract.expected {
                Issue.record(
                    "\(contract.file): diagnostics differ (- expected, + found):\n\(Self.difference(contract.expected, found))"
                )
            } else {
                passed += 1
            }
        }
        print("Invalid-contract corpus: \(passed) cases passed")
    }

    @Test func everyCaseHasAnExpectationAndIsSmall() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        let contracts = Set(files.filter { $0.hasSuffix(".json") }.map { $0.dropLast(".json".count) })
        let expectations = Set(files.filter { $0.hasSuffix(".expected") }.map { $0.dropLast(".expected".count) })
        #expect(contracts == expectations, "every NN-name.json needs its NN-name.expected and the other way round")
        for contract in try Self.cases() {
            #expect(!contract.expected.isEmpty, "\(contract.file) expects no diagnostic")
            #expect(contract.contract.count < 4096, "\(contract.file) is not small: keep a case to one fault area")
            for line in contract.expected {
                #expect(
                    line.wholeMatch(of: /[1-9][0-9]*:[1-9][0-9]*: error: .+/) != nil,
                    "\(contract.name).expected: '\(line)' is not LINE:COL: error: MESSAGE")
            }
        }
    }

    /// The corpus covers every area the format can be wrong in, several problems per case in some of them.
    @Test func theCorpusCoversEveryKindOfMistake() throws {
        let cases = try Self.cases()
        let names = cases.map(\.name).joined(separator: " ")
        for area in [
            "trailing-comma", "truncated", "comment", "duplicate-keys", "invalid-utf8", "byte-order-mark",
            "deep-nesting", "huge-numbers", "wrong-value-types", "missing-keys", "unknown-keys",
            "unknown-types", "unknown-platforms", "duplicate", "platform-columns", "defaults",
            "invalid-names", "names-collide", "records-and-flows", "legacy",
        ] {
            #expect(names.contains(area), "no case for \(area)")
        }
        #expect(cases.filter { $0.expected.count >= 3 }.count >= 10, "at least ten cases with several faults at once")
    }

    /// A unified-style listing of two line lists: common lines once, the rest marked.
    static func difference(_ expected: [String], _ found: [String]) -> String {
        let missing = expected.filter { !found.contains($0) }.map { "- " + $0 }
        let extra = found.filter { !expected.contains($0) }.map { "+ " + $0 }
        if missing.isEmpty && extra.isEmpty {
            return "same lines in another order:\n" + found.map { "  " + $0 }.joined(separator: "\n")
        }
        return (missing + extra).joined(separator: "\n")
    }
}
