import Mustache

/// An immutable Dart class with value semantics: final fields, a constructor with named parameters, `==`,
/// `hashCode` and `toString`. Results, events, the bridge message and its rejections are all written by
/// `Templates/dart/value-class.mustache` from this context. A list field holds an unmodifiable copy of the
/// caller's list, which a `const` constructor cannot make, so the constructor is `const` only without one.
///
struct DartValueClass {
    struct Member {
        var name: String
        /// The Dart type, `?` included when the member may be null.
        var type: String
        var isOptional: Bool
        /// A list or a map: an unmodifiable copy of the constructor's argument.
        var isList: Bool
        var doc: MustacheValue
        /// The collection `isList` copies into: `List` or `Map`.
        var collection = "List"
        /// Whether `==` compares it by its content at every depth: a map, or JSON, or a list of them.
        var isDeep = false
        /// Declared by the supertype too (the rejections' `field`).
        var isOverride = false
        /// `PlatformCode.evolutionContext`'s keys, for a field the contract deprecates or renamed.
        var evolution = EvolutionContext.none

        var compared: DartValueClassContext.Compared {
            DartValueClass.compared(name, isList: isList, isDeep: isDeep)
        }
    }

    var typeName: String
    /// The class it extends; nil for one that extends nothing.
    var superType: String?
    var doc: MustacheValue
    var members: [Member]
    /// `PlatformCode.evolutionContext`'s keys, for a result or an event the contract deprecates or renamed.
    var evolution = EvolutionContext.none

    var context: DartValueClassContext {
        // Field-less instances are all equal, so any constant hash would do.
        let hashed =
            members.isEmpty
            ? [] : [Self.compared(typeName, isList: false)] + members.map(\.compared)
        return DartValueClassContext(
            typeName: typeName, typeNameText: typeName.replacingEvery("$", with: "\\$"), superType: superType,
            doc: doc, hasFields: !members.isEmpty,
            fields: members.map { member in
                .init(
                    compared: member.compared, isCopied: member.isList, doc: member.doc, type: member.type,
                    nameText: member.name.replacingEvery("$", with: "\\$"),
                    interpolated: DartCode.interpolation(member.name), isOptional: member.isOptional,
                    isOverride: member.isOverride, evolution: member.evolution)
            },
            equalities: members.map(\.compared),
            isConst: !members.contains(where: \.isList),
            copies: members.filter(\.isList).map {
                .init(name: $0.name, isOptional: $0.isOptional, collection: $0.collection)
            },
            evolution: evolution,
            hash: Self.hashContext(hashed, fallback: "runtimeType.hashCode"))
    }

    /// The list fields a constructor's initializer list copies from its parameters of the same name, `isOptional`
    /// when the list may be null.
    static func copies(_ lists: [(name: String, isOptional: Bool)]) -> [DartValueClassContext.Copy] {
        lists.map { .init(name: $0.name, isOptional: $0.isOptional, collection: "List") }
    }

    /// A value `==` and `hashCode` read. Inside `==`, `other` is the parameter, so a field of that name is read
    /// through `this` (`own`).
    static func compared(_ name: String, isList: Bool, isDeep: Bool = false) -> DartValueClassContext.Compared {
        .init(name: name, own: name == "other" ? "this.other" : name, isList: isList && !isDeep, isDeep: isDeep)
    }

    /// What `Templates/dart/hash-code.mustache` reads: the values, as `compared` makes them, and which form the hash
    /// takes (`Object.hash` takes 2 to 20 values).
    static func hashContext(
        _ hashed: [DartValueClassContext.Compared], fallback: String
    ) -> DartValueClassContext.Hash {
        .init(
            hashed: hashed, hashFallback: fallback, hashesNothing: hashed.isEmpty, hashesOne: hashed.count == 1,
            usesObjectHash: (2...20).contains(hashed.count), usesObjectHashAll: hashed.count > 20)
    }
}

