/// The ways a contract name's words are joined in generated code.
enum CaseStyle: String, Sendable, Hashable, CaseIterable {
    /// `orderId`
    case lowerCamel = "lower_camel"
    /// `OrderId`
    case upperCamel = "upper_camel"
    /// `ORDER_ID`
    case screamingSnake = "screaming_snake"
    /// `order_id`
    case snake

    /// `identifier` in this style. Contract names are ASCII, so this is one pass over the bytes, with no
    /// array of words: names are spelled for every platform, in validation and again in every target.
    func apply(to identifier: Identifier) -> String {
        var raw = identifier.raw
        return raw.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return apply(to: identifier.words) }
            // Never longer than the name: underscores are dropped or kept, letters only change case.
            return String(unsafeUninitializedCapacity: bytes.count) { output in
                var count = 0
                var wordCount = 0
                var atWordStart = true
                for byte in bytes {
                    if byte == UInt8(ascii: "_") {
                        atWordStart = true
                        continue
                    }
                    let upper: Bool
                    if atWordStart {
                        if wordCount > 0 && (self == .snake || self == .screamingSnake) {
                            output[count] = UInt8(ascii: "_")
                            count += 1
                        }
                        upper = self != .snake && !(self == .lowerCamel && wordCount == 0)
                        wordCount += 1
                        atWordStart = false
                    } else {
                        upper = self == .screamingSnake
                    }
                    output[count] = upper && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 0x20 : byte
                    count += 1
                }
                return count
            }
        }
    }

    func apply(to words: [String]) -> String {
        switch self {
        case .lowerCamel:
            guard let first = words.first else { return "" }
            return first + words.dropFirst().map(Self.capitalized).joined()
        case .upperCamel:
            return words.map(Self.capitalized).joined()
        case .screamingSnake:
            return words.map { $0.uppercased() }.joined(separator: "_")
        case .snake:
            return words.joined(separator: "_")
        }
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
