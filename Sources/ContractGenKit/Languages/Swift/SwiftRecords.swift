import Mustache

/// The Swift target's records and catch-all event (`ContractRecords.swift`, `SwiftRecords`).
extension SwiftTarget {
    var recordsContext: SwiftRecords {
        let catchAll = code.contract.catchAll
        return SwiftRecords(
            records: code.contract.records.map(recordContext),
            catchAll: catchAll.map {
                CatchAllContext(
                    typeName: code.typeName($0.name, overrides: $0.names),
                    doc: code.doc($0.description ?? "A message with its type and payload, as the flow sent it."))
            })
    }

    private func recordContext(_ record: Record) -> SwiftRecords.Record {
        let stored = record.fields.filter { $0.derived == nil }
        let accessors = code.contract.payloadRecords.contains(record.name) ? rawPayloadAccessors : []
        let messages = (code.contract.legacy?.messages ?? []).filter { $0.payload == record.name }.map {
            code.inlineCode($0.wire)
        }
        let fields = record.fields.map { field in
            var item = fieldContext(field, among: record.fields)
            let name = SwiftLanguage.memberReference(code.member(field.name, overrides: field.names))
            // Encoded from inside the record; a derived field is never optional, whatever the wire holds.
            item.encode =
                field.isOptional && field.derived == nil
                ? "\(name).map { \(encode(field.type, "$0")) }" : encode(field.type, name)
            item.derived = code.contract.derivation(of: field, in: record, on: code.platform).map { derived in
                code.derivedContext(
                    derived,
                    sourceMember: SwiftLanguage.memberReference(
                        code.member(derived.source.name, overrides: derived.source.names)))
            }
            return item
        }
        return SwiftRecords.Record(
            typeName: code.recordTypeName(record.name),
            doc: code.doc(
                record.description, messages.isEmpty ? nil : "Read from the payload of " + messages.series() + "."),
            fields: withParameters(fields), hasFields: !fields.isEmpty,
            storedFields: withParameters(stored.map { fieldContext($0, among: record.fields) }),
            hasStoredFields: !stored.isEmpty, hasRawPayload: !accessors.isEmpty,
            keepsSentText: accessors.contains { $0.kind == .text }, rawAccessors: accessors.map(rawAccessorContext),
            aliases: code.recordAliasContext(record.fields))
    }

    /// The raw payload accessors this platform's payload records have.
    var rawPayloadAccessors: [Legacy.RawAccessor] {
        (code.contract.legacy?.rawPayload ?? []).filter { $0.isAvailable(on: code.platform) }
    }

    /// Whether a payload's text is kept as the page wrote it, for an accessor that returns it as sent.
    var keepsPayloadText: Bool {
        rawPayloadAccessors.contains { $0.kind == .text }
    }

    /// A value of enum `enumName` as an expression: its case, or its wire value when this platform lacks it.
    func enumValue(_ value: EnumValue, of enumName: Identifier) -> String {
        value.isAvailable(on: code.platform)
            ? constructor(of: value)
            : enumTypeName(enumName) + "(rawValue: " + code.wireLiteral(value, ofEnum: enumName) + ")"
    }

    private func rawAccessorContext(_ accessor: Legacy.RawAccessor) -> RawAccessorContext {
        let isText = accessor.kind == .text
        return RawAccessorContext(
            name: code.member(accessor.name), isText: isText,
            doc: code.doc(
                isText
                    ? "The payload's JSON text exactly as the flow sent it; for a value made in code or read from a JSON value, its compact JSON text with sorted keys."
                    : "The payload as the flow sent it, keys this build does not read included; for a value made in code, its JSON."
            ))
    }

}
