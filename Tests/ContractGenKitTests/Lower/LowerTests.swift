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
        let enumFiles = [
            ("ios", "Swift/ContractEnums.swift"), ("android", "Kotlin/ContractEnums.kt"),
            ("react_native", "TypeScript/enums.ts"), ("flutter", "Dart/lib/src/enums.dart"),
        ]
        for (platform, path) in enumFiles {
            let text = try file(path, in: files)
            #expect(text.contains("Presentation") == (platform == "ios"), "\(path)")
            for name in ["SessionStatus", "Theme", "FailureCode"] {
                #expect(text.contains("Okyc\(name)"), "\(path) declares Okyc\(name)")
            }
        }
    }

    /// The second contract's `on_provide_info` is the web SDK's, on none of its platforms, and its AUTH flow is
    /// only documented: no language declares either, while the page lists both.
    @Test func aCallbackNoPlatformHasAndAFlowWithoutCallbacksAreNotDeclared() throws {
        let files = try GeneratorPipeline().run(
            contract: Repository.bytes("Tests/Fixtures/SecondContract/contract.json"), file: "contract.json")
        for generated in files where !generated.path.hasPrefix("Docs/") && !generated.path.hasPrefix("Schema/") {
            #expect(
                !generated.contents.contains("ProvideInfo") && !generated.contents.contains("provideInfo"),
                "\(generated.path)")
            #expect(
                !generated.contents.contains("AuthCallbacks") && !generated.contents.contains("AuthDispatcher"),
                "\(generated.path)")
        }
        let page = try file("Docs/sdk-contract.md", in: files)
        #expect(page.contains("`onProvideInfo`") && page.contains("### AUTH"))
    }

    /// The SDK surface is decided once: a native platform's entry points take each option and the callbacks
    /// object and return the session; a Capacitor plugin's take one options object, present the flow, and
    /// resolve a returned value as an object.
    @Test func eachPlatformsSurfaceIsDecidedOnce() throws {
        let contract = try ContractValidator.validate(
            ContractLoader.load(Repository.bytes("Tests/Fixtures/SecondContract/contract.json"), file: "contract.json"),
            file: "contract.json")
        let plans = Dictionary(
            uniqueKeysWithValues: contract.platforms.map { ($0.id.raw, try! #require(contract.surfacePlan(on: $0))) })
        let android = try #require(plans["android"])
        #expect(
            !android.isAsync && !android.takesOptionsObject
                && android.sessionMethods?.map(\.step.name.raw) == ["present", "cancel", "is_active"])
        #expect(
            android.entryPoints[0].parameters.map { parameter -> String in
                if case .option(let option) = parameter { option.name.raw } else { "callbacks" }
            } == ["jwt", "environment", "theme", "callbacks", "allow_list"])
        #expect(android.hostTypes.map(\.name.raw) == ["presenter"])
        let ios = try #require(plans["ios"])
        #expect(ios.entryPoints[0].parameters.count == 4, "iOS has no allow_list")
        let capacitor = try #require(plans["capacitor"])
        #expect(capacitor.isAsync && capacitor.takesOptionsObject && capacitor.wrapsResults && capacitor.hasListeners)
        #expect(
            capacitor.sessionMethods == nil && capacitor.sdkMethods.map(\.step.name.raw) == ["cancel", "is_active"])
        #expect(capacitor.entryPoints.allSatisfy { !$0.returnsSession } && capacitor.hostTypes.isEmpty)
        let repository = try ContractValidator.validate(
            ContractLoader.load(Repository.bytes("contract.json"), file: "contract.json"), file: "contract.json")
        #expect(
            repository.platforms.allSatisfy { repository.surfacePlan(on: $0) == nil },
            "the repository's contract describes no SDK surface")
    }

    /// The bridge's rejection kinds are one list (`RejectionKind`): the message and sender vectors use exactly
    /// those kinds, and every language's bridge names each of them as a string.
    @Test func everyLanguageAndTheVectorsNameTheSameRejectionKinds() throws {
        let files = try Repository.render()
        let kinds = Set(RejectionKind.allCases.map(\.rawValue))
        let vectors =
            try JSONSerialization.jsonObject(with: Data(try file("Vectors/messages.json", in: files).utf8))
            as! [String: Any]
        var used = Set(
            (vectors["cases"] as! [[String: Any]]).compactMap {
                ($0["rejection"] as? [String: Any])?["kind"] as? String
            })
        // A sender the policy does not admit is the one rejection the messages' own sender never meets.
        let senders =
            try JSONSerialization.jsonObject(with: Data(try file("Vectors/senders.json", in: files).utf8))
            as! [String: Any]
        if (senders["cases"] as! [[String: Any]]).contains(where: { $0["admitted"] as? Bool == false }) {
            used.insert(RejectionKind.untrustedSender.rawValue)
        }
        #expect(used == kinds)
        for path in [
            "Swift/ContractBridge.swift", "Kotlin/ContractBridge.kt", "TypeScript/bridge.ts",
            "Dart/lib/src/bridge.dart",
        ] {
            let text = try file(path, in: files)
            for kind in kinds.sorted() {
                #expect(text.contains("\"\(kind)\""), "\(path) does not name the rejection kind \(kind)")
            }
        }
    }

    /// Which parts each platform's files have is decided once: the same contract gives every language the same
    /// sections, and a language without records (Dart) has neither the records nor the catch-all event.
    @Test func sectionsAreDecidedOnceForEveryLanguage() throws {
        let contract = try ContractValidator.validate(
            ContractLoader.load(Repository.bytes("Tests/Fixtures/SecondContract/contract.json"), file: "contract.json"),
            file: "contract.json")
        let lowered = LoweredContract(contract)
        for plan in lowered.platforms {
            let sections = plan.sections
            #expect(
                sections.hasConfiguration && sections.needsURLs && !sections.hasBridge,
                "\(plan.platform.id): no bridge section")
            #expect(sections.hasRecords && sections.hasCatchAll && sections.hasRecordsOrCatchAll, "\(plan.platform.id)")
        }
        var dart = contract.platforms[0]
        dart.id = Identifier("flutter")
        dart.language = .dart
        let sections = lowered.plan(for: dart).sections
        #expect(!sections.hasRecords && !sections.hasCatchAll && sections.hasConfiguration)
    }

    /// The reference page names a platform's types as its code declares them, with the run's prefix: under
    /// `--prefix Zq` it used to show `ZerohashFundCompleted` beside TypeScript that declares `ZqFundCompleted`.
    @Test func theReferencePageNamesTypesWithTheRunsPrefix() throws {
        let files = try GeneratorPipeline(
            targets: [.docs, .swift, .kotlin, .typescript], options: GenerationOptions(typePrefix: "Zq")
        )
        .run(contract: Repository.bytes("Tests/Fixtures/SecondContract/contract.json"), file: "contract.json")
        let page = try file("Docs/sdk-contract.md", in: files)
        let code = files.filter { !$0.path.hasPrefix("Docs/") }.map(\.contents).joined()
        // A name the contract spells out in `names` keeps its spelling; every other has the run's prefix.
        let contract = try Repository.text("Tests/Fixtures/SecondContract/contract.json")
        for match in page.matches(of: /`(Zerohash[A-Za-z]*)/) {
            #expect(contract.contains("\"\(match.output.1)\""), "\(match.output.1) is a name the contract gives")
        }
        let named = Set(page.matches(of: /`(Zq[A-Z][A-Za-z]*)/).map { String($0.output.1) })
        #expect(named.count >= 5, "the page names types: \(named.sorted())")
        for name in named.sorted() {
            #expect(code.contains(" \(name)"), "\(name) is declared in the code")
        }
    }
}
