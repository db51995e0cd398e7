import JSONSyntax

/// Parses text with the given depth cap.
func parse(_ text: String, maxDepth: Int = 64) -> Result<JSONNode, JSONSyntaxError> {
    JSONParser(maxDepth: maxDepth).parse(Array(text.utf8))
}

/// The root node of a document expected to be valid, or `nil` (after recording nothing) when it is not.
func root(_ text: String) -> JSONNode? {
    try? parse(text).get()
}

/// The syntax error of a document expected to be invalid, or `nil` when it parses.
func syntaxError(_ bytes: [UInt8], maxDepth: Int = 64) -> JSONSyntaxError? {
    if case .failure(let error) = JSONParser(maxDepth: maxDepth).parse(bytes) { return error }
    return nil
}

/// The syntax error of a document expected to be invalid, or `nil` when it parses.
func syntaxError(_ text: String, maxDepth: Int = 64) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8), maxDepth: maxDepth)
}

extension JSONNode {
    /// The value of the first member named `key`, when this node is an object.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The member named `key`, when this node is an object.
    func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }
    }

    /// The element at `index`, when this node is an array.
    subscript(index: Int) -> JSONNode? {
        guard case .array(let elements) = value, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The number payload, when this node is a number.
    var number: JSONNumber? {
        guard case .number(let number) = value else { return nil }
        return number
    }
}

/// The line and column of `offset`, computed the slow, obvious way from the start of the
/// document, to check the parser's incremental bookkeeping against.
func referencePosition(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1, column = 1, index = 0
    while index < offset {
        switch bytes[index] {
        case UInt8(ascii: "\r"):
            line += 1
            column = 1
            if index + 1 < offset, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "\n"):
            line += 1
            column = 1
        case let byte where byte & 0xC0 != 0x80:
            column += 1
        default:
            break
        }
        index += 1
    }
    return (line, column)
}
