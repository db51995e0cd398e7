import Foundation
import SecondContractSwift
import Testing

/// The JWT, a sensitive option, never shows in `description`, `debugDescription`, interpolation, `dump` or
/// `Mirror` of a configuration made from any valid configuration vector.
@Suite struct SecretTests {
    @Test func theJWTNeverShowsInAnyReflectionOfAValidConfigurationVector() throws {
        let contractURL = Vectors.folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("contract.json")
        let contract = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: contractURL)) as? [String: Any])
        let options = try #require((contract["configuration"] as? [String: Any])?["options"] as? [[String: Any]])
        let sensitive = options.filter { $0["sensitive"] as? Bool == true }.compactMap { $0["name"] as? String }
        #expect(sensitive == ["jwt"])
        var checked = 0
        for vector in try Vectors.cases("configuration") where vector["valid"] == .bool(true) {
            guard case .object(let values)? = vector["options"] else { throw VectorError("\(vector.string("name") ?? ""): no options") }
            let configuration = try ZerohashConfiguration(json: .object(values))
            var dumped = ""
            dump(configuration, to: &dumped)
            let mirrored = Mirror(reflecting: configuration).children.map { "\($0.label ?? ""): \($0.value)" }.joined(separator: ", ")
            let views = [String(describing: configuration), String(reflecting: configuration), "\(configuration)", dumped, mirrored]
            for name in sensitive {
                guard case .string(let secret)? = values[name] else { continue }
                for view in views { #expect(!view.contains(secret), "\(vector.string("name") ?? ""): \(view)") }
            }
            checked += 1
        }
        #expect(checked >= 2)
    }
}
