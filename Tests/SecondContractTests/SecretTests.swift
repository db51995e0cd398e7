import Foundation
import SecondContractSwift
import Testing

/// The JWT, a sensitive option, never shows in `description`, `debugDescription`, interpolation, `dump` or
/// `Mirror` of a configuration made from any valid configuration vector.
@Suite struct SecretTests {
    @Test func theJWTNeverShowsInAnyReflectionOfAValidConfigurationVector() throws {
        guard case .array(let listed)? = try Vectors.file("configuration")["sensitive"] else {
            throw VectorError("no sensitive list")
        }
        let sensitive = listed.compactMap { value -> String? in if case .string(let name) = value { name } else { nil }
        }
        #expect(sensitive == ["jwt"], "the contract's one sensitive option")
        var checked = 0
        for vector in try Vectors.cases("configuration") where vector["valid"] == .bool(true) {
            guard case .object(let values)? = vector["options"] else {
                throw VectorError("\(vector.string("name") ?? ""): no options")
            }
            let configuration = try ZerohashConfiguration(json: .object(values))
            var dumped = ""
            dump(configuration, to: &dumped)
            let mirrored = Mirror(reflecting: configuration).children.map { "\($0.label ?? ""): \($0.value)" }.joined(
                separator: ", ")
            let views = [
                String(describing: configuration), String(reflecting: configuration), "\(configuration)", dumped,
                mirrored,
            ]
            for name in sensitive {
                guard case .string(let secret)? = values[name] else { continue }
                for view in views { #expect(!view.contains(secret), "\(vector.string("name") ?? ""): \(view)") }
            }
            checked += 1
        }
        #expect(checked >= 2)
    }
}
