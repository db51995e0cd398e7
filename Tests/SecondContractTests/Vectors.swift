import Foundation
import SecondContractSwift

/// The second contract's conformance vectors (Tests/Fixtures/SecondContract/Generated/Vectors), read for the
/// tests that run them against its generated Swift.
enum Vectors {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SecondContract/Generated/Vectors")

    /// A vectors file as a JSON object.
    static func file(_ name: String) throws -> [String: ZerohashJSON] {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
        guard case .object(let object) = try JSONDecoder().decode(ZerohashJSON.self, from: data) else {
            throw VectorError("\(name).json is not a JSON object")
        }
        return object
    }

    static func cases(_ name: String) throws -> [[String: ZerohashJSON]] {
        guard case .array(let items)? = try file(name)["cases"] else { throw VectorError("\(name).json has no cases") }
        return try items.map { item in
            guard case .object(let object) = item else { throw VectorError("a case of \(name).json is not an object") }
            return object
        }
    }

    /// Parses JSON text the vectors hold as a string.
    static func parse(_ text: String) throws -> ZerohashJSON {
        try JSONDecoder().decode(ZerohashJSON.self, from: Data(text.utf8))
    }
}

struct VectorError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Dictionary where Key == String, Value == ZerohashJSON {
    func string(_ key: String) -> String? {
        if case .string(let text)? = self[key] { text } else { nil }
    }

    var name: String { string("name") ?? "?" }
}
