/// An array or object whose closing bracket has not been reached yet.
private struct OpenContainer {
    enum Kind {
        case array, object

        var name: String { self == .array ? "array" : "object" }
        var closer: UInt8 { self == .array ? UInt8(ascii: "]") : UInt8(ascii: "}") }
    }

    let kind: Kind
    /// The position of the opening bracket.
    let position: SourcePosition
    var elements: [JSONNode] = []
    var members: [JSONMember] = []
    /// The key whose value is being parsed, for objects.
    var key = ""
    var keyPosition = SourcePosition(offset: 0, line: 1, column: 1)

    var node: JSONNode {
        JSONNode(value: kind == .array ? .array(elements) : .object(members), position: position)
    }
}

/// The state machine that turns a scanner's tokens into a tree.
///
/// Instead of recursing into nested values, it keeps the open containers on an explicit
/// stack, so the depth of the input only costs heap memory, and that is capped by `maxDepth`.
struct DocumentParser {
    private var scanner: JSONScanner
    private let maxDepth: Int
    private var stack: [OpenContainer] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        scanner = JSONScanner(bytes: bytes)
        self.maxDepth = maxDepth
    }

    /// Parses the single value that makes up the document.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        try scanner.checkEncoding()
        scanner.skipWhitespace()
        guard !scanner.isAtEnd else {
            throw scanner.error("the document is empty; it must contain a JSON value", at: scanner.mark)
        }

        while true {
            // The cursor is at the start of a value. Scalars and empty containers complete
            // at once; a non-empty container stays open and the loop starts on its first child.
            guard var completed = try beginValue() else { continue }

            // Hand each completed value to its parent, closing as many containers as the
            // input closes, until a comma asks for another value.
            while !stack.isEmpty {
                appendToInnermost(completed)
                guard let closed = try afterElement() else { break }
                completed = closed
            }
            if stack.isEmpty {
                try finishDocument()
                return completed
            }
        }
    }

    // MARK: - Values

    /// Parses a scalar or opens a container at the cursor. Returns the completed value, or
    /// `nil` when a container was opened and its first child comes next.
    private mutating func beginValue() throws(JSONSyntaxError) -> JSONNode? {
        guard let byte = scanner.current else { throw endOfInput() }
        let start = scanner.currentPosition()
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let kind: OpenContainer.Kind = byte == UInt8(ascii: "{") ? .object : .array
            guard stack.count < maxDepth else {
                throw scanner.error("nesting deeper than \(maxDepth) levels; flatten the structure", at: scanner.mark)
            }
            stack.append(OpenContainer(kind: kind, position: start))
            scanner.index += 1
            scanner.skipWhitespace()
            if scanner.current == kind.closer {
                scanner.index += 1
                return stack.removeLast().node
            }
            if kind == .object { try beginMember() }
            return nil
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try scanner.scanString()), position: start)
        case _ where JSONScanner.startsNumber(byte):
            return JSONNode(value: .number(try scanner.scanNumber()), position: start)
        case _ where JSONScanner.isWordByte(byte):
            return JSONNode(value: try scanner.scanLiteral(), position: start)
        default:
            throw missingValue()
        }
    }

    /// Diagnoses a byte that cannot start a value, taking the surrounding container into account.
    private mutating func missingValue() -> JSONSyntaxError {
        let byte = scanner.current ?? 0
        let inner = stack.last
        switch byte {
        case UInt8(ascii: "'"):
            return scanner.error(
                "strings must be enclosed in double quotes; replace the single quotes with '\"'",
                at: scanner.mark)
        case UInt8(ascii: "+"):
            return scanner.error("numbers must not start with '+'; remove the '+'", at: scanner.mark)
        case UInt8(ascii: "."):
            let digits = scanner.word(from: scanner.index + 1, while: JSONScanner.isDigit)
            let advice = digits.isEmpty ? ", as in 0.5" : "; write 0.\(digits) instead of .\(digits)"
            return scanner.error("numbers must start with a digit\(advice)", at: scanner.mark)
        case UInt8(ascii: "\\"):
            return scanner.error(
                "unexpected '\\' outside a string; escape sequences are only allowed inside double quotes",
                at: scanner.mark)
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","):
            guard let inner else { break }
            if inner.kind == .object {
                return scanner.error(
                    "missing value for key \(JSONScanner.quoted(inner.key)); add a value after the ':'",
                    at: scanner.mark)
            }
            if byte == UInt8(ascii: ",") {
                return scanner.error("missing array element before ','; remove the extra comma", at: scanner.mark)
            }
            if byte != inner.kind.closer { return mismatchedCloser() }
        default:
            break
        }
        return scanner.unexpectedCharacter(expected: "a JSON value")
    }

    // MARK: - Objects

    /// Reads `"key" :` at the cursor and the whitespace after it, leaving the cursor on
    /// the member's value.
    private mutating func beginMember() throws(JSONSyntaxError) {
        guard let byte = scanner.current else { throw endOfInput() }
        guard byte == UInt8(ascii: "\"") else { throw missingKey() }
        let keyPosition = scanner.currentPosition()
        let key = try scanner.scanString()
        scanner.skipWhitespace()
        guard let separator = scanner.current else { throw endOfInput() }
        guard separator == UInt8(ascii: ":") else {
            let quotedKey = JSONScanner.quoted(key)
            switch separator {
            case UInt8(ascii: ","), UInt8(ascii: "}"):
                throw scanner.error("key \(quotedKey) has no value; add ':' and a value", at: scanner.mark)
            case UInt8(ascii: "="):
                throw scanner.error("use ':' instead of '=' after key \(quotedKey)", at: scanner.mark)
            default:
                throw scanner.commonMistake()
                    ?? scanner.error(
                        "missing ':' after key \(quotedKey); add ':' between the key and its value", at: scanner.mark)
            }
        }
        scanner.index += 1
        scanner.skipWhitespace()
        stack[stack.count - 1].key = key
        stack[stack.count - 1].keyPosition = keyPosition
    }

    /// Diagnoses a byte that cannot start an object key.
    private mutating func missingKey() -> JSONSyntaxError {
        let byte = scanner.current ?? 0
        switch byte {
        case UInt8(ascii: "'"):
            return scanner.error(
                "object keys must be enclosed in double quotes; replace the single quotes with '\"'",
                at: scanner.mark)
        case _ where JSONScanner.isWordByte(byte):
            let name = scanner.word(from: scanner.index, while: JSONScanner.isWordByte)
            return scanner.error(
                "object keys must be strings in double quotes; write \"\(name)\" instead of \(name)",
                at: scanner.mark)
        case UInt8(ascii: ","):
            return scanner.error("missing object member before ','; remove the extra comma", at: scanner.mark)
        case UInt8(ascii: "]"):
            return mismatchedCloser()
        default:
            return scanner.unexpectedCharacter(expected: "a string key in double quotes")
        }
    }

    // MARK: - Separators

    /// Adds a completed value to the innermost open container.
    private mutating func appendToInnermost(_ node: JSONNode) {
        // Mutate in place: copying the container out would copy its element array.
        let last = stack.count - 1
        switch stack[last].kind {
        case .array:
            stack[last].elements.append(node)
        case .object:
            stack[last].members.append(
                JSONMember(key: stack[last].key, keyPosition: stack[last].keyPosition, value: node))
        }
    }

    /// Reads what follows an element of the innermost container: a comma (then returns
    /// `nil`, with the cursor on the next value) or the closing bracket (then returns the
    /// completed container).
    private mutating func afterElement() throws(JSONSyntaxError) -> JSONNode? {
        scanner.skipWhitespace()
        // Read only the kind: holding a copy of the container while the stack changes would
        // force its element array to be copied.
        let kind = stack[stack.count - 1].kind
        guard let byte = scanner.current else { throw endOfInput() }
        switch byte {
        case UInt8(ascii: ","):
            let comma = scanner.mark
            scanner.index += 1
            scanner.skipWhitespace()
            if let next = scanner.current, next == UInt8(ascii: "}") || next == UInt8(ascii: "]") {
                throw scanner.error(
                    "trailing comma before '\(UnicodeScalar(next))'; remove the comma", at: comma)
            }
            if kind == .object { try beginMember() }
            return nil
        case kind.closer:
            scanner.index += 1
            return stack.removeLast().node
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            throw mismatchedCloser()
        case UInt8(ascii: "\"") where kind == .object:
            throw scanner.error(
                "missing ',' between object members; add ',' after the previous value", at: scanner.mark)
        case _ where kind == .array && startsValue(byte) && scanner.commonMistake() == nil:
            throw scanner.error(
                "missing ',' between array elements; add ',' after the previous element", at: scanner.mark)
        default:
            let expected =
                kind == .array
                ? "',' or ']' after an array element" : "',' or '}' after an object member"
            throw scanner.unexpectedCharacter(expected: expected)
        }
    }

    /// Whether `byte` can begin a JSON value (or a bare word mistaken for one).
    private func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""): true
        default: JSONScanner.startsNumber(byte) || JSONScanner.isWordByte(byte)
        }
    }

    /// The error for a closing bracket under the cursor that does not match the innermost container.
    private mutating func mismatchedCloser() -> JSONSyntaxError {
        let found = UnicodeScalar(scanner.current ?? 0)
        let inner = stack[stack.count - 1]
        return scanner.error(
            "mismatched '\(found)'; the \(inner.kind.name) opened at line \(inner.position.line), "
                + "column \(inner.position.column) must be closed with '\(UnicodeScalar(inner.kind.closer))'",
            at: scanner.mark)
    }

    // MARK: - End of input

    /// Checks that nothing but whitespace follows the root value.
    private mutating func finishDocument() throws(JSONSyntaxError) {
        scanner.skipWhitespace()
        guard !scanner.isAtEnd else { return }
        throw scanner.commonMistake()
            ?? scanner.error(
                "unexpected text after the end of the JSON value; remove it "
                    + "(a JSON document holds exactly one value — wrap several values in an array)",
                at: scanner.mark)
    }

    /// The error for input that ends too early, naming the innermost unclosed container.
    private mutating func endOfInput() -> JSONSyntaxError {
        guard let inner = stack.last else {
            return scanner.error("unexpected end of input; expected a JSON value", at: scanner.mark)
        }
        return scanner.error(
            "unexpected end of input; the \(inner.kind.name) opened at line \(inner.position.line), "
                + "column \(inner.position.column) is never closed — add '\(UnicodeScalar(inner.kind.closer))'",
            at: scanner.mark)
    }
}
