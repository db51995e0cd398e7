/// The value of a JSON node, with its children carrying their own source positions. Only numbers are boxed
/// (`indirect`): the other cases fit in two words, so most nodes need no allocation of their own.
public enum JSONValue: Sendable, Equatable {
    /// The literal `null`.
    case null
    /// The literal `true` or `false`.
    case bool(Bool)
    /// A number, kept as its exact lexeme together with its numeric conversions.
    indirect case number(JSONNumber)
    /// A string with all escapes decoded.
    case string(String)
    /// An array's elements in source order.
    case array([JSONNode])
    /// An object's members in source order. Duplicate keys are all kept.
    case object([JSONMember])

    /// The JSON name of this value's kind, for messages such as
    /// "expected a string, found a number": one of `object`, `array`, `string`,
    /// `number`, `boolean` or `null`.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
