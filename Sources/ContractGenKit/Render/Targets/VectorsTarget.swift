import Mustache

/// Conformance vectors: JSON files of inputs and the outcome every SDK must produce, so each SDK's tests run
/// the same cases. The format of each file is documented on its builder and in README.
///
/// Template context (`Templates/vectors/vectors.json.mustache`), one file at a time; every value is JSON text:
/// `description`, `fields: [{ key, json }]` (extra top-level members), `cases: [{ json, isLast }]`.
struct VectorsTarget {
    let contract: Contract

    /// One vector file. Its cases are built when it is rendered, and dropped before the next is built: at
    /// 10,000 events the messages alone are tens of megabytes of JSON.
    private struct VectorFile {
        var name: String
        var description: String
        var fields: () -> [(String, VectorJSON)] = { [] }
        var cases: () -> [VectorJSON]
    }

    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError) {
        for file in files {
            let cases = file.cases()
            let context: MustacheValue = [
                "contractFile": "contract.json",
                "description": .string(JSONLiteral.string(file.description)),
                "fields": .list(file.fields().map { ["key": .string(JSONLiteral.string($0.0)), "json": .string($0.1.text)] }),
                // Each case's JSON text is made as it is written: at 10,000 events the messages are tens of
                // megabytes of text.
                "cases": PlatformCode.lazyList(cases.count) { ["json": .string(cases[$0].text)] },
            ]
            emit(try templates.file("Vectors/\(file.name).json", from: "vectors/vectors.json", context))
        }
    }

    private var files: [VectorFile] {
        let contract = contract
        var files: [VectorFile] = []
        if let bridge = contract.bridge {
            files.append(VectorFile(name: "messages", description: "Bridge messages: each decodes to `decoded` or is dropped with `rejection`.",
                                    fields: { [("maxBytes", .integer(Int64(bridge.maxBytes)))] },
                                    cases: { MessageVectors(contract: contract, bridge: bridge).cases }))
        }
        if !contract.results.isEmpty {
            files.append(VectorFile(name: "results", description: "Results in JSON: each `valid` one decodes and encodes back to `json`; no invalid one decodes.",
                                    cases: { ResultVectors(contract: contract).cases }))
        }
        if let configuration = contract.configuration {
            files.append(VectorFile(name: "configuration", description: "Configurations keyed by contract option names: `valid`, or the `failure` naming `option`.",
                                    cases: { ConfigurationVectors(contract: contract, configuration: configuration).cases }))
            if let navigation = contract.navigation {
                files.append(VectorFile(name: "session-urls", description: "Session URLs built from configurations: the `url` to load, or the `failure`.",
                                        cases: { SessionURLVectors(contract: contract, configuration: configuration, navigation: navigation).cases }))
            }
        }
        if let navigation = contract.navigation {
            let vectors = { NavigationVectors(samples: Samples(contract: contract), navigation: navigation, hasHostsOption: navigation.hostsOption != nil) }
            files.append(VectorFile(name: "navigation", description: "Navigation decisions for `url` under a policy for `sessionUrl` and `allowedHosts`.",
                                    fields: { [("counter", vectors().counter)] }, cases: { vectors().cases }))
        }
        if let legacy = contract.legacy {
            let vectors = { DispatchVectors(contract: contract, legacy: legacy) }
            files.append(VectorFile(name: "dispatch", description: "Legacy messages and the callbacks each fires, in order, with their arguments; or rejected with no calls.",
                                    fields: { vectors().handshake.map { [("handshake", $0)] } ?? [] }, cases: { vectors().cases }))
        }
        return files
    }
}
