import Mustache

/// What every language's conformance runner (`Templates/<language>/*Conformance*`) reads beside the runner's type
/// names (`TypeRole.conformance` and the like): the vector files the contract has, and the host actions and handshake
/// it calls in the generated code, with their arguments read as that language's decoders read them. The language's
/// own keys are `Extra`.
struct ConformanceContext<Extra: Encodable & Sendable>: Encodable, Sendable {
    /// This contract's vectors files, as string literals.
    let fileList: [FileName]
    let platformLiteral: String
    let files: Files
    let hasCounter: Bool
    let actions: [Action]
    let handshake: Handshake?
    @Inlined var extra: Extra

    struct FileName: Encodable, Sendable {
        let literal: String
    }

    /// Which vector files the contract has (`VectorsTarget.fileNames`).
    struct Files: Encodable, Sendable {
        let messages: Bool
        let senders: Bool
        let results: Bool
        let configuration: Bool
        let sessionUrls: Bool
        let navigation: Bool
        let resultSequences: Bool
        let dispatch: Bool
        let events: Bool
    }

    /// A host action of the result tracker, which the vectors name by `nameLiteral` with its arguments by field
    /// name: each read as the generated decoders read its type, then passed to the method.
    struct Action: Encodable, Sendable {
        let nameLiteral: String
        let method: String
        let arguments: [Argument]
        /// What the runner does when an argument does not read.
        let unreadable: String
    }

    /// A value the runner reads from a vector's JSON (`key`), as its type's decoder reads it, into `variable`.
    struct Argument: Encodable, Sendable {
        let label: String
        let variable: String
        let keyLiteral: String
        let converter: String
        let isOptional: Bool
    }

    /// The handshake: the page's ready message, and the reply built from the vector's values.
    struct Handshake: Encodable, Sendable {
        let handshakeType: String
        let arguments: [Argument]
        let hasArguments: Bool
        let unreadable: String
    }
}

/// How a language spells what its runner calls: a type's converter, a member's argument label, and the
/// statements that give up when an action's or the handshake's argument does not read.
struct ConformanceSpelling {
    /// The converter of a type, for a host action's argument or (`isReply`) a handshake reply's field.
    let converter: (_ type: TypeRef, _ isReply: Bool) -> String
    let label: (String) -> String
    let actionUnreadable: String
    let handshakeUnreadable: String
}

extension PlatformCode {
    /// The runner's context for this platform, or nil when the contract has no vectors to run; `skipping` names the
    /// vector files whose code this platform does not generate (Kotlin has no dispatcher for listeners).
    func conformanceContext<Extra: Encodable & Sendable>(
        spelling: ConformanceSpelling, skipping: Set<String> = [], extra: Extra
    ) -> ConformanceContext<Extra>? {
        let fileNames = VectorsTarget(lowered).fileNames.filter { !skipping.contains($0) }
        guard !fileNames.isEmpty else { return nil }
        let names = Set(fileNames)
        return ConformanceContext(
            fileList: fileNames.map { .init(literal: rules.stringLiteral($0)) },
            platformLiteral: rules.stringLiteral(platform.id.raw),
            files: .init(
                messages: names.contains("messages"), senders: names.contains("senders"),
                results: names.contains("results"), configuration: names.contains("configuration"),
                sessionUrls: names.contains("session-urls"), navigation: names.contains("navigation"),
                resultSequences: names.contains("result-sequences"), dispatch: names.contains("dispatch"),
                events: names.contains("events")),
            hasCounter: plan.navigation?.blockedLimit != nil,
            actions: conformanceActions(spelling),
            // Only dispatch answers the handshake: a platform without dispatchers has no handshake type.
            handshake: names.contains("dispatch") ? conformanceHandshake(spelling) : nil, extra: extra)
    }

    private func conformanceActions<Extra>(
        _ spelling: ConformanceSpelling
    ) -> [ConformanceContext<Extra>.Action] {
        (plan.results?.actions ?? []).map { ending in
            .init(
                nameLiteral: rules.stringLiteral(ending.action.name.raw), method: member(ending.action.name),
                arguments: ending.parameters.enumerated().map { index, field in
                    conformanceArgument(
                        field, label: spelling.label(member(field.name, overrides: field.names)),
                        key: field.name.raw, index, spelling, isReply: false)
                }, unreadable: spelling.actionUnreadable)
        }
    }

    private func conformanceHandshake<Extra>(
        _ spelling: ConformanceSpelling
    ) -> ConformanceContext<Extra>.Handshake? {
        contract.legacy?.handshake.map { handshake in
            .init(
                handshakeType: typeName(of: .handshake),
                arguments: handshake.replyFields.enumerated().map { index, field in
                    conformanceArgument(
                        field, label: spelling.label(member(field.name, overrides: field.names)), key: field.wire,
                        index, spelling, isReply: true)
                }, hasArguments: !handshake.replyFields.isEmpty, unreadable: spelling.handshakeUnreadable)
        }
    }

    private func conformanceArgument<Extra>(
        _ field: Field, label: String, key: String, _ index: Int, _ spelling: ConformanceSpelling, isReply: Bool
    ) -> ConformanceContext<Extra>.Argument {
        .init(
            label: label, variable: "argument\(index)", keyLiteral: rules.stringLiteral(key),
            converter: spelling.converter(field.type, isReply), isOptional: field.isOptional)
    }
}
