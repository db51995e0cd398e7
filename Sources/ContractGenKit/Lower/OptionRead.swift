/// How an option is read from a configuration's JSON, decided once for every language: what an absent key
/// means, and whether an explicit null is a value of its own.
enum OptionRead: Sendable, Equatable {
    /// The key must be present.
    case required
    /// Absent or null is null: the option's default is null.
    case nullWhenAbsent
    /// Absent (or null, for an option that cannot be null) takes the default.
    case defaultWhenAbsent(DefaultValue)
    /// A nullable option with another default: absent takes the default, an explicit null stays null (it
    /// turns the option off).
    case defaultWhenAbsentNullKept(DefaultValue)
}

extension OptionRead {
    /// The value an absent key takes; nil for a required option.
    var defaultValue: DefaultValue? {
        switch self {
        case .required: nil
        case .nullWhenAbsent: .null
        case .defaultWhenAbsent(let value), .defaultWhenAbsentNullKept(let value): value
        }
    }
}

extension Option {
    var read: OptionRead {
        switch requirement {
        case .required: .required
        case .defaulted(.null): .nullWhenAbsent
        case .defaulted(let value): isNullable ? .defaultWhenAbsentNullKept(value) : .defaultWhenAbsent(value)
        }
    }
}
