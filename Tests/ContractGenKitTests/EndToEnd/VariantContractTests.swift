import ContractGenKit
import Foundation
import Testing
import TestSupport

/// Variants of the repository's contract that no other test renders, each rendered, compiled and run on its own
/// vectors in Swift, Kotlin and TypeScript: what one language decides differently from the others, or from the
/// vectors, fails here.
@Suite(.serialized) struct VariantContractTests {
    /// A change to the repository's contract, by name.
    struct Variant: CustomStringConvertible, Sendable {
        var description: String
        /// A language's verify suite where its vector runner cannot name the variant's types: `compile` or `checks`.
        var suites: [String: String] = [:]
        var change: @Sendable (inout [String: Any]) -> Void
    }

    static let variants = [
        // A second URL option: checked as a URL like the session URL, but without the session's token fragment.
        // And an enumeration no payload uses, read by a nullable option.
        Variant(description: "a second url option, an enum used by options only") { contract in
            contract.append(
                to: ["configuration", "options"],
                [
                    "name": "return_url", "type": "string", "format": "url", "nullable": true, "default": NSNull(),
                    "description": "Where the flow sends the applicant when it ends.",
                ])
            contract.append(
                to: ["enums"],
                [
                    "name": "presentation_style", "description": "How the flow is shown.",
                    "values": [
                        ["name": "sheet", "description": "Over the app."],
                        ["name": "full_screen", "description": "Instead of the app."],
                    ],
                ])
            contract.append(
                to: ["configuration", "options"],
                [
                    "name": "presentation_style", "type": "presentation_style", "nullable": true, "default": NSNull(),
                    "description": "How the flow is shown; the platform's own way when null.",
                ])
        },
        // iOS's and React Native's codes are all shared: presentation_failed goes, webview_unavailable is Android's.
        // And the codes are grouped by an error type, as SDKs with dozens of codes group them; one is in none. React
        // Native declares its enums as TypeScript `enum`s, so its vectors run against enum members. And fields some
        // platforms have, or have otherwise: how iOS presented the flow, carried into the completed result; Android's
        // attempt count, required there; the institution, optional on iOS and under another key on Android, carried
        // into the result too; a score React Native has as text. Each platform runs the vectors as its fields make
        // them.
        Variant(
            description:
                "platforms with no failure codes of their own, codes grouped by type, fields some platforms have"
        ) { contract in
            let presentation: [String: Any] = [
                "name": "presentation", "type": "presentation", "optional": true, "platforms": ["ios"],
                "description": "How the flow was presented.",
            ]
            contract.add(payloads: ["complete": [presentation]], carriedToCompleted: presentation)
            let institution: [String: Any] = [
                "name": "institution_id", "type": "string", "description": "The bank the applicant chose.",
                "by_platform": ["ios": ["optional": true], "android": ["wire": "institutionId"]],
            ]
            contract.add(payloads: ["complete": [institution]], carriedToCompleted: institution)
            contract.add(
                payloads: [
                    "step_completed": [
                        ["name": "attempt", "type": "integer", "platforms": ["android"]],
                        [
                            "name": "score", "type": "number", "optional": true,
                            "by_platform": ["react_native": ["type": "string"]],
                        ],
                    ]
                ])
            contract["platforms"] = (contract["platforms"] as! [[String: Any]]).map { platform in
                platform["id"] as? String == "react_native"
                    ? platform.merging(["naming": ["enum_form": "enum"]]) { $1 } : platform
            }
            contract.append(
                to: ["enums"],
                [
                    "name": "error_type", "description": "What kind of problem a failure code is.",
                    "values": [
                        ["name": "setup", "description": "The host app's setup."],
                        ["name": "network", "description": "The connection."],
                        ["name": "flow", "wire": "FLOW_ERROR", "description": "The flow itself."],
                    ],
                ])
            let groups = [
                "invalid_config": "setup", "load_failed": "network", "network_error": "network",
                "navigation_blocked": "flow", "flow_error": "flow", "webview_unavailable": "setup",
            ]
            var failures = contract["failures"] as! [String: Any]
            failures["grouped_by"] = "error_type"
            failures["codes"] = (failures["codes"] as! [[String: Any]]).filter {
                $0["name"] as? String != "presentation_failed"
            }.map { code in
                var code = code
                code["group"] = groups[code["name"] as! String]
                if code["name"] as? String == "webview_unavailable" { code["platforms"] = ["android"] }
                return code
            }
            contract["failures"] = failures
        },
        // Navigation without an option of extra hosts: the policy built from a configuration allows only the
        // session's host and the host groups (Swift and Kotlin wrote `configuration.[]` and
        // `configuration.emptyList()`, which do not compile).
        Variant(description: "navigation without a hosts option") { contract in
            contract.remove(["hosts_option"], from: "navigation")
        },
        // Fields that hold records, nested three deep (a document's issuer, its checks with an enum), and a list of
        // them carried from the complete event into the completed result: every language decodes, re-encodes and
        // refuses them as the vectors say, a fault at any depth being the outer field's. And iOS sends `""` for an
        // optional field with no value, which every language reads as none: the vectors send it in every optional
        // field of each event and result.
        Variant(description: "fields that hold records, iOS sending \"\" for none") { contract in
            contract["platforms"] = (contract["platforms"] as! [[String: Any]]).map { platform in
                platform["id"] as? String == "ios" ? platform.merging(["absent_values": [""]]) { $1 } : platform
            }
            contract.append(
                to: ["records"],
                [
                    "name": "document", "description": "A document the applicant showed.",
                    "fields": [
                        ["name": "kind", "type": "string", "description": "What the document is."],
                        ["name": "pages", "type": "integer", "optional": true, "description": "Pages read."],
                        ["name": "issuer", "type": "issuer", "description": "Who issued it."],
                        ["name": "checks", "type": "check[]", "description": "What was checked."],
                    ],
                ])
            contract.append(
                to: ["records"],
                [
                    "name": "issuer", "description": "Who issued a document.",
                    "fields": [
                        ["name": "country", "type": "string"],
                        ["name": "authority", "type": "string", "optional": true, "wire": "issuingAuthority"],
                    ],
                ])
            contract.append(
                to: ["records"],
                [
                    "name": "check", "description": "One check of a document.",
                    "fields": [
                        ["name": "name", "type": "string"], ["name": "passed", "type": "boolean"],
                        ["name": "status", "type": "session_status", "optional": true],
                    ],
                ])
            let documents: [String: Any] = [
                "name": "documents", "type": "document[]", "optional": true, "description": "The documents read.",
            ]
            contract.add(
                payloads: [
                    "complete": [documents],
                    "step_completed": [["name": "document", "type": "document", "optional": true]],
                ], carriedToCompleted: documents)
        },
        // Maps and raw JSON, as real payloads carry them: metadata any JSON, scores by key, accounts by id (a map of
        // records holding maps, an enum map and JSON), a list of maps; carried from the complete event into the
        // completed result. Every language reads, compares and writes them as the vectors say, refuses a value of
        // the wrong type at any depth, and keeps `__proto__` and `constructor` as keys. And timestamps: when the flow
        // completed, carried into the result, and when each account was seen, in a list and by device; every
        // language reads RFC 3339's forms to the same millisecond, writes them back alike, and refuses the same texts.
        // And an enum of numbers, as a risk score a flow numbers: carried into the result, and by account; every
        // language reads 2 and refuses "2", keeps a number it does not know, and the page checks what it sends.
        Variant(description: "fields that hold maps, JSON, timestamps and enums of numbers") { contract in
            contract.append(
                to: ["enums"],
                [
                    "name": "risk_level", "description": "How risky the flow found the applicant.",
                    "values": [
                        ["name": "low", "wire": 0, "description": "Nothing found."],
                        ["name": "medium", "wire": 1],
                        ["name": "high", "wire": 2, "description": "Review before going on."],
                        ["name": "unknown_risk", "wire": -1, "description": "Not scored."],
                    ],
                ])
            contract.append(
                to: ["records"],
                [
                    "name": "account", "description": "An account the applicant linked.",
                    "fields": [
                        ["name": "name", "type": "string", "description": "What the bank calls it."],
                        ["name": "balances", "type": "map<number>", "description": "Balances by currency."],
                        ["name": "statuses", "type": "map<session_status>", "optional": true],
                        ["name": "extra", "type": "json", "optional": true, "description": "What the bank adds."],
                        [
                            "name": "seen_at", "type": "timestamp[]", "optional": true,
                            "description": "When it was seen.",
                        ],
                        ["name": "last_seen", "type": "map<timestamp>", "optional": true, "description": "By device."],
                        ["name": "risks", "type": "map<risk_level>", "optional": true, "description": "By check."],
                    ],
                ])
            let metadata: [String: Any] = [
                "name": "metadata", "type": "json", "optional": true, "description": "Whatever the flow adds.",
            ]
            contract.add(
                payloads: [
                    "complete": [metadata, ["name": "scores", "type": "map<integer>", "optional": true]],
                    "step_completed": [
                        ["name": "accounts", "type": "map<account>", "optional": true],
                        ["name": "lines", "type": "map<string>[]", "optional": true],
                    ],
                ], carriedToCompleted: metadata)
            let completedAt: [String: Any] = [
                "name": "completed_at", "type": "timestamp", "description": "When the applicant finished.",
            ]
            contract.add(payloads: ["complete": [completedAt]], carriedToCompleted: completedAt)
            let risk: [String: Any] = ["name": "risk", "type": "risk_level", "description": "The applicant's risk."]
            contract.add(payloads: ["complete": [risk]], carriedToCompleted: risk)
        },
        // A session URL with no token in its fragment: its check asks for an https URL with a host, no more, and
        // the SDKs keep whatever fragment the page gave it. And WebView settings partly given: the rest is each
        // SDK's own choice, with no constant generated for it.
        Variant(description: "navigation without a session token, WebView settings partly given") { contract in
            contract.remove(["token_fragment"], from: "navigation")
            contract["webview_security"] = ["javascript": true, "file_access": false, "media_capture": "flow_origin"]
        },
        // A configuration that names no failure code: an invalid one is the configuration error type, which names
        // the option and the problem, and the vectors name the option instead of a code. And navigation that
        // refuses what it blocks and goes on: no limit, no failure, no counter type, no counter vectors. Swift runs
        // them through its generated runner; Kotlin's and TypeScript's hand-written runners name the failure and
        // counter types, so they are compiled and checked.
        Variant(
            description: "a configuration without a failure code, navigation without a blocked-navigation limit",
            suites: ["kotlin": "compile", "typescript": "checks"]
        ) { contract in
            contract.remove(["failure"], from: "configuration")
            contract.remove(["blocked_limit", "blocked_failure"], from: "navigation")
        },
    ]

