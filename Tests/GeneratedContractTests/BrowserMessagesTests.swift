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
        // What the bridges received, in messages.json's form: each message with the event the page sent.
        let file = OkycJSON(parsing: try Data(contentsOf: captured.appendingPathComponent("messages.json")))
        let sender = try #require(file?["sender"]?.objectValue, "no sender")
        let policy = OkycSenderPolicy(sessionURL: sender["sessionUrl"]?.stringValue ?? "")
        let from = OkycSender(origin: sender["origin"]?.stringValue, isMainFrame: sender["isMainFrame"]?.boolValue)
        let messages = file?["cases"]?.arrayValue(\.objectValue) ?? []
        var decoded = 0
        for vector in messages {
            let sent = vector["decoded"]
            guard
                case .success(let message) = OkycBridge.decode(
                    vector["message"]?.stringValue ?? "", from: from, policy: policy),
                sent?["type"]?.stringValue == message.event.type, sent?["payload"] == .object(message.event.payload)
            else {
                Issue.record("\(vector["name"]?.stringValue ?? "?"): not decoded to the event the page sent")
                continue
            }
            decoded += 1
        }
        #expect(messages.count > 100, "only \(messages.count) messages captured")
        // The simulator plays each result sequence the page can play alone (only messages, on every platform) through
        // every platform's bridge, the SDK built from the generated TypeScript reaching each step's ending.
        let sequences = OkycJSON(
            parsing: try Data(contentsOf: Self.root.appendingPathComponent("Generated/Vectors/result-sequences.json")))
        let playable = (sequences?["cases"]?.arrayValue(\.objectValue) ?? []).filter { sequence in
            sequence["platforms"] == nil
                && (sequence["steps"]?.arrayValue(\.objectValue) ?? []).allSatisfy { $0["message"] != nil }
        }
        #expect(text.contains("scenarios: \(playable.count) result, "))
        #expect(text.contains("bridges: android, flutter, ios, react_native"))
        #expect(text.range(of: #"Web simulator: [1-9][0-9]* passed, 0 failed"#, options: .regularExpression) != nil)
        print("Swift, the browser's messages: \(decoded) of \(messages.count) decoded to the event sent")
    }
}
