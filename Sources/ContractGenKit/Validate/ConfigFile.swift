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

    public init(access: GenerationOptions.Access? = nil, prefix: String? = nil, targets: [Target]? = nil, out: String? = nil) {
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
            optional("access", .oneOf(GenerationOptions.Access.allCases.map(\.rawValue)), "Access level of the generated Swift: `internal` (default for the build plugin) or `public`."),
            optional("prefix", .string(.identifier), "Put before every generated type name instead of the contract's name."),
            optional("targets", .array(.oneOf(Target.allCases.map(\.rawValue))), "What the command plugin regenerates; every target when omitted."),
            optional("out", .string(.folderPath), "Folder the command plugin writes into, relative to this file; default `Generated`."),
        ]
    )

    /// Reads and checks a config file's bytes; every problem is reported at its line and column.
    public static func load(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> ConfigFile {
        let root = try ContractLoader.load(bytes, file: file)
        var checker = SchemaChecker(file: file)
        checker.check(root, against: .object(schema), label: "the config")
        try checker.diagnostics.check()
        guard let object = JSONReader(root) else { return ConfigFile() }
        return ConfigFile(
            access: object.string("access").flatMap(GenerationOptions.Access.init),
            prefix: object.string("prefix"),
            targets: object.node("targets") == nil ? nil : object.strings("targets").compactMap { Target(rawValue: $0.text) },
            out: object.string("out")
        )
    }
}
