/// TypeScript: UpperCamelCase types, lowerCamelCase members; enum values stay wire strings in literal unions,
/// so enum cases are named like members where a name is needed.
struct TypeScriptLanguage: LanguageRules {
    func style(for kind: NameKind) -> CaseStyle {
        kind == .type ? .upperCamel : .lowerCamel
    }

    func isReserved(_ name: String, as kind: NameKind) -> Bool {
        // Reserved words are valid property names; only declared bindings and types need escaping. A property
        // named `__proto__` would set an object literal's prototype instead.
        kind == .type ? Self.reservedWords.contains(name) || Self.shadowedTypes.contains(name) : name == "__proto__"
    }

    func escape(_ name: String, as kind: NameKind) -> String {
        name + "_"
    }

    func stringLiteral(_ text: String) -> String {
        Self.literal.quote(text)
    }

    private static let literal = StringLiteralSyntax(escapes: StringLiteralSyntax.common) {
        "\\u\(StringLiteralSyntax.hex($0, width: 4))"
    }

    var docComment: CommentStyle { .block }

    /// `text` as a property name in an object literal: a string literal, computed (`["__proto__"]`) for
    /// `__proto__`, which as a plain key would set the object's prototype instead of adding a property.
    func propertyKey(_ text: String) -> String {
        let literal = stringLiteral(text)
        return text == "__proto__" ? "[\(literal)]" : literal
    }

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
