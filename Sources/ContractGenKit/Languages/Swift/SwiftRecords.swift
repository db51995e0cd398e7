import Mustache

/// The Swift target's records and catch-all event (`ContractRecords.swift`).
///
/// Keys: `records: [{ typeName, doc, fields, hasFields, storedFields, hasStoredFields, hasRawPayload,
/// rawAccessors }]`, where `fields` are the fields in contract order (as in results, plus `derived`: the
/// expression a derived field is computed by), `storedFields` the ones read from the wire (and compared by `==`
/// when the record keeps its raw payload, which is not compared), `recordEarlierKeys` and `hasRecordEarlierKeys`
/// (`recordAliasContext`), `keepsSentText` (a text accessor returns the
/// payload's text as sent), and `rawAccessors` `[{ name, isText, doc }]`
/// the raw payload accessors this platform has, as JSON text or as the object; `catchAll: { typeName, doc }`.
extension SwiftTarget {
    func recordsContext() -> [String: MustacheValue] {
        let contract = code.contract
        var context: [String: MustacheValue] = [
            "records": .list(contract.records.map(recordContext))
        ]
        if let catchAll = contract.catchAll {
            context["catchAll"] = [
                "typeName": .string(code.typeName(catchAll.name, overrides: catchAll.names)),
                "doc": code.doc(catchAll.description ?? "A message with its type and payload, as the flow sent it."),
            ]
        }
        return context
    }

    /// The Swift type of a record.
    func recordTypeName(_ name: Identifier) -> String {
        code.typeName(name, overrides: code.contract.record(named: name)?.names ?? [:])
    }

    private func recordContext(_ record: Record) -> MustacheValue {
        let stored = record.fields.filter { $0.derived == nil }
        let accessors = code.contract.payloadRecords.contains(record.name) ? rawPayloadAccessors : []
        let messages = (code.contract.legacy?.messages ?? []).filter { $0.payload == record.name }.map {
            code.inlineCode($0.wire)
        }
        let fields = record.fields.map { field -> [String: MustacheValue] in
            var item = fieldContext(field, among: record.fields)
            let name = SwiftLanguage.memberReference(code.member(field.name, overrides: field.names))
            // Encoded from inside the record; a derived field is never optional, whatever the wire holds.
            item["encode"] = .string(
                field.isOptional && field.derived == nil
                    ? "\(name).map { \(encode(field.type, "$0")) }" : encode(field.type, name))
            item["derived"] =
                code.contract.derivation(of: field, in: record, on: code.platform).map { derived in
                    code.derivedContext(
                        derived,
                        sourceMember: SwiftLanguage.memberReference(
                            code.member(derived.source.name, overrides: derived.source.names)))
                } ?? .null
            return item
        }
        let context: [String: MustacheValue] = [
            "typeName": .string(recordTypeName(record.name)),
            "doc": code.doc(
                record.description, messages.isEmpty ? nil : "Read from the payload of " + messages.series() + "."),
            "fields": PlatformCode.list(Self.withParameters(fields)),
            "hasFields": .bool(!fields.isEmpty),
            "storedFields": PlatformCode.list(
                Self.withParameters(stored.map { fieldContext($0, among: record.fields) }), markingFirst: true),
            "hasStoredFields": .bool(!stored.isEmpty),
            "hasRawPayload": .bool(!accessors.isEmpty),
            "keepsSentText": .bool(accessors.contains { $0.kind == .text }),
            "rawAccessors": .list(accessors.map(rawAccessorContext)),
        ]
        return .object(context.adding(code.recordAliasContext(record.fields)))
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
            : enumTypeName(enumName) + "(rawValue: " + code.rules.stringLiteral(value.wire) + ")"
    }

    private func rawAccessorContext(_ accessor: Legacy.RawAccessor) -> MustacheValue {
        let isText = accessor.kind == .text
        return [
            "name": .string(code.member(accessor.name)),
            "isText": .bool(isText),
            "doc": code.doc(
                isText
                    ? "The payload's JSON text exactly as the flow sent it; for a value made in code or read from a JSON value, its compact JSON text with sorted keys."
                    : "The payload as the flow sent it, keys this build does not read included; for a value made in code, its JSON."
            ),
        ]
    }

}
