/// What `validate()` checks of one configuration option, decided once for every language and for the
/// conformance vectors: each target only spells it, so an option cannot be checked one way on iOS and another
/// on Android, or differently from what `Vectors/configuration.json` expects.
enum OptionCheck: String, Sendable, CaseIterable {
    /// A required string that must not be empty.
    case value
    /// An https URL with a host and no credentials.
    case url
    /// The session URL: a `url`, carrying the session token in its fragment. Only the navigation rules'
    /// session option is one, where they name a token; every other URL option is a plain `url`.
    case sessionURL
    /// A list of host names (`example.com`, `*.example.com`).
    case hosts
    /// A duration that must not be negative.
    case nonNegative
    /// A value of an enumeration this build knows.
    case known
}

extension Contract {
    /// The check `option` needs, or nil when its type says all there is. A nullable option is checked only
    /// when it has a value.
    func check(of option: Option) -> OptionCheck? {
        switch option.type {
        case .string where option.format == .url:
            return navigation.map { $0.sessionOption == option.name && $0.tokenFragment != nil } == true
                ? .sessionURL : .url
        case .string where !option.isNullable:
            if case .required = option.requirement { return .value }
            return nil
        case .array(.string) where option.format == .host:
            return .hosts
        case .durationMilliseconds:
            return .nonNegative
        case .enumeration:
            return .known
        default:
            return nil
        }
    }

    /// The checks `options` use, so a target declares only the helpers its code calls (Dart and Kotlin warn
    /// about unused private ones).
    func checks(of options: [Option]) -> Set<OptionCheck> {
        Set(options.compactMap(check(of:)))
    }
}
