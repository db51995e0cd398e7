@testable import ContractGenKit
import JSONSyntax

/// One change to one key of a contract, derived from the key's shape in the format: a string changed, a
/// boolean flipped, a number moved, an optional key or a list entry removed, a host allowed, a missing key added.
struct SingleKeyEdit {
    /// The key as the classification table names it: `option.sensitive`.
    var key: String
    /// Where, and what was done: `configuration.options[0].sensitive: flip`.
    var label: String
    var kind: String
    var contract: JSONValue
}

/// Every single-key edit of a contract: for each key of the format and each way of changing it, the first
/// `perKey` places the contract has it.
struct SingleKeyEdits {
    enum Step { case key(String), index(Int) }

    let root: JSONValue
    let platformIDs: [String]
    var perKey = 1
    private(set) var edits: [SingleKeyEdit] = []
    private var counts: [String: Int] = [:]

    init(_ root: JSONValue, perKey: Int = 1) {
        self.root = root
        self.perKey = perKey
        guard case .object(let members) = root,
            case .array(let platforms)? = members.first(where: { $0.key == "platforms" })?.value.value
        else {
            platformIDs = []
            return
        }
        platformIDs = platforms.compactMap { item in
            guard case .object(let keys) = item.value else { return nil }
            return keys.first { $0.key == "id" }?.value.value.stringValue
        }
    }

    mutating func derive() {
        visit(ContractSchema.root, at: [], value: root)
    }

    private mutating func visit(_ schema: ObjectSchema, at path: [Step], value: JSONValue) {
        guard case .object(let members) = value else { return }
        for property in schema.properties {
            let key = "\(schema.name).\(property.key)"
            let here = path + [.key(property.key)]
            guard let member = members.first(where: { $0.key == property.key }) else {
                if let sample = sample(property.schema) { add(key, here, "add", sample) }
                continue
            }
            // A required section is removed too: invalid, so counted as skipped, but its key is tried.
            if case .object = property.schema, property.isRequired { add(key, here, "remove", nil) }
            if !property.isRequired { add(key, here, "remove", nil) }
            let current = member.value.value
            switch property.schema {
            case .object(let inner):
                visit(inner, at: here, value: current)
            case .array(.object(let inner)):
                guard case .array(let items) = current, !items.isEmpty else { continue }
                add(key, here, "drop first", .array(Array(items.dropFirst())))
                for (index, item) in items.enumerated() { visit(inner, at: here + [.index(index)], value: item.value) }
            case .array(let inner):
                guard case .array(let items) = current else { continue }
                if !items.isEmpty { add(key, here, "drop first", .array(Array(items.dropFirst()))) }
                if case .string(let rule) = inner, rule.summary.contains("host") {
                    add(key, here, "allow a host", .array(items + [node(.string("added.example.com"))]))
                }
            case .map(let inner):
                guard case .object(let entries) = current, let first = entries.first else { continue }
                add(key, here, "drop an entry", .object(Array(entries.dropFirst())))
                // A map of objects (`by_platform`): each entry's keys are edited as an object's.
                if case .object(let entrySchema) = inner {
                    for entry in entries { visit(entrySchema, at: here + [.key(entry.key)], value: entry.value.value) }
                }
                if let changed = changed(first.value.value, as: inner) {
                    add(
                        key, here, "change an entry",
                        .object(
                            [JSONMember(key: first.key, keyPosition: first.keyPosition, value: node(changed))]
                                + entries.dropFirst()))
                }
            default:
                if let changed = changed(current, as: property.schema) { add(key, here, "change", changed) }
            }
        }
    }

