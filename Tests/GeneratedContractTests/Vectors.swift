import Foundation
import GeneratedContract
import Testing

/// The conformance vectors in Generated/Vectors, read for the tests that run them against the generated Swift.
enum Vectors {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Generated/Vectors")

    /// A vectors file as JSON.
    static func file(_ name: String) throws -> [String: OkycJSON] {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
        guard case .object(let object) = try JSONDecoder().decode(OkycJSON.self, from: data) else {
            throw VectorError("\(name).json is not a JSON object")
        }
        return object
    }

    /// This package's generated Swift is the iOS platform's.
    static let platform = "ios"

    /// Cases about a platform-only option list their platforms; the others apply everywhere.
    static func appliesToThisPlatform(_ vector: [String: OkycJSON]) -> Bool {
        guard case .array(let platforms)? = vector["platforms"] else { return true }
        return platforms.contains(.string(platform))
    }

    static func cases(_ name: String) throws -> [[String: OkycJSON]] {
        guard case .array(let items)? = try file(name)["cases"] else { throw VectorError("\(name).json has no cases") }
        return try items.map { item in
            guard case .object(let object) = item else { throw VectorError("a case of \(name).json is not an object") }
            return object
        }
    }
}

struct VectorError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Dictionary where Key == String, Value == OkycJSON {
    func string(_ key: String) -> String? {
        if case .string(let text)? = self[key] { text } else { nil }
    }

    var name: String { string("name") ?? "?" }
}
