import ContractGenKit
import Foundation
import Testing
import TestSupport

/// Contracts that declare only some sections render code every language's tools accept. Each case was accepted
/// and rendered broken before: Dart wrote `static const protocolVersion = ;` without a bridge, Swift an event
/// JSON form keyed by `[: …]`, TypeScript an empty interface and unread parameters for a record without fields,
/// and every language a message type "decoded from its  and .".
@Suite(.serialized) struct SparseContractTests {
    /// A contract to render, by name.
    struct Sparse: CustomStringConvertible, Sendable {
        var description: String
        /// The languages it has platforms of; every one unless it says.
        var languages: Set<String>? = nil
        var contract: @Sendable () throws -> [UInt8]
    }

    static let contracts = [
        // No bridge, navigation or WebView settings; a record without fields, an enum too wide for a table cell,
        // and an npm package name.
        Sparse(description: "the sparse contract") {
            try Repository.bytes("Tests/Fixtures/SparseContract/contract.json")
        },
        // No events, and an enum named as the event type would be: the name is reserved only where it is declared.
        Sparse(description: "the sparse contract without events, with an enum named event") {
            var contract =
                try JSONSerialization.jsonObject(
                    with: Data(Repository.bytes("Tests/Fixtures/SparseContract/contract.json"))) as! [String: Any]
            contract["events"] = nil
            contract.append(
                to: ["enums"],
                [
                    "name": "event", "description": "What happened at the till.",
                    "values": [["name": "opened"], ["name": "closed"]],
                ])
            return try ContractObject.bytes(contract)
        },
        // Everything the repository's contract has but its WebView: events without a bridge to carry them.
        Sparse(description: "the repository's contract without its WebView sections") {
            var contract =
                try JSONSerialization.jsonObject(with: Data(Repository.bytes("contract.json"))) as! [String: Any]
            for section in ["bridge", "navigation", "webview_security"] { contract[section] = nil }
            return [UInt8](try JSONSerialization.data(withJSONObject: contract, options: [.sortedKeys]))
        },
    ]

    /// Whole contracts in shapes no seed has, compiled as the sparse ones are.
    static let reshaped = [
        // Names no seed spells: each platform's naming policy (no prefix, its own result type, snake_case
        // members, SCREAMING_SNAKE enum keys).
        Sparse(description: "the repository's contract under each platform's naming policy") {
            try ContractObject.bytes(NamingPolicyTests.policies())
        },
        // A family of native SDKs that own their WebView, wrapped for React Native and Flutter (no bridge,
        // navigation or WebView settings of its own): results holding nested metadata, one event shape named by a
        // 60-value open enum, 80 error codes grouped by 8 error types, timestamps, a map and raw JSON, iOS sending
        // "" for none, a key Android spells otherwise, and naming policies instead of per-element names.
        Sparse(description: "the native-wrapper family") {
            try Repository.bytes("Tests/Fixtures/NativeWrapper/contract.json")
        },
        // The second contract's plugin as a React Native module with callbacks objects, one entry point that throws
        // and one that returns nothing: the module's entry points take the callbacks (they were dropped).
        Sparse(
            description: "the second contract for React Native, an entry point that throws",
            languages: ["swift", "kotlin", "typescript"]
        ) {
            try ContractObject.bytes(secondForReactNative())
        },
    ]

    static func secondForReactNative() throws -> [String: Any] {
        var contract =
            try JSONSerialization.jsonObject(
                with: Data(Repository.bytes("Tests/Fixtures/SecondContract/contract.json"))) as! [String: Any]
        contract["platforms"] = (contract["platforms"] as! [[String: Any]]).map { platform in
            platform["id"] as? String == "capacitor"
                ? platform.merging(["framework": "react_native", "callback_style": "objects"]) { $1 } : platform
        }
        var sdk = contract["sdk"] as! [String: Any]
        var entries = sdk["entry_points"] as! [[String: Any]]
        entries[0]["throws"] = true
        entries[1]["returns"] = "nothing"
        sdk["entry_points"] = entries
        contract["sdk"] = sdk
        return contract
    }

