/// Dart: UpperCamelCase types, lowerCamelCase members and enum values. Dart has no escaping syntax, so a
/// reserved name gets a `$` suffix, which stays a public identifier (a `_` prefix would make it private).
struct DartLanguage: LanguageRules {
    func style(for kind: NameKind) -> CaseStyle {
        kind == .type ? .upperCamel : .lowerCamel
    }

    /// A member or enum value named like a core type would hide it inside the class that declares it
    /// (`final int int;` does not compile), so those are escaped for every kind of name.
    func isReserved(_ name: String, as kind: NameKind) -> Bool {
        Self.reservedWords.contains(name) || Self.shadowedTypes.contains(name)
            || (kind != .type && Self.objectMembers.contains(name))
            || (kind == .enumCase && Self.enumMembers.contains(name))
    }

    func escape(_ name: String, as kind: NameKind) -> String {
        name + "$"
    }

    func stringLiteral(_ text: String) -> String {
        // `$` starts an interpolation in Dart.
        Self.literal.quote(text)
    }

    private static let literal = StringLiteralSyntax(escapes: StringLiteralSyntax.common.merging(["$": "\\$"]) { $1 }) {
        "\\u{\(StringLiteralSyntax.hex($0, width: 1))}"
    }

    var docComment: CommentStyle { .tripleSlash }

    var leadingUnderscoreIsPrivate: Bool { true }

    /// Reserved words and the built-in identifiers that cannot name a type (Dart language specification).
    static let reservedWords: Set<String> = [
        "assert", "break", "case", "catch", "class", "const", "continue", "default", "do", "else", "enum", "extends",
        "false", "final", "finally", "for", "if", "in", "is", "new", "null", "rethrow", "return", "super", "switch",
        "this", "throw", "true", "try", "var", "void", "while", "with", "await", "yield", "abstract", "as",
        "covariant", "deferred", "dynamic", "export", "extension", "external", "factory", "Function", "get",
        "implements", "import", "interface", "late", "library", "mixin", "operator", "part", "required", "set",
        "static", "typedef", "sealed", "base", "when",
    ]

    /// Core types the generated code itself uses.
    static let shadowedTypes: Set<String> = [
        "String", "int", "double", "num", "bool", "List", "Map", "Set", "Object", "Error", "Exception", "Uri",
        "Iterable", "Record", "Never", "Null", "Type", "Duration", "Enum",
    ]

    /// Members every Dart object has: a field of the same name would be an invalid override.
    static let objectMembers: Set<String> = ["hashCode", "runtimeType", "toString", "noSuchMethod"]

    /// Members every generated enum class declares besides its values (`values`, `wire`, `isKnown`), and
    /// those of a Dart `enum` (`index`, `name`).
    static let enumMembers: Set<String> = ["values", "index", "name", "wire", "isKnown"]
}
