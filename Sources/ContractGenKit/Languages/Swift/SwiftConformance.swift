import Mustache

/// What `Templates/swift/Conformance.swift.mustache` and `ConformanceTests.swift.mustache` read beside the rest of
/// `SwiftContext`: the runner's shared keys (`ConformanceContext`) and Swift's own. The dispatchers and callbacks it
/// records are the flows' (`SwiftFlows`), the tracker's constructor the result tracker's
/// (`ResultTrackerContext.readsConfiguration`), so the runner spells them as the layer declares them.
struct SwiftConformance: Encodable, Sendable {
    /// `import CheckoutContract` for the platform's `package`, `@testable` where the layer is internal; nil
    /// without one, when the runner is compiled in the layer's own module.
    let moduleImport: String?
    /// Where the vectors are from the runner's own folder: `../../Vectors` for `Tests/Swift`.
    let vectorsPathLiteral: String
    /// The failure code of a configuration problem, as text; nil where the contract names none for it.
    let failureCodeText: String?
    /// The ending's delay in milliseconds, from `delay`.
    let delayMilliseconds: String
}

extension SwiftTarget {
    var conformanceContext: ConformanceContext<SwiftConformance>? {
        let depth = folder.split(separator: "/").count + 1
        let failure = code.contract.configuration?.failure != nil
        return code.conformanceContext(
            spelling: ConformanceSpelling(
                converter: { type, _ in converter(type) }, label: SwiftLanguage.argumentLabel,
                actionUnreadable: "return nil",
                handshakeUnreadable: #"return "its values do not read""#),

            extra: SwiftConformance(
                moduleImport: code.platform.package.map { (access == .public ? "import " : "@testable import ") + $0 },
                vectorsPathLiteral: code.rules.stringLiteral(
                    (Array(repeating: "..", count: depth) + ["Vectors"]).joined(separator: "/")),
                failureCodeText: failure ? "\"\\(error.code.rawValue)\"" : nil,
                delayMilliseconds: code.platform.hasSwiftDuration
                    ? "Double(delay / .milliseconds(1))" : "Double(delay)"))
    }
}
