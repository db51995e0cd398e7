import ContractGenKit
import Foundation
import Testing

/// A valid contract whose names are keywords or standard types in some target and whose text breaks naive
/// comments, string literals and tables (`Tests/Fixtures/HostileContract/contract.json`): every target's output
/// compiles, or parses for Dart, and passes its vectors; the reference page stays valid Markdown with whole
/// table rows. Names that cannot be made safe are rejected at their position instead.
@Suite(.serialized) struct HostileContractTests {
    static let contract = "Tests/Fixtures/HostileContract/contract.json"

    func files(_ targets: [Target] = Target.allCases, options: GenerationOptions = .init()) throws -> [GeneratedFile] {
        try GeneratorPipeline(targets: targets, options: options).run(
            contract: Repository.bytes(Self.contract), file: "contract.json")
    }

    /// The full render written to a new folder, as `contractgen --out` writes it.
    func render() throws -> URL {
        let folder = try temporaryFolder("hostile")
        _ = try OutputWriter(directory: folder).write(files())
        return folder
    }

    func swiftc() -> ExternalTool? {
        ExternalTool.require("swiftc", install: "a Swift 6 toolchain from swift.org")
    }

    func swiftSources(in folder: URL) throws -> [String] {
        let swift = folder.appendingPathComponent("Swift")
        return try FileManager.default.contentsOfDirectory(atPath: swift.path).filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { swift.appendingPathComponent($0).path }
    }

    // MARK: - Swift

