/// One piece of a template's source: a run of text or one tag.
struct Token {
    enum Kind: Equatable {
        case text
        /// `{{name}}`
        case escapedVariable
        /// `{{{name}}}` or `{{&name}}`
        case unescapedVariable
        /// `{{#name}}`
        case section
        /// `{{^name}}`
        case invertedSection
        /// `{{/name}}`
        case close
        /// `{{! ... }}`
        case comment
        /// `{{>name}}`
        case partial
        /// `{{<name}}`
        case parent
        /// `{{$name}}`
        case block
        /// `{{=<% %>=}}`
        case setDelimiters

        /// Tags that open an element closed by a `{{/name}}` tag.
        var opensElement: Bool {
            self == .section || self == .invertedSection || self == .parent || self == .block
        }

        /// The sigil that introduces the tag, for messages.
        var sigil: String {
            switch self {
            case .text, .escapedVariable: ""
            case .unescapedVariable: "&"
            case .section: "#"
            case .invertedSection: "^"
            case .close: "/"
            case .comment: "!"
            case .partial: ">"
            case .parent: "<"
            case .block: "$"
            case .setDelimiters: "="
            }
        }

        /// What an element of this kind is called in messages.
        var elementName: String {
            switch self {
            case .invertedSection: "inverted section"
            case .parent: "parent"
            case .block: "block"
            default: "section"
            }
        }
    }

    let kind: Kind
    /// Bytes of the source the token covers; for a tag, from its opening delimiter to its closing one.
    let range: Range<Int>
    /// The tag's name with surrounding whitespace removed; empty for text, comments and delimiter changes.
    let name: String
    /// The delimiters in force where the tag was read, to spell tags in messages as the author wrote them.
    let delimiters: Delimiters

    var isText: Bool { kind == .text }

    /// The tag as written with the given name, e.g. `{{/items}}`.
    func spelled(_ kind: Kind, _ name: String) -> String {
        delimiters.spell(kind.sigil + name)
    }
}

/// The strings that open and close tags; `{{` and `}}` until a set-delimiters tag changes them.
struct Delimiters: Equatable {
    var open: [UInt8]
    var close: [UInt8]

    static let standard = Delimiters(open: Array("{{".utf8), close: Array("}}".utf8))

    func spell(_ content: String) -> String {
        String(decoding: open, as: UTF8.self) + content + String(decoding: close, as: UTF8.self)
    }

    var closeString: String { String(decoding: close, as: UTF8.self) }
}
