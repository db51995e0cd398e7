import ContractGenKit
import Foundation

/// The repository's contract as a JSON object to change in a test (a variant, a snippet's fragment).
enum ContractObject {
    static func repository() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(Repository.bytes("contract.json"))) as! [String: Any]
    }

    static func bytes(_ contract: [String: Any]) throws -> [UInt8] {
        [UInt8](try JSONSerialization.data(withJSONObject: contract, options: [.sortedKeys, .prettyPrinted]))
    }
}

extension Dictionary where Key == String, Value == Any {
    /// Appends `item` to the array at `path` (`["configuration", "options"]`), creating it if missing.
    mutating func append(to path: [String], _ item: Any) {
        guard let key = path.first else { return }
        if path.count == 1 {
            self[key] = (self[key] as? [Any] ?? []) + [item]
        } else {
            var inner = self[key] as? [String: Any] ?? [:]
            inner.append(to: Array(path.dropFirst()), item)
            self[key] = inner
        }
    }

    /// Removes `keys` from the object at `section` (`["blocked_limit"]` from `navigation`).
    mutating func remove(_ keys: [String], from section: String) {
        var object = self[section] as? [String: Any] ?? [:]
        for key in keys { object[key] = nil }
        self[section] = object
    }

    /// Appends fields to the payloads of the events named in `payloads`, and `carried` to the `completed` result's
    /// fields (where given), taken from the payload of the event that produces it.
    mutating func add(payloads: [String: [[String: Any]]], carriedToCompleted carried: [String: Any]? = nil) {
        self["events"] = (self["events"] as! [[String: Any]]).map { event in
            guard let added = payloads[event["name"] as! String] else { return event }
            return event.merging(["payload": (event["payload"] as? [[String: Any]] ?? []) + added]) { $1 }
        }
        self["results"] = (self["results"] as! [[String: Any]]).map { result in
            guard let carried, result["name"] as? String == "completed" else { return result }
            let fields = result["fields"] as! [[String: Any]] + [carried.merging(["source": "payload"]) { $1 }]
            return result.merging(["fields": fields]) { $1 }
        }
    }
}
