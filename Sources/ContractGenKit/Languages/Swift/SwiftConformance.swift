import Mustache

/// What `Templates/swift/Conformance.swift.mustache` and `ConformanceTests.swift.mustache` read beside the rest of
/// `SwiftContext`: the vector files the contract has and, for each, what the runner calls in the generated Swift.
/// The dispatchers and callbacks it records are the flows' (`SwiftFlows`), the tracker's constructor the result
/// tracker's (`ResultTrackerContext.readsConfiguration`), so the runner spells them as the layer declares them.
struct SwiftConformanceContext: Encodable {
    let suiteType: String
    /// The framework-free runner (`AcmeConformance`) and its report.
    let coreType: String
    let reportType: String
    /// This contract's vectors files, as string literals.
    let fileList: [FileName]
    /// `import CheckoutContract` for the platform's `package`, `@testable` where the layer is internal; nil
    /// without one, when the runner is compiled in the layer's own module.
    let moduleImport: String?
    let platformLiteral: String
    /// Where the vectors are from the runner's own folder: `../../Vectors` for `Tests/Swift`.
    let vectorsPathLiteral: String
    let files: Files
    let hasCounter: Bool
    /// The failure code of a configuration problem, as text; nil where the contract names none for it.
    let failureCodeText: String?
    /// The ending's delay in milliseconds, from `delay`.
    let delayMilliseconds: String
    let actions: [Action]
    let handshake: Handshake?

    struct FileName: Encodable {
        let literal: String
    }

    /// Which vector files the contract has (`VectorsTarget.fileNames`).
    struct Files: Encodable {
        let messages: Bool
        let senders: Bool
        let results: Bool
        let configuration: Bool
        let sessionUrls: Bool
        let navigation: Bool
        let resultSequences: Bool
        let dispatch: Bool
        let events: Bool
    }

    /// A host action of the result tracker, which the vectors name by `nameLiteral` with its arguments by field
    /// name: each read as the generated decoders read its type, then passed to the method.
    struct Action: Encodable {
        let nameLiteral: String
        let method: String
        let arguments: [Argument]
        /// What the runner does when an argument does not read.
        let unreadable = "return nil"
    }

    /// A value the runner reads from a vector's JSON (`key`), as its type's decoder reads it, into `variable`.
    struct Argument: Encodable {
        let label: String
        let variable: String
        let keyLiteral: String
        let converter: String
        let isOptional: Bool
    }

    /// The handshake: the page's ready message, and the reply built from the vector's values.
    struct Handshake: Encodable {
        let handshakeType: String
        let arguments: [Argument]
        let unreadable = #"return "its values do not read""#
    }
}

extension SwiftTarget {
    var conformanceContext: SwiftConformanceContext {
        let fileNames = VectorsTarget(code.lowered).fileNames
        let names = Set(fileNames)
        let depth = folder.split(separator: "/").count + 1
        let failure = code.contract.configuration?.failure != nil
        return SwiftConformanceContext(
            suiteType: code.typePrefix + "ConformanceTests", coreType: code.typePrefix + "Conformance",
            reportType: code.typePrefix + "ConformanceReport",
            fileList: fileNames.map { .init(literal: code.rules.stringLiteral($0)) },
            moduleImport: code.platform.package.map { (access == .public ? "import " : "@testable import ") + $0 },
            platformLiteral: code.rules.stringLiteral(code.platform.id.raw),
            vectorsPathLiteral: code.rules.stringLiteral(
                (Array(repeating: "..", count: depth) + ["Vectors"]).joined(separator: "/")),
            files: .init(
                messages: names.contains("messages"), senders: names.contains("senders"),
                results: names.contains("results"), configuration: names.contains("configuration"),
                sessionUrls: names.contains("session-urls"), navigation: names.contains("navigation"),
                resultSequences: names.contains("result-sequences"), dispatch: names.contains("dispatch"),
                events: names.contains("events")),
            hasCounter: code.plan.navigation?.blockedLimit != nil,
            failureCodeText: failure ? "\"\\(error.code.rawValue)\"" : nil,
            delayMilliseconds: code.platform.hasSwiftDuration ? "Double(delay / .milliseconds(1))" : "Double(delay)",
            actions: conformanceActions, handshake: conformanceHandshake)
    }

    private var conformanceActions: [SwiftConformanceContext.Action] {
        (code.plan.results?.actions ?? []).map { ending in
            let members = ending.parameters.map { code.member($0.name, overrides: $0.names) }
            return .init(
                nameLiteral: code.rules.stringLiteral(ending.action.name.raw), method: code.member(ending.action.name),
                arguments: zip(ending.parameters, members).enumerated().map { index, pair in
                    conformanceArgument(pair.0, label: SwiftLanguage.argumentLabel(pair.1), key: pair.0.name.raw, index)
                })
        }
    }

    private var conformanceHandshake: SwiftConformanceContext.Handshake? {
        code.contract.legacy?.handshake.map { handshake in
            .init(
                handshakeType: code.typeName(of: .handshake),
                arguments: handshake.replyFields.enumerated().map { index, field in
                    conformanceArgument(
                        field, label: SwiftLanguage.argumentLabel(code.member(field.name, overrides: field.names)),
                        key: field.wire, index)
                })
        }
    }

    private func conformanceArgument(
        _ field: Field, label: String, key: String, _ index: Int
    ) -> SwiftConformanceContext.Argument {
        .init(
            label: label, variable: "argument\(index)", keyLiteral: code.rules.stringLiteral(key),
            converter: converter(field.type), isOptional: field.isOptional)
    }
}
