@testable import ContractGenKit
import Testing

/// Names and string literals are spelled on fast paths (bytes for ASCII names, whole-string copies for text
/// that needs no escape). These tests hold the fast paths to the languages' rules and to the general,
/// word-by-word and scalar-by-scalar paths they stand in for.
@Suite struct SpellingTests {
    @Test func caseStylesFollowEachConvention() {
        let name = Identifier("session_url_v2")
        #expect(CaseStyle.lowerCamel.apply(to: name) == "sessionUrlV2")
        #expect(CaseStyle.upperCamel.apply(to: name) == "SessionUrlV2")
        #expect(CaseStyle.screamingSnake.apply(to: name) == "SESSION_URL_V2")
        #expect(CaseStyle.snake.apply(to: name) == "session_url_v2")
        #expect(CaseStyle.upperCamel.apply(to: Identifier("x")) == "X")
        #expect(CaseStyle.lowerCamel.apply(to: Identifier("")) == "")
    }

    /// Every name over a small alphabet, including the underscores a valid name cannot have (leading,
    /// trailing, doubled) and a non-ASCII letter, spelled both ways.
    @Test func bytePathMatchesTheWordPath() {
        let alphabet = ["a", "b", "_", "1", "é"]
        var names = [""]
        for _ in 0..<4 { names = names.flatMap { prefix in alphabet.map { prefix + $0 } } }
        var compared = 0
        for raw in names {
            let identifier = Identifier(raw)
            for style in [CaseStyle.lowerCamel, .upperCamel, .screamingSnake, .snake] {
                #expect(style.apply(to: identifier) == style.apply(to: identifier.words), "\(style) of '\(raw)'")
                compared += 1
            }
        }
        #expect(compared == 625 * 4)
    }

    /// Each language's escapes, written out from its reference: plain text is copied whole, and a single
    /// character that needs an escape anywhere in the text takes it.
    @Test func stringLiteralsEscapeWhatEachLanguageNeeds() {
        let swift = Language.swift.rules, kotlin = Language.kotlin.rules
        let typescript = Language.typescript.rules, dart = Language.dart.rules
        #expect(swift.stringLiteral("plain text — é 🙂") == "\"plain text — é 🙂\"")
        #expect(swift.stringLiteral("a\"b\\c\nd\u{7}e") == "\"a\\\"b\\\\c\\nd\\u{7}e\"")
        #expect(swift.stringLiteral("line\u{2028}end") == "\"line\\u{2028}end\"")
        #expect(kotlin.stringLiteral("cost $5") == "\"cost \\$5\"")
        #expect(kotlin.stringLiteral("tab\there\u{7F}") == "\"tab\\there\\u007F\"")
        #expect(dart.stringLiteral("${x} \u{2029}") == "\"\\${x} \\u{2029}\"")
        #expect(typescript.stringLiteral("$ok `x` \u{1}") == "\"$ok `x` \\u0001\"")
        #expect(typescript.stringLiteral("dash — quote “x”") == "\"dash — quote “x”\"")
    }
}
