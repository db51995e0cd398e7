import ContractGenKit
import Foundation
import Testing

/// A contract fragment in, one language's code out. Each case changes the repository's contract a little and
/// names lines the language's output must hold, written by hand as an engineer of that language would write
/// them, not copied from a render: the statements the templates own (a check, a query value, a default) are
/// pinned one language at a time.
@Suite struct SnippetTests {
    struct Snippet: CustomStringConvertible, Sendable {
        var description: String
        /// The contract the fragment changes: the repository's, or another fixture.
        var base = "contract.json"
        var file: String
        var lines: [String]
        var change: @Sendable (inout [String: Any]) -> Void
    }

    static let second = "Tests/Fixtures/SecondContract/contract.json"

    /// The second contract's `processed` deposit status, on `platforms` only.
    static func processedOnly(_ platforms: [String]) -> @Sendable (inout [String: Any]) -> Void {
        { contract in
            var enums = contract["enums"] as! [[String: Any]]
            let index = enums.firstIndex { $0["name"] as? String == "deposit_status" }!
            var values = enums[index]["values"] as! [[String: Any]]
            values[0]["platforms"] = platforms
            enums[index]["values"] = values
            contract["enums"] = enums
        }
    }

    /// The second contract's fixed error record, its values given in the other order than its fields.
    static func valuesOutOfFieldOrder(_ contract: inout [String: Any]) {
        var legacy = contract["legacy"] as! [String: Any]
        var messages = legacy["messages"] as! [[String: Any]]
        for index in messages.indices {
            var fires = messages[index]["fires"] as! [[String: Any]]
            for fire in fires.indices where fires[fire]["with"] != nil {
                fires[fire]["with"] = ["repeats_failure": true, "kind": "flow_failed"]
            }
            messages[index]["fires"] = fires
        }
        legacy["messages"] = messages
        contract["legacy"] = legacy
    }

    /// A nullable `return_url` option of `url` format, checked like the session URL but without its token.
    static func returnURL(_ contract: inout [String: Any]) {
        contract.append(
            to: ["configuration", "options"],
            [
                "name": "return_url", "type": "string", "format": "url", "nullable": true, "default": NSNull(),
                "description": "Where the flow sends the applicant when it ends.",
            ])
    }

    /// An integer option sent as a query parameter.
    static func retriesInQuery(_ contract: inout [String: Any]) {
        contract.append(
            to: ["configuration", "options"],
            [
                "name": "max_retries", "type": "integer", "default": 3,
                "description": "How often a step may be retried.",
            ])
        contract.append(to: ["navigation", "query_options"], "max_retries")
    }

    /// Thirteen more boolean options: 21 in all, more than `Object.hash` takes.
    static func manyOptions(_ contract: inout [String: Any]) {
        for letter in "abcdefghijklm" {
            contract.append(
                to: ["configuration", "options"],
                [
                    "name": "flag_\(letter)", "type": "boolean", "default": false, "description": "A switch.",
                ])
        }
    }

    /// A required option whose read does not fit on one line.
    static func longOptionName(_ contract: inout [String: Any]) {
        contract.append(
            to: ["configuration", "options"],
            [
                "name": "maximum_document_upload_retries_per_session", "type": "integer", "required": true,
                "description": "How often a document upload may be retried.",
            ])
    }

    /// Navigation with no option of extra hosts.
    static func noHostsOption(_ contract: inout [String: Any]) {
        var navigation = contract["navigation"] as! [String: Any]
        navigation["hosts_option"] = nil
        contract["navigation"] = navigation
    }

