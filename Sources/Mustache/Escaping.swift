/// Escape functions for `{{name}}` tags. Triple mustaches and `{{&name}}` never escape.
public enum MustacheEscaping {
    /// HTML escaping as the Mustache spec requires: `&`, `"`, `<` and `>` become entities.
    public static let html: @Sendable (String) -> String = escapeHTML

    /// No escaping: the text is written as it is. For output that is not HTML, where the view model
    /// escapes each value for its target language itself.
    public static let none: @Sendable (String) -> String = { $0 }

    private static func escapeHTML(_ text: String) -> String {
        // Most values hold nothing to escape; return them without copying.
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "\"")
                    || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
            })
        else {
            return text
        }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
