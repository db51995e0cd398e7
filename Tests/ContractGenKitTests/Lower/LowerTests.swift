@testable import ContractGenKit
import Foundation
import Testing

/// What the Lower stage decides once for every language, seen in what each language renders.
@Suite struct LowerTests {
    func file(_ path: String, in files: [GeneratedFile]) throws -> String {
        try #require(files.first { $0.path == path }, "\(path) is rendered").contents
    }

    /// The repository's `presentation` enum is read only by iOS's `presentation` option: iOS declares it, and
    /// Android, React Native and Flutter, which have no such option, do not. Every platform declares the
    /// enums its fields use and the failure codes.
    @Test func eachPlatformDeclaresTheEnumsItUses() throws {
        let files = try Repository.render()
        let enumFiles = [("ios", "Swift/ContractEnums.swift"), ("android", "Kotlin/ContractEnums.kt"),
                         ("react_native", "TypeScript/enums.ts"), ("flutter", "Dart/src/enums.dart")]
        for (platform, path) in enumFiles {
            let text = try file(path, in: files)
            #expect(text.contains("Presentation") == (platform == "ios"), "\(path)")
            for name in ["SessionStatus", "Theme", "FailureCode"] {
                #expect(text.contains("Okyc\(name)"), "\(path) declares Okyc\(name)")
            }
        }
    }

    /// The bridge's rejection kinds are one list (`RejectionKind`): the message vectors use exactly those
    /// kinds, and every language's bridge names each of them as a string.
    @Test func everyLanguageAndTheVectorsNameTheSameRejectionKinds() throws {
        let files = try Repository.render()
        let kinds = Set(RejectionKind.allCases.map(\.rawValue))
        let vectors = try JSONSerialization.jsonObject(with: Data(try file("Vectors/messages.json", in: files).utf8)) as! [String: Any]
        let used = Set((vectors["cases"] as! [[String: Any]]).compactMap { ($0["rejection"] as? [String: Any])?["kind"] as? String })
        #expect(used == kinds)
        for path in ["Swift/ContractBridge.swift", "Kotlin/ContractBridge.kt", "TypeScript/bridge.ts", "Dart/src/bridge.dart"] {
            let text = try file(path, in: files)
            for kind in kinds.sorted() {
                #expect(text.contains("\"\(kind)\""), "\(path) does not name the rejection kind \(kind)")
            }
        }
    }
}
