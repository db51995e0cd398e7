/// What `Templates/dart/conformance.dart.mustache` and `conformance_test.dart.mustache` read beside the rest of
/// `DartContext`: the runner's shared keys (`ConformanceContext`) and Dart's own. The runner is the package's own
/// test (`test/`), which imports the library as a package user does: the layer's readers are private to it, so the
/// runner reads host actions' arguments with its own, the helpers below.
struct DartConformance: Encodable, Sendable {
    /// Where the vectors are from the package, where `dart test` runs.
    let vectorsPath: String
    let hasFailureCode: Bool
    let helpers: Helpers

    /// The readers the runner's host actions use: Dart warns of an unused one.
    struct Helpers: Encodable, Sendable {
        let wholeNumber: Bool
        let number: Bool
        let duration: Bool
        let timestamp: Bool
        let enumeration: Bool
        let integerEnumeration: Bool
        let list: Bool
    }
}

extension DartTarget {
    var conformanceContext: ConformanceContext<DartConformance>? {
        // Only the result sequences perform host actions.
        let performs = VectorsTarget(code.lowered).fileNames.contains("result-sequences")
        let actions = performs ? code.plan.results?.actions ?? [] : []
        let readers = actions.flatMap(\.parameters).map { conformanceReader($0.type) }
        let uses = { (name: String) in readers.contains { $0.contains(name + "(") || $0.hasPrefix(name) } }
        let depth = folder.split(separator: "/").count
        return code.conformanceContext(
            spelling: ConformanceSpelling(
                converter: { type, _ in conformanceReader(type) }, label: { $0 }, actionUnreadable: "return null;",
                handshakeUnreadable: #"return "its values do not read";"#),
            // Dart has no dispatchers: its SDKs wrap native ones.
            skipping: ["dispatch"],
            extra: DartConformance(
                vectorsPath: (Array(repeating: "..", count: depth) + ["Vectors"]).joined(separator: "/"),
                hasFailureCode: code.contract.configuration?.failure != nil,
                helpers: .init(
                    wholeNumber: uses("_wholeNumber"), number: uses("_number"), duration: uses("_duration"),
                    timestamp: uses("_timestamp"), enumeration: uses("_enumOf"),
                    integerEnumeration: uses("_integerEnumOf"), list: uses("_listOf"))))
    }

    /// A function from a vector's JSON value to `type` or null, from the runner's own helpers.
    private func conformanceReader(_ type: TypeRef) -> String {
        switch type {
        case .string: "_as<String>"
        case .boolean: "_as<bool>"
        case .integer: "_wholeNumber"
        case .number: "_number"
        case .durationMilliseconds: "_duration"
        case .timestamp: "_timestamp"
        case .enumeration(let name):
            code.isIntegerEnum(name)
                ? "_integerEnumOf(\(dart.enumTypeName(name)).new)" : "_enumOf(\(dart.enumTypeName(name)).new)"
        case .array(let element): "_listOf(\(conformanceReader(element)))"
        case .map, .record: "_as<Map<String, Object?>>"
        case .json: "_as<Object>"
        }
    }
}
