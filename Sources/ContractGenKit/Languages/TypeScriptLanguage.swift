/// TypeScript: UpperCamelCase types, lowerCamelCase members; enum values stay wire strings in literal unions,
/// so enum cases are named like members where a name is needed.
public struct TypeScriptLanguage: LanguageRules {
    public var language: Language { .typescript }

    public func style(for kind: NameKind) -> CaseStyle {
        kind == .type ? .upperCamel : .lowerCamel
    }

    public func isReserved(_ name: String, as kind: NameKind) -> Bool {
        // Reserved words are valid property names; only declared bindings and types need escaping.
        kind == .type ? Self.reservedWords.contains(name) || Self.shadowedTypes.contains(name) : false
    }

    public func escape(_ name: String, as kind: NameKind) -> String {
        name + "_"
    }

    public func stringLiteral(_ text: String) -> String {
        StringLiteralSyntax(escapes: StringLiteralSyntax.common) { "\\u\(StringLiteralSyntax.hex($0, width: 4))" }.quote(text)
    }

    public var docComment: CommentStyle { .block }

    /// ECMAScript reserved words plus TypeScript's reserved type names.
    static let reservedWords: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum",
        "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null",
        "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "as",
        "implements", "interface", "let", "package", "private", "protected", "public", "static", "yield", "any",
        "boolean", "number", "string", "symbol", "never", "unknown", "object", "undefined", "type", "await",
    ]

    /// Global types the generated code itself uses.
    static let shadowedTypes: Set<String> = [
        "String", "Number", "Boolean", "Object", "Array", "Map", "Set", "Error", "JSON", "Record", "Readonly",
        "ReadonlyArray", "Partial", "Promise", "URL", "Symbol", "Date", "Math", "TextEncoder",
    ]
}
