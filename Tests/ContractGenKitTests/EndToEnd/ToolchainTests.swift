import ContractGenKit
import Foundation
import Testing

/// Generated Kotlin, TypeScript and Dart checked by their real tools, through `Tests/Toolchains/<language>/verify`
/// (see the README there): compiled or parsed, and every conformance vector run where the language can run.
@Suite(.serialized) struct ToolchainTests {
    static let languages = ["kotlin", "typescript", "dart"]

    /// Renders `contract` with `templates` (the built-in ones by default) into a new folder.
    func render(
        _ contract: String = "contract.json", templates: TemplateSet = .builtIn, options: GenerationOptions = .init()
    ) throws -> URL {
        let folder = try temporaryFolder("toolchain")
        let files = try GeneratorPipeline(templates: templates, options: options).run(
            contract: Repository.bytes(contract), file: "contract.json")
        _ = try OutputWriter(directory: folder).write(files)
        return folder
    }

    /// Runs the language's verify script with one of its suites; nil when it skipped (reported as a skip).
    func verify(
        _ language: String, _ folder: URL, suite: String = "reference", more: [String] = []
    ) throws -> ExternalTool.Output? {
        let script = ExternalTool(url: Repository.url("Tests/Toolchains/\(language)/verify"))
        let output = try script.run([folder.path, suite] + more)
        if output.status == 77 {
            let why = output.stdout.split(separator: "\n").first { $0.hasPrefix("SKIPPED: ") }.map {
                String($0.dropFirst(9))
            }
            ExternalTool.skip(why ?? "\(language) tools not found")
            return nil
        }
        return output
    }

    @Test(arguments: languages)
    func generatedCodeCompilesAndPassesEveryVector(_ language: String) throws {
        let folder = try render()
        guard let output = try verify(language, folder) else { return }
        print(output.stdout, terminator: "")
        #expect(output.status == 0, "\(language) check failed:\n\(output.combined)")
    }

