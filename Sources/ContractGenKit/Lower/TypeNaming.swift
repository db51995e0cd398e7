/// How one platform names a top-level type: the one naming function every stage uses, with the one prefix
/// (`Contract.typePrefix`). The name checks and every target spell a type through it, so a name checked is
/// the name declared.
struct TypeNaming {
    let platform: Platform
    /// Put before every top-level type name, so generated types cannot clash with the SDK's own
    /// (`Acme` + `Result`): the run's prefix, else the contract's name in UpperCamelCase.
    let prefix: String

    var rules: any LanguageRules {
        platform.language.rules
    }

    /// A top-level type from the contract: its override on this platform, else prefix + UpperCamelCase.
    func typeName(_ identifier: Identifier, overrides: NameOverrides = [:]) -> String {
        let name = overrides[platform.id] ?? prefix + CaseStyle.upperCamel.apply(to: identifier)
        return rules.isReserved(name, as: .type) ? rules.escape(name, as: .type) : name
    }

    /// The name of the type this language's files declare for `role` (`.result` → `AcmeResult`), or the one the
    /// platform's naming policy gives it.
    func typeName(of role: TypeRole) -> String {
        guard let suffix = platform.language.target.declaredTypes[role] else {
            preconditionFailure("\(platform.language) declares no \(role) type; add it to its declaredTypes")
        }
        return platform.naming.generatedTypes[role] ?? prefix + suffix
    }
}
