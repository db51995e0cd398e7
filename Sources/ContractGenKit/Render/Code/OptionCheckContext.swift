import Mustache

extension PlatformCode {
    /// An option's check (`OptionCheck`) for the templates, which spell the call: `{ member, optionLiteral,
    /// isNullable }` and one of `isValue`, `isUrl`, `isSessionURL`, `isHosts`, `isNonNegative`, `isKnown` true;
    /// null when the option needs no check. `member` is how the check refers to the option's value.
    func checkContext(_ option: Option, member: String) -> MustacheValue {
        guard let check = lowered.check(of: option) else { return .null }
        return .object(checkContext(option, member: member, check: check))
    }

    /// The keys of `checkContext` with `check` as the one true flag, or none when `check` is nil (for a
    /// language that adds a check of its own).
    func checkContext(_ option: Option, member: String, check: OptionCheck?) -> [String: MustacheValue] {
        var context: [String: MustacheValue] = [
            "member": .string(member),
            "optionLiteral": literal(option.name.raw),
            "isNullable": .bool(option.isNullable),
        ]
        for each in OptionCheck.allCases {
            context[each.templateFlag] = .bool(each == check)
        }
        return context
    }
}

extension OptionCheck {
    /// The key that is true in `checkContext` for this check.
    var templateFlag: String {
        switch self {
        case .value: "isValue"
        case .url: "isUrl"
        case .sessionURL: "isSessionURL"
        case .hosts: "isHosts"
        case .nonNegative: "isNonNegative"
        case .known: "isKnown"
        }
    }
}
