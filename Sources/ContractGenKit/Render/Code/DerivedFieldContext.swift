import Mustache

/// A derived field (`DerivedField`) for the templates, which spell the comparison. `sourceMember` is how the
/// code refers to the enum field it reads.
struct DerivedFieldContext: Encodable {
    let sourceMember: String
    let enumType: String
    let valueCase: String
    let valueWireLiteral: String
    let isDeclared: Bool
}

extension PlatformCode {
    func derivedContext(_ derived: DerivedField, sourceMember: String) -> DerivedFieldContext {
        DerivedFieldContext(
            sourceMember: sourceMember,
            enumType: typeName(derived.enumName, overrides: contract.enumType(named: derived.enumName)?.names ?? [:]),
            valueCase: enumCase(derived.value.name, overrides: derived.value.names),
            valueWireLiteral: wireLiteral(derived.value, ofEnum: derived.enumName), isDeclared: derived.isDeclared)
    }
}