    /// The repository's contract with `variant`'s change, as contract.json would hold it.
    static func bytes(_ variant: Variant) throws -> [UInt8] {
        var contract = try JSONSerialization.jsonObject(with: Data(Repository.bytes("contract.json"))) as! [String: Any]
        // Its Swift is compiled with its conformance runner into one program: no module to import.
        contract["platforms"] = (contract["platforms"] as! [[String: Any]]).map { platform in
            platform.filter { !(platform["language"] as? String == "swift" && $0.key == "package") }
        }
        variant.change(&contract)
        return [UInt8](try JSONSerialization.data(withJSONObject: contract, options: [.sortedKeys, .prettyPrinted]))
    }

    func render(_ variant: Variant) throws -> URL {
        let folder = try TemporaryFolders.make("variant")
        _ = try OutputWriter(directory: folder).write(
            GeneratorPipeline().run(contract: Self.bytes(variant), file: "contract.json"))
        return folder
    }

    @Test(arguments: variants)
    func swiftPassesTheVariantsVectors(_ variant: Variant) throws {
        guard let swiftc = ExternalTool.require("swiftc", install: "a Swift 6 toolchain from swift.org") else { return }
        let folder = try render(variant)
        let swift = folder.appendingPathComponent("Swift")
        let sources = try FileManager.default.contentsOfDirectory(atPath: swift.path).filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { swift.appendingPathComponent($0).path }
        let runner = folder.appendingPathComponent("runner").path
        let build = try swiftc.run(
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", "VariantRunner", "-o", runner] + sources
                + [
                    folder.appendingPathComponent("Tests/Swift/OkycConformance.swift").path,
                    Repository.url("Tests/Fixtures/Variants/SwiftRunner/main.swift").path,
                ])
        try #require(build.status == 0, "\(variant): the Swift did not compile:\n\(build.combined)")
        let run = try ExternalTool(url: URL(fileURLWithPath: runner)).run([
            folder.appendingPathComponent("Vectors").path
        ])
        print("\(variant): " + (run.stdout.split(separator: "\n").last.map(String.init) ?? ""))
        #expect(run.status == 0, "\(variant):\n\(run.combined)")
    }

