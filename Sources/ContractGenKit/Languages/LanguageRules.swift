/// What kind of declaration a name is for; each language spells each kind by its own rule.
enum NameKind: Sendable, CaseIterable {
    /// A type: enum, struct, class, interface.
    case type
    /// A property, parameter or function.
    case member
    /// A case of an enum.
    case enumCase
}

/// One language's naming rule, reserved words, string literals and doc comments: the only place a target
/// learns how to spell a name or quote a text.
///
/// Names are derived from the contract's snake_case words; a platform's `names` entry replaces the derived
/// spelling where the platform's API deviates from the rule (iOS `sessionURL`). Reserved words are escaped
/// the way the language allows, so a contract may use any name.
protocol LanguageRules: Sendable {
    func style(for kind: NameKind) -> CaseStyle
    /// Words that cannot be used as a name of this kind without escaping.
    func isReserved(_ name: String, as kind: NameKind) -> Bool
    /// A reserved word made usable, e.g. Swift's `` `default` ``.
    func escape(_ name: String, as kind: NameKind) -> String
    /// `text` as a double-quoted string literal that compiles to exactly `text`.
    func stringLiteral(_ text: String) -> String
    /// `value` as a literal of the language's type for a whole number on the wire (Kotlin's `Long`: `1L`).
    func wireIntegerLiteral(_ value: String) -> String
    /// How documentation comments are written.
    var docComment: CommentStyle { get }
    /// A name starting with `_` is private to its library (Dart), so a `names` entry may not start with one.
    var leadingUnderscoreIsPrivate: Bool { get }
}

extension LanguageRules {
    var leadingUnderscoreIsPrivate: Bool { false }

    func wireIntegerLiteral(_ value: String) -> String { value }

    /// The unescaped spelling of `identifier` on `platform`: the override if the contract gives one, else the
    /// platform's naming policy's case for `kind`, else the language's.
    func spelling(
        of identifier: Identifier, as kind: NameKind, overrides: NameOverrides = [:], on platform: Platform? = nil
    ) -> String {
        // Most names have no override: skip hashing the platform for an empty table.
        if let platform, !overrides.isEmpty, let override = overrides[platform.id] { return override }
        return (platform?.naming.style(for: kind) ?? style(for: kind)).apply(to: identifier)
    }

    /// The spelling made safe to declare in source code.
    func declaration(
        of identifier: Identifier, as kind: NameKind, overrides: NameOverrides = [:], on platform: Platform? = nil
    ) -> String {
        let name = spelling(of: identifier, as: kind, overrides: overrides, on: platform)
        return isReserved(name, as: kind) ? escape(name, as: kind) : name
    }

    /// A type nested in a generated one (an event's payload), named without the prefix. A name that would
    /// shadow a standard type inside its parent gets the parent's kind as a suffix (`error` → `ErrorEvent`).
    func nestedTypeName(
        _ identifier: Identifier, overrides: NameOverrides = [:], kind: String, on platform: Platform
    ) -> String {
        let name = spelling(of: identifier, as: .type, overrides: overrides, on: platform)
        return isReserved(name, as: .type) ? name + kind : name
    }
}
