/// Kotlin: UpperCamelCase types, lowerCamelCase members, SCREAMING_SNAKE_CASE enum entries; keywords escaped
/// with backticks.
struct KotlinLanguage: LanguageRules {
    func style(for kind: NameKind) -> CaseStyle {
        switch kind {
        case .type: .upperCamel
        case .member: .lowerCamel
        case .enumCase: .screamingSnake
        }
    }

    func isReserved(_ name: String, as kind: NameKind) -> Bool {
        Self.hardKeywords.contains(name) || (kind != .member && Self.shadowedTypes.contains(name))
    }

    /// Enum values are nested `data object`s, so like types they must not hide a standard type.
    func escape(_ name: String, as kind: NameKind) -> String {
        kind != .member && Self.shadowedTypes.contains(name) ? name + "_" : "`\(name)`"
    }

    func wireIntegerLiteral(_ value: String) -> String { value + "L" }

    func stringLiteral(_ text: String) -> String {
        // `$` starts a string template in Kotlin.
        Self.literal.quote(text)
    }

    private static let literal = StringLiteralSyntax(escapes: StringLiteralSyntax.common.merging(["$": "\\$"]) { $1 }) {
        "\\u\(StringLiteralSyntax.hex($0, width: 4))"
    }

    var docComment: CommentStyle { .block }

    /// Hard keywords (kotlinlang.org, Keywords and operators): never valid as identifiers.
    static let hardKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
    ]

    /// Standard and `org.json` types the generated code itself uses.
    static let shadowedTypes: Set<String> = [
        "String", "Int", "Long", "Boolean", "Double", "Any", "Unit", "Nothing", "List", "Map", "Set", "Result",
        "Error", "Exception", "Pair", "Object", "JSONObject", "JSONArray", "JSONException", "Charsets", "URI",
    ]
}
