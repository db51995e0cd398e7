/// A record field computed from another instead of read: true when the record's enum field `source` holds
/// `value`. Decided once; each language compares in its own way, and where the platform leaves `value` out of
/// its enum (`isDeclared` false) it compares with the value's wire string, so the field still holds for it.
struct DerivedField {
    var source: Field
    var enumName: Identifier
    var value: EnumValue
    /// Whether the platform's enum has `value` as a case of its own.
    var isDeclared: Bool
}

extension Contract {
    /// How `field` of `record` is computed on `platform` (any platform, for the vectors, when nil); nil when it
    /// is read from the wire.
    func derivation(of field: Field, in record: Record, on platform: Platform?) -> DerivedField? {
        guard let derivation = field.derived, let source = record.fields.first(where: { $0.name == derivation.field }),
            case .enumeration(let enumName) = source.type,
            let value = enumType(named: enumName)?.values.first(where: { $0.name == derivation.equals })
        else { return nil }
        return DerivedField(
            source: source, enumName: enumName, value: value, isDeclared: platform.map(value.isAvailable(on:)) ?? true)
    }
}
