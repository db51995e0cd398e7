import JSONSyntax

/// The second stage: a JSON tree → the validated `Contract`, or every problem found in it.
enum ContractValidator {
    /// `typePrefix` is the run's (`--prefix`, or the config's `prefix`), which the type names are checked with, as
    /// they are rendered with it; nil for the contract's own.
    static func validate(
        _ root: consuming JSONNode, file: String, typePrefix: String? = nil
    ) throws(DiagnosticError) -> Contract {
        var all = DiagnosticCollector()
        let contract = try model(of: root, file: file, diagnostics: &all)
        // The tree is not needed past the model; let it go before the name check, which is the next largest.
        _ = consume root
        var collisions = NameCollisionCheck(typePrefix: typePrefix)
        collisions.check(contract)
        all.append(contentsOf: collisions.diagnostics)
        try all.check()
        return contract
    }

    /// The schema check and the model built from `root`; throws only when the root is not an object.
    private static func model(
        of root: JSONNode, file: String, diagnostics: inout DiagnosticCollector
    ) throws(DiagnosticError) -> Contract {
        var schema = SchemaChecker(file: file)
        schema.check(root, against: .object(ContractSchema.root), label: "the contract")
        guard let object = JSONReader(root) else {
            throw DiagnosticError(schema.diagnostics.sorted, omitted: schema.diagnostics.omitted)
        }
        var builder = ModelBuilder(file: file)
        let contract = builder.build(object)
        diagnostics.append(contentsOf: schema.diagnostics)
        diagnostics.append(contentsOf: builder.diagnostics)
        return contract
    }
}
