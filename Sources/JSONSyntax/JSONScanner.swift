/// A saved cursor location, cheap to take, turned into a `SourcePosition` only when needed.
struct ScanMark {
    /// The byte offset.
    var offset: Int
    /// The line the offset is on.
    var line: Int
    /// The byte offset where that line starts.
    var lineStart: Int
}

/// A read cursor over a document's bytes that tracks lines as it goes.
///
/// Only whitespace can contain line breaks in valid JSON (raw control characters are
/// errors inside strings), so lines are counted while skipping whitespace. Columns are
/// computed on demand from the line start, resuming from the previous request; values
/// are requested in document order, so the total work stays linear even when a
/// multi-megabyte document sits on a single line.
struct JSONScanner {
    /// The whole document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var index = 0
    /// The current line, starting at 1.
    private(set) var line = 1
    /// The offset where the current line starts.
    private(set) var lineStart = 0
    /// Reused storage for strings that contain escapes.
    var scratch: [UInt8] = []

    // The last computed column, so the next request on the same line counts onward from it.
    private var memoLineStart = 0
    private var memoOffset = 0
    private var memoColumn = 1

    /// Creates a scanner at the start of `bytes`, which must outlive it.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// The byte under the cursor, or `nil` at the end.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The byte at `offset`, or `nil` past the end.
    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    /// The cursor's current location.
    var mark: ScanMark { ScanMark(offset: index, line: line, lineStart: lineStart) }

    /// A mark for another offset on the current line; callers use it for offsets inside
    /// the token being read, which never spans a line break.
    func mark(at offset: Int) -> ScanMark {
        ScanMark(offset: offset, line: line, lineStart: lineStart)
    }

    /// The cursor's current position.
    mutating func currentPosition() -> SourcePosition {
        position(of: mark)
    }

    /// Resolves a mark into a full position by counting Unicode scalars on its line.
    mutating func position(of mark: ScanMark) -> SourcePosition {
        var offset = mark.lineStart
        var column = 1
        if mark.lineStart == memoLineStart && mark.offset >= memoOffset {
            offset = memoOffset
            column = memoColumn
        }
        // Every byte that is not a UTF-8 continuation byte starts a new scalar. Bytes
        // before an error have been validated, so the count is exact where it matters.
        while offset < mark.offset {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        memoLineStart = mark.lineStart
        memoOffset = mark.offset
        memoColumn = column
        return SourcePosition(offset: mark.offset, line: mark.line, column: column)
    }

    /// Creates an error at a mark.
    mutating func error(_ message: String, at mark: ScanMark) -> JSONSyntaxError {
        JSONSyntaxError(position: position(of: mark), message: message)
    }

    /// Creates an error at an offset on the current line.
    mutating func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        error(message, at: mark(at: offset))
    }

    /// Skips JSON whitespace (space, tab, line feed, carriage return), counting line
    /// breaks. `"\r\n"` is one break and a lone `"\r"` is one break.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                startLine()
            case UInt8(ascii: "\r"):
                index += 1
                if index < bytes.count && bytes[index] == UInt8(ascii: "\n") { index += 1 }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = index
    }

    /// Rejects a byte order mark or UTF-16 text before anything else, because either
    /// would otherwise surface as a confusing "unexpected character" error.
    mutating func checkEncoding() throws(JSONSyntaxError) {
        let first = byte(at: 0), second = byte(at: 1)
        if first == 0xEF && second == 0xBB && byte(at: 2) == 0xBF {
            throw error("the file starts with a UTF-8 byte order mark; save it without the BOM", at: 0)
        }
        // UTF-16 shows as a byte order mark, or as ASCII interleaved with zero bytes.
        let hasUTF16ByteOrderMark = (first == 0xFE && second == 0xFF) || (first == 0xFF && second == 0xFE)
        let looksLikeUTF16 =
            hasUTF16ByteOrderMark
            || bytes.count >= 4 && bytes.count % 2 == 0
                && (Self.isZeroPaddedASCII(bytes[0], bytes[1]) && Self.isZeroPaddedASCII(bytes[2], bytes[3])
                    || Self.isZeroPaddedASCII(bytes[1], bytes[0]) && Self.isZeroPaddedASCII(bytes[3], bytes[2]))
        if looksLikeUTF16 {
            throw error("the file appears to be UTF-16 encoded; save it as UTF-8", at: 0)
        }
    }

    /// Whether two bytes are a nonzero ASCII byte preceded by a zero byte.
    private static func isZeroPaddedASCII(_ zero: UInt8, _ ascii: UInt8) -> Bool {
        zero == 0 && ascii != 0 && ascii < 0x80
    }

    /// The bytes from `start` while `belongs` holds, as text for a message, shortened
    /// when long. Used to quote the word or number that an error is about.
    func word(from start: Int, while belongs: (UInt8) -> Bool) -> String {
        var end = start
        while end < bytes.count && belongs(bytes[end]) { end += 1 }
        let limit = 40
        let shown = UnsafeBufferPointer(rebasing: bytes[start..<min(end, start + limit)])
        return String(decoding: shown, as: UTF8.self) + (end - start > limit ? "…" : "")
    }

    /// ASCII letters, digits, `_` and `$`: the characters of an unquoted word.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default:
            false
        }
    }
}
