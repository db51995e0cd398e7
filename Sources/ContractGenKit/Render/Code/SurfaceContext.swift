import Mustache

/// How one language spells the SDK surface's types: an option's type as an entry point takes it (and its
/// default, where the language declares defaults on an interface), a flow's callbacks type, a method's types,
/// and the type an entry point returns for a flow's session.
struct SurfaceSpelling {
    var optionType: (Option) -> String
    var optionDefault: (Option) -> String? = { _ in nil }
    var callbacksType: (Flow) -> String
    /// A parameter's or return value's type; `isOptional` adds the language's optional mark.
    var type: (SurfaceType, _ isOptional: Bool) -> String
    /// What an entry point returns for `flow` where it returns a session.
    var flowSession: (Flow) -> String
    /// Doc-comment lines for paragraphs, where the language writes short ones its own way (Kotlin's one-line KDoc).
    var doc: (([String?]) -> MustacheValue)? = nil
    /// What a method's declaration says it returns, from the spelled type or nil for nothing, where that is not the
    /// type itself (a plugin's promise).
    var result: ((String?) -> String?)? = nil
    /// A method parameter's name, from its member spelling, where a parameter needs more escaping than a member
    /// (TypeScript's `in`).
    var parameterName: (String) -> String = { $0 }
    /// How a deprecation's doc paragraph starts (`PlatformCode.evolution(of:)`).
    var deprecatedTag = "Deprecated"
}

extension PlatformCode {
    /// The SDK surface (`SurfacePlan`) for the templates, which declare it as the language's protocol or interface:
    /// - `sdkTypeName` (the SDK's own type, `AcmeSDK`), `doc`; `sessionTypeName` and `sessionDoc` where an entry
    ///   point returns a session (null elsewhere); `isAsync`, `takesOptionsObject`, `wrapsResults`, `hasListeners`
    ///   (`SurfacePlan`).
    /// - `hostTypes: [{ name, doc, isFirst, isLast }]`: the type parameters (`Presenter`) standing for the
    ///   platform's UI types; `hasHostTypes`.
    /// - `entryPoints: [{ name, nameMarkdown, doc, isMainActor, returnsSession, flowSession, optionsType, parameters: [{ name,
    ///   type, defaultLiteral, isCallbacks, isLast }], optionKeys: [{ literal, isLast }] }]`; `optionsType` names
    ///   the options object a plugin call takes, `optionKeys` its keys.
    /// - `sessionMethods`, `sdkMethods`: `[{ name, doc, isMainActor, parameters: [{ name, declaration, type, isLast }],
    ///   returnType, resultType }]` (`declaration`: the name after its argument label, where the platform gives one;
    ///   `resultType`: what the declaration returns where that is not `returnType`, as a plugin's promise), the lifecycle on the session or, where there is none, on the SDK type; `returnType` is
    ///   null for nothing.
    func surfaceContext(_ plan: SurfacePlan, spelling: SurfaceSpelling) -> MustacheValue {
        let doc =
            spelling.doc ?? { paragraphs in
                .list(DocComment.lines(paragraphs, style: rules.docComment).map(MustacheValue.string))
            }
        let sdk = plan.sdk
        let sdkType = typeName(sdk.name, overrides: sdk.names)
        let session = plan.sessionMethods == nil ? nil : sdk.session
        let entryNames = plan.entryPoints.map {
            inlineCode(rules.spelling(of: $0.entry.name, as: .member, overrides: $0.entry.names, on: platform.id))
        }
        return .object([
            "sdkTypeName": .string(sdkType),
            "doc": doc([
                sdk.description,
                "What \(inlineCode(sdkType)) implements, so that a missing or misspelt entry point (\(entryNames.series())) is a compile error in the SDK.",
            ]),
            "sessionTypeName": session.map { .string(typeName($0.name, overrides: $0.names)) } ?? .null,
            "sessionDoc": session.map { doc([$0.description]) } ?? .null,
            "isAsync": .bool(plan.isAsync),
            "takesOptionsObject": .bool(plan.takesOptionsObject),
            "wrapsResults": .bool(plan.wrapsResults),
            "hasListeners": .bool(plan.hasListeners),
            "hasHostTypes": .bool(!plan.hostTypes.isEmpty),
            "hostTypes": Self.list(
                plan.hostTypes.map { host in
                    let own = host.names[platform.id].map { "\(inlineCode($0)) in the \(platform.displayName) SDK." }
                    return ["name": .string(typeParameterName(host.name)), "doc": doc([host.description, own])]
                }, markingFirst: true),
            "entryPoints": Self.list(
                plan.entryPoints.map { entryContext($0, plan: plan, spelling: spelling, doc: doc) }),
            "sessionMethods": Self.list(
                (plan.sessionMethods ?? []).map { methodContext($0, plan: plan, spelling: spelling, doc: doc) }),
            "sdkMethods": Self.list(
                plan.sdkMethods.map { methodContext($0, plan: plan, spelling: spelling, doc: doc) }),
        ])
    }