    /// A React Native module's entry points take the flow's callbacks beside the options; an entry point that
    /// throws says so in every language, and the page's table; one that returns nothing returns no session.
    @Test func reactNativeEntryPointsKeepTheirCallbacks() throws {
        let files = Dictionary(
            uniqueKeysWithValues: try GeneratorPipeline().run(
                contract: ContractObject.bytes(Self.secondForReactNative()), file: "contract.json"
            ).map { ($0.path, $0.contents) })
        let typescript = try #require(files["TypeScript/callbacks.ts"])
        #expect(
            typescript.contains(
                "  presentFund(options: ZerohashFundOptions, callbacks: ZerohashFundCallbacks): Promise<void>;"))
        #expect(typescript.contains("   * Rejects with a `ZerohashFailure` when it cannot start the flow."))
        let swift = try #require(files["Swift/ContractCallbacks.swift"])
        #expect(swift.contains("callbacks: FundCallbacks) throws(ZerohashFailure) -> FundSession"))
        #expect(swift.contains("callbacks: CryptoWithdrawalsCallbacks)\n"), "returns nothing")
        #expect(
            try #require(files["Kotlin/ContractCallbacks.kt"]).contains(
                "    @Throws(ZerohashFailureException::class)\n"))
        #expect(
            try #require(files["Docs/sdk-contract.md"]).contains(
                "`ZerohashPlugin.presentFund(options, callbacks)`; rejects with `ZerohashFailure`"))
    }

    /// The native-wrapper family says what it says through policies and the type system: no `names` entry at all,
    /// every code in its error type, and its one event shape a single case of each language's event type.
    @Test func theNativeWrapperFamilyNeedsNoNamesEntries() throws {
        let text = String(decoding: try Repository.bytes("Tests/Fixtures/NativeWrapper/contract.json"), as: UTF8.self)
        #expect(!text.contains("\"names\""))
        let files = Dictionary(
            uniqueKeysWithValues: try GeneratorPipeline().run(
                contract: Repository.bytes("Tests/Fixtures/NativeWrapper/contract.json"), file: "contract.json"
            ).map { ($0.path, $0.contents) })
        let enums = try #require(files["TypeScript/enums.ts"])
        #expect(
            enums.contains("export enum LinkErrorCode {")
                && enums.contains("  INVALID_CREDENTIALS = \"INVALID_CREDENTIALS\","))
        let grouped = enums.components(separatedBy: "\n").filter { $0.hasPrefix("      return LinkErrorType.") }
        #expect(grouped.count == 80, "every error code reaches its error type")
        let swift = try #require(files["Swift/ContractEvents.swift"])
        #expect(swift.components(separatedBy: "\n    case ").count - 1 == 1, "one event shape")
        #expect(try #require(files["Kotlin/ContractEvents.kt"]).contains("fields.required(\"event_name\""))
        #expect(try #require(files["Dart/lib/src/records.dart"]).contains("fields.optionalSent(\"mask\""))
        #expect(
            try #require(files["Docs/sdk-contract.md"]).contains("iOS sends `\"\"` for an optional field with no value")
        )
    }

    func render(_ sparse: Sparse) throws -> URL {
        let folder = try temporaryFolder("sparse")
        let files = try GeneratorPipeline().run(contract: sparse.contract(), file: "contract.json")
        _ = try OutputWriter(directory: folder).write(files)
        return folder
    }

    @Test(arguments: contracts + reshaped)
    func swiftCompilesWithoutWarnings(_ sparse: Sparse) throws {
        guard let swiftc = ExternalTool.require("swiftc", install: "a Swift 6 toolchain from swift.org") else { return }
        let swift = try render(sparse).appendingPathComponent("Swift")
        let sources = try FileManager.default.contentsOfDirectory(atPath: swift.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { swift.appendingPathComponent($0).path }
        let check = try swiftc.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + sources)
        #expect(check.status == 0, "\(sparse): the Swift does not compile:\n\(check.combined)")
    }

    /// Kotlin compiled (warnings as errors, explicit API), TypeScript through tsc 4.8, deno check and deno lint,
    /// Dart parsed and its structure checked: each verify script's suite for a contract it has no harness for.
    @Test(arguments: [("kotlin", "compile"), ("typescript", "checks"), ("dart", "structure")], contracts + reshaped)
    func otherLanguagesAreAcceptedByTheirTools(_ check: (language: String, suite: String), _ sparse: Sparse) throws {
        guard sparse.languages?.contains(check.language) ?? true else { return }
        guard let output = try ToolchainTests().verify(check.language, render(sparse), suite: check.suite) else {
            return
        }
        print("\(sparse):\n\(output.stdout)", terminator: "")
        #expect(output.status == 0, "\(check.language), \(sparse):\n\(output.combined)")
    }

    /// Without a bridge, the message type says nothing of envelope keys it does not have.
    @Test(arguments: contracts)
    func docCommentsNameOnlyWhatTheContractHas(_ sparse: Sparse) throws {
        let files = try GeneratorPipeline().run(contract: sparse.contract(), file: "contract.json")
        for file in files where !file.path.hasPrefix("Schema/") {
            #expect(!file.contents.contains("its  and"), "\(file.path) names envelope keys the contract lacks")
            #expect(!file.contents.contains("over the bridge"), "\(file.path) speaks of a bridge the contract lacks")
        }
    }

    /// Without events, `CheckoutEvent` is the contract's enum in every language, declared once.
    @Test func aNameIsReservedOnlyWhereItsTypeIsDeclared() throws {
        let files = try GeneratorPipeline().run(contract: Self.contracts[1].contract(), file: "contract.json")
        let declarations = [
            "Swift/ContractEnums.swift": "enum CheckoutEvent", "Kotlin/ContractEnums.kt": "interface CheckoutEvent ",
            "TypeScript/enums.ts": "type CheckoutEvent ", "Dart/lib/src/enums.dart": "class CheckoutEvent ",
        ]
        for (path, declaration) in declarations {
            let file = try #require(files.first { $0.path == path })
            #expect(
                file.contents.components(separatedBy: declaration).count == 2, "\(path) declares \(declaration) once")
        }
    }

    /// An enum whose values would make a table cell thousands of characters wide is named in the cell, and its
    /// values are listed under Types (which the page has for it alone).
    @Test func aWideEnumIsNamedInItsCellAndListedUnderTypes() throws {
        let files = try GeneratorPipeline(targets: [.docs]).run(
            contract: Repository.bytes("Tests/Fixtures/SparseContract/contract.json"), file: "contract.json")
        let page = try #require(files.first).contents
        let lines = page.split(separator: "\n")
        let row = try #require(lines.first { $0.hasPrefix("| `country` ") })
        #expect(row.contains("`country`: one of 82 values, listed under [Types](#types)"))
        #expect(!row.contains("`afghanistan`"))
        #expect(lines.contains("## Types"))
        #expect(lines.contains { $0.hasPrefix("| `lesotho` ") })
        // The narrow enum is written out where it is used, and has no section of its own.
        #expect(page.contains("`card` \\| `bank_transfer`"))
        #expect(!lines.contains { $0.hasPrefix("### `payment_method`") })
    }
}
