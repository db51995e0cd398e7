import Mustache

extension PlatformCode {
    /// An option's read (`OptionRead`) for the templates, which spell it: `{ keyLiteral, expectedLiteral,
    /// converter, defaultLiteral }` (`converter` the language's reader of the type, the default as `literal`
    /// writes it or null when there is none) and one of `isRequired`, `isNullWhenAbsent`,
    /// `isDefaultWhenAbsent`, `isNullKept` true. `expected` is what a wrong value's message says it must be.
    func readContext(
        _ option: Option, converter: String, expected: String? = nil, literal: (DefaultValue) -> String
    ) -> MustacheValue {
        let read = option.read
        var context: [String: MustacheValue] = [
            "keyLiteral": self.literal(option.name.raw),
            "expectedLiteral": self.literal(expected ?? expectation(option.type)),
            "converter": .string(converter),
            "defaultLiteral": .null,
            "isRequired": .bool(read == .required),
            "isNullWhenAbsent": .bool(read == .nullWhenAbsent),
            "isDefaultWhenAbsent": false,
            "isNullKept": false,
        ]
        switch read {
        case .required, .nullWhenAbsent: break
        case .defaultWhenAbsent(let value):
            context["isDefaultWhenAbsent"] = true
            context["defaultLiteral"] = .string(literal(value))
        case .defaultWhenAbsentNullKept(let value):
            context["isNullKept"] = true
            context["defaultLiteral"] = .string(literal(value))
        }
        return .object(context)
    }
}