    /// Kotlin and TypeScript run the variant's vectors; Dart, which has no runtime here, is parsed and its structure
    /// checked.
    @Test(arguments: [("kotlin", "variant"), ("typescript", "variant"), ("dart", "structure")], variants)
    func otherLanguagesPassTheVariantsVectors(_ check: (language: String, suite: String), _ variant: Variant) throws {
        let language = check.language
        let suite = variant.suites[language] ?? check.suite
        guard let output = try ToolchainTests().verify(language, render(variant), suite: suite) else { return }
        for line in output.stdout.split(separator: "\n") where line.contains(" passed, ") {
            print("\(variant): \(line)")
        }
        #expect(output.status == 0, "\(language), \(variant):\n\(output.combined)")
    }

    /// The vectors themselves: every URL option is checked as a URL, and only the session option for the token.
    @Test func onlyTheSessionOptionNeedsTheTokenFragment() throws {
        let folder = try render(Self.variants[0])
        let data = try Data(contentsOf: folder.appendingPathComponent("Vectors/configuration.json"))
        let cases = (try JSONSerialization.jsonObject(with: data) as! [String: Any])["cases"] as! [[String: Any]]
        let names = Set(cases.compactMap { $0["name"] as? String })
        #expect(
            names.isSuperset(of: [
                "return_url over http", "return_url with credentials", "return_url not a URL", "return_url null",
            ]))
        #expect(
            !names.contains("return_url without the token fragment")
                && !names.contains("return_url with an empty token"))
        #expect(names.isSuperset(of: ["session_url without the token fragment", "session_url with an empty token"]))
    }

    /// Without a token, nothing asks for one: not the configuration's check, not the page, not the vectors.
    @Test func aSessionURLWithoutATokenIsCheckedAsAURL() throws {
        let variant = try #require(
            Self.variants.first { $0.description.hasPrefix("navigation without a session token") })
        let files = try GeneratorPipeline().run(contract: Self.bytes(variant), file: "contract.json")
        let page = try #require(files.first { $0.path == "Docs/sdk-contract.md" }).contents
        #expect(!page.contains("Session token"))
        let swift = try #require(files.first { $0.path == "Swift/ContractSessionURL.swift" }).contents
        #expect(swift.contains("requireURL(configuration.sessionURL") && !swift.contains("requireSessionURL"))
        let vectors = try #require(files.first { $0.path == "Vectors/configuration.json" }).contents
        #expect(!vectors.contains("token"))
    }

    /// What iOS sends for none: every language's reader of optional fields reads it as none, the vectors send it in
    /// every event's and result's optional fields, and the page says so under Results. The options, which the host
    /// app writes, are read as before.
    @Test func aValueAPlatformSendsForNoneReadsAsNone() throws {
        let variant = try #require(Self.variants.first { $0.description.hasSuffix("iOS sending \"\" for none") })
        let files = Dictionary(
            uniqueKeysWithValues: try GeneratorPipeline().run(contract: Self.bytes(variant), file: "contract.json")
                .map { ($0.path, $0.contents) })
        let readers = [
            "Swift/ContractEvents.swift": "try fields.optionalSent(\"step\"",
            "Kotlin/ContractEvents.kt": "fields.optionalSent(\"step\"", "TypeScript/events.ts": "optionalSentField(",
            "Dart/lib/src/events.dart": "fields.optionalSent(\"step\"",
        ]
        for (path, call) in readers {
            #expect(try #require(files[path]).contains(call), "\(path) does not read 'step' as sent")
        }
        #expect(
            try #require(files["Swift/ContractJSON.swift"]).contains("static let absentValues: Set<String> = [\"\"]"))
        #expect(try #require(files["Swift/ContractConfiguration.swift"]).contains("fields.optionalSent(") == false)
        #expect(try #require(files["Dart/lib/src/configuration.dart"]).contains("optionalSent") == false)
        let messages = try #require(files["Vectors/messages.json"])
        #expect(
            messages.contains(
                "\"name\": \"step_completed: optional fields sent as \\\"\\\", which a platform sends for none\""))
        let results = try #require(files["Vectors/results.json"])
        #expect(results.contains("optional fields sent as") && results.contains("\"encoded\": {"))
        #expect(
            try #require(files["Docs/sdk-contract.md"]).contains(
                "iOS sends `\"\"` for an optional field with no value; every SDK reads that as no value"))
    }

    /// An enum of numbers: each language's enum has whole-number raw values and its own wire protocol, reads a
    /// number and refuses its text, and the page module checks numbers. (The page's Types say so: the
    /// native-wrapper family's.)
    @Test func anEnumOfNumbersIsNumbersEverywhere() throws {
        let variant = try #require(Self.variants.first { $0.description.hasSuffix("enums of numbers") })
        let files = Dictionary(
            uniqueKeysWithValues: try GeneratorPipeline().run(contract: Self.bytes(variant), file: "contract.json")
                .map { ($0.path, $0.contents) })
        let swift = try #require(files["Swift/ContractEnums.swift"])
        #expect(swift.contains("public enum OkycRiskLevel: OkycIntegerWireEnum {"))
        #expect(swift.contains("case -1: self = .unknownRisk") && swift.contains("case unknown(Int64)"))
        #expect(
            try #require(files["Swift/ContractEvents.swift"]).contains(
                "$0.integerValue.map(OkycRiskLevel.init(rawValue:))"))
        let kotlin = try #require(files["Kotlin/ContractEnums.kt"])
        #expect(kotlin.contains("public sealed interface OkycRiskLevel : OkycIntegerWireEnum {"))
        #expect(kotlin.contains("override val wire: Long = -1L") && kotlin.contains("fun fromWire(wire: Long)"))
        let typescript = try #require(files["TypeScript/enums.ts"])
        #expect(typescript.contains("  high: 2,") && typescript.contains("export type OkycUnknownInteger = number"))
        #expect(
            try #require(files["TypeScript/events.ts"]).contains("readonly risk: OkycRiskLevel | OkycUnknownInteger;"))
        let dart = try #require(files["Dart/lib/src/enums.dart"])
        #expect(dart.contains("factory OkycRiskLevel(int wire) => switch (wire) {"))
        #expect(dart.contains("static const high = OkycRiskLevel._(2);"))
        #expect(try #require(files["Web/flow-bridge.js"]).contains("values: [0, 1, 2, -1]"))
        let messages = try #require(files["Vectors/messages.json"])
        #expect(messages.contains("\\\"risk\\\": 1") && messages.contains("\\\"risk\\\": \\\"0\\\""))
        #expect(messages.contains("\\\"risk\\\": 3"), "the number after the largest is a newer flow's")
    }

    /// A field some platforms have is in their types alone, the page says whose it is, and a vector whose outcome
    /// differs by platform is written once a group of platforms, naming them.
    @Test func aFieldSomePlatformsHaveIsTheirsAlone() throws {
        let variant = try #require(Self.variants.first { $0.description.hasSuffix("fields some platforms have") })
        let files = Dictionary(
            uniqueKeysWithValues: try GeneratorPipeline().run(contract: Self.bytes(variant), file: "contract.json")
                .map { ($0.path, $0.contents) })
        #expect(try #require(files["Kotlin/ContractEvents.kt"]).contains("public val attempt: Long,"))
        #expect(try #require(files["Swift/ContractEvents.swift"]).contains("attempt") == false)
        #expect(
            try #require(files["Swift/ContractResult.swift"]).contains("public var presentation: OkycPresentation?"))
        #expect(try #require(files["TypeScript/result.ts"]).contains("presentation") == false)
        let page = try #require(files["Docs/sdk-contract.md"])
        #expect(page.contains("`attempt`: integer (Android only)") && page.contains("`presentation?` (iOS only)"))
        let messages = try #require(files["Vectors/messages.json"])
        #expect(messages.contains("\"name\": \"step_completed: every field (on Android)\""))
        #expect(messages.contains("\"name\": \"step_completed: every field (on iOS and Flutter)\""))
        #expect(messages.contains("\"name\": \"step_completed: every field (on React Native)\""))
        #expect(messages.contains("\"platforms\": [\"ios\", \"flutter\"]"))
        // Had otherwise: optional on iOS, another key on Android, another type on React Native.
        #expect(try #require(files["Swift/ContractEvents.swift"]).contains("public var institutionId: String?"))
        #expect(try #require(files["Kotlin/ContractEvents.kt"]).contains(".put(\"institutionId\", institutionId)"))
        #expect(try #require(files["TypeScript/events.ts"]).contains("readonly score?: string | undefined;"))
        #expect(
            page.contains(
                "`institution_id`: The bank the applicant chose. (`institutionId` on Android; optional on iOS)"))
    }

    /// WebView settings partly given, each a different first and last one: every language writes the constants it
    /// has with one blank line between them where it puts one, and none before the closing brace (Kotlin and Dart
    /// left one when the last setting was not written).
    @Test(
        arguments: [
            ["javascript": true], ["inspection": "never"], ["clear_data_on_end": true],
            ["log_session_url": false, "dom_storage": true], ["media_capture": "none", "file_access": false],
        ] as [[String: any Sendable]])
    func partWebViewSettingsLeaveNoBlankLineBehind(_ settings: [String: any Sendable]) throws {
        var contract = try ContractObject.repository()
        contract["webview_security"] = settings
        let files = try GeneratorPipeline().run(contract: ContractObject.bytes(contract), file: "contract.json")
        for file in files where file.path.contains("avigation") {
            for blank in ["\n\n}", "\n\n\n", "{\n\n"] {
                #expect(
                    !file.contents.contains(blank), "\(file.path) has \(blank.debugDescription) for \(settings.keys)")
            }
        }
    }

    /// Grouped codes: every language maps each code to its error type, an unknown code or one in no group to none,
    /// and the page's failure table has the type's column.
    @Test func eachCodeReachesItsGroup() throws {
        let variant = try #require(Self.variants.first { $0.description.contains("codes grouped by type") })
        let files = Dictionary(
            uniqueKeysWithValues: try GeneratorPipeline().run(contract: Self.bytes(variant), file: "contract.json")
                .map { ($0.path, $0.contents) })
        let page = try #require(files["Docs/sdk-contract.md"])
        #expect(page.contains("| Code ") && page.contains("| Error type ") && page.contains("| `FLOW_ERROR` "))
        let swift = try #require(files["Swift/ContractEnums.swift"])
        #expect(swift.contains("public var errorType: OkycErrorType? {"))
        #expect(swift.contains("case .navigationBlocked: .flow") && swift.contains("case .permissionDenied: nil"))
        let kotlin = try #require(files["Kotlin/ContractEnums.kt"])
        #expect(
            kotlin.contains("NETWORK_ERROR -> OkycErrorType.NETWORK") && kotlin.contains("PERMISSION_DENIED -> null"))
        let typescript = try #require(files["TypeScript/enums.ts"])
        #expect(
            typescript.contains("export function errorTypeOfFailureCode(value: string): OkycErrorType | undefined {"))
        #expect(typescript.contains("case \"flow_error\":\n      return OkycErrorType.flow;"))
        #expect(typescript.contains("export enum OkycErrorType {\n"))
        #expect(try #require(files["TypeScript/index.ts"]).contains("errorTypeOfFailureCode"))
        let dart = try #require(files["Dart/lib/src/enums.dart"])
        #expect(dart.contains("OkycErrorType? get errorType => switch (wire) {"))
        #expect(dart.contains("\"load_failed\" => OkycErrorType.network,"))
    }

    /// A setting the contract leaves out has no constant in any language, and the page says who decides it.
    @Test func aSettingLeftOutIsEachSDKsOwn() throws {
        let variant = try #require(Self.variants.first { $0.description.hasSuffix("WebView settings partly given") })
        let files = Dictionary(
            uniqueKeysWithValues: try GeneratorPipeline().run(contract: Self.bytes(variant), file: "contract.json")
                .map { ($0.path, $0.contents) })
        let page = try #require(files["Docs/sdk-contract.md"])
        #expect(page.contains("* JavaScript on; no file:// access"))
        #expect(
            page.contains(
                "* Left to each SDK, not set by this contract: DOM storage, mixed content, third-party cookies, WebView debugging, clearing data when the flow ends, logging the session URL"
            ))
        let swift = try #require(files["Swift/ContractNavigation.swift"])
        #expect(swift.contains("static let javaScriptEnabled = true") && !swift.contains("allowsMixedContent"))
        #expect(
            swift.contains("static let mediaCapture = MediaCapture.flowOrigin") && !swift.contains("enum Inspection"))
        let kotlin = try #require(files["Kotlin/ContractNavigation.kt"])
        #expect(kotlin.contains("ALLOWS_FILE_ACCESS: Boolean = false") && !kotlin.contains("LOGS_SESSION_URL"))
        let typescript = try #require(files["TypeScript/navigation.ts"])
        #expect(typescript.contains("allowsFileAccess: false,") && !typescript.contains("isInspectionEnabled"))
        let dart = try #require(files["Dart/lib/src/navigation.dart"])
        #expect(dart.contains("static const javaScriptEnabled = true;") && !dart.contains("logsSessionUrl"))
    }

    /// Without a failure code, an invalid configuration is each language's configuration error, naming the option:
    /// no invented code, and the vectors name the option where they named the code.
    @Test func aConfigurationWithoutAFailureCodeNamesTheOption() throws {
        let variant = try #require(
            Self.variants.first { $0.description.hasPrefix("a configuration without a failure code") })
        let files = Dictionary(
            uniqueKeysWithValues: try GeneratorPipeline().run(contract: Self.bytes(variant), file: "contract.json")
                .map { ($0.path, $0.contents) })
        func cases(_ file: String) throws -> [[String: Any]] {
            let data = Data(try #require(files["Vectors/\(file).json"]).utf8)
            return (try JSONSerialization.jsonObject(with: data) as! [String: Any])["cases"] as! [[String: Any]]
        }
        let invalid = try cases("configuration").filter { $0["valid"] as? Bool == false }
        #expect(invalid.count > 10)
        #expect(invalid.allSatisfy { $0["failure"] == nil && $0["option"] is String })
        let unbuilt = try cases("session-urls").filter { $0["url"] == nil }
        #expect(
            !unbuilt.isEmpty && unbuilt.allSatisfy { $0["failure"] == nil && $0["option"] as? String == "session_url" })
        let swift = try #require(files["Swift/ContractConfiguration.swift"])
        #expect(swift.contains("public struct OkycConfigurationError: Error, Sendable, Hashable {"))
        #expect(swift.contains("public func validate() throws(OkycConfigurationError) {"))
        #expect(!swift.contains("invalid_config") && !swift.contains("struct OkycFailure"))
        #expect(
            try #require(files["Kotlin/ContractConfiguration.kt"]).contains("public class OkycConfigurationException("))
        #expect(try #require(files["TypeScript/outcome.ts"]).contains("export interface OkycConfigurationError {"))
        #expect(try #require(files["TypeScript/index.ts"]).contains("OkycConfigurationError"))
        #expect(
            try #require(files["Dart/lib/src/configuration.dart"]).contains(
                "final class OkycConfigurationException implements Exception {"))
    }
}
