import Mustache

/// The API `index.ts` re-exports: one declaration per module and kind, in the order the modules build on each
/// other, each list of names sorted (`TypeScriptCode.imports`), written by `typescript/names-from`.
extension TypeScriptTarget {
    var apiExports: [TypeScriptImports] {
        let contract = code.contract
        var declarations: [TypeScriptImports] = []
        func export(_ names: [String], from module: String, typeOnly: Bool = false) {
            let declaration = TypeScriptCode.imports(Set(names), from: module, typeOnly: typeOnly, exporting: true)
            if let declaration { declarations.append(declaration) }
        }
        export([code.typeName(of: .json), code.typeName(of: .jsonObject)], from: "./json", typeOnly: true)
        export(
            [code.typeName(of: .outcome)] + (contract.failures == nil ? [] : [code.typeName(of: .failureError)])
                + (TypeRole.configurationError.isDeclared(for: contract)
                    ? [code.typeName(of: .configurationError)] : []),
            from: "./outcome", typeOnly: true)
        export(
            [ts.unknownValueType]
                + (TypeRole.unknownInteger.isDeclared(for: contract) ? [code.typeName(of: .unknownInteger)] : []),
            from: "./enums", typeOnly: true)
        export(
            code.enums.flatMap {
                [code.typeName($0.name, overrides: $0.names), ts.guardName($0.name)]
                    + (ts.groupFunctionName($0.name).map { [$0] } ?? [])
            }, from: "./enums"
        )
        if !contract.results.isEmpty {
            let names = contract.results.map {
                Self.caseName($0.name, overrides: [:], kind: "Result", on: code.platform)
            }
            let earlier = contract.results.flatMap { earlierCaseNames($0, kind: "Result") }
            let tracker = code.plan.results == nil ? [] : [code.typeName(of: .resultTracker)]
            let ending = code.plan.results == nil ? [] : [code.typeName(of: .resultEnding)]
            export(
                [code.typeName(of: .result)] + ending + (names + earlier).map { code.typePrefix + $0 },
                from: "./result", typeOnly: true)
            export(names.map { "is" + $0 } + ["resultFromJSON", "resultToJSON"] + tracker, from: "./result")
        }
        if !contract.events.isEmpty {
            let names = contract.events.map {
                Self.caseName($0.name, overrides: $0.names, kind: "Event", on: code.platform)
            }
            let earlier = contract.events.flatMap { earlierCaseNames($0, kind: "Event") }
            // Without a bridge, a native SDK reports them, and the host reads each report.
            let reported = contract.bridge == nil
            export(
                [code.typeName(of: .event)] + (names + earlier).map { code.typePrefix + $0 }
                    + (reported ? [code.typeName(of: .payloadProblem)] : []), from: "./events", typeOnly: true)
            export(
                names.map { "is" + $0 } + ["isDelivered", "eventPayloadJSON"]
                    + (reported ? ["eventFromPayload", "eventTypes"] : []), from: "./events")
        }
        if contract.bridge != nil && !contract.events.isEmpty {
            export(
                [code.typeName(of: .message), code.typeName(of: .rejection), code.typeName(of: .sender)],
                from: "./bridge", typeOnly: true)
            export([code.typeName(of: .bridge), code.typeName(of: .senderPolicy)], from: "./bridge")
        }
        if contract.configuration != nil {
            export([code.typeName(of: .configurationOptions)], from: "./configuration", typeOnly: true)
            export([code.typeName(of: .configuration), code.typeName(of: .sensitive)], from: "./configuration")
        }
        // The WebView settings live beside the navigation policy, with or without one.
        let policy = [TypeRole.navigationDecision, .navigationPolicy, .blockedNavigationCounter].filter {
            $0.isDeclared(for: contract)
        }
        let start: [TypeRole] = contract.navigation == nil ? [] : [.navigationStart]
        let security: [TypeRole] = contract.webViewSecurity == nil ? [] : [.webViewSecurity]
        let securityTypes: [TypeRole] = contract.webViewSecurity == nil ? [] : [.webViewInspection, .mediaCapture]
        if contract.navigation != nil { export([code.typeName(of: .sessionUrl)], from: "./session-url") }
        export((policy + security).map(code.typeName(of:)), from: "./navigation")
        export((start + securityTypes).map(code.typeName(of:)), from: "./navigation", typeOnly: true)
        export(contract.records.map(recordName), from: "./records")
        export(catchAllName.map { [$0] } ?? [], from: "./catch-all")
        if !code.flows.isEmpty {
            if usesListeners {
                export(
                    [
                        code.typeName(of: .emit), code.typeName(of: .listenerFunction),
                        code.typeName(of: .listenerPayloads),
                        code.typeName(of: .listeners),
                    ], from: "./callbacks", typeOnly: true)
                export([code.typeName(of: .listenerName)], from: "./callbacks")
            } else {
                export(code.flows.map(callbacksType), from: "./callbacks", typeOnly: true)
            }
            if let plan = code.plan.surface {
                // What each call takes: its call object, or its options type.
                let options = plan.entryPoints.compactMap { entry in
                    entry.callObject.map { code.typeName($0.name, overrides: $0.names) }
                        ?? (entry.takesOptions ? entry.optionsTypeName(prefix: code.typePrefix) : nil)
                }
                let handle = plan.hasListeners ? [code.typeName(of: .listenerHandle)] : []
                export(
                    [code.typeName(plan.sdk.name, overrides: plan.sdk.names)] + options + handle, from: "./callbacks",
                    typeOnly: true)
            }
        }
        if let legacy = contract.legacy {
            let replies = legacy.handshake.map { !$0.replyFields.isEmpty } ?? false
            export(
                [code.typeName(of: .dispatchOutcome), code.typeName(of: .dispatchRejection)]
                    + (replies ? [code.typeName(of: .handshakeFields)] : []),
                from: "./dispatch", typeOnly: true)
            export(legacy.handshake == nil ? [] : [code.typeName(of: .handshake)], from: "./dispatch")
            export(code.flows.map { $0.dispatcherTypeName(prefix: code.typePrefix) }, from: "./dispatch")
        }
        return declarations
    }

    /// A renamed result's or event's earlier type names, which its module keeps as deprecated aliases.
    private func earlierCaseNames(_ element: some Evolving, kind: String) -> [String] {
        let current = Self.caseName(element.name, overrides: element.nameOverrides, kind: kind, on: code.platform)
        return element.evolution.renamedFrom.map {
            Self.caseName($0.name, overrides: $0.names, kind: kind, on: code.platform)
        }.filter { $0 != current }
    }
}
