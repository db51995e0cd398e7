import Mustache

/// An option's check (`OptionCheck`) for the templates, which spell the call: one of the `is…` flags is true,
/// or none for a language that adds a check of its own. `member` is how the check refers to the option's value.
struct OptionCheckContext: Encodable {
    let member: String
    let optionLiteral: String
    let isNullable: Bool
    let isValue: Bool
    let isUrl: Bool
    let isSessionURL: Bool
    let isHosts: Bool
    let isNonNegative: Bool
    let isKnown: Bool
}

extension PlatformCode {
    /// The option's check from Lower; nil when the option needs none.
    func checkContext(_ option: Option, member: String) -> OptionCheckContext? {
        lowered.check(of: option).map { checkContext(option, member: member, check: $0) }
    }

    /// `check` for the templates: the one true flag, or none when `check` is nil.
    func checkContext(_ option: Option, member: String, check: OptionCheck?) -> OptionCheckContext {
        OptionCheckContext(
            member: member, optionLiteral: rules.stringLiteral(option.name.raw), isNullable: option.isNullable,
            isValue: check == .value, isUrl: check == .url, isSessionURL: check == .sessionURL,
            isHosts: check == .hosts, isNonNegative: check == .nonNegative, isKnown: check == .known)
    }
}
