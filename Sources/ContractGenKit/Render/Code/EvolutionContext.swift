import Mustache

/// An element's history in generated code, decided once for every language: the doc paragraphs that say when it
/// came and that it is deprecated, the text its deprecation annotation carries, and the earlier names it keeps
/// as deprecated aliases. Each language's templates spell the annotation (`@available`, `@Deprecated`,
/// `@deprecated`).
extension PlatformCode {
    /// `element`'s evolution on this platform: the doc paragraphs to add to its description and the template
    /// keys of `evolutionContext`. `siblings` are the elements of its kind in its scope, where its `replaced_by`
    /// is; `spell` declares a name of that kind. `qualifier` (`Status.`) goes before the names in code that
    /// refers to them from outside their type: `replacementLiteral` and `targetLiteral`. `deprecatedTag` starts the
    /// deprecation's paragraph: TypeScript's `@deprecated` is the tag its editors read.
    func evolution<Element: Evolving>(
        of element: Element, among siblings: @autoclosure () -> [Element], qualifier: String = "",
        deprecatedTag: String = "Deprecated",
        spell: (Identifier, NameOverrides) -> String
    ) -> (paragraphs: [String?], context: EvolutionContext) {
        let evolution = element.evolution
        // The siblings are made only for a replacement: a list of every option, made per option, is quadratic.
        let replacement = evolution.deprecated?.replacedBy.map { name in
            spell(name, siblings().first { $0.name == name }?.nameOverrides ?? [:])
        }
        let current = spell(element.name, element.nameOverrides)
        return (
            evolutionParagraphs(
                evolution, replacement: replacement.map { inlineCode(Self.unescaped($0)) }, deprecatedTag: deprecatedTag
            ),
            evolutionContext(evolution, current: current, replacement: replacement, qualifier: qualifier, spell: spell)
        )
    }

    /// "Available since 1.2.0." and "Deprecated since 1.1.0: …", where `replacement` is the replacing element's
    /// name on this platform.
    func evolutionParagraphs(
        _ evolution: Evolution, replacement: String?, deprecatedTag: String = "Deprecated"
    ) -> [String?] {
        [
            evolution.since.map { "Available since \($0)." },
            evolution.deprecated.map { deprecation in
                deprecatedTag + (deprecation.since.map { " since \($0)" } ?? "") + ": "
                    + deprecationMessage(deprecation, replacement: replacement)
            },
        ]
    }

    /// What a deprecation says: the contract's message, what to use instead, and the version that removes it.
    func deprecationMessage(_ deprecation: Evolution.Deprecation, replacement: String?) -> String {
        var sentences = [deprecation.message]
        if let replacement { sentences.append("Use \(replacement) instead.") }
        if let removedIn = deprecation.removedIn { sentences.append("To be removed in \(removedIn).") }
        return sentences.joined(separator: " ")
    }

    /// For an element named `current` on this platform: its deprecation, and the earlier names this platform
    /// spells differently, each a deprecated alias. `spell` declares a name of the element's kind.
    func evolutionContext(
        _ evolution: Evolution, current: String, replacement: String?, qualifier: String = "",
        spell: (Identifier, NameOverrides) -> String
    ) -> EvolutionContext {
        let literal = rules.stringLiteral
        let deprecation = evolution.deprecated.map { deprecation in
            let text = deprecationMessage(deprecation, replacement: replacement.map { "`\(Self.unescaped($0))`" })
            return EvolutionContext.Deprecation(
                messageLiteral: literal(text), replacementLiteral: replacement.map { literal(qualifier + $0) })
        }
        var seen: Set<String> = [current]
        let aliases = evolution.renamedFrom.compactMap { rename -> EvolutionContext.Alias? in
            let name = spell(rename.name, rename.names)
            guard seen.insert(name).inserted else { return nil }
            let since = rename.since.map { " in \($0)" } ?? ""
            let message = "Renamed to `\(Self.unescaped(current))`\(since)."
            return EvolutionContext.Alias(
                name: name, message: message, messageLiteral: literal(message), target: current,
                targetLiteral: literal(qualifier + current), plainTargetLiteral: literal(Self.unescaped(current)))
        }
        return EvolutionContext(deprecation: deprecation, aliases: aliases)
    }

    /// A declared name without the backticks that escape it.
    static func unescaped(_ name: String) -> String {
        name.filter { $0 != "`" }
    }
}

/// An element's history as its templates read it, beside the element's own keys. The plain literals leave out
/// escaping backticks, as Swift's `renamed:` wants; a qualified one (`Status.active`) refers to the name from
/// outside its type.
struct EvolutionContext: Encodable {
    let deprecation: Deprecation?
    /// The earlier names this platform spells differently: each a deprecated alias of `target`.
    let aliases: [Alias]

    static let none = EvolutionContext(deprecation: nil, aliases: [])

    struct Deprecation: Encodable {
        let messageLiteral: String
        let replacementLiteral: String?
    }

    struct Alias: Encodable {
        let name: String
        /// Names are identifiers, so the message is safe inside a comment too.
        let message: String
        let messageLiteral: String
        let target: String
        let targetLiteral: String
        let plainTargetLiteral: String
    }
}

/// An element with a history: what `PlatformCode.evolution(of:among:spell:)` reads.
protocol Evolving {
    var name: Identifier { get }
    var nameOverrides: NameOverrides { get }
    var evolution: Evolution { get }
}

extension EnumValue: Evolving { var nameOverrides: NameOverrides { names } }
extension Field: Evolving { var nameOverrides: NameOverrides { names } }
extension Event: Evolving { var nameOverrides: NameOverrides { names } }
extension Option: Evolving { var nameOverrides: NameOverrides { names } }
extension ResultCase: Evolving { var nameOverrides: NameOverrides { [:] } }
extension Callback: Evolving { var nameOverrides: NameOverrides { [:] } }
extension SDKSurface.EntryPoint: Evolving { var nameOverrides: NameOverrides { names } }

extension Contract {
    /// Whether some element is deprecated, so generated code that uses it silences its own warnings (Kotlin's
    /// `@file:Suppress("DEPRECATION")`, Dart's `ignore_for_file`), never the host app's.
    var hasDeprecations: Bool {
        let evolutions =
            allEnums.flatMap(\.values).map(\.evolution)
            + (events.flatMap(\.payload) + records.flatMap(\.fields) + results.flatMap(\.fields)).map(\.evolution)
            + events.map(\.evolution) + results.map(\.evolution) + (configuration?.options ?? []).map(\.evolution)
            + callbacks.map(\.evolution) + flows.map(\.evolution) + (sdk?.entryPoints ?? []).map(\.evolution)
        return evolutions.contains { $0.deprecated != nil }
    }
}
