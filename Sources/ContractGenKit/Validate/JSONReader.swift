import JSONSyntax

/// Typed, tolerant access to an object of the parsed contract for the model builder. The schema checker has
/// already reported values of the wrong shape, so a reader just yields nil for them and the builder goes on.
struct JSONReader {
    let members: [JSONMember]
    /// Where the object starts: the place to report problems with the object as a whole.
    let position: SourcePosition

    init?(_ node: JSONNode?) {
        guard let node, case .object(let members) = node.value else { return nil }
        self.members = members
        self.position = node.position
    }

    /// The first member with this key (a duplicate was already reported).
    func node(_ key: String) -> JSONNode? {
        members.first { $0.key == key }?.value
    }

    func string(_ key: String) -> String? {
        guard case .string(let text)? = node(key)?.value else { return nil }
        return text
    }

    /// A string, or a whole number as its decimal text: a wire value, which an integer enum writes as a number.
    func wireText(_ key: String) -> String? {
        if case .number(let number)? = node(key)?.value, number.isInteger, let value = number.int64 {
            return String(value)
        }
        return string(key)
    }

    func name(_ key: String) -> Identifier? {
        string(key).flatMap { Identifier.isValid($0) ? Identifier($0) : nil }
    }

    func bool(_ key: String) -> Bool? {
        guard case .bool(let value)? = node(key)?.value else { return nil }
        return value
    }

    func int(_ key: String) -> Int? {
        guard case .number(let number)? = node(key)?.value, let value = number.int64 else { return nil }
        return Int(exactly: value)
    }

    func array(_ key: String) -> [JSONNode] {
        guard case .array(let items)? = node(key)?.value else { return [] }
        return items
    }

    /// The objects of an array, skipping items of the wrong shape.
    func objects(_ key: String) -> [JSONReader] {
        array(key).compactMap(JSONReader.init)
    }

    /// The strings of an array with their positions, skipping items of the wrong shape.
    func strings(_ key: String) -> [(text: String, position: SourcePosition)] {
        array(key).compactMap { item in
            guard case .string(let text) = item.value else { return nil }
            return (text, item.position)
        }
    }

    /// Members of an object-valued key, e.g. `names`.
    func map(_ key: String) -> [JSONMember] {
        guard case .object(let members)? = node(key)?.value else { return [] }
        return members
    }

    /// The position of a key's value, falling back to the object's own position.
    func position(of key: String) -> SourcePosition {
        node(key)?.position ?? position
    }
}
