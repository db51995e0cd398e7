/// A template's source as UTF-8 bytes, with what the parser needs to ask of it: byte comparisons,
/// slices as strings, and 1-based line and column numbers for error messages.
struct SourceText {
    let name: String
    let bytes: [UInt8]
    /// Byte offset at which each line starts; line 1 starts at 0.
    private let lineStarts: [Int]

    init(_ source: String, name: String) {
        self.name = name
        bytes = Array(source.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == .newline {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    var count: Int { bytes.count }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether `pattern` occurs at `offset`.
    func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + pattern.count <= bytes.count else { return false }
        for index in pattern.indices where bytes[offset + index] != pattern[index] {
            return false
        }
        return true
    }

    /// The first offset at or after `start` where `pattern` occurs. Delimiters are a few bytes long,
    /// so a plain scan is fast enough; valid UTF-8 guarantees a match starts on a character boundary.
    func firstOffset(of pattern: [UInt8], from start: Int, before end: Int? = nil) -> Int? {
        let limit = (end ?? bytes.count) - pattern.count
        guard let first = pattern.first, start <= limit else { return nil }
        var offset = start
        while offset <= limit {
            if bytes[offset] == first, matches(pattern, at: offset) { return offset }
            offset += 1
        }
        return nil
    }

    /// The 1-based line and column of a byte offset; the column counts Unicode scalars.
    func position(of offset: Int) -> (line: Int, column: Int) {
        // The last line start at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        let column = bytes[lineStart..<min(offset, bytes.count)].reduce(1) { count, byte in
            byte & 0xC0 == 0x80 ? count : count + 1 // continuation bytes are part of the previous scalar
        }
        return (low + 1, column)
    }

    func error(at offset: Int, _ message: String) -> MustacheError {
        let (line, column) = position(of: offset)
        return MustacheError(templateName: name, line: line, column: column, message: message)
    }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    /// Space or tab: the whitespace that may surround a standalone tag on its line.
    var isInlineWhitespace: Bool { self == .space || self == .tab }

    /// Whitespace inside a tag, which may span lines.
    var isTagWhitespace: Bool { isInlineWhitespace || self == .newline || self == .carriageReturn }
}