    /// Another value of the same shape, where one can be derived.
    private func changed(_ value: JSONValue, as schema: Schema) -> JSONValue? {
        switch (schema, value) {
        case (.boolean, .bool(let flag)), (.any, .bool(let flag)):
            return .bool(!flag)
        case (.integer(_, let maximum), .number(let number)):
            return number.int64.map { .number(JSONNumber(String($0 == maximum ? $0 - 1 : $0 + 1))!) }
        case (.any, .number(let number)):
            return number.int64.map { .number(JSONNumber(String($0 + 1))!) }
        case (.oneOf(let values), .string(let text)):
            return values.count > 1 ? .string(values[((values.firstIndex(of: text) ?? 0) + 1) % values.count]) : nil
        case (.name, .string(let text)):
            return .string(text + "_x")
        case (.string(let rule), .string(let text)) where rule.summary.contains("version"):
            return .string(text == "9.9.9" ? "9.9.8" : "9.9.9")
        case (.string(let rule), .string(let text)) where rule.summary.contains("host"):
            return .string("x" + text)
        case (.string(let rule), .string(let text)) where rule.summary.contains("type"):
            return .string(text == "string" ? "boolean" : "string")
        case (_, .string(let text)):
            return .string(text + (text.hasSuffix(".") ? " Changed." : "x"))
        default:
            return nil
        }
    }

    /// A value for a key the contract leaves out: the smallest of its shape.
    private func sample(_ schema: Schema) -> JSONValue? {
        switch schema {
        case .text: .string("Added text.")
        case .name: .string("added_name")
        case .boolean: .bool(true)
        case .integer(let minimum, _): .number(JSONNumber(String(minimum ?? 1))!)
        case .oneOf(let values): values.first.map { .string($0) }
        case .string(let rule) where rule.summary.contains("version"): .string("0.9.0")
        case .string(let rule) where rule.summary.contains("https URL"): .string("https://example.com/added")
        case .string(let rule) where rule.summary.contains("host"): .string("added.example.com")
        case .string: .string("Added")
        case .array(let inner): sample(inner).map { .array([node($0)]) }
        case .map(let inner):
            platformIDs.first.flatMap { id in
                sample(inner).map { .object([JSONMember(key: id, keyPosition: position, value: node($0))]) }
            }
        case .object(let object):
            object.properties.filter(\.isRequired).reduce(JSONValue.object([])) { partial, property in
                guard case .object(var members) = partial, let value = sample(property.schema) else { return partial }
                members.append(JSONMember(key: property.key, keyPosition: position, value: node(value)))
                return .object(members)
            }
        case .any: .string("added")
        case .either(let first, _): sample(first)
        }
    }

    private mutating func add(_ key: String, _ path: [Step], _ kind: String, _ value: JSONValue?) {
        let counted = "\(key) \(kind)"
        guard counts[counted, default: 0] < perKey else { return }
        counts[counted, default: 0] += 1
        let label = path.map { step in
            switch step {
            case .key(let key): ".\(key)"
            case .index(let index): "[\(index)]"
            }
        }.joined().dropFirst()
        edits.append(
            SingleKeyEdit(
                key: key, label: "\(label): \(kind)", kind: kind,
                contract: Self.replacing(root, at: path[...], with: value)))
    }

    /// `value` with the value at `path` replaced, or its key removed when `new` is nil.
    static func replacing(_ value: JSONValue, at path: ArraySlice<Step>, with new: JSONValue?) -> JSONValue {
        guard let step = path.first else { return new ?? value }
        switch (step, value) {
        case (.key(let key), .object(var members)):
            if let index = members.firstIndex(where: { $0.key == key }) {
                guard path.count > 1 || new != nil else {
                    members.remove(at: index)
                    return .object(members)
                }
                let member = members[index]
                members[index] = JSONMember(
                    key: key, keyPosition: member.keyPosition,
                    value: JSONNode(
                        value: replacing(member.value.value, at: path.dropFirst(), with: new),
                        position: member.value.position))
            } else if let new, path.count == 1 {
                members.append(
                    JSONMember(
                        key: key, keyPosition: SourcePosition(offset: 0, line: 1, column: 1),
                        value: JSONNode(value: new, position: SourcePosition(offset: 0, line: 1, column: 1))))
            }
            return .object(members)
        case (.index(let index), .array(var items)):
            items[index] = JSONNode(
                value: replacing(items[index].value, at: path.dropFirst(), with: new), position: items[index].position)
            return .array(items)
        default:
            return value
        }
    }

    private var position: SourcePosition { SourcePosition(offset: 0, line: 1, column: 1) }

    private func node(_ value: JSONValue) -> JSONNode {
        JSONNode(value: value, position: position)
    }
}
