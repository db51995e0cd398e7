/// A contract name: snake_case words, the spelling every platform's name is derived from.
struct Identifier: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The name as written in the contract, e.g. `order_id`.
    let raw: String

    /// Lowercase words, e.g. `["session", "url"]`.
    var words: [String] { raw.split(separator: "_").map(String.init) }

    init(_ raw: String) {
        self.raw = raw
    }

    var description: String { raw }

    static func < (lhs: Identifier, rhs: Identifier) -> Bool { lhs.raw < rhs.raw }

    /// Whether `text` is a valid contract name: lowercase ASCII words of letters and digits, joined by single
    /// underscores, starting with a letter.
    static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        var previousWasUnderscore = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9": previousWasUnderscore = false
            case "_" where !previousWasUnderscore: previousWasUnderscore = true
            default: return false
            }
        }
        return !previousWasUnderscore
    }

    /// A valid name close to `text`, for "did you mean" hints: `Order-ID` → `order_id`.
    static func suggestion(for text: String) -> String? {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            let startsWord = character.isUppercase && (previous?.isLowercase ?? false)
            if !(character.isLetter || character.isNumber) || startsWord {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
            if character.isASCII && (character.isLetter || character.isNumber) { current += character.lowercased() }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        let candidate = words.joined(separator: "_")
        if candidate.first?.isNumber == true { return nil }
        return isValid(candidate) ? candidate : nil
    }
}
