import ContractGenKit
import Foundation
import Testing
import TestSupport

/// The validator accepts only what renders valid code: random contracts (`RandomContract`), each either refused
/// with a diagnostic or rendered into code that swiftc, Kotlin's compiler, tsc, deno and the Dart grammar accept.
/// CI runs a few seeds; `CONTRACTGEN_RANDOM_CONTRACTS=N` runs N from `CONTRACTGEN_RANDOM_SEED` (default 1).
@Suite(.serialized) struct RandomContractTests {
    static let seeds: [UInt64] = {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["CONTRACTGEN_RANDOM_CONTRACTS"].flatMap(Int.init) ?? 3
        let first = environment["CONTRACTGEN_RANDOM_SEED"].flatMap(UInt64.init) ?? 1
        return (0..<UInt64(count)).map { first + $0 }
    }()

    @Test(arguments: seeds)
    func aRandomContractIsRefusedOrRendersValidCode(_ seed: UInt64) throws {
        var generator = RandomContract(seed: seed)
        let bytes = try ContractObject.bytes(generator.contract())
        let files: [GeneratedFile]
        do throws(DiagnosticError) {
            files = try GeneratorPipeline().run(contract: bytes, file: "random.json")
        } catch {
            // Refused with a diagnostic: what the validator is for. The line says why, to keep the generator honest.
            print("random contract \(seed): refused: \(error.diagnostics.first.map { "\($0)" } ?? "")")
            return
        }
        let folder = try temporaryFolder("random-\(seed)")
        _ = try OutputWriter(directory: folder).write(files)
        let contract = String(decoding: bytes, as: UTF8.self)
        let checked = try Self.checkCode(in: folder) { "seed \(seed): \($0)\n\(contract)" }
        print("random contract \(seed): accepted, \(files.count) files; checked by \(checked.joined(separator: ", "))")
    }

    /// Compiles or checks every language's code rendered into `folder` with the real tools (Swift and Kotlin
    /// compiled, TypeScript through tsc and deno, Dart parsed), recording each failure with `context`'s note;
    /// returns the languages checked.
    static func checkCode(in folder: URL, context: (String) -> String) throws -> [String] {
        var checked: [String] = []
        if let swiftc = ExternalTool.require("swiftc", install: "a Swift 6 toolchain from swift.org") {
            // The layer, and its conformance runner and Swift Testing suite.
            let sources = ["Swift", "Tests/Swift"].flatMap { path in
                let swift = folder.appendingPathComponent(path)
                return (try? FileManager.default.contentsOfDirectory(atPath: swift.path))?.filter {
                    $0.hasSuffix(".swift")
                }.sorted().map { swift.appendingPathComponent($0).path } ?? []
            }
            if !sources.isEmpty {
                let check = try swiftc.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + sources)
                #expect(check.status == 0, "\(context("the Swift does not compile:\n\(check.combined)"))")
                checked.append("swift")
            }
        }
        for (language, suite, folderName) in [
            ("kotlin", "compile", "Kotlin"), ("typescript", "checks", "TypeScript"), ("dart", "structure", "Dart"),
        ] where FileManager.default.fileExists(atPath: folder.appendingPathComponent(folderName).path) {
            guard let output = try ToolchainTests().verify(language, folder, suite: suite) else { continue }
            #expect(output.status == 0, "\(context("\(language):\n\(output.combined)"))")
            checked.append(language)
        }
        return checked
    }
}
