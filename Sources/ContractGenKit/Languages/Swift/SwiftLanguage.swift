/// Swift: UpperCamelCase types, lowerCamelCase members and enum cases; keywords escaped with backticks.
struct SwiftLanguage: LanguageRules {
    func style(for kind: NameKind) -> CaseStyle {
        kind == .type ? .upperCamel : .lowerCamel
    }

    func isReserved(_ name: String, as kind: NameKind) -> Bool {
        Self.keywords.contains(name) || (kind == .type && Self.shadowedTypes.contains(name))
    }

    func escape(_ name: String, as kind: NameKind) -> String {
        // A type named like a standard one would shadow it in the generated file; a suffix avoids that.
        kind == .type && Self.shadowedTypes.contains(name) ? name + "_" : "`\(name)`"
    }

    func stringLiteral(_ text: String) -> String {
        Self.literal.quote(text)
    }

    private static let literal = StringLiteralSyntax(escapes: StringLiteralSyntax.common) {
        "\\u{\(StringLiteralSyntax.hex($0, width: 1))}"
    }

    var docComment: CommentStyle { .tripleSlash }

    /// Keywords and contextual words that need backticks as declarations (The Swift Programming Language,
    /// Lexical Structure).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "_",
    ]

    /// Standard types the generated code itself uses.
    static let shadowedTypes: Set<String> = [
        "String", "Int", "Bool", "Double", "Array", "Dictionary", "Optional", "Result", "Error", "Data", "URL",
        "Set", "Character", "Codable", "Decoder", "Encoder", "Sendable", "Equatable", "Hashable", "Never", "Void",
        "Any", "AnyObject", "Type", "Self", "Protocol", "JSONSerialization", "URLComponents", "URLQueryItem",
        "Foundation", "Swift",
    ]
}

extension SwiftLanguage {
    /// `name` (a declaration, maybe in backticks) as an argument label at a call site: keywords need no
    /// backticks there, and the compiler warns about ones that have them; `inout` and `_` are the exceptions.
    static func argumentLabel(_ name: String) -> String {
        let bare = name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
        return bare == "inout" || bare == "_" ? name : bare
    }

    /// Whether a parameter spelled `name` cannot be read by that name in the function's body: `` `self` ``
    /// would be the instance, `` `_` `` is no name at all. Such a parameter gets another internal name.
    static func needsInternalName(_ name: String) -> Bool {
        name == "`self`" || name == "`_`"
    }

    /// A member `name` as code inside its own type reads it: `` `self` `` alone would be the instance itself,
    /// and `` `_` `` alone is no expression.
    static func memberReference(_ name: String) -> String {
        needsInternalName(name) ? "self.\(name)" : name
    }

    /// The case that keeps a value this build does not know: `unknown`, unless the contract has a value of
    /// that name.
    static func unknownCase(avoiding cases: [String]) -> String {
        var name = "unknown"
        while cases.contains(name) || cases.contains("`\(name)`") { name += "Value" }
        return name
    }
}
