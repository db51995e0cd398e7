import JSONSyntax

/// The optional `contractgen.json` beside a contract: how a package wants its code generated. Checked like
/// the contract, with positioned diagnostics.
public struct ConfigFile: Sendable, Equatable {
    public var access: GenerationOptions.Access?
    public var prefix: String?
    /// Targets the command plugin regenerates; nil means every target.
    public var targets: [Target]?
    /// Where the command plugin writes, relative to the config file's folder.
    public var out: String?
    /// The contract, relative to the config file's folder; nil for `contract.json` beside it.
    public var contract: String?
    /// Findings of `contractgen diff` the team has accepted, each with its reason.
    public var diffSuppressions: [ContractDiff.Suppression] = []

    public init(
        access: GenerationOptions.Access? = nil, prefix: String? = nil, targets: [Target]? = nil, out: String? = nil
    ) {
        self.access = access
        self.prefix = prefix
        self.targets = targets
        self.out = out
    }

    static let schema = ObjectSchema(
        name: "config",
        description: "How contractgen generates code for this package.",
        properties: [
            optional("$schema", .string(.any), "The JSON Schema this file follows, for editors."),
            optional(
                "version", .string(.nonEmpty),
                "The contractgen version this package pins, `MAJOR.MINOR.PATCH`: any other refuses to run, naming both."
            ),
            optional(
                "access", .oneOf(GenerationOptions.Access.allCases.map(\.rawValue)),
                "Access level of the generated Swift: `internal` (default for the build plugin) or `public`."),
            optional(
                "prefix", .string(.identifier), "Put before every generated type name instead of the contract's name."),
            optional(
                "targets", .array(.oneOf(Target.allCases.map(\.rawValue))),
                "What the command plugin regenerates; every target when omitted."),
            optional(
                "out", .string(.folderPath),
                "Folder the command plugin writes into, relative to this file; default `Generated`."),
            optional(
                "contract", .string(.filePath),
                "The contract, relative to this file; default `contract.json` beside it."),
            optional("diff", .object(diff), "How `contractgen diff` judges changes."),
        ]
    )

    static let diff = ObjectSchema(
        name: "diff",
        description: "How `contractgen diff` judges changes.",
        properties: [
            optional(
                "suppress", .array(.object(suppression)),
                "Findings the team accepts: each still prints, as a note with its reason, and breaks nothing.")
        ]
    )

    static let suppression = ObjectSchema(
        name: "suppression",
        description: "A finding the team accepts.",
        properties: [
            required("rule", .string(.nonEmpty), "The finding's rule, e.g. `event.removed`."),
            optional(
                "element", .string(.nonEmpty),
                "The element, as the finding names it (`event resize`); every element of the rule when omitted."),
            required("reason", .text, "Why it is accepted: printed with the finding."),
        ]
    )

    /// Checks a command-line value as this file's `key` is checked, so `--prefix` takes what `"prefix"` takes:
    /// nil when it is fine, else what it must be.
    public static func problem(with value: String, for key: String) -> String? {
        guard case .string(let rule)? = schema.property(key)?.schema, !rule.check(value) else { return nil }
        return "'\(value)' is not \(rule.summary)"
    }

    /// Reads and checks a config file's bytes; every problem is reported at its line and column.
    public static func load(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> ConfigFile {
        let root = try ContractLoader.load(bytes, file: file)
        var checker = SchemaChecker(file: file, rule: "config")
        checker.check(root, against: .object(schema), label: "the config")
        try checker.diagnostics.check()
        guard let object = JSONReader(root) else { return ConfigFile() }
        if let pinned = object.string("version"), pinned != contractgenVersion {
            // A team pins the binary its generated code came from; another one could write other code.
            let position = object.position(of: "version")
            throw DiagnosticError([
                Diagnostic(
                    .error,
                    "\(file) pins contractgen \(pinned), and this is contractgen \(contractgenVersion); run contractgen \(pinned), or change the pin to \(contractgenVersion) and regenerate",
                    at: SourceLocation(file: file, line: position.line, column: position.column), rule: "config")
            ])
        }
        var config = ConfigFile(
            access: object.string("access").flatMap(GenerationOptions.Access.init),
            prefix: object.string("prefix"),
            targets: object.node("targets") == nil
                ? nil : object.strings("targets").compactMap { Target(rawValue: $0.text) },
            out: object.string("out")
        )
        config.contract = object.string("contract")
        config.diffSuppressions = (JSONReader(object.node("diff"))?.objects("suppress") ?? []).compactMap {
            suppression in
            guard let rule = suppression.string("rule"), let reason = suppression.string("reason") else { return nil }
            let position = suppression.position(of: "rule")
            return ContractDiff.Suppression(
                rule: rule, element: suppression.string("element"), reason: reason,
                location: SourceLocation(file: file, line: position.line, column: position.column))
        }
        return config
    }
}
