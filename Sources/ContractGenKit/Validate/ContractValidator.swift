import JSONSyntax

/// The second stage: a JSON tree → the validated `Contract`, or every problem found in it.
public enum ContractValidator {
    public static func validate(_ root: JSONNode, file: String) throws(DiagnosticError) -> Contract {
        var schema = SchemaChecker(file: file)
        schema.check(root, against: .object(ContractSchema.root), label: "the contract")
        guard let object = JSONReader(root) else { throw DiagnosticError(schema.diagnostics.sorted) }

        var builder = ModelBuilder(file: file)
        let contract = builder.build(object)
        var collisions = NameCollisionCheck()
        collisions.check(contract)

        var all = DiagnosticCollector()
        all.append(contentsOf: schema.diagnostics.diagnostics)
        all.append(contentsOf: builder.diagnostics.diagnostics)
        all.append(contentsOf: collisions.diagnostics.diagnostics)
        try all.check()
        return contract
    }
}
