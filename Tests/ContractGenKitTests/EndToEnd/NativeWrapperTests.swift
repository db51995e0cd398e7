import ContractGenKit
import Foundation
import Testing
import TestSupport

/// The native-wrapper family (Tests/Fixtures/NativeWrapper): no bridge carries its events, so its native SDKs
/// report each by type and payload, which every language reads. Its nested results and its events are decoded and
/// written back from its vectors by Swift (as iOS), Kotlin (as Android) and TypeScript (as the React Native module).
@Suite(.serialized) struct NativeWrapperTests {
    static let contract = "Tests/Fixtures/NativeWrapper/contract.json"

    func render() throws -> URL {
        let folder = try TemporaryFolders.make("native-wrapper")
        _ = try OutputWriter(directory: folder).write(
            GeneratorPipeline().run(contract: Repository.bytes(Self.contract), file: "contract.json"))
        return folder
    }

    /// How many cases of `file` a platform runs: those listing no platforms, or it among them.
    func caseCount(_ file: String, in folder: URL, on platform: String) throws -> Int {
        let data = try Data(contentsOf: folder.appendingPathComponent("Vectors/\(file).json"))
        let cases = (try JSONSerialization.jsonObject(with: data) as! [String: Any])["cases"] as! [[String: Any]]
        return cases.filter { ($0["platforms"] as? [String])?.contains(platform) ?? true }.count
    }

