import ContractGenKit
import Foundation
import Testing
import TestSupport

/// A platform's naming policy spells its names as a whole: the case of members and enum cases, the type prefix
/// (or none) and the generated types' own names, with a `names` entry still the exception. A family whose React
/// Native keys are `APPROVED` needed one `names` entry per enum value before.
struct NamingPolicyTests {
    /// The repository's contract with a policy on every platform: iOS without a prefix and with its own name for
    /// the result, in snake_case members; Android without a prefix; React Native's enum keys in SCREAMING_SNAKE;
    /// Flutter with its own prefix and snake_case enum values.
    static func policies() throws -> [String: Any] {
        var contract = try ContractObject.repository()
        let policies: [String: [String: Any]] = [
            "ios": ["prefix": "", "members": "snake", "generated_types": ["result": "VerificationOutcome"]],
            "android": ["prefix": "", "generated_types": ["result": "VerificationResult"]],
            "react_native": [
                "enum_cases": "screaming_snake", "enum_form": "enum", "prefix": "",
                "generated_types": ["json": "JsonValue"],
            ],
            "flutter": ["prefix": "Kyc", "enum_cases": "snake"],
        ]
        contract["platforms"] = (contract["platforms"] as! [[String: Any]]).map { platform in
            var platform = platform
            platform["naming"] = policies[platform["id"] as! String]
            return platform
        }
        return contract
    }

    static func render(_ contract: [String: Any], prefix: String? = nil) throws -> [String: String] {
        let files = try GeneratorPipeline(options: GenerationOptions(typePrefix: prefix))
            .run(contract: ContractObject.bytes(contract), file: "contract.json")
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    @Test func eachPlatformSpellsItsNamesByItsPolicy() throws {
        let files = try Self.render(Self.policies())
        let swift = try #require(files["Swift/ContractResult.swift"])
        #expect(swift.contains("public enum VerificationOutcome: Sendable, Hashable {"))
        let configuration = try #require(files["Swift/ContractConfiguration.swift"])
        #expect(configuration.contains("public var allowed_hosts: [String]"))
        // The contract's `names` entry is the exception the policy leaves alone.
        #expect(configuration.contains("public var sessionURL: String"))
        #expect(
            try #require(files["Kotlin/ContractResult.kt"]).contains("public sealed interface VerificationResult {"))
        let enums = try #require(files["TypeScript/enums.ts"])
        #expect(enums.contains("export enum SessionStatus {") && enums.contains("  APPROVED = \"approved\","))
        #expect(!enums.contains("export const ") && !enums.contains("typeof"))
        // A default and a failure code are the enum's members, which a string is not.
        #expect(try #require(files["TypeScript/configuration.ts"]).contains("options.theme ?? Theme.SYSTEM,"))
        #expect(
            try #require(files["TypeScript/navigation.ts"]).contains(
                "BlockedNavigationCounter.limit ? FailureCode.NAVIGATION_BLOCKED : undefined;"))
        #expect(try #require(files["TypeScript/json.ts"]).contains("export type JsonValue ="))
        #expect(try #require(files["Dart/lib/src/enums.dart"]).contains("final class KycSessionStatus"))
        // No platform without a prefix declares a type with the contract's (the bridge's endpoint, `OkycAndroid`,
        // is the contract's own name for it).
        let declaration = /(class|struct|enum|interface|protocol|type|const|function) Okyc/
        for (path, contents) in files where ["Swift/", "Kotlin/", "TypeScript/"].contains(where: path.hasPrefix) {
            #expect(contents.firstMatch(of: declaration) == nil, "\(path) still uses the contract's prefix")
        }
    }

    /// The policy says once what per-value `names` entries said value by value: the same code either way.
    @Test func aPolicyRendersWhatPerElementNamesRendered() throws {
        var byPolicy = try ContractObject.repository()
        byPolicy["platforms"] = (byPolicy["platforms"] as! [[String: Any]]).map { platform in
            platform["id"] as? String == "react_native"
                ? platform.merging(["naming": ["enum_cases": "screaming_snake"]]) { $1 } : platform
        }
        var byEntries = try ContractObject.repository()
        var entries = 0
        func named(_ values: [[String: Any]]) -> [[String: Any]] {
            values.map { value in
                var value = value
                // A `names` entry is only for a platform that has the value.
                guard (value["platforms"] as? [String])?.contains("react_native") ?? true else { return value }
                let words = (value["name"] as! String).uppercased()
                value["names"] = (value["names"] as? [String: Any] ?? [:]).merging(["react_native": words]) { $1 }
                entries += 1
                return value
            }
        }
        byEntries["enums"] = (byEntries["enums"] as! [[String: Any]]).map {
            $0.merging(["values": named($0["values"] as! [[String: Any]])]) { $1 }
        }
        var failures = byEntries["failures"] as! [String: Any]
        failures["codes"] = named(failures["codes"] as! [[String: Any]])
        byEntries["failures"] = failures
        let policyFiles = try Self.render(byPolicy)
        let entryFiles = try Self.render(byEntries)
        #expect(entries >= 10)
        let typescript = policyFiles.keys.filter { $0.hasPrefix("TypeScript/") }.sorted()
        #expect(!typescript.isEmpty)
        for path in typescript {
            #expect(
                policyFiles[path] == entryFiles[path], "\(path): the policy renders otherwise than \(entries) names")
        }
        print("One naming policy replaces \(entries) per-value names entries on react_native")
    }

    /// A run's `--prefix` wins over a platform's, as over the contract's name.
    @Test func theRunsPrefixWins() throws {
        let files = try Self.render(Self.policies(), prefix: "Zq")
        #expect(try #require(files["Dart/lib/src/enums.dart"]).contains("final class ZqSessionStatus"))
        #expect(try #require(files["TypeScript/enums.ts"]).contains("export enum ZqSessionStatus {"))
        // A generated type the policy names keeps its name.
        #expect(try #require(files["Swift/ContractResult.swift"]).contains("public enum VerificationOutcome:"))
    }

    /// Changing a platform's policy renames what its hosts compile against, on that platform only.
    @Test func diffReportsAPolicyAsASourceBreakOnItsPlatform() throws {
        let old = try Repository.bytes("contract.json")
        let new = try ContractObject.bytes(Self.policies())
        let report = try ContractDiff.run(old: old, oldFile: "old.json", new: new, newFile: "new.json")
        let findings = report.findings.filter { $0.rule == "platform.naming-changed" }
        #expect(findings.count == 4)
        for finding in findings {
            #expect(finding.source.count == 1 && finding.source.values.allSatisfy { $0 == .breaks })
        }
    }
}
