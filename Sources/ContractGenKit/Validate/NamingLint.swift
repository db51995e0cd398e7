/// What `contractgen lint` warns of beyond the errors: a `names` entry that spells a name as the platform's
/// naming policy already does. It changes nothing today and pins the name when the policy changes.
enum NamingLint {
    static func warnings(_ contract: Contract, file: String, typePrefix: String?) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for platform in contract.platforms {
            let rules = platform.language.rules
            let naming = TypeNaming(platform: platform, prefix: contract.typePrefix(typePrefix, on: platform))
            func check(_ what: String, _ names: NameOverrides, at location: SourceLocation, derived: String) {
                guard let name = names[platform.id], name == derived else { return }
                warnings.append(
                    Diagnostic(
                        .warning,
                        "the \"names\" entry '\(name)' of \(what) for '\(platform.id)' is how \(platform.displayName) spells it without one; remove it",
                        at: location, rule: "names"))
            }
            func type(_ what: String, _ name: Identifier, _ names: NameOverrides, at location: SourceLocation) {
                check(what, names, at: location, derived: naming.typeName(name))
            }
            func fields(_ fields: [Field], of owner: String) {
                for field in fields {
                    check(
                        "field '\(field.name)' of \(owner)", field.names, at: field.location,
                        derived: rules.spelling(of: field.name, as: .member, on: platform))
                }
            }
            for enumType in contract.allEnums {
                type("enum '\(enumType.name)'", enumType.name, enumType.names, at: enumType.location)
                for value in enumType.values {
                    check(
                        "value '\(value.name)' of '\(enumType.name)'", value.names, at: value.location,
                        derived: rules.spelling(of: value.name, as: .enumCase, on: platform))
                }
            }
            for record in contract.records {
                type("record '\(record.name)'", record.name, record.names, at: record.location)
                fields(record.fields, of: "record '\(record.name)'")
            }
            for result in contract.results { fields(result.fields, of: "result '\(result.name)'") }
            for event in contract.events { fields(event.payload, of: "event '\(event.name)'") }
            for option in contract.configuration?.options ?? [] {
                check(
                    "option '\(option.name)'", option.names, at: option.location,
                    derived: rules.spelling(of: option.name, as: .member, on: platform))
            }
            for entry in contract.sdk?.entryPoints ?? [] {
                if let object = entry.callObject {
                    type("call object '\(object.name)'", object.name, object.names, at: object.location)
                }
            }
        }
        return warnings
    }
}