    static let snippets: [Snippet] = [
        Snippet(
            description: "Swift checks a second URL option", file: "Swift/ContractConfiguration.swift",
            lines: [#"        try OkycValidation.requireURL(returnUrl, option: "return_url")"#], change: returnURL),
        Snippet(
            description: "Kotlin checks a second URL option", file: "Kotlin/ContractConfiguration.kt",
            lines: [#"        OkycValidation.requireUrl(returnUrl, "return_url")"#], change: returnURL),
        Snippet(
            description: "Dart checks a second URL option", file: "Dart/lib/src/configuration.dart",
            lines: [#"    _Validation.requireUrl(returnUrl, "return_url");"#], change: returnURL),
        // Dart lays a declaration out as `dart format` does: on one line when it fits in 80 columns.
        Snippet(
            description: "Dart hashes more than 20 options with Object.hashAll",
            file: "Dart/lib/src/configuration.dart",
            lines: [
                "  int get hashCode => Object.hashAll([", "    sessionUrl,", "    locale,", "    theme,",
                "    _listHash(allowedHosts),",
            ]
                + ["blockScreenshots", "autoCloseDelay", "confirmExit", "title"].map { "    \($0)," }
                + "abcdefghijklm".map { "    flag\($0.uppercased())," } + ["  ]);"],
            change: manyOptions),
        Snippet(
            description: "Dart splits a read too long for one line", file: "Dart/lib/src/configuration.dart",
            lines: [
                "        maximumDocumentUploadRetriesPerSession: fields.require(",
                #"          "maximum_document_upload_retries_per_session","#,
                #"          "a whole number","#, "          _integer,", "        ),",
            ],
            change: longOptionName),
        Snippet(
            description: "Dart keeps a read that fits on one line", file: "Dart/lib/src/configuration.dart",
            lines: [#"        title: fields.optional("title", "a string", _string),"#], change: longOptionName),
        Snippet(
            description: "Swift sends an integer as query text", file: "Swift/ContractSessionURL.swift",
            lines: [#"            ("max_retries", String(describing: configuration.maxRetries)),"#],
            change: retriesInQuery),
        Snippet(
            description: "Kotlin sends an integer as query text", file: "Kotlin/ContractSessionUrl.kt",
            lines: [#"                "max_retries" to configuration.maxRetries.toString(),"#], change: retriesInQuery),
        Snippet(
            description: "TypeScript sends an integer as query text", file: "TypeScript/session-url.ts",
            lines: [#"      ["max_retries", String(configuration.maxRetries)],"#], change: retriesInQuery),
        Snippet(
            description: "Dart sends an integer as query text", file: "Dart/lib/src/session_url.dart",
            lines: [#"        ("max_retries", configuration.maxRetries.toString()),"#], change: retriesInQuery),
        Snippet(
            description: "Swift allows no extra hosts without a hosts option", file: "Swift/ContractNavigation.swift",
            lines: [#"        self.init(sessionURL: configuration.sessionURL, allowedHosts: [])"#],
            change: noHostsOption),
        Snippet(
            description: "Kotlin allows no extra hosts without a hosts option", file: "Kotlin/ContractNavigation.kt",
            lines: [#"        this(configuration.sessionUrl, emptyList())"#], change: noHostsOption),
        Snippet(
            description: "TypeScript allows no extra hosts without a hosts option", file: "TypeScript/navigation.ts",
            lines: [#"    return new OkycNavigationPolicy(configuration.sessionUrl.reveal(), []);"#],
            change: noHostsOption),
        Snippet(
            description: "Dart allows no extra hosts without a hosts option", file: "Dart/lib/src/navigation.dart",
            lines: [#"        allowedHosts: const [],"#], change: noHostsOption),
        // A derived field whose value the platform's enum lacks still holds for it: compared by wire value.
        Snippet(
            description: "Kotlin compares a derived field with a value it lacks", base: second,
            file: "Kotlin/ContractRecords.kt",
            lines: [#"        get() = status == ZerohashDepositStatus.fromWire("PROCESSED")"#],
            change: processedOnly(["ios"])),
        Snippet(
            description: "Swift compares a derived field with a value it lacks", base: second,
            file: "Swift/ContractRecords.swift",
            lines: [#"    public var success: Bool { status == ZerohashDepositStatus(rawValue: "PROCESSED") }"#],
            change: processedOnly(["android"])),
        Snippet(
            description: "Swift compares a derived field with a value it has", base: second,
            file: "Swift/ContractRecords.swift",
            lines: [#"    public var success: Bool { status == .processed }"#], change: processedOnly(["ios"])),
        Snippet(
            description: "TypeScript compares a derived field by wire value", base: second,
            file: "TypeScript/records.ts",
            lines: [#"    success: fields.status === "PROCESSED","#], change: processedOnly(["ios"])),
        // A record of fixed values is built in its fields' order, whatever order the contract gives the values.
        Snippet(
            description: "Swift builds a fixed record in field order", base: second,
            file: "Swift/ContractDispatch.swift",
            lines: [#"                callbacks.onError?(ErrorEvent(kind: .flowFailed, repeatsFailure: true))"#],
            change: valuesOutOfFieldOrder),
        Snippet(
            description: "Kotlin builds a fixed record in field order", base: second,
            file: "Kotlin/ContractDispatch.kt",
            lines: [
                #"                    callbacks.onError(ZerohashError(kind = ZerohashErrorKind.FLOW_FAILED, repeatsFailure = true))"#
            ],
            change: valuesOutOfFieldOrder),
        Snippet(
            description: "TypeScript builds a fixed record in field order", base: second,
            file: "TypeScript/dispatch.ts",
            lines: [
                #"        emit("error", ZerohashErrorEvent.toJSON(decodeErrorEvent({ "kind": "flow_failed", "repeats_failure": true })));"#
            ],
            change: valuesOutOfFieldOrder),
    ]

    @Test(arguments: snippets)
    func theLanguageWritesTheSnippet(_ snippet: Snippet) throws {
        var contract = try JSONSerialization.jsonObject(with: Data(Repository.bytes(snippet.base))) as! [String: Any]
        snippet.change(&contract)
        let files = try GeneratorPipeline().run(contract: try ContractObject.bytes(contract), file: "contract.json")
        let text = try #require(files.first { $0.path == snippet.file }, "\(snippet.file) is rendered").contents
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The lines are consecutive in the file.
        let block = snippet.lines
        #expect(
            (0...max(0, lines.count - block.count)).contains {
                Array(lines[$0..<min(lines.count, $0 + block.count)]) == block
            },
            "\(snippet.file) has no lines\n\(block.joined(separator: "\n"))")
    }
}
