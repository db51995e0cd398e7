/// What `contractgen lint` warns of beyond the errors: a `names` entry that spells a name as the platform's
/// naming policy already does. It changes nothing today and pins the name when the policy changes.
enum NamingLint {
    static func warnings(_ contract: Contract, typePrefix: String?) -> [Diagnostic] {
        let elements = contract.namedElements
        var warnings: [Diagnostic] = []
        for platform in contract.platforms {
            let rules = platform.language.rules
            let naming = TypeNaming(platform: platform, prefix: contract.typePrefix(typePrefix, on: platform))
            for element in elements {
                guard let name = element.names[platform.id], let kind = element.kind else { continue }
                let derived =
                    switch kind {
                    case .type: naming.typeName(element.identifier)
                    case .member: rules.spelling(of: element.identifier, as: .member, on: platform)
                    case .enumCase: rules.spelling(of: element.identifier, as: .enumCase, on: platform)
                    }
                guard name == derived else { continue }
                warnings.append(
                    Diagnostic(
                        .warning,
                        "the \"names\" entry '\(name)' of \(element.what) for '\(platform.id)' is how \(platform.displayName) spells it without one; remove it",
                        at: element.location, rule: "names"))
            }
        }
        return warnings
    }
}
