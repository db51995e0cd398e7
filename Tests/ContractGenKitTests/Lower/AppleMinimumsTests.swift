@testable import ContractGenKit
import Foundation
import Testing

/// A Swift platform's `minimum_os` decides whether its durations are Swift's `Duration` (iOS, iPadOS, tvOS and
/// Mac Catalyst 16, macOS 13, watchOS 9, visionOS 1, as Apple's documentation of `Duration` lists them) or whole
/// milliseconds.
@Suite struct AppleMinimumsTests {
    @Test(arguments: [
        ("iOS 16", true), ("iOS 17", true), ("iOS 15", false), ("iOS 13.0", false), ("ios 16", true),
        ("iOS 16, macOS 12", false), ("iOS 16 | macOS 13", true), ("macOS 12", false), ("watchOS 9", true),
        ("watchOS 8", false),
        ("tvOS 15.4", false), ("Mac Catalyst 16", true), ("visionOS 1", true), ("iPadOS 15 and later", false),
    ])
    func durationFollowsTheOldestRelease(_ text: String, _ hasDuration: Bool) throws {
        let minimums = try #require(AppleMinimums(text), "'\(text)' names an Apple OS")
        #expect(minimums.hasDuration == hasDuration, "\(text): \(minimums.majors)")
    }

    @Test(arguments: ["17", "Android 7 (API 24)", "latest", ""])
    func textNamingNoAppleReleaseIsNone(_ text: String) {
        #expect(AppleMinimums(text) == nil, "'\(text)'")
    }

    /// What the generated Swift declares: the hostile contract's platform supports iOS 15 and macOS 12, so none of
    /// its Swift names `Duration` and its durations are `Int64` milliseconds; the repository's contract does not say,
    /// and keeps `Duration`.
    @Test func swiftBelowIOS16DeclaresNoDuration() throws {
        func swift(_ path: String) throws -> [GeneratedFile] {
            try GeneratorPipeline(targets: [.swift]).run(contract: Repository.bytes(path), file: "contract.json")
        }
        let hostile = try swift("Tests/Fixtures/HostileContract/contract.json")
        #expect(!hostile.isEmpty)
        for file in hostile {
            #expect(file.contents.firstRange(of: /\bDuration\b/) == nil, "\(file.path) names Duration")
        }
        let configuration = try #require(hostile.first { $0.path.hasSuffix("ContractConfiguration.swift") }).contents
        #expect(configuration.contains("public var when: Int64?") && configuration.contains("when: Int64? = 2000,"))
        let reference = try #require(
            try swift("contract.json").first { $0.path.hasSuffix("ContractConfiguration.swift") }
        ).contents
        #expect(reference.contains("public var autoCloseDelay: Duration?"))
    }
}
