import ContractGenKit
import Foundation
import Testing
import TestSupport

/// What `contractgen init` writes is a contract every target renders into code the real tools accept, in both
/// shapes, with nothing for lint to warn of: a team's first run never starts from broken code.
@Suite(.serialized) struct StarterContractTests {
    @Test(arguments: StarterContract.Shape.allCases)
    func theStarterRendersCodeTheToolsAccept(_ shape: StarterContract.Shape) throws {
        // One TypeScript platform a render (two share the TypeScript folder by platform); Capacitor, whose plugin
        // reports through listeners, in a second.
        for platforms: [StarterContract.Preset] in [[.ios, .android, .reactNative, .flutter], [.capacitor]] {
            let starter = StarterContract(name: "checkout", platforms: platforms, shape: shape)
            let bytes = Array(starter.contractFile.utf8)
            let pipeline = GeneratorPipeline()
            #expect(try pipeline.lint(contract: bytes, file: "contract.json").isEmpty)
            let folder = try temporaryFolder("starter-\(shape)")
            _ = try OutputWriter(directory: folder).write(try pipeline.run(contract: bytes, file: "contract.json"))
            let checked = try RandomContractTests.checkCode(in: folder) { "\(shape) \(platforms): \($0)" }
            print("starter \(shape) \(platforms.map(\.rawValue)): checked by \(checked.joined(separator: ", "))")
        }
    }

    @Test func aNameThatIsNotAContractNameIsRefused() {
        #expect(StarterContract.problem(withName: "checkout_v2") == nil)
        #expect(StarterContract.problem(withName: "Checkout")?.contains("lowercase words") == true)
        #expect(StarterContract.problem(withName: "a b") != nil)
    }
}