    /// The second contract (flows, callbacks, the flow page's messages) through the same templates: its code compiles
    /// and its dispatcher passes every dispatch vector. It has no Dart platform.
    ///
    /// Its Kotlin is compiled once, with `-jvm-default=disable` (no Java default methods, as before Kotlin 2.2): a Java
    /// host app implements the callbacks through the generated `Adapter`, leaving out the optional ones, and runs;
    /// without the Adapter javac refuses such a host, which the check also shows.
    @Test(arguments: ["kotlin", "typescript"])
    func secondContractCompilesAndPassesItsDispatchVectors(_ language: String) throws {
        let folder = try render("Tests/Fixtures/SecondContract/contract.json")
        guard let output = try verify(language, folder, suite: "second") else { return }
        print(output.stdout, terminator: "")
        #expect(output.status == 0, "\(language) check of the second contract failed:\n\(output.combined)")
        if language == "kotlin" {
            #expect(
                output.stdout.contains("Java callbacks: 2 passed, 0 failed")
                    && output.stdout.contains("javac refuses it: does not override"))
        } else {
            // A Capacitor host written from the guide's prose compiles against the generated TypeScript and runs.
            #expect(output.stdout.contains("TypeScript Capacitor host: 12 passed, 0 failed"))
        }
    }

    /// A Java host app calls the public layer: static entry points, constructors with defaults, the checked
    /// failure `fromJson` declares; javac compiles it with every lint as an error, and it runs.
    ///
    /// Compiled once, the callers then run against the Kotlin of the contract with a boolean option added before the
    /// last: the Builder still links, and a call of the constructor's full parameter list fails with
    /// NoSuchMethodError, which is why Java host apps get the Builder.
    @Test func aJavaCallerCompilesAgainstTheKotlinAndRuns() throws {
        let folder = try render()
        var contract = try JSONSerialization.jsonObject(with: Data(Repository.bytes("contract.json"))) as! [String: Any]
        var configuration = contract["configuration"] as! [String: Any]
        var options = configuration["options"] as! [[String: Any]]
        options.insert(
            ["name": "haptic_feedback", "type": "boolean", "default": true, "description": "Vibrate on success."],
            at: options.count - 1)
        configuration["options"] = options
        contract["configuration"] = configuration
        let added = try temporaryFolder("toolchain-added")
        _ = try OutputWriter(directory: added).write(
            GeneratorPipeline().run(contract: try ContractObject.bytes(contract), file: "contract.json"))
        guard let output = try verify("kotlin", folder, suite: "java", more: [added.path]) else { return }
        print(output.stdout, terminator: "")
        #expect(output.status == 0, "the Java caller failed:\n\(output.combined)")
        #expect(output.stdout.contains("Java caller: ") && output.stdout.contains(" passed, 0 failed"))
        #expect(
            output.stdout.contains("Java builder after an option was added: 1 passed, 0 failed")
                && output.stdout.contains("NoSuchMethodError"))
    }

    /// A TypeScript platform with `module_resolution: node16` names its modules with `.js`, and tsc's node16
    /// resolution resolves every import (the default spelling fails it, as it must for Metro and Jest). Only the
    /// imports differ from the default render, whose vectors the other tests run, so this one type-checks alone.
    @Test func typeScriptForNode16ResolvesUnderNode16() throws {
        var contract = try JSONSerialization.jsonObject(with: Data(Repository.bytes("contract.json"))) as! [String: Any]
        contract["platforms"] = (contract["platforms"] as! [[String: Any]]).map { platform in
            var platform = platform
            if platform["language"] as? String == "typescript" { platform["module_resolution"] = "node16" }
            return platform
        }
        let folder = try temporaryFolder("toolchain-node16")
        _ = try OutputWriter(directory: folder).write(
            GeneratorPipeline().run(contract: try ContractObject.bytes(contract), file: "contract.json"))
        guard let output = try verify("typescript", folder, suite: "types") else { return }
        print(output.stdout, terminator: "")
        #expect(output.status == 0, "the node16 TypeScript failed:\n\(output.combined)")
        // The layer's modules and its conformance runner, an ES module as the layer is.
        let modules = try ["TypeScript", "Tests/TypeScript"].map {
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent($0).path)
                .filter { $0.hasSuffix(".ts") }.count
        }.reduce(0, +)
        #expect(output.stdout.contains("--moduleResolution node16: \(modules) files passed, 0 failed"))
    }

    /// With `--access internal` the Kotlin of every contract declares nothing public, and still compiles with
    /// warnings as errors in explicit API mode: the layer stays inside the SDK's module.
    @Test(arguments: [
        "contract.json", "Tests/Fixtures/SecondContract/contract.json", "Tests/Fixtures/HostileContract/contract.json",
    ])
    func internalKotlinDeclaresNothingPublic(_ contract: String) throws {
        let folder = try render(contract, options: GenerationOptions(access: .internal))
        guard let output = try verify("kotlin", folder, suite: "internal") else { return }
        print(output.stdout, terminator: "")
        #expect(output.status == 0, "\(contract): internal Kotlin failed:\n\(output.combined)")
        #expect(output.stdout.contains("Kotlin internal: 1 passed, 0 failed"))
    }

    /// The check above fails on the public layer, so it looks at the declarations.
    @Test func publicKotlinFailsTheInternalCheck() throws {
        let folder = try render()
        guard let output = try verify("kotlin", folder, suite: "internal") else { return }
        #expect(output.status != 0 && output.stdout.contains("Kotlin internal: 0 passed, 1 failed"))
    }

    /// A template broken on purpose (through a `--templates`-style override) fails the language's check:
    /// the checks look at what the templates produce.
    @Test(arguments: languages)
    func aBrokenTemplateFailsTheCheck(_ language: String) throws {
        let key = try #require(
            TemplateSet.builtIn.sources.keys.sorted().first { $0.hasPrefix("\(language)/") && !$0.contains("header") },
            "a \(language) template exists")
        let source = try #require(TemplateSet.builtIn.sources[key])
        let broken = try TemplateSet.builtIn.overriding(with: [
            key: (source + "\n)]} this is not code {[(\n", "broken/\(key)")
        ])
        let folder = try render(templates: broken)
        guard let output = try verify(language, folder) else { return }
        #expect(output.status != 0, "\(language): the check passed code rendered from a broken \(key)")
    }
}
