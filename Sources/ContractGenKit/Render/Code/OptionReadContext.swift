import Mustache

/// An option's read (`OptionRead`) for the templates, which spell it: one of the `is…` flags is true.
/// `converter` is the language's reader of the type; `defaultLiteral` the default as the language writes it,
/// nil when there is none; `expectedLiteral` what a wrong value's message says it must be.
struct OptionReadContext: Encodable {
    let keyLiteral: String
    let expectedLiteral: String
    let converter: String
    let defaultLiteral: String?
    let isRequired: Bool
    let isNullWhenAbsent: Bool
    let isDefaultWhenAbsent: Bool
    let isNullKept: Bool
}

extension PlatformCode {
    /// `option`'s read; `literal` writes its default, `expected` replaces what its type's message says.
    func readContext(
        _ option: Option, converter: String, expected: String? = nil, literal: (DefaultValue) -> String
    ) -> OptionReadContext {
        let read = option.read
        var defaultLiteral: String?
        switch read {
        case .required, .nullWhenAbsent: break
        case .defaultWhenAbsent(let value), .defaultWhenAbsentNullKept(let value): defaultLiteral = literal(value)
        }
        return OptionReadContext(
            keyLiteral: rules.stringLiteral(option.name.raw),
            expectedLiteral: rules.stringLiteral(expected ?? expectation(option.type)), converter: converter,
            defaultLiteral: defaultLiteral, isRequired: read == .required, isNullWhenAbsent: read == .nullWhenAbsent,
            isDefaultWhenAbsent: { if case .defaultWhenAbsent = read { true } else { false } }(),
            isNullKept: { if case .defaultWhenAbsentNullKept = read { true } else { false } }())
    }
}
