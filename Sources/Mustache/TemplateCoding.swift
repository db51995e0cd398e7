/// Parsed templates as bytes, so a program can carry its templates already parsed (contractgen's
/// template-embedder does) and skip parsing at start-up. Reading them back makes the same nodes as parsing
/// the source; the bytes are this library's own and carry no version, so they must come from the same build.
/// They are valid UTF-8 (the template's text as it is, every other byte below 0x80), so a program can carry
/// them as a string literal and read them in place, with nothing to decode first.
extension MustacheTemplate {
    /// The parsed template as bytes, for `init(encoded:)`.
    public var encoded: [UInt8] {
        var writer = NodeWriter()
        writer.string(name)
        writer.nodes(nodes)
        return writer.bytes
    }

    /// The template `encoded` holds; throws when the bytes are not such a template.
    public init(encoded: [UInt8]) throws(MustacheError) {
        self = try encoded.withUnsafeBufferPointer { bytes throws(MustacheError) in try MustacheTemplate(encoded: bytes)
        }
    }

    /// The template the bytes at `encoded` hold, read in place; throws when they are not such a template.
    public init(encoded: UnsafeBufferPointer<UInt8>) throws(MustacheError) {
        var reader = NodeReader(bytes: encoded)
        guard let name = reader.string() else {
            throw MustacheError(templateName: "", line: 1, column: 1, message: "the bytes are not an encoded template")
        }
        reader.templateName = name
        guard let nodes = reader.nodes(), reader.isAtEnd else {
            throw MustacheError(templateName: "", line: 1, column: 1, message: "the bytes are not an encoded template")
        }
        self.init(name: name, nodes: nodes)
    }
}

/// Kinds of node, as the first byte of each.
private enum NodeTag: UInt8 {
    case text, variable, section, partial, parent, block
}

private struct NodeWriter {
    var bytes: [UInt8] = []

    /// Six bits a byte, lowest first, with 0x40 on every byte but the last: every byte stays below 0x80, so
    /// the bytes stay valid UTF-8.
    mutating func number(_ value: Int) {
        var value = UInt(value)
        while value >= 0x40 {
            bytes.append(UInt8(value & 0x3F) | 0x40)
            value >>= 6
        }
        bytes.append(UInt8(value))
    }

    mutating func string(_ text: String) {
        number(text.utf8.count)
        bytes += text.utf8
    }

    mutating func path(_ path: Path) {
        number(path.keys.count)
        path.keys.forEach { string($0) }
    }

    /// A tag's line and column; every tag of a template is in that template, so its name is written once.
    mutating func location(_ location: TagLocation) {
        number(location.line)
        number(location.column)
    }

    mutating func nodes(_ nodes: [Node]) {
        number(nodes.count)
        for node in nodes {
            switch node {
            case .text(let text):
                bytes.append(NodeTag.text.rawValue)
                string(text)
            case .variable(let path, let escaped, let location):
                bytes.append(NodeTag.variable.rawValue)
                self.path(path)
                bytes.append(escaped ? 1 : 0)
                self.location(location)
            case .section(let path, let content, let inverted, let location):
                bytes.append(NodeTag.section.rawValue)
                self.path(path)
                self.nodes(content)
                bytes.append(inverted ? 1 : 0)
                self.location(location)
            case .partial(let name, let indentation, let location):
                bytes.append(NodeTag.partial.rawValue)
                string(name)
                string(indentation)
                self.location(location)
            case .parent(let name, let indentation, let arguments, let location):
                bytes.append(NodeTag.parent.rawValue)
                string(name)
                string(indentation)
                // In key order, so the same template always makes the same bytes.
                number(arguments.count)
                for (key, content) in arguments.sorted(by: { $0.key < $1.key }) {
                    string(key)
                    self.nodes(content)
                }
                self.location(location)
            case .block(let name, let indentation, let content, let location):
                bytes.append(NodeTag.block.rawValue)
                string(name)
                string(indentation)
                self.nodes(content)
                self.location(location)
            }
        }
    }
}

/// Reads what `NodeWriter` wrote; every read returns nil on bytes that are cut short or malformed.
private struct NodeReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    /// The template the bytes hold, which every location is in.
    var templateName = ""

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func number() -> Int? {
        var value: UInt = 0
        var shift: UInt = 0
        while let byte = byte(), byte < 0x80 {
            let part = UInt(byte & 0x3F)
            // An `Int` takes eleven bytes at most, the last holding its top three bits.
            guard shift < 60 || part <= 0x07 else { return nil }
            value |= part << shift
            if byte < 0x40 { return value <= UInt(Int.max) ? Int(value) : nil }
            shift += 6
            if shift > 60 { return nil }
        }
        return nil
    }

    mutating func string() -> String? {
        guard let count = number(), count <= bytes.count - offset else { return nil }
        defer { offset += count }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    mutating func flag() -> Bool? {
        byte().map { $0 != 0 }
    }

    /// A count, then that many items read by `read`.
    mutating func list<Item>(_ read: (inout NodeReader) -> Item?) -> [Item]? {
        guard let count = number(), count <= bytes.count - offset else { return nil }
        var items: [Item] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            guard let item = read(&self) else { return nil }
            items.append(item)
        }
        return items
    }

    mutating func path() -> Path? {
        list { $0.string() }.map(Path.init(keys:))
    }

    mutating func location() -> TagLocation? {
        guard let line = number(), let column = number() else { return nil }
        return TagLocation(templateName: templateName, line: line, column: column)
    }

    mutating func nodes() -> [Node]? {
        list { $0.node() }
    }

    private mutating func node() -> Node? {
        guard let tag = byte().flatMap(NodeTag.init(rawValue:)) else { return nil }
        switch tag {
        case .text:
            return string().map(Node.text)
        case .variable:
            guard let path = path(), let escaped = flag(), let location = location() else { return nil }
            return .variable(path, escaped: escaped, location: location)
        case .section:
            guard let path = path(), let content = nodes(), let inverted = flag(), let location = location() else {
                return nil
            }
            return .section(path, content, inverted: inverted, location: location)
        case .partial:
            guard let name = string(), let indentation = string(), let location = location() else { return nil }
            return .partial(name: name, indentation: indentation, location: location)
        case .parent:
            guard let name = string(), let indentation = string(), let count = number(), count <= bytes.count - offset
            else { return nil }
            var arguments: [String: [Node]] = [:]
            for _ in 0..<count {
                guard let key = string(), let content = nodes() else { return nil }
                arguments[key] = content
            }
            guard let location = location() else { return nil }
            return .parent(name: name, indentation: indentation, arguments: arguments, location: location)
        case .block:
            guard let name = string(), let indentation = string(), let content = nodes(), let location = location()
            else { return nil }
            return .block(name: name, indentation: indentation, content: content, location: location)
        }
    }
}
