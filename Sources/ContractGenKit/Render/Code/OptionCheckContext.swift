import Mustache

extension PlatformCode {
    /// An option's check (`OptionCheck`) for the templates, which spell the call: `{ member, optionLiteral,
    /// isNullable }` and one of `isValue`, `isUrl`, `isSessionURL`, `isHosts`, `isNonNegative`, `isKnown` true;
    /// null when the option needs no check. `member` is how the check refers to the option's value.
    func checkContext(_ option: Option, member: String) -> MustacheValue {
        guard let check = contract.check(of: option) else { return .null }
        var context: [String: MustacheValue] = [
            "member": .string(member),
            "optionLiteral": literal(option.name.raw),
            "isNullable": .bool(option.isNullable),
        ]
        for each in OptionCheck.allCases {
            context[each.templateKey] = .bool(each == check)
        }
        return .object(context)
    }
}

extension OptionCheck {
    /// The key that says a check is this one: `isUrl`, `isSessionURL`.
    var templateKey: String {
        "is" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
