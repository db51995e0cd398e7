import Mustache

/// An immutable Dart class with value semantics: final fields, a `const` constructor with named parameters,
/// `==`, `hashCode` and `toString`. Results, events, the bridge message and its rejections are all laid out
/// by `Templates/dart/value-class.mustache` from this context.
///
/// Keys: `typeName`, `superType`, `doc`, `constructor` (lines), `fields: [{ doc, declaration, isOverride }]`,
/// `equals`, `hash`, `description` (lines each, indented by the template).
struct DartValueClass {
    struct Member {
        var name: String
        /// The Dart type, `?` included when the member may be null.
        var type: String
        var isOptional: Bool
        var isList: Bool
        var doc: MustacheValue
        /// Declared by the supertype too (the rejections' `field`).
        var isOverride = false
    }

    var typeName: String
    var superType: String
    var doc: MustacheValue
    var members: [Member]

    /// Members are indented by two spaces in the class body.
    private static let indent = 2

    var context: [String: MustacheValue] {
        let parameters = members.map { ($0.isOptional ? "" : "required ") + "this." + $0.name }
        let oneLine = "const \(typeName)({" + parameters.joined(separator: ", ") + "});"
        let constructor = parameters.isEmpty ? ["const \(typeName)();"]
            : Self.indent + oneLine.count <= DartCode.width ? [oneLine] : Self.namedParameters(typeName, parameters)
        return [
            "typeName": .string(typeName),
            "superType": .string(superType),
            "doc": doc,
            "constructor": Self.lines(constructor),
            "fields": .list(members.map { member in
                ["doc": member.doc, "declaration": .string("final \(member.type) \(member.name);"), "isOverride": .bool(member.isOverride)]
            }),
            "equals": Self.lines(DartCode.chain("bool operator ==(Object other) =>",
                                                ["other is \(typeName)"] + members.map(Self.equality), separator: "&&", indent: Self.indent)),
            // Field-less instances are all equal, so any constant hash would do.
            "hash": Self.lines(Self.hash(of: members.isEmpty ? [] : [typeName] + members.map(Self.hashPart), fallback: "runtimeType.hashCode")),
            "description": Self.lines(DartCode.chain("String toString() =>", [description], separator: "", indent: Self.indent)),
        ]
    }

    /// `"Type(a: $a, b: $b)"`, the fields as they are.
    private var description: String {
        let inside = members.map { "\($0.name.replacingEvery("$", with: "\\$")): " + DartCode.interpolation($0.name) }
        return "\"\(typeName.replacingEvery("$", with: "\\$"))(" + inside.joined(separator: ", ") + ")\""
    }

    private static func equality(_ member: Member) -> String {
        // Inside `==`, `other` is the parameter: a field of that name is read through `this`.
        let own = member.name == "other" ? "this.other" : member.name
        return member.isList ? "_listEquals(other.\(member.name), \(own))" : "other.\(member.name) == \(own)"
    }

    private static func hashPart(_ member: Member) -> String {
        member.isList ? "_listHash(\(member.name))" : member.name
    }

    /// `int get hashCode => …` over `parts`: `Object.hash` takes 2 to 20 values, `Object.hashAll` any number.
    static func hash(of parts: [String], fallback: String) -> [String] {
        let head = "int get hashCode =>"
        switch parts.count {
        case 0: return ["\(head) \(fallback);"]
        case 1: return ["\(head) \(parts[0]).hashCode;"]
        case 2...20:
            // As the formatter does: one line, else the call on its own line, else one value per line.
            let call = "Object.hash(" + parts.joined(separator: ", ") + ")"
            let lines = DartCode.chain(head, [call], separator: "", indent: indent)
            return lines.count == 1 || indent + 4 + call.count + 1 <= DartCode.width ? lines
                : DartCode.call("\(head) Object.hash", parts, indent: indent)
        default: return DartCode.call("\(head) Object.hashAll", ["[" + parts.joined(separator: ", ") + "]"], indent: indent)
        }
    }

    /// A constructor with its named parameters one per line, as the formatter writes a long one.
    private static func namedParameters(_ typeName: String, _ parameters: [String]) -> [String] {
        ["const \(typeName)({"] + parameters.map { "  \($0)," } + ["});"]
    }

    private static func lines(_ lines: [String]) -> MustacheValue {
        .list(lines.map(MustacheValue.string))
    }
}

extension DartValueClass {
    /// Why the bridge dropped a message: the same rejections, kinds and fields every SDK reports, named for
    /// the conformance vectors' `rejection.kind`. Fixed by the protocol, not by the contract.
    static func rejections(code: PlatformCode, bridgeType: String) -> [(kind: String, value: DartValueClass)] {
        let rejection = code.typeName(of: .rejection)
        func make(_ kind: RejectionKind, _ role: TypeRole, _ doc: String, _ members: [(String, String, String)]) -> (String, DartValueClass) {
            let fields = members.map { name, type, doc in
                Member(name: name, type: type, isOptional: type.hasSuffix("?"), isList: false, doc: code.doc(doc), isOverride: name == "field")
            }
            return (kind.rawValue, DartValueClass(typeName: code.typeName(of: role), superType: rejection, doc: code.doc(doc), members: fields))
        }
        let type = ("type", "String", "The message's type.")
        return [
            make(.tooLarge, .tooLargeRejection, "Larger than `\(bridgeType).maxMessageBytes`, counted in UTF-8 bytes.",
                 [("bytes", "int", "The message's size in UTF-8 bytes.")]),
            make(.notJSON, .notJsonRejection, "Not JSON text.", []),
            make(.notObject, .notAnObjectRejection, "JSON, but not an object.", []),
            make(.wrongSource, .wrongSourceRejection, "The source is not `\(bridgeType).source`: the message is not from the flow.",
                 [("source", "String?", "The source the message gave, when it gave a string.")]),
            make(.unsupportedVersion, .unsupportedVersionRejection, "The version is not `\(bridgeType).protocolVersion`.", []),
            make(.invalidEnvelope, .invalidEnvelopeRejection, "An envelope field is missing or of the wrong type.",
                 [("field", "String", "The envelope field's key.")]),
            make(.unknownType, .unknownTypeRejection, "A type this build does not know; expected from a newer flow, so not an error.", [type]),
            make(.missingField, .missingFieldRejection, "A required payload field is missing.", [type, ("field", "String", "The payload field's key.")]),
            make(.invalidField, .invalidFieldRejection, "A payload field has the wrong type.",
                 [type, ("field", "String", "The payload field's key."), ("expected", "String", "What the field should hold, e.g. \"a string\".")]),
        ]
    }
}