    /// The Swift folder, with its conformance runner and Swift Testing suite (Tests/Swift).
    @Test func generatedFolderTypeChecksWithoutWarnings() throws {
        guard let swiftc = swiftc() else { return }
        let folder = try render()
        let tests = folder.appendingPathComponent("Tests/Swift")
        let runner = try FileManager.default.contentsOfDirectory(atPath: tests.path).sorted().map {
            tests.appendingPathComponent($0).path
        }
        #expect(runner.count == 2)
        let output = try swiftc.run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + swiftSources(in: folder) + runner)
        #expect(output.status == 0, "swiftc rejected the hostile contract's Swift/ folder:\n\(output.combined)")
    }

    /// What `--swift-file` writes (internal access, one file), for both access levels.
    @Test(arguments: [GenerationOptions.Access.internal, .public])
    func singleFileTypeChecksWithoutWarnings(_ access: GenerationOptions.Access) throws {
        guard let swiftc = swiftc() else { return }
        let file = try temporaryFolder("hostile-swift-file").appendingPathComponent("GeneratedContract.swift")
        let text = try #require(
            try files([.swift], options: GenerationOptions(access: access, swiftInOneFile: true)).first
        ).contents
        try text.write(to: file, atomically: false, encoding: .utf8)
        let output = try swiftc.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors", file.path])
        #expect(
            output.status == 0,
            "swiftc rejected the hostile contract's single Swift file (\(access)):\n\(output.combined)")
    }

    /// The generated files, the generated conformance runner and `SwiftRunner/main.swift` compiled into one
    /// program, which runs every vector.
    @Test func swiftPassesEveryVector() throws {
        guard let swiftc = swiftc() else { return }
        let folder = try render()
        let runner = folder.appendingPathComponent("runner")
        let main = Repository.url("Tests/Fixtures/HostileContract/SwiftRunner/main.swift").path
        let build = try swiftc.run(
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", "HostileRunner", "-o", runner.path]
                + swiftSources(in: folder) + [
                    folder.appendingPathComponent("Tests/Swift/ClassConformance.swift").path, main,
                ])
        try #require(build.status == 0, "the hostile vector runner did not compile:\n\(build.combined)")
        let output = try ExternalTool(url: runner).run([folder.appendingPathComponent("Vectors").path])
        print(
            output.stdout.split(separator: "\n").filter {
                $0.hasPrefix("Swift hostile vectors: ") && !$0.contains(" could not ")
            }
            .last.map(String.init) ?? "", terminator: "\n")
        #expect(output.status == 0, "\(output.combined)")
    }

    /// Host code that still uses the contract's earlier names compiles, and the compiler warns at each one with
    /// its rename: what Xcode turns into a fix-it.
    @Test func earlierNamesCompileAndWarnWithTheirRenames() throws {
        guard let swiftc = swiftc() else { return }
        let folder = try render()
        let host = Repository.url("Tests/Fixtures/HostileContract/EarlierNames/EarlierNames.swift").path
        let output = try swiftc.run(["-typecheck", "-swift-version", "6"] + swiftSources(in: folder) + [host])
        #expect(output.status == 0, "host code using the earlier names did not compile:\n\(output.combined)")
        for (earlier, current) in [
            ("fallback", "default"), ("Text", "StringEvent"), ("Agreement", "ProtocolResult"), ("value", "string"),
            ("inside", "in"), ("was", "is"),
        ] {
            #expect(
                output.combined.contains("warning: '\(earlier)' is deprecated: renamed to '\(current)'"),
                "no rename warning for \(earlier):\n\(output.combined)")
        }
    }

    /// Host code that uses each kind of element the contract deprecates (an option, an enum value, an event, a
    /// callback) compiles, with one warning at each use carrying the contract's message, while the generated code's
    /// own uses of them do not warn (`generatedFolderTypeChecksWithoutWarnings`).
    @Test func deprecatedElementsWarnTheHostAtEachUse() throws {
        guard let swiftc = swiftc() else { return }
        let folder = try render()
        let host = Repository.url("Tests/Fixtures/HostileContract/Deprecations/DeprecatedUses.swift").path
        let output = try swiftc.run(["-typecheck", "-swift-version", "6"] + swiftSources(in: folder) + [host])
        #expect(output.status == 0, "host code using deprecated elements did not compile:\n\(output.combined)")
        let warnings = output.combined.split(separator: "\n").filter {
            $0.hasPrefix(host + ":") && $0.contains(": warning: ")
        }
        // The messages are the contract's (Tests/Fixtures/HostileContract/contract.json), whatever follows them.
        let expected = [
            ("4", "'fun' is deprecated: Use `val` */ ${x}."), ("5", "'class' is deprecated: Use `object` */."),
            ("6", "'other' is deprecated: Ends */ early, \"\"\" `code` ${x} $name."),
            ("7", "'onDelete' is deprecated: Deleting */ is `over`."),
        ]
        for (line, message) in expected {
            #expect(
                warnings.contains { $0.hasPrefix("\(host):\(line):") && $0.contains("warning: " + message) },
                "no warning at line \(line): \(message)\n\(output.combined)")
        }
        #expect(
            warnings.count == expected.count,
            "other warnings than the deprecations:\n\(warnings.joined(separator: "\n"))")
    }

    // MARK: - Kotlin, TypeScript, Dart

    @Test(arguments: ToolchainTests.languages)
    func otherLanguagesCompileAndPassTheirVectors(_ language: String) throws {
        let folder = try render()
        let script = ExternalTool(url: Repository.url("Tests/Toolchains/\(language)/verify"))
        let output = try script.run([folder.path, "hostile"])
        if output.status == 77 {
            let why = output.stdout.split(separator: "\n").first { $0.hasPrefix("SKIPPED: ") }.map {
                String($0.dropFirst(9))
            }
            ExternalTool.skip(why ?? "\(language) tools not found")
            return
        }
        print(output.stdout, terminator: "")
        #expect(output.status == 0, "\(language) check of the hostile contract failed:\n\(output.combined)")
    }

    // MARK: - The reference page

    func page() throws -> String {
        try #require(try files([.docs]).first).contents
    }

    /// GFM splits a row at every `|` not preceded by a backslash, inside code spans too, so a pipe, a line
    /// break or a backtick left unescaped in a cell shows up as a row with another number of cells.
    @Test func everyTableRowKeepsItsColumnCount() throws {
        let lines = try page().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func cells(_ line: String) -> Int {
            var count = 0
            var previous: Character?
            for character in line {
                if character == "|" && previous != "\\" { count += 1 }
                previous = character
            }
            return count - 1
        }
        var tables = 0
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("|") else {
                index += 1
                continue
            }
            tables += 1
            let header = cells(lines[index])
            while index < lines.count, lines[index].hasPrefix("|") {
                #expect(
                    cells(lines[index]) == header,
                    "line \(index + 1) has \(cells(lines[index])) cells, its header \(header)")
                index += 1
            }
        }
        #expect(tables >= 8, "the page has \(tables) tables")
    }

    /// As `ExternalCheckTests` lints the repository's page.
    @Test func pagePassesTheMarkdownLinter() throws {
        guard let pymarkdown = ExternalTool.require("pymarkdown", install: "pip install pymarkdownlnt==0.9.41") else {
            return
        }
        let file = try temporaryFolder("hostile-lint").appendingPathComponent("sdk-contract.md")
        try page().write(to: file, atomically: false, encoding: .utf8)
        let result = try pymarkdown.run([
            "--set", "extensions.markdown-tables.enabled=$!True", "--disable-rules", "md013,md060",
            "--set", "plugins.md033.allowed_elements=!--,br", "scan", file.path,
        ])
        #expect(result.status == 0, "pymarkdown found problems:\n\(result.combined)")
    }

    // MARK: - Names that cannot be made safe

    func hostile() throws -> ContractText {
        ContractText(text: try Repository.text(Self.contract))
    }

    func diagnostics(_ contract: ContractText) -> [String] {
        contract.diagnostics
    }

    func at(_ contract: ContractText, _ needle: String, _ message: String) -> String {
        contract.error(at: needle, message)
    }

    @Test func theHostileContractIsValid() throws {
        #expect(diagnostics(try hostile()).isEmpty)
    }

    static let ios = "iOS | Swift `6` (swift)"
    static let android = "Android <br> Kotlin */ (kotlin)"
    static let reactNative = "React Native \\ $name (typescript)"
    static let flutter = "Flutter \"\"\" 日本 (dart)"

    @Test func namesThatWouldRedeclareGeneratedOnesAreRejected() throws {
        var contract = try hostile()
        contract.replace(
            #"{"name": "companion", "wire": "Companion"}"#,
            with: #"{"name": "known_cases", "wire": "Companion", "names": {"when": "Companion", "late": "Type"}}"#)
        contract.replace(
            #"{"name": "int", "type": "integer", "default": 0"#,
            with: #"{"name": "validate", "type": "integer", "default": 0"#)
        contract.replace(
            #"{"name": "in", "type": "integer", "wire": "$in","#,
            with: #"{"name": "json", "type": "integer", "wire": "$in","#)
        contract.replace(
            #""names": {"function": "kind", "interface": "kind"}"#, with: #""names": {"interface": "kind"}"#)
        let found = diagnostics(contract)
        let value = #""known_cases""#
        let expected = [
            at(
                contract, value,
                "value 'known_cases' of 'type' is named 'knownCases' on \(Self.ios), which every enum already declares; give it a \"names\" entry for 'self'"
            ),
            at(
                contract, value,
                "value 'known_cases' of 'type' is named 'Companion' on \(Self.android), which every enum already declares; give it a \"names\" entry for 'when'"
            ),
            at(
                contract, value,
                "value 'known_cases' of 'type' is named 'Type$' on \(Self.flutter), like the enum itself; give it a \"names\" entry for 'late'"
            ),
            at(
                contract, #""validate", "type""#,
                "option 'validate' is named 'validate' on \(Self.ios), which the configuration type already declares; give it a \"names\" entry for 'self'"
            ),
            at(
                contract, #""json", "type""#,
                "field 'json' of record 'string' is named 'json' on \(Self.ios), which every record type already declares; give it a \"names\" entry for 'self'"
            ),
            at(
                contract, "\"type\",\n          \"type\": \"type\",",
                "field 'type' of result 'default' is named 'type' on \(Self.reactNative), which every result type already declares; give it a \"names\" entry for 'function'"
            ),
        ]
        for message in expected { #expect(found.contains(message), "\(message)\nnot in \(found)") }
        #expect(found.count == expected.count, "\(found)")
    }

    @Test func typesNamedLikeGeneratedTypesAreRejected() throws {
        var contract = try hostile()
        let renamed = "\"result\",\n      \"description\": \"Used only"
        contract.replace("\"protocol\",\n      \"description\": \"Used only", with: renamed)
        contract.replace(#""type": "protocol","#, with: #""type": "result","#)
        contract.replace(#""names": {"self": "Object","#, with: #""names": {"self": "ClassDefaultCallbacks","#)
        let found = diagnostics(contract)
        let platforms = [
            (Self.ios, "self"), (Self.android, "when"), (Self.reactNative, "function"),
            ("Capacitor ${x} *listeners* (typescript)", "interface"), (Self.flutter, "late"),
        ]
        var expected = platforms.map { platform, id in
            at(
                contract, renamed,
                "enum 'result' is named 'ClassResult' on \(platform), like a type contractgen generates; rename it or give it a \"names\" entry for '\(id)'"
            )
        }
        expected.append(
            at(
                contract, "\"object\",\n      \"description\": \"A record",
                "record 'object' is named 'ClassDefaultCallbacks' on \(Self.ios), like the callbacks of flow 'default'; rename it or give it a \"names\" entry for 'self'"
            ))
        for message in expected { #expect(found.contains(message), "\(message)\nnot in \(found)") }
        #expect(found.count == expected.count, "\(found)")
    }

    @Test func rawPayloadAccessorsAndFieldsMustDiffer() throws {
        var contract = try hostile()
        contract.replace(
            #"{"name": "delete", "type": "string", "wire": "delete"}"#,
            with: #"{"name": "data", "type": "string", "wire": "delete"}"#)
        let field = #""data", "type": "string", "wire": "delete""#
        let platforms = [
            (Self.ios, "self"), (Self.android, "when"), (Self.reactNative, "function"),
            ("Capacitor ${x} *listeners* (typescript)", "interface"),
        ]
        #expect(
            diagnostics(contract)
                == platforms.map { platform, id in
                    at(
                        contract, field,
                        "field 'data' of record 'object' and raw payload accessor 'data' are both named 'data' on \(platform); rename one or give the field a \"names\" entry for '\(id)'"
                    )
                })
    }

    @Test func overridesThatAreNoNamesAreRejected() throws {
        var contract = try hostile()
        contract.replace(#""names": {"when": "types"}"#, with: #""names": {"when": "_", "late": "_types"}"#)
        let field = #""type", "type": "type[]""#
        #expect(
            diagnostics(contract) == [
                at(
                    contract, field,
                    "the \"names\" entry '_' of field 'type' of event 'self' for 'when' is not a name; give it letters"),
                at(
                    contract, field,
                    "the \"names\" entry '_types' of field 'type' of event 'self' for 'late' starts with '_', which makes it private in Dart; remove the '_'"
                ),
            ])
    }

    /// Every top-level type the targets declare with the type prefix is one a contract type cannot take: a
    /// probe enum given its exact name is rejected, for each platform of each contract this repository has.
    @Test(
        arguments: [
            "contract.json", "Tests/Fixtures/SecondContract/contract.json", contract,
            "Tests/Fixtures/SparseContract/contract.json",
        ])
    func everyGeneratedTypeNameIsReserved(_ path: String) throws {
        let bytes = try Repository.bytes(path)
        let rendered = try GeneratorPipeline().run(contract: bytes, file: "contract.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let name = try #require(json["name"] as? String)
        let platforms = try #require(json["platforms"] as? [[String: Any]])
        let prefix = name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let folders = ["swift": "Swift", "kotlin": "Kotlin", "typescript": "TypeScript", "dart": "Dart"]
        var probed = 0
        for platform in platforms {
            guard let id = platform["id"] as? String, let language = platform["language"] as? String,
                let folder = folders[language]
            else { continue }
            // One platform of a language renders into its folder, several into a folder each.
            let shared = platforms.filter { $0["language"] as? String == language }.count > 1
            let root = shared ? "\(folder)/\(id)/" : "\(folder)/"
            // The layer, and its conformance runner beside it.
            let declared = Set(
                rendered.filter { $0.path.hasPrefix(root) || $0.path.hasPrefix("Tests/" + root) }.flatMap {
                    Self.declaredTypes(in: $0.contents, language: language, prefix: prefix)
                })
            for type in declared.sorted() {
                var probe = json
                probe["enums"] =
                    ((json["enums"] as? [Any]) ?? []) + [
                        ["name": "clash_probe", "names": [id: type], "values": [["name": "a"]]]
                    ]
                let data = try JSONSerialization.data(withJSONObject: probe)
                var rejected = false
                do {
                    _ = try GeneratorPipeline(targets: [.docs]).run(contract: [UInt8](data), file: "contract.json")
                } catch {
                    rejected = error.diagnostics.contains {
                        $0.description.contains("enum 'clash_probe'") && $0.description.contains("'\(type)'")
                    }
                }
                #expect(
                    rejected,
                    "\(path): a contract enum named '\(type)' on '\(id)' is accepted, but \(language) declares a type of that name"
                )
                probed += 1
            }
        }
        #expect(probed > 20, "\(path): only \(probed) generated type names found")
    }

    /// The top-level type names a generated file declares that start with `prefix`.
    static func declaredTypes(in text: String, language: String, prefix: String) -> [String] {
        let pattern =
            switch language {
            case "swift":
                #"^(?:@MainActor )?(?:public |internal )?(?:final )?(?:struct|enum|class|protocol|typealias) (\#(prefix)\w*)"#
            case "kotlin":
                #"^(?:public |internal )?(?:(?:sealed|data|enum|abstract|open|value) )*(?:class|interface|object) (\#(prefix)\w*)"#
            case "typescript": #"^export (?:const|type|interface|class|enum) (\#(prefix)\w*)"#
            default: #"^(?:(?:(?:sealed|final|abstract|interface|base) )*class|typedef) (\#(prefix)\w*)"#
            }
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else {
            return []
        }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
