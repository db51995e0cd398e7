import Mustache

/// Conformance vectors: JSON files of inputs and the outcome every SDK must produce, so each SDK's tests run
/// the same cases. The format of each file is documented on its builder and in README.
///
/// Template context (`Templates/vectors/vectors.json.mustache`), one file at a time; every value is JSON text:
/// `description`, `fields: [{ key, json }]` (extra top-level members), `cases: [{ json, isLast }]`.
struct VectorsTarget {
    let lowered: LoweredContract
    var contract: Contract { lowered.contract }

    init(_ lowered: LoweredContract) {
        self.lowered = lowered
    }

    /// One vector file. Its cases are built when it is rendered, and dropped before the next is built: at
    /// 10,000 events the messages alone are tens of megabytes of JSON.
    private struct VectorFile {
        var name: String
        var description: String
        /// Extra top-level members, and the cases.
        var make: () -> (fields: [(String, VectorJSON)], cases: [VectorJSON])
    }

    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError) {
        for file in files {
            let (fields, cases) = file.make()
            let context = VectorsContext(
                contractFile: "contract.json", description: JSONLiteral.string(file.description),
                // A list of objects is written an item a line, as the cases are.
                fields: fields.map { key, value in
                    let items: [VectorsContext.JSONText]? =
                        if case .array(let items) = value, !items.isEmpty,
                            items.allSatisfy({ if case .object = $0 { true } else { false } })
                        {
                            items.map { .init(json: $0.text) }
                        } else {
                            nil
                        }
                    return .init(
                        key: JSONLiteral.string(key), items: items ?? [], json: items == nil ? value.text : nil)
                },
                // Each case's JSON text is made as it is written: at 10,000 events the messages are tens of
                // megabytes of text.
                cases: MadeWhenReached(count: cases.count) { .init(json: cases[$0].text) })
            emit(
                try templates.file(
                    "Vectors/\(file.name).json", from: "vectors/vectors.json", MustacheValue(projecting: context)))
        }
    }

    /// The top-level fields and cases of the vectors file `name`, built now; nil when the contract has no such file.
    func contents(of name: String) -> (fields: [(String, VectorJSON)], cases: [VectorJSON])? {
        files.first { $0.name == name }?.make()
    }

    /// The files this contract's vectors are, without building their cases: what each SDK's runner reads.
    var fileNames: [String] { files.map(\.name) }

    private var files: [VectorFile] {
        let contract = contract
        var files: [VectorFile] = []
        if let bridge = contract.bridge {
            // Every message is posted by the flow itself; `senders` holds the others.
            let sender = VectorJSON.object([
                ("sessionUrl", .string(Samples(contract: contract).sessionURL)),
                ("origin", .string("https://" + Samples.sessionHost)), ("isMainFrame", .bool(true)),
            ])
            files.append(
                VectorFile(
                    name: "messages",
                    description:
                        "Bridge messages, each posted by `sender` (the flow's main frame): each decodes to `decoded` or is dropped with `rejection`.",
                    make: {
                        (
                            [("maxBytes", .integer(Int64(bridge.maxBytes))), ("sender", sender)],
                            PlatformCases(lowered: lowered).cases {
                                MessageVectors(contract: $0.contract, bridge: bridge).cases
                            }
                        )
                    }))
            if !contract.events.isEmpty {
                files.append(
                    VectorFile(
                        name: "senders",
                        description:
                            "Who may post: `message`, posted by each case's sender (`origin` and `isMainFrame`, null where the platform does not say) under a policy for `sessionUrl`, decodes when `admitted` and is dropped as `untrusted_sender` when not."
                    ) {
                        let vectors = SenderVectors(contract: contract, bridge: bridge)
                        return ([("message", .string(vectors.message))], vectors.cases)
                    })
            }
        }
        if contract.bridge == nil, !contract.events.isEmpty {
            files.append(
                VectorFile(
                    name: "events",
                    description:
                        "Events as a native SDK reports them, by `type` (an emitter's event name) and `payload` (its body; none reads as an empty one): each reads as `decoded`, whose payload it writes back, or is refused with `rejection`. An `unknown_type` is a newer SDK's event, which a reader ignores.",
                    make: { ([], PlatformCases(lowered: lowered).cases { EventVectors(contract: $0.contract).cases }) }
                ))
        }
        if !contract.results.isEmpty {
            files.append(
                VectorFile(
                    name: "results",
                    // What a platform sends for none, and a timestamp in another form, encode back otherwise.
                    description: contract.absentValues.isEmpty && !contract.fieldsHoldTimestamps
                        ? "Results in JSON: each `valid` one decodes and encodes back to `json`; no invalid one decodes."
                        : "Results in JSON: each `valid` one decodes and encodes back to `encoded` where a case gives it, else to `json`; no invalid one decodes.",
                    make: { ([], PlatformCases(lowered: lowered).cases { ResultVectors(contract: $0.contract).cases }) }
                ))
        }
        if lowered.results != nil, let bridge = contract.bridge {
            files.append(
                VectorFile(
                    name: "result-sequences",
                    description:
                        "Messages and host actions fed to a result tracker, in order: after each step it returns `ending`, the result and the delay before the host returns it, once, or null.",
                    make: {
                        let cases = PlatformCases(lowered: lowered).cases { view in
                            view.results.map { ResultSequenceVectors(lowered: view, plan: $0, bridge: bridge).cases }
                                ?? []
                        }
                        return ([], cases)
                    }))
        }
        if let configuration = contract.configuration {
            // The sensitive options: no log, description or reflection of a valid configuration may show their values.
            let sensitive = VectorJSON.array(configuration.options.filter(\.isSensitive).map { .string($0.name.raw) })
            // Where an option exists on some platforms only: an SDK writes back the options its platform has.
            let platformOnly = VectorJSON.object(
                configuration.options.compactMap { option in
                    option.platforms.map { platforms in
                        (
                            option.name.raw,
                            .array(contract.platforms.filter { platforms.contains($0.id) }.map { .string($0.id.raw) })
                        )
                    }
                })
            files.append(
                VectorFile(
                    name: "configuration",
                    description:
                        "Configurations keyed by contract option names: `valid`, or the `failure` naming `option` at its `stage`: `read` (reading the JSON) or `validate` (checking what was read). A valid configuration writes back as `written`: each option its platform has (`platformOnly` names those some platforms lack), by contract name. No text a valid configuration is logged or reflected as shows the value of a `sensitive` option.",
                    make: {
                        (
                            [("sensitive", sensitive), ("platformOnly", platformOnly)],
                            ConfigurationVectors(lowered: lowered, configuration: configuration).cases
                        )
                    }))
            if let navigation = contract.navigation {
                files.append(
                    VectorFile(
                        name: "session-urls",
                        description: "Session URLs built from configurations: the `url` to load, or the `failure`.",
                        make: {
                            (
                                [],
                                SessionURLVectors(
                                    lowered: lowered, configuration: configuration, navigation: navigation
                                ).cases
                            )
                        }))
            }
        }
        if let navigation = contract.navigation {
            files.append(
                VectorFile(
                    name: "navigation",
                    description:
                        "Navigation decisions for `url`, in the main frame or a sub-frame, opened by the user or by the page, under a policy for `sessionUrl` and `allowedHosts`."
                ) {
                    let vectors = NavigationVectors(
                        samples: Samples(contract: contract), navigation: navigation,
                        hasHostsOption: navigation.hostsOption != nil)
                    let counter = vectors.counter.map { [("counter", $0)] } ?? []
                    return ([("origins", .array(vectors.origins))] + counter, vectors.cases)
                })
        }
        if let legacy = contract.legacy {
            files.append(
                VectorFile(
                    name: "dispatch",
                    description:
                        "The messages the flow page sends and the callbacks each fires, in order, with their arguments, and what the dispatcher returns: dispatched, ended (a terminal callback was called: the flow is over), rejected, or after_end (read after the end: nothing is called). Each case has a new dispatcher; a sequence's steps share one."
                ) {
                    let vectors = DispatchVectors(contract: contract, legacy: legacy)
                    return (
                        (vectors.handshake.map { [("handshake", $0)] } ?? []) + [
                            ("sequences", .array(vectors.sequences))
                        ], vectors.cases
                    )
                })
        }
        return files
    }
}

/// What `Templates/vectors/vectors.json.mustache` reads: a file's top-level fields, each JSON text or a list of
/// objects written an item a line, and its cases.
struct VectorsContext: Encodable {
    let contractFile: String
    let description: String
    let fields: [Field]
    let cases: MadeWhenReached<JSONText>

    struct Field: Encodable {
        let key: String
        let items: [JSONText]
        /// Nil when the field is written as `items`.
        let json: String?
    }

    struct JSONText: Encodable {
        let json: String
    }
}
