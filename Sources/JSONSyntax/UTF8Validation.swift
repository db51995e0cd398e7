/// The outcome of decoding one UTF-8 sequence.
enum UTF8Sequence {
    /// A well-formed sequence of `length` bytes encoding `scalar`.
    case valid(Unicode.Scalar, length: Int)
    /// A byte that can never start a sequence (a continuation byte, `0xC0`, `0xC1`, `0xF5`–`0xFF`).
    case invalidLead
    /// A lead byte not followed by enough continuation bytes.
    case truncated
    /// A complete-looking sequence that is overlong, encodes a surrogate, or exceeds U+10FFFF.
    case illFormed
}

extension UnsafeBufferPointer<UInt8> {
    /// Decodes the UTF-8 sequence at `offset`, following the well-formed byte sequences
    /// of the Unicode Standard (table 3-7).
    func utf8Sequence(at offset: Int) -> UTF8Sequence {
        let lead = self[offset]
        if lead < 0x80 { return .valid(Unicode.Scalar(lead), length: 1) }

        let length: Int
        // The range allowed for the second byte; it is narrower than 0x80...0xBF after the
        // lead bytes whose short forms would be overlong, surrogates or too large.
        let secondRange: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF:
            length = 2
            secondRange = 0x80...0xBF
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xE1...0xEF:
            length = 3
            secondRange = 0x80...0xBF
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        case 0xF1...0xF3:
            length = 4
            secondRange = 0x80...0xBF
        default: return .invalidLead
        }

        var value = UInt32(lead) & (0xFF >> (length + 1))
        for position in offset + 1..<offset + length {
            guard position < count, self[position] & 0xC0 == 0x80 else { return .truncated }
            if position == offset + 1 && !secondRange.contains(self[position]) { return .illFormed }
            value = value << 6 | UInt32(self[position] & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return .illFormed }
        return .valid(scalar, length: length)
    }
}
