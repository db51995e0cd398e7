import Mustache

/// The records and the catch-all of `TypeScriptTarget` (`records.ts`, `catch-all.ts`): plain readonly data with
/// companion objects that read and write them, and each record's JSON type (`AcmePaymentJSON`, wire keys):
/// what a native plugin sends across its bridge, so what a listener receives from either side has that one shape.
extension TypeScriptTarget {
    func recordName(_ record: Record) -> String {
        code.recordTypeName(record.name)
    }

    /// The type of a record's JSON, keyed by its wire keys (`AcmePaymentJSON`).
    func recordJSONName(_ record: Record) -> String {
        recordName(record) + (Self.capabilities.recordJSONTypeSuffix ?? "")
    }

    var catchAllName: String? {
        code.contract.catchAll.map { code.typeName($0.name, overrides: $0.names) }
    }

    /// The internal function in `records.ts` that reads `record` from its payload, throwing a `FieldProblem`.
    func decodeName(_ record: Identifier) -> String {
        code.member(Identifier("decode_" + record.raw))
    }

    /// The raw payload accessors this platform has, for records that are message payloads.
    var rawAccessors: [Legacy.RawAccessor] {
        code.contract.legacy?.rawPayload.filter { $0.isAvailable(on: code.platform) } ?? []
    }

    var recordsContext: TypeScriptRecords {
        let contract = code.contract
        let payloadRecords = contract.payloadRecords
        let fields = contract.records.flatMap { $0.fields.filter { $0.derived == nil } }
        let reads = fields.keyAliases.isEmpty ? [] : ["withEarlierKeys"]
        var catchAll: TypeScriptRecords.CatchAll?
        if let declared = contract.catchAll, let name = catchAllName {
            catchAll = .init(
                typeName: name, typeMarkdown: code.inlineCode(name), doc: ts.doc(declared.description),
                jsonImports: TypeScriptCode.imports(
                    ["isJSONObject", "ownJSON", "readBoolean", "readInteger", "readNumber", "readString"],
                    types: [code.typeName(of: .jsonObject)], from: "./json"))
        }
        // A record any field holds gets the reader such a field reads it with.
        let held = Set(
            contract.recordsHeld(
                by: contract.results.flatMap(\.fields) + contract.events.flatMap(\.payload)
                    + contract.records.flatMap(\.fields)
            ).map(\.name))
        return TypeScriptRecords(
            records: contract.records.map { record in
                recordContext(
                    record, raw: payloadRecords.contains(record.name) ? rawAccessors : [],
                    isHeld: held.contains(record.name))
            },
            recordEnumImports: enumImports(fields.map(\.type)),
            recordJSONImports: TypeScriptCode.imports(
                fieldImports(fields).union(fields.isEmpty ? ["isFieldProblem"] : ["compact", "isFieldProblem"])
                    .union(reads).union(held.isEmpty ? [] : ["isObject"]),
                types: fieldTypeImports(fields).union([code.typeName(of: .jsonObject)]), from: "./json"),
            catchAll: catchAll, readsJSONValues: contract.catchAll != nil || contract.legacy != nil)
    }

    private func recordContext(_ record: Record, raw: [Legacy.RawAccessor], isHeld: Bool) -> TypeScriptRecords.Record {
        let derived = record.fields.filter { $0.derived != nil }
        let members = record.fields.map { field -> TypeScriptRecords.Member in
            guard let derivation = field.derived else {
                return .read(fieldContext(field, among: record.fields, owner: "record"))
            }
            let source = record.fields.first { $0.name == derivation.field }
            let sourceName = source.map { code.member($0.name, overrides: $0.names) } ?? derivation.field.raw
            return .derived(
                .init(
                    name: code.member(field.name, overrides: field.names), optionalMark: "", type: "boolean",
                    doc: ts.doc(
                        field.description, "Computed from \(code.inlineCode(sourceName)), not read from the payload.")))
        }
        return TypeScriptRecords.Record(
            typeName: recordName(record), typeMarkdown: code.inlineCode(recordName(record)),
            doc: ts.doc(record.description), decodeName: decodeName(record.name), isHeld: isHeld,
            hasFields: !record.fields.isEmpty,
            hasMembers: !record.fields.isEmpty || !raw.isEmpty,
            recordParameter: record.fields.isEmpty ? "_record" : "record",
            payloadParameter: record.fields.isEmpty && raw.isEmpty ? "_payload" : "payload", members: members,
            readFields: record.fields.filter { $0.derived == nil }.map {
                fieldContext($0, among: record.fields, owner: "record")
            },
            hasDerived: !derived.isEmpty,
            derived: derived.compactMap { field in
                code.contract.derivation(of: field, in: record, on: code.platform).map { derived in
                    .init(
                        name: code.member(field.name, overrides: field.names),
                        comparison: code.derivedContext(
                            derived, sourceMember: code.member(derived.source.name, overrides: derived.source.names)))
                }
            },
            raw: raw.map { accessor in
                let isText = accessor.kind == .text
                return .init(
                    name: code.member(accessor.name), type: isText ? "string" : code.typeName(of: .jsonObject),
                    value: isText ? "JSON.stringify(payload)" : "payload",
                    doc: ts.doc(
                        isText
                            ? "The payload as JSON text, for what the fields above leave out."
                            : "The payload exactly as the flow sent it, for what the fields above leave out."))
            },
            encodeFields: record.fields.map {
                .init(
                    wireKey: ts.key($0.wire),
                    encoded: ts.jsonValue(
                        $0.type, "record." + code.member($0.name, overrides: $0.names), isOptional: $0.isOptional))
            },
            jsonTypeName: recordJSONName(record),
            jsonDoc: ts.doc(
                "\(code.inlineCode(recordName(record))) as JSON, keyed by the contract's wire keys, derived fields included: "
                    + "what `toJSON` writes, and what a native plugin's listeners receive."),
            jsonFields: record.fields.map { field in
                .init(
                    wireKey: ts.key(field.wire), optionalMark: field.isOptional ? "?" : "",
                    type: field.derived == nil ? ts.spelling(field.type, .json) : "boolean")
            },
            aliases: code.recordAliasContext(record.fields))
    }
}
