import ContractGenKit
import Foundation
import Testing
import TestSupport

/// The generated Swift conformance runner fails when the layer it tests is wrong, and names the cases: the
/// repository's contract rendered, one decoder edited by hand to misread a result's type, then compiled with the
/// runner and `Tests/Fixtures/Variants/SwiftRunner/main.swift` and run on the contract's own vectors.
@Suite struct ConformanceRunnerTests {
    @Test func aBrokenDecoderFailsTheRunnerByName() throws {
        guard let swiftc = ExternalTool.require("swiftc", install: "a Swift 6 toolchain from swift.org") else { return }
        let folder = try VariantContractTests().render(.init(description: "the repository's contract") { _ in })
        let result = folder.appendingPathComponent("Swift/ContractResult.swift")
        let source = try String(contentsOf: result, encoding: .utf8)
        let broken = source.replacingOccurrences(of: #"case "cancelled":"#, with: #"case "canceled":"#)
        try #require(broken != source, "the result decoder no longer reads \"cancelled\" this way; edit another")
        try broken.write(to: result, atomically: true, encoding: .utf8)

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
        let data = try Data(contentsOf: folder.appendingPathComponent("Vectors/results.json"))
        let cases = (try JSONSerialization.jsonObject(with: data) as! [String: Any])["cases"] as! [[String: Any]]
        let cancelled = cases.filter {
            $0["valid"] as? Bool == true && ($0["json"] as? [String: Any])?["type"] as? String == "cancelled"
        }
        let failures = run.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.map(String.init)
        print(failures.joined(separator: "\n"))
        #expect(run.status == 1)
        #expect(!cancelled.isEmpty)
        #expect(failures == cancelled.map { "FAIL results cases: \($0["name"] as! String): decodes to nil" })
        #expect(
            run.stdout.contains(
                "Swift conformance: results \(cases.count - cancelled.count) passed, \(cancelled.count) failed"))
    }
}
