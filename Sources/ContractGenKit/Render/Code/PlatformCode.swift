import Mustache

/// The contract as one platform's code sees it: only what the platform has, every name spelled and escaped
/// by the platform's language, text as doc-comment lines and string literals. Language targets build their
/// view models on it and add what only they know: type spellings, default literals, decode and encode code.
struct PlatformCode {
    /// What the platform has, decided in Lower.
    let plan: PlatformPlan
    /// The whole contract's plan, for what every platform shares.
    let lowered: LoweredContract
    let naming: TypeNaming
    let rules: any LanguageRules

    init(_ plan: PlatformPlan, of lowered: LoweredContract) {
        self.plan = plan
        self.lowered = lowered
        self.naming = TypeNaming(platform: plan.platform, prefix: lowered.typePrefix)
        self.rules = plan.platform.language.rules
    }

    var contract: Contract { lowered.contract }
    var platform: Platform { plan.platform }
    /// Put before every top-level type name (`TypeNaming.prefix`).
    var typePrefix: String { naming.prefix }

    /// The platform's language target, which knows the types its files declare.
    var target: any LanguageTarget.Type {
        platform.language.target
    }

    // MARK: - Names

    /// A top-level type from the contract (`TypeNaming.typeName`).
    func typeName(_ identifier: Identifier, overrides: NameOverrides = [:]) -> String {
        naming.typeName(identifier, overrides: overrides)
    }

    /// A type parameter standing for a host type (`presenter` → `Presenter`), escaped where the language reserves
    /// the name (Swift's `Self`).
    func typeParameterName(_ identifier: Identifier) -> String {
        let name = CaseStyle.upperCamel.apply(to: identifier)
        return rules.isReserved(name, as: .type) ? rules.escape(name, as: .type) : name
    }

    /// The name of the type this language's files declare for `role` (`.result` → `AcmeResult`).
    func typeName(of role: TypeRole) -> String {
        naming.typeName(of: role)
    }

    /// Every declared type's name under its role's key, and the failure codes' enum as `failureType`, for a
    /// template context.
    func declaredTypeNames(into context: inout [String: MustacheValue]) {
        for (role, suffix) in target.declaredTypes {
            context[role.rawValue] = .string(typePrefix + suffix)
        }
        if let failures = contract.failures {
            context["failureType"] = .string(typeName(failures.name, overrides: failures.names))
        }
    }

    /// A type nested in a generated one (an event's payload), named without the prefix. A name that would
    /// shadow a standard type inside its parent gets the parent's kind as a suffix (`error` → `ErrorEvent`).
    func nestedTypeName(_ identifier: Identifier, overrides: NameOverrides = [:], kind: String) -> String {
        rules.nestedTypeName(identifier, overrides: overrides, kind: kind, on: platform.id)
    }

    func member(_ identifier: Identifier, overrides: NameOverrides = [:]) -> String {
        rules.declaration(of: identifier, as: .member, overrides: overrides, on: platform.id)
    }

    func enumCase(_ identifier: Identifier, overrides: NameOverrides = [:]) -> String {
        rules.declaration(of: identifier, as: .enumCase, overrides: overrides, on: platform.id)
    }

    // MARK: - Text

    /// Whether the SDK hands `event` to the host, as a boolean literal (`true`, `false`: the same in every
    /// language), for the `isDelivered` key of an event's context.
    func deliveredLiteral(_ event: Event) -> MustacheValue {
        .string(event.delivery == .delivered ? "true" : "false")
    }

    func literal(_ text: String) -> MustacheValue {
        .string(rules.stringLiteral(text))
    }

    /// Doc-comment lines for the given paragraphs, in this language's comment syntax.
    func doc(_ paragraphs: String?...) -> MustacheValue {
        doc(paragraphs)
    }

    func doc(_ paragraphs: [String?]) -> MustacheValue {
        .list(DocComment.lines(paragraphs, style: rules.docComment).map(MustacheValue.string))
    }

    /// `text` as a code span for inside a doc comment, on one line and safe for the comment syntax; its fence
    /// is longer than any backtick run in it.
    func inlineCode(_ text: String) -> String {
        DocComment.inline(Markdown.span(text, in: .block), style: rules.docComment)
    }

    // MARK: - What the platform has

    /// The enums this platform's code declares (`PlatformPlan.enums`).
    var enums: [EnumType] {
        plan.enums
    }

    /// The flows this platform's code presents (`PlatformPlan.flows`).
    var flows: [Flow] {
        plan.flows
    }

    var options: [Option] {
        plan.options
    }

    /// What an option's doc comment says on this platform: its description, this platform's note (or, where it
    /// has none, every platform's), and what a null value means where the SDK has its own default.
    func optionDocParagraphs(_ option: Option) -> [String?] {
        // This platform's note; without one, every platform's, as the page says them.
        let note =
            option.notes.first { $0.platform == platform.id }?.text
            ?? (option.notes.isEmpty
                ? nil
                : option.notes.compactMap { note in
                    contract.platform(note.platform).map { "\($0.displayName): \(note.text)" }
                }.joined(separator: " "))
        let sdkDefault = option.sdkDefault.map { sdkDefault in
            "Null by default: the SDK uses its own, \(sdkDefault.description); a value set "
                + (sdkDefault.givenValue == .replaces ? "replaces it." : "is added to it.")
        }
        return [option.description.isEmpty ? nil : option.description, note, sdkDefault]
    }

    /// The aliases the configuration file declares for options the contract names a type of on this platform
    /// (`type_names`): `[{ name, type, doc }]`, `type` as `spelling` writes the option's type.
    func optionTypeAliases(spelling: (TypeRef) -> String) -> MustacheValue {
        .list(
            options.compactMap { option in
                option.typeNames[platform.id].map { name in
                    [
                        "name": .string(name), "type": .string(spelling(option.type)),
                        "doc": doc(
                            "The type of the \(inlineCode(member(option.name, overrides: option.names))) option.",
                            option.description),
                    ]
                }
            })
    }

    func option(_ name: Identifier) -> Option? {
        contract.configuration?.options.first { $0.name == name }
    }

    var endpoint: BridgeEndpoint? {
        plan.endpoint
    }

    var senderPlan: SenderPlan? {
        contract.senderPlan(on: platform.id, code: inlineCode)
    }

    /// Marks the last item of each list, for separators in templates, and with `markingFirst` the first too
    /// (only where a template needs it: every key costs on every item).
    static func list(_ items: [[String: MustacheValue]], markingFirst: Bool = false) -> MustacheValue {
        .list(
            items.enumerated().map { index, item in
                var item = item
                if markingFirst { item["isFirst"] = .bool(index == 0) }
                item["isLast"] = .bool(index == items.count - 1)
                return .object(item)
            })
    }

    /// `list` for a list iterated once and too large to hold as view models: each item is made when the
    /// template reaches it (see `MustacheValue.lazyList`).
    static func lazyList(_ count: Int, _ item: @escaping @Sendable (Int) -> [String: MustacheValue]) -> MustacheValue {
        .lazyList(
            MustacheLazyList(count: count) { index in
                var object = item(index)
                object["isLast"] = .bool(index == count - 1)
                return .object(object)
            })
    }
}
