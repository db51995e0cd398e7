import ContractGenKit
import Foundation
import Testing

/// The `package.json` beside each platform's TypeScript: valid JSON whose `exports` lead only to files the
/// render holds, with `index.ts` the one module a dependant can import.
@Suite struct TypeScriptPackageTests {
    /// Each TypeScript folder of a render and its parsed `package.json`.
    static func packages(
        of contract: [UInt8]
    ) throws -> [(folder: String, json: [String: Any], files: Set<String>, text: String)] {
        let files = try GeneratorPipeline(targets: [.typescript]).run(contract: contract, file: "contract.json")
        let paths = Set(files.map(\.path))
        return try files.filter { $0.path.hasSuffix("/package.json") }.map { file in
            let folder = String(file.path.dropLast("package.json".count))
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any],
                "\(file.path) is an object")
            return (
                folder, json, Set(paths.filter { $0.hasPrefix(folder) }.map { String($0.dropFirst(folder.count)) }),
                file.contents
            )
        }
    }

    /// Every target an `exports` value names, however its conditions nest.
    static func targets(_ value: Any) -> [String] {
        if let path = value as? String { return [path] }
        if let conditions = value as? [String: Any] {
            return conditions.keys.sorted().flatMap { targets(conditions[$0]!) }
        }
        return ["not a path or conditions: \(value)"]
    }

    static let contracts: [(path: String, names: [String])] = [
        ("contract.json", ["okyc-contract"]),
        ("Tests/Fixtures/SecondContract/contract.json", ["zerohash-contract"]),
        // Two TypeScript platforms: a folder and a package name each.
        ("Tests/Fixtures/HostileContract/contract.json", ["class-contract-function", "class-contract-interface"]),
    ]

    @Test(arguments: contracts.map(\.path))
    func exportsLeadOnlyToTheIndexAmongTheGeneratedFiles(_ path: String) throws {
        let packages = try Self.packages(of: try Repository.bytes(path))
        #expect(packages.map { $0.json["name"] as? String } == Self.contracts.first { $0.path == path }!.names)
        for (folder, json, files, text) in packages {
            let exports = try #require(json["exports"] as? [String: Any], "\(folder)package.json has an exports map")
            #expect(
                Set(exports.keys) == [".", "./package.json"],
                "\(folder): only the index (and package.json) are exported")
            #expect(Self.targets(exports["."]!) == ["./index.ts", "./index.ts"], "\(folder): `.` leads to index.ts")
            // TypeScript reads `types` only when it comes before the catch-all `default`.
            let types = try #require(text.range(of: #""types": "./index.ts","#, options: .backwards))
            #expect(text.range(of: #""default": "./index.ts""#).map { types.upperBound <= $0.lowerBound } == true)
            for target in Self.targets(exports) + [json["main"], json["types"]].map({ $0 as? String ?? "missing" }) {
                #expect(
                    target.hasPrefix("./") && files.contains(String(target.dropFirst(2))),
                    "\(folder)package.json names \(target), not a generated file")
            }
            #expect(json["type"] as? String == "module" && json["sideEffects"] as? Bool == false)
            #expect(json["private"] as? Bool == true, "\(folder): a derived name is never published")
        }
    }

    @Test func thePlatformsPackageNamesAPublishablePackage() throws {
        var contract = try JSONSerialization.jsonObject(with: Data(Repository.bytes("contract.json"))) as! [String: Any]
        var platforms = contract["platforms"] as! [[String: Any]]
        let index = try #require(platforms.firstIndex { $0["language"] as? String == "typescript" })
        platforms[index]["package"] = "okyc_react_native"
        contract["platforms"] = platforms
        let package = try #require(try Self.packages(of: try ContractObject.bytes(contract)).first)
        #expect(package.json["name"] as? String == "okyc_react_native")
        #expect(package.json["private"] == nil)
    }

    /// The hostile contract's platform names hold a backslash and `$`: the description is still that text.
    @Test func theDescriptionNamesThePlatformAsWritten() throws {
        let bytes = try Repository.bytes("Tests/Fixtures/HostileContract/contract.json")
        let contract = try JSONSerialization.jsonObject(with: Data(bytes)) as! [String: Any]
        let names = (contract["platforms"] as! [[String: Any]]).filter { $0["language"] as? String == "typescript" }.map
        { $0["name"] as! String }
        let descriptions = try Self.packages(of: bytes).map { $0.json["description"] as? String }
        #expect(
            descriptions
                == names.map {
                    "The \($0) SDK's contract layer, generated by contractgen from contract.json. Do not edit; change the contract and regenerate."
                })
    }
}