    private func entryContext(
        _ entry: SurfacePlan.EntryPoint, plan: SurfacePlan, spelling: SurfaceSpelling,
        doc: ([String?]) -> MustacheValue
    ) -> [String: MustacheValue] {
        let name = member(entry.entry.name, overrides: entry.entry.names)
        let evolution = self.evolution(
            of: entry.entry, among: contract.sdk?.entryPoints ?? [], deprecatedTag: spelling.deprecatedTag
        ) { member($0, overrides: $1) }
        let options = entry.parameters.compactMap { if case .option(let option) = $0 { option } else { nil } }
        let parameters = entry.parameters.map { parameter -> [String: MustacheValue] in
            switch parameter {
            case .option(let option):
                return [
                    "name": .string(member(option.name, overrides: option.names)),
                    "type": .string(spelling.optionType(option)),
                    "defaultLiteral": spelling.optionDefault(option).map(MustacheValue.string) ?? .null,
                    "isCallbacks": false,
                ]
            case .callbacks(let flow):
                return [
                    "name": "callbacks", "type": .string(spelling.callbacksType(flow)), "defaultLiteral": .null,
                    "isCallbacks": true,
                ]
            }
        }
        let flowTitle = entry.flow.title
        let returns =
            entry.returnsSession ? "Returns the session to present." : (plan.isAsync ? "Presents the flow." : nil)
        let listens = plan.hasListeners ? "Its callbacks arrive on the listeners (`addListener`)." : nil
        return [
            "name": .string(name),
            "nameMarkdown": .string(inlineCode(name)),
            "doc": doc(
                [
                    entry.entry.description ?? "Starts a \(flowTitle) session.", returns, listens,
                    entry.isMainActor ? mainThreadNote(plan) : nil,
                ]
                    + evolution.paragraphs),
            "isMainActor": .bool(entry.isMainActor),
            "returnsSession": .bool(entry.returnsSession),
            "flowSession": .string(spelling.flowSession(entry.flow)),
            "flowSessionDoc": doc([
                "The session \(inlineCode(rules.spelling(of: entry.entry.name, as: .member, overrides: entry.entry.names, on: platform.id))) returns, presenting the \(flowTitle) flow."
            ]),
            "optionsType": .string(entry.optionsTypeName(prefix: typePrefix)),
            "optionKeys": Self.list(options.map { ["literal": literal(member($0.name, overrides: $0.names))] }),
            "parameters": Self.list(parameters),
        ].adding(evolution.context)
    }

    private func methodContext(
        _ method: SurfacePlan.Method, plan: SurfacePlan, spelling: SurfaceSpelling,
        doc: ([String?]) -> MustacheValue
    ) -> [String: MustacheValue] {
        let step = method.step
        let note = step.notes.first { $0.platform == platform.id }?.text
        let returned = method.returns.flatMap(\.description).map { "Returns \($0)" }
        return [
            "name": .string(member(step.name, overrides: step.names)),
            "doc": doc([step.description, note, returned, step.isMainActor ? mainThreadNote(plan) : nil]),
            "isMainActor": .bool(step.isMainActor),
            "parameters": Self.list(
                method.parameters.map { parameter in
                    let name = spelling.parameterName(member(parameter.name, overrides: parameter.names))
                    let label = parameter.labels[platform.id]
                    return [
                        "name": .string(name), "declaration": .string(label.map { "\($0) \(name)" } ?? name),
                        "type": .string(spelling.type(parameter.type, false)),
                    ]
                }),
            "returnType": method.returns.map { .string(spelling.type($0.type, $0.isOptional)) } ?? .null,
            "resultType":
                (spelling.result.map { $0(method.returns.map { spelling.type($0.type, $0.isOptional) }) } ?? nil).map(
                    MustacheValue.string) ?? .null,
        ]
    }

    /// What a doc comment says of a method the main thread must call: Swift's `@MainActor` says it already, and a
    /// plugin's JavaScript or Dart runs on one thread.
    private func mainThreadNote(_ plan: SurfacePlan) -> String? {
        platform.language.target.capabilities.hasMainActor || plan.isAsync ? nil : "Call it on the main thread."
    }
}
