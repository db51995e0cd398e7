/// What kind of declaration a name is for; each language spells each kind by its own rule.
public enum NameKind: Sendable, CaseIterable {
    /// A type: enum, struct, class, interface.
    case type
    /// A property, parameter or function.
    case member
    /// A case of an enum.
    case enumCase
}

/// One language's naming rule and reserved words: the only place a target learns how to spell a name.
///
/// Names are derived from the contract's snake_case words; a platform's `names` entry replaces the derived
/// spelling where the platform's API deviates from the rule (iOS `sessionURL`). Reserved words are escaped
/// the way the language allows, so a contract may use any name.
public protocol LanguageNaming: Sendable {
    var language: Language { get }
    func style(for kind: NameKind) -> CaseStyle
    /// Words that cannot be used as a name of this kind without escaping.
    func isReserved(_ name: String, as kind: NameKind) -> Bool
    /// A reserved word made usable, e.g. Swift's `` `default` ``.
    func escape(_ name: String, as kind: NameKind) -> String
}

extension LanguageNaming {
    /// The unescaped spelling of `identifier` on `platform`: the override if the contract gives one.
    public func spelling(of identifier: Identifier, as kind: NameKind, overrides: NameOverrides = [:],
                         on platform: Identifier? = nil) -> String {
        if let platform, let override = overrides[platform] { return override }
        return style(for: kind).apply(to: identifier.words)
    }

    /// The spelling made safe to declare in source code.
    public func declaration(of identifier: Identifier, as kind: NameKind, overrides: NameOverrides = [:],
                            on platform: Identifier? = nil) -> String {
        let name = spelling(of: identifier, as: kind, overrides: overrides, on: platform)
        return isReserved(name, as: kind) ? escape(name, as: kind) : name
    }
}

extension Language {
    /// The naming rule of this language.
    public var naming: any LanguageNaming {
        switch self {
        case .swift: SwiftNaming()
        case .kotlin: KotlinNaming()
        case .typescript: TypeScriptNaming()
        case .dart: DartNaming()
        }
    }
}
