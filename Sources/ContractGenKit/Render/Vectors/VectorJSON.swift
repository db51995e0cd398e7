/// JSON for conformance vectors, with object keys in the order they are written so files read naturally.
enum VectorJSON: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([VectorJSON])
    case object([(String, VectorJSON)])
    /// JSON text written as it is, for a vector whose point is a spelling: `3e9`, `-0`, an escaped surrogate.
    case verbatim(String)

    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int64) { self = .integer(value) }
    init(arrayLiteral elements: VectorJSON...) { self = .array(elements) }
    init(nilLiteral: ()) { self = .null }

    /// Equal when the JSON text is. Two strings are compared by their bytes without escaping them (escaping
    /// maps different bytes to different text; `String`'s own `==` would call "é" and "e\u{301}" equal), as the
    /// vectors compare strings often (each URL against every case so far).
    static func == (lhs: VectorJSON, rhs: VectorJSON) -> Bool {
        if case .string(let left) = lhs, case .string(let right) = rhs { return left.utf8.elementsEqual(right.utf8) }
        return lhs.text == rhs.text
    }

    /// Compact JSON text, keys in order.
    var text: String {
        var output: [UInt8] = []
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the compact JSON text to `output` as UTF-8, so nested values do not build strings of their own.
    func write(to output: inout [UInt8]) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .integer(let number): output += String(number).utf8
        case .number(let number): output += number.description.utf8
        case .string(let text): JSONLiteral.write(text, to: &output)
        case .verbatim(let text): output += text.utf8
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output += ", ".utf8 }
                item.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output += ", ".utf8 }
                JSONLiteral.write(member.0, to: &output)
                output += ": ".utf8
                member.1.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// The same object without `key`.
    func removing(_ key: String) -> VectorJSON {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { $0.0 != key })
    }

    /// The same object with `key` set to `value`, in place if present, else at the end.
    func setting(_ key: String, to value: VectorJSON) -> VectorJSON {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }

    subscript(key: String) -> VectorJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}
