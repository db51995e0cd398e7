import Mustache

/// The names of the types a language's files declare, each under its role's key (`TypeRole`), and the failure
/// codes' enum as `failureType`.
struct DeclaredTypesContext: Encodable {
    let names: [TypeRole: String]
    let failureType: String?

    private enum CodingKeys: CodingKey { case failureType }

    func encode(to encoder: any Encoder) throws {
        var roles = encoder.container(keyedBy: TypeRole.self)
        for (role, name) in names.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            try roles.encode(name, forKey: role)
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(failureType, forKey: .failureType)
    }
}

/// An alias the configuration file declares for an option's type.
struct OptionTypeAlias: Encodable {
    let name: String
    let type: String
    let doc: MustacheValue
}

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
        self.naming = TypeNaming(platform: plan.platform, prefix: lowered.typePrefix(on: plan.platform))
        self.rules = plan.platform.language.rules
    }

    /// The contract as the platform has it (`PlatformPlan.contract`).
    var contract: Contract { plan.contract }
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

    /// The type of one of the contract's records.
    func recordTypeName(_ name: Identifier) -> String {
        typeName(name, overrides: contract.record(named: name)?.names ?? [:])
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

    /// Every declared type's name under its role's key, and the failure codes' enum as `failureType`.
    var declaredTypeNames: DeclaredTypesContext {
        DeclaredTypesContext(
            names: Dictionary(
                uniqueKeysWithValues: target.declaredTypes.keys.map { role in
                    // A configuration that names a failure code is that failure when invalid.
                    let isFailure = role == .configurationError && contract.configuration?.failure != nil
                    return (role, typeName(of: isFailure ? .failureError : role))
                }),
            failureType: contract.failures.map { typeName($0.name, overrides: $0.names) })
    }

    /// A type nested in a generated one (an event's payload), named without the prefix. A name that would
    /// shadow a standard type inside its parent gets the parent's kind as a suffix (`error` → `ErrorEvent`).
    func nestedTypeName(_ identifier: Identifier, overrides: NameOverrides = [:], kind: String) -> String {
        rules.nestedTypeName(identifier, overrides: overrides, kind: kind, on: platform)
    }

    func member(_ identifier: Identifier, overrides: NameOverrides = [:]) -> String {
        rules.declaration(of: identifier, as: .member, overrides: overrides, on: platform)
    }

    func enumCase(_ identifier: Identifier, overrides: NameOverrides = [:]) -> String {
        rules.declaration(of: identifier, as: .enumCase, overrides: overrides, on: platform)
    }

    // MARK: - Text

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
    /// (`type_names`), `type` as `spelling` writes the option's type.
    func optionTypeAliases(spelling: (TypeRef) -> String) -> [OptionTypeAlias] {
        options.compactMap { option in
            option.typeNames[platform.id].map { name in
                OptionTypeAlias(
                    name: name, type: spelling(option.type),
                    doc: doc(
                        "The type of the \(inlineCode(member(option.name, overrides: option.names))) option.",
                        option.description))
            }
        }
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
}
