/// What `Templates/kotlin/Conformance.kt.mustache` and `ConformanceTest.kt.mustache` read beside the rest of
/// `KotlinContext`: the runner's shared keys (`ConformanceContext`) and Kotlin's own. The dispatchers and callbacks
/// it records are the flows' (`KotlinFlowsContext`), so the runner spells them as the layer declares them.
struct KotlinConformance: Encodable, Sendable {
    /// The failure code of a configuration problem, as text; nil where the contract names none for it.
    let failureCodeText: String?
}

extension KotlinTarget {
    var conformanceContext: ConformanceContext<KotlinConformance>? {
        code.conformanceContext(
            spelling: ConformanceSpelling(
                converter: { type, _ in KotlinCode(code: code).converter(type) }, label: { $0 },
                actionUnreadable: "return null",
                handshakeUnreadable: #"return@check "its values do not read""#),
            skipping: KotlinFlows(kotlin: KotlinCode(code: code)).hasDispatch ? [] : ["dispatch"],
            extra: KotlinConformance(
                failureCodeText: code.contract.configuration?.failure != nil ? "error.code.wire" : nil))
    }
}
