import Mustache

extension PlatformCode {
    /// A derived field (`DerivedField`) for the templates, which spell the comparison: `{ sourceMember,
    /// enumType, valueCase, valueWireLiteral, isDeclared }`. `sourceMember` is how the code refers to the enum
    /// field it reads.
    func derivedContext(_ derived: DerivedField, sourceMember: String) -> MustacheValue {
        [
            "sourceMember": .string(sourceMember),
            "enumType": .string(
                typeName(derived.enumName, overrides: contract.enumType(named: derived.enumName)?.names ?? [:])),
            "valueCase": .string(enumCase(derived.value.name, overrides: derived.value.names)),
            "valueWireLiteral": literal(derived.value.wire),
            "isDeclared": .bool(derived.isDeclared),
        ]
    }
}
