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
    /// How a TypeScript platform declares its enums; nil keeps the const object. Other languages have one way.
    var enumForm: EnumForm? = nil
    /// Where the contract declares it, for the name checks.
    var location: SourceLocation? = nil

    /// How TypeScript declares an enum: both give the same wire strings and the same `isKnown…` guards.
    enum EnumForm: String, Sendable, CaseIterable {
        /// `export const Status = { … } as const` and a union type of its values: plain strings fit, and code that
        /// only strips types (Node, Babel, `erasableSyntaxOnly`) runs it.
        case constObject = "const_object"
        /// `export enum Status { … }` with string values: what SDKs that already export enums keep.
        case enumeration = "enum"
    }

    /// The style this policy sets for `kind`; nil where the language decides.
    func style(for kind: NameKind) -> CaseStyle? {
        switch kind {
        case .type: nil
        case .member: members
        case .enumCase: enumCases
        }
    }
}
