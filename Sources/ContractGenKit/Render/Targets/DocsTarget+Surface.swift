/// The reference page's SDK surface: the entry points each platform's SDK type declares, and the lifecycle
/// methods with each platform's signature, as the generated protocols and interfaces spell them.
extension DocsTarget {
    /// The entry points, one column a platform: `AcmeSDK.configureCheckout(token:theme:callbacks:)`.
    func entryPointsTable(_ sdk: SDKSurface, notes: inout DocsFootnotes) -> (header: [String], rows: [[String]]) {
        let plans = lowered.platforms.map(\.surface)
        let rows = sdk.entryPoints.map { entry -> [String] in
            let flow = contract.flows.first { $0.name == entry.flow }
            let cells = zip(contract.platforms, plans).map { platform, plan -> String in
                guard let plan, let planned = plan.entryPoints.first(where: { $0.entry.name == entry.name }) else {
                    return "—"
                }
                let code = lowered.code(on: platform)
                let owner = code.typeName(sdk.name, overrides: sdk.names)
                let labelled = platform.language.target.capabilities.labelsArguments
                // A plugin's call takes its options as one object, and the callbacks beside it where it takes them;
                // a call object stands for both, and takes no label.
                let arguments: [String]
                if let object = planned.callObject {
                    arguments = [labelled ? "_" : code.callObjectParameter(object)]
                } else if plan.takesOptionsObject {
                    arguments =
                        (planned.takesOptions ? ["options"] : []) + (planned.takesCallbacks ? ["callbacks"] : [])
                } else {
                    arguments = planned.parameters.map { parameter -> String in
                        switch parameter {
                        case .option(let option): code.member(option.name, overrides: option.names)
                        case .callbacks: "callbacks"
                        }
                    }
                }
                let call =
                    owner + "." + code.member(entry.name, overrides: entry.names)
                    + signature(arguments, labelled: labelled)
                let takes = planned.callObject.map {
                    " taking " + Markdown.span(code.typeName($0.name, overrides: $0.names), in: .tableCell)
                }
                let actor =
                    platform.language.target.capabilities.hasMainActor && planned.isMainActor ? " (`@MainActor`)" : ""
                let returns =
                    planned.returnsResult ? " → " + Markdown.span(code.typeName(of: .result), in: .tableCell) : ""
                let throwing =
                    planned.throwsFailure
                    ? "; " + (plan.isAsync ? "rejects with " : "throws ")
                        + Markdown.span(code.typeName(of: .failureError), in: .tableCell) : ""
                return Markdown.span(call) + (takes ?? "") + returns + actor + throwing
            }
            return [
                Markdown.span(entry.name.raw) + notes.marker("entry point \(entry.name)", entry.assumed),
                cell(flow?.title ?? entry.flow.raw),
            ] + cells
        }
        return (["Entry point", "Flow"] + contract.platforms.map { cell($0.displayName) }, rows)
    }

    /// Where an entry point's session comes from, and what the host app holds on platforms without one.
    func sessionParagraph(_ sdk: SDKSurface, notes: inout DocsFootnotes) -> String? {
        guard let session = sdk.session else { return nil }
        let with = contract.platforms.filter(session.isAvailable)
        let without = contract.platforms.filter { !session.isAvailable(on: $0) && lowered.plan(on: $0).surface != nil }
        var text =
            "Configuring returns a session" + notes.marker("session", session.assumed) + " on "
            + with.map { platform in
                let name = lowered.code(on: platform).typeName(session.name, overrides: session.names)
                // Swift's SDK declares a session type per flow, each conforming to the generated protocol.
                let spelled =
                    platform.language.target.capabilities.sessionProtocolSuffix.map {
                        "a session type per flow, conforming to " + Markdown.span(name + $0, in: .block)
                    } ?? Markdown.span(name, in: .block)
                return Markdown.inline(platform.displayName) + " (" + spelled + ")"
            }.series(serialComma: true) + ", which has the lifecycle methods below."
        if !without.isEmpty {
            text +=
                " On " + without.map { Markdown.inline($0.displayName) }.series(serialComma: true)
                + " the entry point presents the flow, and the lifecycle methods are "
                + without.map {
                    Markdown.span(lowered.code(on: $0).typeName(sdk.name, overrides: sdk.names), in: .block)
                }.series(serialComma: true) + "'s own."
        }
        if let description = session.description { text += " " + Markdown.inline(description) }
        return text
    }

    /// The lifecycle: each method's description and notes, and where the contract types it, its signature on
    /// every platform.
    func lifecycleTable(notes: inout DocsFootnotes) -> (header: [String], rows: [[String]]) {
        let typed = contract.sdk != nil
        let rows = contract.lifecycle.map { step -> [String] in
            var platformNotes = step.notes.map { note in
                (contract.platform(note.platform).map { Markdown.inline($0.displayName) + ": " } ?? "")
                    + cell(note.text)
            }
            // What the return value means, where the contract says: a null an SDK returns for a token it refuses.
            if let returns = step.returns, let description = returns.description {
                let returning = contract.platforms.filter(returns.isAvailable).map { cell($0.displayName) }
                platformNotes.append(
                    (returning.count == contract.platforms.count ? "" : returning.series() + ": ") + "returns "
                        + cell(description))
            }
            let method =
                Markdown.span(CaseStyle.lowerCamel.apply(to: step.name) + "()")
                + notes.marker("method \(step.name)", step.assumed)
            let signatures = typed ? contract.platforms.map { signatureCell(of: step, on: $0, notes: &notes) } : []
            return [method, cell(step.description)] + signatures + [
                platformNotes.isEmpty ? "—" : platformNotes.joined(separator: "<br>")
            ]
        }
        return (
            ["Method", "What it does"] + (typed ? contract.platforms.map { cell($0.displayName) } : []) + [
                "Platform notes"
            ], rows
        )
    }

    /// `present(from:)`, `present(activity) → session?`: the method as the platform's interface declares it, its
    /// return value in contract terms.
    private func signatureCell(of step: LifecycleStep, on platform: Platform, notes: inout DocsFootnotes) -> String {
        guard step.isAvailable(on: platform), let surface = lowered.plan(on: platform).surface else { return "—" }
        let code = lowered.code(on: platform)
        let arguments = step.parameters.map { $0.labels[platform.id] ?? code.member($0.name, overrides: $0.names) }
        var text = Markdown.span(
            code.member(step.name, overrides: step.names)
                + signature(arguments, labelled: platform.language.target.capabilities.labelsArguments))
        if let returns = step.returns, returns.isAvailable(on: platform) {
            let type: String
            switch returns.type {
            case .contract(let contractType): type = contractType.contractSpelling
            case .host(let host): type = host.raw
            case .session: type = "session"
            }
            // A plugin's call resolves a promise, with the value in an object where its framework wraps results.
            let resolved =
                surface.wrapsResults
                ? ", resolved as " + Markdown.span("{ value }") : surface.isAsync ? ", resolved" : ""
            text +=
                " → " + Markdown.span(type + (returns.isOptional ? "?" : "")) + resolved
                + notes.marker("returns \(step.name) \(platform.id)", returns.assumed)
        }
        return text
    }

    /// `(a:b:)` with argument labels, else `(a, b)`.
    private func signature(_ arguments: [String], labelled: Bool) -> String {
        labelled ? "(" + arguments.map { $0 + ":" }.joined() + ")" : "(" + arguments.joined(separator: ", ") + ")"
    }
}
