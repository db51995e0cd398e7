import ContractGenKit
import Foundation
import Testing

/// The second contract's generated protocols make a missing entry point a compile error in the iOS SDK: a
/// stub SDK that implements them compiles, and a session without `present(from:)` does not. (Kotlin's are
/// checked the same way by `Tests/Toolchains/kotlin/verify OUT_DIR second`.)
@Suite struct SDKStubCompileTests {
    func typecheck(_ stub: String) throws -> ExternalTool.Output? {
        guard let swiftc = ExternalTool.require("swiftc", install: "a Swift 6 toolchain from swift.org") else {
            return nil
        }
        let generated = Repository.url("Tests/Fixtures/SecondContract/Generated/Swift")
        let sources = try FileManager.default.contentsOfDirectory(atPath: generated.path).filter {
            $0.hasSuffix(".swift")
        }.sorted()
            .map { generated.appendingPathComponent($0).path }
        return try swiftc.run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + sources + [Repository.url(stub).path])
    }

    @Test func aConformingStubCompiles() throws {
        guard let output = try typecheck("Tests/SecondContractTests/SDKStub.swift") else { return }
        #expect(output.status == 0, "\(output.combined)")
        if output.status == 0 {
            print("Swift SDK stub: compiles against ZerohashSDKProtocol and ZerohashSessionProtocol")
        }
    }

    @Test func aSessionWithoutPresentDoesNotCompile() throws {
        guard let output = try typecheck("Tests/Fixtures/SecondContract/Stubs/SessionWithoutPresent.swift") else {
            return
        }
        #expect(output.status != 0)
        let reason = output.combined.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? ""
        #expect(
            reason.contains("type 'SessionWithoutPresent' does not conform to protocol 'ZerohashSessionProtocol'"),
            "\(output.combined)")
        #expect(output.combined.contains("protocol requires function 'present(from:)'"), "\(output.combined)")
        print("Swift SDK stub without present: rejected: \(reason.split(separator: ": error: ").last ?? "")")
    }

    /// A callback the contract requires on iOS (`required_on`) is a closure the host must pass: the initializer has
    /// no default for it, and the dispatcher calls it without `?`. Every closure used to be optional on iOS.
    @Test func aCallbackRequiredOnIOSMustBePassed() throws {
        guard let swiftc = ExternalTool.require("swiftc", install: "a Swift 6 toolchain from swift.org") else { return }
        var contract =
            try JSONSerialization.jsonObject(
                with: Data(Repository.bytes("Tests/Fixtures/SecondContract/contract.json"))) as! [String: Any]
        var callbacks = contract["callbacks"] as! [[String: Any]]
        for index in callbacks.indices where callbacks[index]["name"] as? String == "on_close" {
            callbacks[index]["required_on"] = ["android", "ios"]
        }
        contract["callbacks"] = callbacks
        let folder = try temporaryFolder("required-on-ios")
        let files = try GeneratorPipeline(targets: [.swift]).run(
            contract: ContractObject.bytes(contract), file: "contract.json")
        _ = try OutputWriter(directory: folder).write(files)
        let swift = folder.appendingPathComponent("Swift")
        let sources = try FileManager.default.contentsOfDirectory(atPath: swift.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { swift.appendingPathComponent($0).path }
        func typecheck(_ host: String) throws -> ExternalTool.Output {
            let file = folder.appendingPathComponent("Host.swift")
            try host.write(to: file, atomically: false, encoding: .utf8)
            return try swiftc.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + sources + [file.path])
        }
        let passes = try typecheck("let callbacks = FundCallbacks(onClose: {}, onCompleted: { _ in })\n")
        #expect(passes.status == 0, "\(passes.combined)")
        let omits = try typecheck("let callbacks = FundCallbacks(onCompleted: { _ in })\n")
        #expect(omits.status != 0)
        #expect(omits.combined.contains("missing argument for parameter 'onClose'"), "\(omits.combined)")
    }
}
