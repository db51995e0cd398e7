import Foundation
import GeneratedContract
import Testing

/// A sensitive option (the session URL, whose fragment is the session token) never shows through any way Swift
/// prints or reflects a value: `description`, `debugDescription`, interpolation, `dump` and `Mirror`, of the
/// configuration, the session URL built from it and a result tracker holding it; for every valid configuration
/// vector.
@Suite struct SecretTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func object(_ path: String) throws -> [String: Any] {
        try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: Self.root.appendingPathComponent(path)))
                as? [String: Any])
    }

    /// Every way Swift turns `value` into text.
    func views(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        let mirrored = Mirror(reflecting: value).children.map { "\($0.label ?? ""): \($0.value)" }.joined(
            separator: ", ")
        return [String(describing: value), String(reflecting: value), "\(value)", dumped, mirrored]
    }

    @Test func noSensitiveOptionShowsInAnyReflectionOfAValidConfigurationVector() throws {
        let file = try object("Generated/Vectors/configuration.json")
        let sensitive = try #require(file["sensitive"] as? [String])
        #expect(sensitive == ["session_url"], "the contract's one sensitive option")
        let cases = try #require(file["cases"] as? [[String: Any]])
        var checked = 0
        for vector in cases where vector["valid"] as? Bool == true {
            let values = try #require(vector["options"] as? [String: Any])
            let text = String(decoding: try JSONSerialization.data(withJSONObject: values), as: UTF8.self)
            let configuration = try OkycConfiguration(json: try #require(OkycJSON(parsing: text)))
            let secrets = sensitive.compactMap { values[$0] as? String }.flatMap {
                [$0, String($0.split(separator: "#").last ?? "")]
            }
            let seen =
                views(of: configuration) + views(of: try OkycSessionURL(configuration: configuration))
                + views(of: OkycResultTracker(configuration: configuration))
            for secret in secrets where !secret.isEmpty {
                for view in seen { #expect(!view.contains(secret), "\(vector["name"] ?? ""): \(view)") }
            }
            checked += 1
        }
        #expect(checked >= 2)
    }
}
