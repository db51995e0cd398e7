/// The scenarios the flow simulator page (`Web/flow-simulator.html`) plays through the real bridge of the SDK that
/// hosts it, each taken from the conformance vectors, so the page and every SDK's runner agree on the outcome:
///
/// - `result`: a result sequence whose every step is a message the page posts, each with the ending the SDK's
///   result tracker returns after it (the auto-close delay included), under the sequence's configuration;
/// - `rejected`: one message of each kind every SDK drops (oversize, not JSON, not an object, …);
/// - `navigation`: the page navigating its main frame by itself to a URL the policy loads, opens in the browser
///   or blocks, under a policy for the session URL;
/// - `dispatch`: a legacy message, or a sequence of them, with the callbacks each fires and what the dispatcher
///   returns; `handshake`: the page's ready message, then the reply the host must post back.
///
/// Each is `{id, kind, title, steps, …}`; a step is `{send, expect}`, `{navigate, expect}` or `{awaitReply}`.
struct SimulatorScenarios {
    let lowered: LoweredContract

    var scenarios: [VectorJSON] {
        let vectors = VectorsTarget(lowered)
        return results(vectors) + rejections(vectors) + navigations(vectors) + dispatch(vectors)
    }

    /// Cases that name their platforms are theirs alone; a scenario plays on every platform.
    private func everywhere(_ cases: [VectorJSON]) -> [VectorJSON] {
        cases.filter { $0["platforms"] == nil }
    }

    private func scenario(
        _ kind: String, _ name: VectorJSON?, index: Int, steps: [VectorJSON], more: [(String, VectorJSON)] = []
    ) -> VectorJSON {
        let title = name.flatMap { if case .string(let text) = $0 { text } else { nil } } ?? kind
        return .object(
            [("id", .string("\(kind)-\(index + 1)")), ("kind", .string(kind)), ("title", .string(title))] + more
                + [("steps", .array(steps))])
    }

    private func results(_ vectors: VectorsTarget) -> [VectorJSON] {
        let sequences = everywhere(vectors.contents(of: "result-sequences")?.cases ?? []).filter { sequence in
            guard case .array(let steps)? = sequence["steps"] else { return false }
            return steps.allSatisfy { $0["message"] != nil }
        }
        return sequences.enumerated().map { index, sequence in
            guard case .array(let steps)? = sequence["steps"] else { return .null }
            return scenario(
                "result", sequence["name"], index: index,
                steps: steps.map { step in
                    .object([
                        ("send", step["message"] ?? .null), ("expect", .object([("ending", step["ending"] ?? .null)])),
                    ])
                }, more: [("configuration", sequence["configuration"] ?? .object([]))])
        }
    }

    /// The first message of each rejection kind.
    private func rejections(_ vectors: VectorsTarget) -> [VectorJSON] {
        var kinds: Set<String> = []
        let cases = everywhere(vectors.contents(of: "messages")?.cases ?? []).filter { vector in
            guard case .string(let kind)? = vector["rejection"]?["kind"] else { return false }
            return kinds.insert(kind).inserted
        }
        return cases.enumerated().map { index, vector in
            scenario(
                "rejected", vector["name"], index: index,
                steps: [
                    .object([
                        ("send", vector["message"] ?? .null),
                        ("expect", .object([("rejection", vector["rejection"] ?? .null)])),
                    ])
                ])
        }
    }

    /// The first navigation of each decision the page starts in its main frame, under a policy for the session URL
    /// and the hosts the vector allows: by itself, or where none is, on a platform that cannot tell who started it
    /// (`userInitiated` null).
    private func navigations(_ vectors: VectorsTarget) -> [VectorJSON] {
        let all = vectors.contents(of: "navigation")?.cases ?? []
        var decisions: Set<String> = []
        let cases = [VectorJSON.bool(false), .null].flatMap { started in
            all.filter { vector in
                guard vector["mainFrame"] == .bool(true), vector["userInitiated"] ?? .null == started,
                    case .string(let decision)? = vector["decision"]
                else { return false }
                return decisions.insert(decision).inserted
            }
        }
        return cases.enumerated().map { index, vector in
            scenario(
                "navigation", vector["name"], index: index,
                steps: [
                    .object([
                        ("navigate", vector["url"] ?? .null),
                        ("expect", .object([("decision", vector["decision"] ?? .null)])),
                    ])
                ],
                more: [
                    ("sessionUrl", vector["sessionUrl"] ?? .null),
                    ("allowedHosts", vector["allowedHosts"] ?? .array([])),
                    ("userInitiated", vector["userInitiated"] ?? .null),
                ])
        }
    }

    private func dispatch(_ vectors: VectorsTarget) -> [VectorJSON] {
        guard let file = vectors.contents(of: "dispatch") else { return [] }
        let step = { (vector: VectorJSON) -> VectorJSON in
            .object([
                ("send", vector["message"] ?? .null),
                (
                    "expect",
                    .object([("outcome", vector["outcome"] ?? .null), ("calls", vector["calls"] ?? .array([]))])
                ),
            ])
        }
        let cases = file.cases.enumerated().map { index, vector in
            scenario(
                "dispatch", vector["name"], index: index, steps: [step(vector)],
                more: [("flow", vector["flow"] ?? .null)])
        }
        let sequences =
            file.fields.first { $0.0 == "sequences" }.map { field -> [VectorJSON] in
                guard case .array(let sequences) = field.1 else { return [] }
                return sequences.enumerated().map { index, sequence in
                    guard case .array(let steps)? = sequence["steps"] else { return .null }
                    return scenario(
                        "sequence", sequence["name"], index: index, steps: steps.map(step),
                        more: [("flow", sequence["flow"] ?? .null)])
                }
            } ?? []
        let handshake = file.fields.first { $0.0 == "handshake" }.map { field -> VectorJSON in
            let flow = lowered.contract.flows.first.map { VectorJSON.string($0.name.raw) } ?? .null
            return scenario(
                "handshake", .string("the page is ready and the host replies"), index: 0,
                steps: [
                    .object([
                        ("send", field.1["readyMessage"] ?? .null),
                        ("expect", .object([("outcome", "handshake_ready"), ("calls", .array([]))])),
                    ]),
                    .object([("awaitReply", field.1["reply"] ?? .null)]),
                ],
                more: [
                    ("flow", flow), ("values", field.1["values"] ?? .object([])),
                    // The reply's fields by contract name and wire key, for a host that names them as its language does.
                    (
                        "replyFields",
                        .array(
                            (lowered.contract.legacy?.handshake?.replyFields ?? []).map {
                                .object([("name", .string($0.name.raw)), ("wire", .string($0.wire))])
                            })
                    ),
                ])
        }
        return cases + sequences + (handshake.map { [$0] } ?? [])
    }
}
