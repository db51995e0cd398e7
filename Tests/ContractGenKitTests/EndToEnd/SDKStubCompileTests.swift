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
}
