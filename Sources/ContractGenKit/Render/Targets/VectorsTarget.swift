import Mustache

/// Conformance vectors: JSON files of inputs and the outcome every SDK must produce, so each SDK's tests run
/// the same cases. The format of each file is documented on its builder and in README.
///
/// Template context (`Templates/vectors/vectors.json.mustache`), one file at a time; every value is JSON text:
/// `description`, `fields: [{ key, json }]` (extra top-level members), `cases: [{ json, isLast }]`.
struct VectorsTarget {
    let contract: Contract

    func render(with templates: CompiledTemplates) throws(DiagnosticError) -> [GeneratedFile] {
        var files: [(name: String, description: String, fields: [(String, VectorJSON)], cases: [VectorJSON])] = []
        if let bridge = contract.bridge {
            files.append(("messages", "Bridge messages: each decodes to `decoded` or is dropped with `rejection`.", [
                ("maxBytes", .integer(Int64(bridge.maxBytes))),
            ], MessageVectors(contract: contract, bridge: bridge).cases))
        }
        if !contract.results.isEmpty {
            files.append(("results", "Results in JSON: each `valid` one decodes and encodes back to `json`; no invalid one decodes.",
                          [], ResultVectors(contract: contract).cases))
        }
        if let configuration = contract.configuration {
            files.append(("configuration", "Configurations keyed by contract option names: `valid`, or the `failure` naming `option`.",
                          [], ConfigurationVectors(contract: contract, configuration: configuration).cases))
            if let navigation = contract.navigation {
                files.append(("session-urls", "Session URLs built from configurations: the `url` to load, or the `failure`.",
                              [], SessionURLVectors(contract: contract, configuration: configuration, navigation: navigation).cases))
            }
        }
        if let navigation = contract.navigation {
            let vectors = NavigationVectors(samples: Samples(contract: contract), navigation: navigation, hasHostsOption: navigation.hostsOption != nil)
            files.append(("navigation", "Navigation decisions for `url` under a policy for `sessionUrl` and `allowedHosts`.",
                          [("counter", vectors.counter)], vectors.cases))
        }
        if let legacy = contract.legacy {
            let vectors = DispatchVectors(contract: contract, legacy: legacy)
            files.append(("dispatch", "Legacy messages and the callbacks each fires, in order, with their arguments; or rejected with no calls.",
                          vectors.handshake.map { [("handshake", $0)] } ?? [], vectors.cases))
        }
        var rendered: [GeneratedFile] = []
        for file in files {
            let context: MustacheValue = [
                "contractFile": "contract.json",
                "description": .string(JSONLiteral.string(file.description)),
                "fields": .list(file.fields.map { ["key": .string(JSONLiteral.string($0.0)), "json": .string($0.1.text)] }),
                "cases": PlatformCode.list(file.cases.map { ["json": .string($0.text)] }),
            ]
            rendered.append(GeneratedFile(path: "Vectors/\(file.name).json", contents: try templates.render("vectors/vectors.json", context)))
        }
        return rendered
    }
}
