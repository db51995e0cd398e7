/// A parsed JSON value together with where it starts in the source.
public struct JSONNode: Sendable, Equatable {
    /// The value, including any children.
    public let value: JSONValue
    /// The position of the value's first byte: its opening bracket, brace or quote,
    /// its sign or first digit, or the first letter of a literal.
    public let position: SourcePosition

    /// Creates a node from a value and the position of its first byte.
    public init(value: JSONValue, position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

/// One `"key": value` pair of a JSON object.
///
/// Objects keep their members in source order and keep duplicate keys, so that a
/// higher layer can report a duplicate at both of its positions.
public struct JSONMember: Sendable, Equatable {
    /// The key with all escapes decoded.
    public let key: String
    /// The position of the key's opening quote.
    public let keyPosition: SourcePosition
    /// The member's value.
    public let value: JSONNode

    /// Creates a member from its key, the key's position and its value.
    public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
