import JSONSyntax

/// The shape a JSON value in contract.json must have.
///
/// One declaration (`ContractSchema`) drives the checks of the validate stage and the JSON Schema that editors
/// use, so the two cannot drift.
indirect enum Schema: Sendable {
    /// A contract name: snake_case, starting with a letter.
    case name
    /// Free text for people: descriptions, table cells. Plain text with `code spans`.
    case text
    /// A string with its own rule, e.g. a host or a wire key.
    case string(StringRule)
    case boolean
    case integer(minimum: Int64?, maximum: Int64?)
    /// One of a fixed set of strings.
    case oneOf([String])
    case array(Schema)
    /// An object with free keys (platform ids), each value of the given shape.
    case map(Schema)
    case object(ObjectSchema)
    /// Any JSON value; checked later against something else (a default against its option's type).
    case any
    /// A value of either shape, told apart by its JSON kind (a wire value: a string, or an integer enum's number).
    case either(Schema, Schema)

    /// Whether a JSON value of this kind is checked against this schema, whatever it then holds.
    func takesKind(of value: JSONValue) -> Bool {
        switch (self, value) {
        case (.name, .string), (.text, .string), (.string, .string), (.oneOf, .string), (.boolean, .bool),
            (.integer, .number), (.array, .array), (.map, .object), (.object, .object), (.any, _):
            true
        case (.either(let first, let second), _): first.takesKind(of: value) || second.takesKind(of: value)
        default: false
        }
    }
}

/// A rule for strings that are neither names nor prose.
struct StringRule: Sendable {
    /// Shown in messages and the JSON Schema, e.g. "a host name such as `example.com` or `*.example.com`".
    var summary: String
    /// A regular expression the whole string must match (ECMAScript syntax, for the JSON Schema).
    var pattern: String?
    var check: @Sendable (String) -> Bool
}

/// An object with a fixed set of keys.
struct ObjectSchema: Sendable {
    /// What the object is, in messages ("unknown key 'x' in option") and as its JSON Schema definition name.
    var name: String
    var description: String
    var properties: [Property]

    struct Property: Sendable {
        var key: String
        var schema: Schema
        var isRequired: Bool
        var description: String
    }

    func property(_ key: String) -> Property? {
        properties.first { $0.key == key }
    }
}

/// Shorthand for declaring properties.
func required(_ key: String, _ schema: Schema, _ description: String) -> ObjectSchema.Property {
    .init(key: key, schema: schema, isRequired: true, description: description)
}

func optional(_ key: String, _ schema: Schema, _ description: String) -> ObjectSchema.Property {
    .init(key: key, schema: schema, isRequired: false, description: description)
}
