import ContractGenKit
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
}
