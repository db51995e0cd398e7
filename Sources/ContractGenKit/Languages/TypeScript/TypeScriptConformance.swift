/// What `Templates/typescript/conformance.ts.mustache` and `conformance.test.ts.mustache` read beside the rest of
/// `TypeScriptContext`: the runner's shared keys (`ConformanceContext`) and TypeScript's own. The runner lives outside
/// the layer's folder and imports its modules as namespaces (`contract`, and `json` and `enums` for the readers of
/// host actions' arguments and the handshake's values); the dispatchers and callbacks it records are the flows'
/// (`TypeScriptCallbacks`).
struct TypeScriptConformance: Encodable, Sendable {
    /// The layer's index module from the runner's folder, and its `json.ts` and `enums.ts` where the runner reads
    /// values with them.
    let layerPath: String
    var jsonModulePath: String?
    var enumsModulePath: String?
    /// Where the vectors are from the runner's folder (`../../Vectors`), and where the runner is in the output.
    let vectorsPath: String
    let testPath: String
    let hasFailureCode: Bool
    /// The helpers the runner's checks use: TypeScript refuses to compile an unused one.
    var helpers = Helpers()

    struct Helpers: Encodable, Sendable {
        var object = false
        var objects = false
        var strings = false
        var text = false
        var same = false
        var show = false
    }
}

extension TypeScriptTarget {
    /// The runner's folder, beside the layer's: `Tests/TypeScript`, or `Tests/TypeScript/<platform>`.
    var conformanceFolder: String { "\(Target.testsFolder)/\(folder)" }

    var conformanceContext: ConformanceContext<TypeScriptConformance>? {
        let namespaces = TypeScriptCode.Namespaces(json: "json", enums: "enums", api: "contract")
        let spelling = ConformanceSpelling(
            converter: { type, isReply in ts.reader(type, isReply ? .option : .wire, in: namespaces) },
            label: { $0 }, actionUnreadable: "return undefined;",
            handshakeUnreadable: #"return "its values do not read";"#)
        let up = Array(repeating: "..", count: conformanceFolder.split(separator: "/").count).joined(separator: "/")
        let module = { (name: String) in
            "\(up)/\(folder)/\(name)\(code.platform.moduleResolution == .node16 ? ".js" : "")"
        }
        let context = code.conformanceContext(
            spelling: spelling,
            extra: TypeScriptConformance(
                layerPath: module("index"), jsonModulePath: nil,
                enumsModulePath: nil, vectorsPath: up + "/Vectors",
                testPath: conformanceFolder + "/conformance.test.ts",
                hasFailureCode: code.contract.configuration?.failure != nil))
        // The readers' modules, imported only where a reader names them.
        guard var context else { return nil }
        // Host actions are read by the result sequences, the handshake's values by dispatch.
        let files = context.files
        let arguments =
            (files.resultSequences ? context.actions.flatMap(\.arguments) : [])
            + (files.dispatch ? context.handshake?.arguments ?? [] : [])
        let readers = arguments.map(\.converter)
        context.extra.jsonModulePath = readers.contains { $0.contains("json.") } ? module("json") : nil
        context.extra.enumsModulePath = readers.contains { $0.contains("enums.") } ? module("enums") : nil
        let counter = files.navigation && context.hasCounter
        context.extra.helpers = .init(
            object: files.configuration || files.events || files.messages || files.resultSequences || counter
                || files.dispatch,
            objects: files.resultSequences || counter || files.dispatch,
            strings: files.configuration || files.navigation,
            text: files.messages || files.senders || files.events || files.navigation || files.dispatch
                || files.configuration,
            same: files.messages || files.events || files.results || files.resultSequences || files.configuration
                || files.dispatch,
            show: files.messages || files.senders || files.events || files.results || files.resultSequences
                || files.configuration || files.sessionUrls || files.dispatch)
        return context
    }
}
