/// How one platform spells what the contract names, where its API departs from its language's rule as a whole
/// (a React Native SDK whose enum keys are `SCREAMING_SNAKE`, an SDK whose types carry no prefix). A `names`
/// entry on one element still wins: the policy is the rule, the entry its exception.
struct NamingPolicy: Sendable, Hashable {
    /// The case of members (properties, parameters, functions); nil keeps the language's.
    var members: CaseStyle?
    /// The case of enum cases and keys; nil keeps the language's.
    var enumCases: CaseStyle?
    /// Put before every top-level type name; "" for none, nil for the contract's name. A run's `--prefix` wins.
    var prefix: String?
    /// The full names of types contractgen generates (`result` → `LinkExit`), where the SDK names them its own
    /// way; a role left out is the prefix plus the language's name for it.
    var generatedTypes: [TypeRole: String] = [:]
    /// Where the contract declares it, for the name checks.
    var location: SourceLocation? = nil

    /// The style this policy sets for `kind`; nil where the language decides.
    func style(for kind: NameKind) -> CaseStyle? {
        switch kind {
        case .type: nil
        case .member: members
        case .enumCase: enumCases
        }
    }
}