/// What `Templates/dart/value-class.mustache` reads.
struct DartValueClassContext: Encodable {
    let typeName: String
    let typeNameText: String
    let superType: String?
    let doc: MustacheValue
    let hasFields: Bool
    let fields: [Field]
    let equalities: [Compared]
    /// A list field is an unmodifiable copy, which a `const` constructor cannot make.
    let isConst: Bool
    let copies: [Copy]
    @Inlined var evolution: EvolutionContext
    @Inlined var hash: Hash

    struct Field: Encodable {
        @Inlined var compared: Compared
        /// A list or map parameter, copied in the initializer list instead of set through `this.`.
        let isCopied: Bool
        let doc: MustacheValue
        let type: String
        /// `toString` shows each field as `name: value`.
        let nameText: String
        let interpolated: String
        let isOptional: Bool
        let isOverride: Bool
        @Inlined var evolution: EvolutionContext
    }

    struct Compared: Encodable {
        let name: String
        let own: String
        /// Compared element by element (`_listEquals`), or by content at every depth (`_deepEquals`).
        let isList: Bool
        let isDeep: Bool
    }

    struct Copy: Encodable {
        let name: String
        let isOptional: Bool
        /// `List` or `Map`.
        let collection: String
    }

    struct Hash: Encodable {
        let hashed: [Compared]
        let hashFallback: String
        let hashesNothing: Bool
        let hashesOne: Bool
        let usesObjectHash: Bool
        let usesObjectHashAll: Bool
    }
}

extension DartValueClass {
    /// Why the bridge dropped a message: the same rejections, kinds and fields every SDK reports, named for
    /// the conformance vectors' `rejection.kind`. Fixed by the protocol, not by the contract.
    static func rejections(code: PlatformCode, bridgeType: String) -> [(kind: String, value: DartValueClass)] {
        let rejection = code.typeName(of: .rejection)
        func make(
            _ kind: RejectionKind, _ role: TypeRole, _ doc: String, _ members: [(String, String, String)]
        ) -> (String, DartValueClass) {
            let fields = members.map { name, type, doc in
                Member(
                    name: name, type: type, isOptional: type.hasSuffix("?"), isList: false, doc: code.doc(doc),
                    isOverride: name == "field")
            }
            return (
                kind.rawValue,
                DartValueClass(
                    typeName: code.typeName(of: role), superType: rejection, doc: code.doc(doc), members: fields)
            )
        }
        let type = ("type", "String", "The message's type.")
        return [
            make(
                .untrustedSender, .untrustedSenderRejection,
                "Posted by a page or frame the `\(code.typeName(of: .senderPolicy))` does not let post: not the flow.",
                [("sender", code.typeName(of: .sender), "Who posted it.")]),
            make(
                .tooLarge, .tooLargeRejection, "Larger than `\(bridgeType).maxMessageBytes`, counted in UTF-8 bytes.",
                [("bytes", "int", "The message's size in UTF-8 bytes.")]),
            make(.notJSON, .notJsonRejection, "Not JSON text.", []),
            make(.notObject, .notAnObjectRejection, "JSON, but not an object.", []),
            make(
                .wrongSource, .wrongSourceRejection,
                "The source is not `\(bridgeType).source`: the message is not from the flow.",
                [("source", "String?", "The source the message gave, when it gave a string.")]),
            make(
                .unsupportedVersion, .unsupportedVersionRejection,
                "The version is not `\(bridgeType).protocolVersion`.", []),
            make(
                .invalidEnvelope, .invalidEnvelopeRejection, "An envelope field is missing or of the wrong type.",
                [("field", "String", "The envelope field's key.")]),
            make(
                .unknownType, .unknownTypeRejection,
                "A type this build does not know; expected from a newer flow, so not an error.", [type]),
            make(
                .missingField, .missingFieldRejection, "A required payload field is missing.",
                [type, ("field", "String", "The payload field's key.")]),
            make(
                .invalidField, .invalidFieldRejection, "A payload field has the wrong type.",
                [
                    type, ("field", "String", "The payload field's key."),
                    ("expected", "String", "What the field should hold, e.g. \"a string\"."),
                ]),
        ]
    }
}