    @Test func swiftReadsTheVectorsAsIOSDoes() throws {
        guard let swiftc = ExternalTool.require("swiftc", install: "a Swift 6 toolchain from swift.org") else { return }
        let folder = try render()
        let swift = folder.appendingPathComponent("Swift")
        let sources = try FileManager.default.contentsOfDirectory(atPath: swift.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { swift.appendingPathComponent($0).path }
        let runner = folder.appendingPathComponent("runner").path
        let build = try swiftc.run(
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", "NativeRunner", "-o", runner] + sources
                + [
                    folder.appendingPathComponent("Tests/Swift/LinkConformance.swift").path,
                    Repository.url("Tests/Fixtures/NativeWrapper/SwiftRunner/main.swift").path,
                ])
        try #require(build.status == 0, "the Swift did not compile:\n\(build.combined)")
        let run = try ExternalTool(url: URL(fileURLWithPath: runner)).run([
            folder.appendingPathComponent("Vectors").path
        ])
        print(run.stdout, terminator: "")
        #expect(run.status == 0, "\(run.combined)")
        for file in ["results", "events"] {
            let count = try caseCount(file, in: folder, on: "ios")
            #expect(run.stdout.contains("Swift conformance: \(file) \(count) passed, 0 failed"))
        }
        #expect(run.stdout.contains("Swift native surface: 3 passed, 0 failed"))
    }

    /// Kotlin's and TypeScript's generated conformance runners read the same vectors, with every case passing.
    @Test(arguments: [("kotlin", "android", "Kotlin"), ("typescript", "react_native", "TypeScript")])
    func otherLanguagesReadTheVectors(_ check: (language: String, platform: String, name: String)) throws {
        let folder = try render()
        guard let output = try ToolchainTests().verify(check.language, folder, suite: "native") else { return }
        print(output.stdout, terminator: "")
        #expect(output.status == 0, "\(check.language):\n\(output.combined)")
        for file in ["results", "events"] {
            let count = try caseCount(file, in: folder, on: check.platform)
            #expect(output.stdout.contains("\(check.name) conformance: \(file) \(count) passed, 0 failed"))
        }
        // Kotlin checks the configuration's defaults and delegation; TypeScript compiles and calls a literal of it.
        let surface = check.language == "kotlin" ? 3 : 1
        #expect(output.stdout.contains("\(check.name) native surface: \(surface) passed, 0 failed"))
    }

    /// The family's SDK is a handler: `create` takes one configuration holding the token, the options and the
    /// callbacks (`LinkTokenConfiguration(token:onSuccess:)`) and returns nothing; `open` takes what the other options
    /// leave and presents the flow, returning its result, though it takes no required option (the flow's entry points
    /// take them between them). The callback the flow needs is required in every language, and each callback passes
    /// two values (a token and metadata, an error and metadata) as the family's do.
    @Test func itsSurfaceCreatesAHandlerAndOpensIt() throws {
        let files = Dictionary(
            uniqueKeysWithValues: try GeneratorPipeline().run(
                contract: Repository.bytes(Self.contract), file: "contract.json"
            ).map { ($0.path, $0.contents) })
        let swift = try #require(files["Swift/ContractCallbacks.swift"])
        #expect(swift.contains("@MainActor static func create(_ configuration: LinkTokenConfiguration)\n"))
        #expect(swift.contains("@MainActor static func `open`(receivedRedirectUri: String?) async -> LinkResult"))
        #expect(swift.contains("public var onSuccess: @MainActor @Sendable (String, LinkSuccessMetadata) -> Void\n"))
        #expect(swift.contains("public var onExit: (@MainActor @Sendable (LinkError?, LinkExitMetadata) -> Void)?\n"))
        #expect(
            swift.contains(
                """
                    public init(
                        token: String,
                        noLoadingState: Bool = false,
                        onSuccess: @escaping @MainActor @Sendable (String, LinkSuccessMetadata) -> Void,
                """))
        #expect(swift.contains("    /// Passes `publicToken` and `metadata`, in that order.\n"))
        #expect(swift.contains("Set `onSuccess`, which the flow needs; the others are optional"))
        let kotlin = try #require(files["Kotlin/ContractCallbacks.kt"])
        #expect(
            kotlin.contains("    public val noLoadingState: Boolean = false,\n    callbacks: LinkSessionCallbacks,\n"))
        #expect(kotlin.contains(") : LinkSessionCallbacks by callbacks\n"))
        #expect(kotlin.contains("public suspend fun open(") && kotlin.contains("    ): LinkResult\n"))
        #expect(kotlin.contains("public fun onSuccess(publicToken: String, metadata: LinkSuccessMetadata)\n"))
        #expect(kotlin.contains("public fun onExit(error: LinkError?, metadata: LinkExitMetadata) {}"))
        let typescript = try #require(files["TypeScript/callbacks.ts"])
        #expect(
            typescript.contains(
                "export type LinkTokenConfiguration = Pick<LinkConfigurationOptions, \"token\" | \"noLoadingState\"> & LinkSessionCallbacks;"
            ))
        #expect(typescript.contains("create(configuration: LinkTokenConfiguration): Promise<void>;"))
        #expect(typescript.contains("open(options: LinkOpenOptions): Promise<LinkResult>;"))
        #expect(
            typescript.contains("readonly onSuccess: (publicToken: string, metadata: LinkSuccessMetadata) => void;"))
        #expect(
            typescript.contains(
                "readonly onEvent?: (eventName: LinkEventName | LinkUnknownValue, metadata: LinkEventMetadata) => void;"
            ))
        let page = try #require(files["Docs/sdk-contract.md"])
        #expect(page.contains("`LinkKit.create(_:)` taking `LinkTokenConfiguration` (`@MainActor`)"))
        #expect(page.contains("`LinkKit.open(options)` → `LinkResult`"))
        #expect(page.contains("Passes `public_token` (`string`) and `metadata` (`success_metadata`)."))
    }

    /// What a native SDK reports is read in every language, and only where no bridge carries the events: the
    /// repository's contract, whose bridge does, has neither the readers nor their vectors.
    @Test func onlyEventsNoBridgeCarriesAreReadAsReported() throws {
        let reported = Dictionary(
            uniqueKeysWithValues: try GeneratorPipeline().run(
                contract: Repository.bytes(Self.contract), file: "contract.json"
            ).map { ($0.path, $0.contents) })
        let readers = [
            "Swift/ContractEvents.swift": "public init?(type: String, payload: LinkJSON?) throws(LinkPayloadProblem)",
            "Kotlin/ContractEvents.kt": "public fun fromPayload(type: String, payload: Any?): LinkEvent?",
            "TypeScript/events.ts": "export function eventFromPayload(",
            "Dart/lib/src/events.dart": "static LinkEvent? fromPayload(String type, Object? payload)",
        ]
        for (path, reader) in readers {
            #expect(try #require(reported[path]).contains(reader), "\(path)")
        }
        #expect(try #require(reported["TypeScript/index.ts"]).contains("eventFromPayload,"))
        #expect(
            try #require(reported["TypeScript/events.ts"]).contains(
                "export const eventTypes: readonly string[] = [\"LINK_EVENT\"];"))
        #expect(reported["Vectors/events.json"] != nil && reported["Vectors/messages.json"] == nil)
        // The page says how the events arrive, and names the 60-value enum of a payload field instead of writing
        // its values into the cell (4,594 characters of an 82-value enum before).
        let page = try #require(reported["Docs/sdk-contract.md"])
        #expect(
            page.contains("No WebView bridge carries these: each native SDK reports an event by its type and payload"))
        #expect(page.contains("`eventName`: `event_name`: one of 60 values, listed under [Types](#types)"))
        #expect(!page.contains("OPEN \\| CLOSE\\_OAUTH"))
        #expect(
            page.contains(
                "How far the account was verified, as the native SDKs number it. Its values are whole numbers on the wire."
            ))
        #expect(page.contains("| `micro_deposits` | `1`  |"))
        let bridged = Dictionary(
            uniqueKeysWithValues: try GeneratorPipeline().run(
                contract: Repository.bytes("contract.json"), file: "contract.json"
            )
            .map { ($0.path, $0.contents) })
        #expect(bridged["Vectors/events.json"] == nil)
        for path in readers.keys {
            #expect(try #require(bridged[path]).contains("PayloadProblem") == false, "\(path)")
            #expect(try #require(bridged[path]).contains("PayloadException") == false, "\(path)")
        }
    }
}
