import Foundation
import GeneratedContract
import Testing

/// Both sides of the bridge: `Tests/Toolchains/web/verify` has headless Chromium send every message through each
/// platform's bridge with the page module (`Generated/Web/flow-bridge.js`) and keeps what the bridges received;
/// the generated Swift decodes each to the event the page sent, as the generated TypeScript (in the page) and
/// Kotlin (in the script) do.
@Suite struct BrowserMessagesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theMessagesThePageSentDecodeInSwift() throws {
        let captured = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contractgen-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: captured) }
        let process = Process()
        process.executableURL = Self.root.appendingPathComponent("Tests/Toolchains/web/verify")
        process.arguments = [Self.root.appendingPathComponent("Generated").path, "reference", captured.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        print(text, terminator: "")
        if process.terminationStatus == 77 {
            let why =
                text.split(separator: "\n").first { $0.hasPrefix("SKIPPED: ") }.map(String.init)
                ?? "SKIPPED: the browser tools are missing"
            if ProcessInfo.processInfo.environment["CONTRACTGEN_STRICT"] == "1" {
                Issue.record("CONTRACTGEN_STRICT=1 turns this skip into a failure: \(why)")
            }
            return
        }
        try #require(process.terminationStatus == 0, "the browser check failed:\n\(text)")
        let report = try VectorChecks.messages(in: captured)
        for failure in report.failures { Issue.record(Comment(rawValue: failure)) }
        #expect(report.count > 100, "only \(report.count) messages captured")
        print(
            "Swift, the browser's messages: \(report.count - report.failures.count) of \(report.count) decoded to the event sent"
        )
    }
}
