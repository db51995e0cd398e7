import ContractGenKit
import Foundation
import Testing
import TestSupport

/// The generated conformance runners fail when the layer they test is wrong, and name the cases: the repository's
/// contract rendered, one decoder edited by hand to misread a result's type, then run on the contract's own vectors:
/// Swift's compiled with `Tests/Fixtures/Variants/SwiftRunner/main.swift`, Kotlin's and TypeScript's by their verify
/// scripts' `variant` suite (the vectors alone).
@Suite struct ConformanceRunnerTests {
    /// The valid results of type `cancelled`: the cases a decoder that misreads it must fail, and only those.
    func cancelledCases(in folder: URL) throws -> (all: Int, cancelled: [String]) {
        let data = try Data(contentsOf: folder.appendingPathComponent("Vectors/results.json"))
        let cases = (try JSONSerialization.jsonObject(with: data) as! [String: Any])["cases"] as! [[String: Any]]
        let cancelled = cases.filter {
            $0["valid"] as? Bool == true && ($0["json"] as? [String: Any])?["type"] as? String == "cancelled"
        }
        return (cases.count, cancelled.map { $0["name"] as! String })
    }

    /// Replaces the first `text` in one generated file, its decoder's, which must be there.
    func breakDecoder(_ file: String, in folder: URL, replacing text: String, with broken: String) throws {
        let url = folder.appendingPathComponent(file)
        let source = try String(contentsOf: url, encoding: .utf8)
        let range = try #require(source.range(of: text), "\(file) no longer reads \"cancelled\" this way; edit another")
        try source.replacingCharacters(in: range, with: broken).write(to: url, atomically: true, encoding: .utf8)
    }

    @Test(arguments: [
        ("kotlin", "Kotlin/ContractResult.kt", #""cancelled" ->"#, #""canceled" ->"#, "Kotlin"),
        ("typescript", "TypeScript/result.ts", #"case "cancelled":"#, #"case "canceled":"#, "TypeScript"),
    ])
    func aBrokenDecoderFailsTheGeneratedRunnerByName(
        _ check: (language: String, file: String, text: String, broken: String, name: String)
    ) throws {
        let folder = try VariantContractTests().render(.init(description: "the repository's contract") { _ in })
        try breakDecoder(check.file, in: folder, replacing: check.text, with: check.broken)
        guard let output = try ToolchainTests().verify(check.language, folder, suite: "variant") else { return }
        let (all, cancelled) = try cancelledCases(in: folder)
        #expect(output.status != 0)
        #expect(!cancelled.isEmpty)
        for name in cancelled {
            #expect(output.stdout.contains("results cases: \(name): decodes to"), "\(check.language): \(name)")
        }
        let summary = "\(check.name) conformance: results \(all - cancelled.count) passed, \(cancelled.count) failed"
        #expect(output.stdout.contains(summary), "\(output.combined)")
    }

    @Test func aBrokenDecoderFailsTheRunnerByName() throws {
        guard let swiftc = ExternalTool.require("swiftc", install: "a Swift 6 toolchain from swift.org") else { return }
        let folder = try VariantContractTests().render(.init(description: "the repository's contract") { _ in })
        try breakDecoder(
            "Swift/ContractResult.swift", in: folder, replacing: #"case "cancelled":"#, with: #"case "canceled":"#)

        let swift = folder.appendingPathComponent("Swift")
        let sources = try FileManager.default.contentsOfDirectory(atPath: swift.path).sorted().map {
            swift.appendingPathComponent($0).path
        }
        let runner = folder.appendingPathComponent("runner").path
        let build = try swiftc.run(
            ["-swift-version", "6", "-module-name", "BrokenRunner", "-o", runner] + sources + [
                folder.appendingPathComponent("Tests/Swift/OkycConformance.swift").path,
                Repository.url("Tests/Fixtures/Variants/SwiftRunner/main.swift").path,
            ])
        try #require(build.status == 0, "the broken layer did not compile:\n\(build.combined)")
        let run = try ExternalTool(url: URL(fileURLWithPath: runner)).run([
            folder.appendingPathComponent("Vectors").path
        ])
        // The cases that must now fail: every valid result of type `cancelled`, and only those.
        let (all, cancelled) = try cancelledCases(in: folder)
        let failures = run.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.map(String.init)
        print(failures.joined(separator: "\n"))
        #expect(run.status == 1)
        #expect(!cancelled.isEmpty)
        #expect(failures == cancelled.map { "FAIL results cases: \($0): decodes to nil" })
        #expect(
            run.stdout.contains("Swift conformance: results \(all - cancelled.count) passed, \(cancelled.count) failed")
        )
    }

    /// Dart's runner cannot run here, so its check stands in for the compiler's first errors: a runner that names a
    /// type the library does not declare, or a static member its class lacks, fails by name.
    @Test func aDartRunnerNamingWhatTheLibraryLacksFailsItsCheck() throws {
        let folder = try VariantContractTests().render(.init(description: "the repository's contract") { _ in })
        try breakDecoder(
            "Dart/test/conformance.dart", in: folder, replacing: "OkycBridge.decode(", with: "OkycBridge.read(")
        try breakDecoder(
            "Dart/test/conformance.dart", in: folder, replacing: "tracker = OkycResultTracker(",
            with: "tracker = OkycResultTracking(")
        guard let output = try ToolchainTests().verify("dart", folder, suite: "structure") else { return }
        #expect(output.status != 0)
        #expect(
            output.stdout.contains("test/conformance.dart calls OkycBridge.read, which OkycBridge does not declare"))
        #expect(output.stdout.contains("OkycResultTracking is declared nowhere"), "\(output.combined)")
    }
}
