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
    /// The parameter that takes a call object, from its name: Swift's takes no argument label.
    var objectParameter: (String) -> String = { $0 }
    /// A flow's callbacks as members of a call object, where the language declares them there one by one (Swift's
    /// closures); nil where the object holds the callbacks type itself (Kotlin's delegation, a TypeScript
    /// intersection).
    var callbackMembers: ((Flow) -> [SurfaceContext.Member])? = nil
    /// A call object's members as its initializer takes them, where the language names them more than one way
    /// (`SwiftTarget.withParameters`).
    var objectMembers: ([SurfaceContext.Member]) -> [SurfaceContext.Member] = { $0 }
}

/// The SDK surface (`SurfacePlan`) for the templates, which declare it as the language's protocol or interface.
struct SurfaceContext: Encodable {
    /// The SDK's own type (`AcmeSDK`).
    let sdkTypeName: String
    let doc: MustacheValue
    /// Where an entry point returns a session.
    let sessionTypeName: String?
    let sessionDoc: MustacheValue?
    let hasListeners: Bool
    /// An entry point returns a session (Swift declares each flow's session type before the entry points).
    let returnsSessions: Bool
    let hasHostTypes: Bool
    /// The type parameters (`Presenter`) standing for the platform's UI types.
    let hostTypes: [HostType]
    let entryPoints: [EntryPoint]
    /// The lifecycle on the session or, where there is none, on the SDK type.
    let sessionMethods: [Method]
    let sdkMethods: [Method]

    struct HostType: Encodable {
        let name: String
        let doc: MustacheValue
    }

    struct EntryPoint: Encodable {
        let name: String
        let nameMarkdown: String
        let doc: MustacheValue
        let isMainActor: Bool
        let returnsSession: Bool
        /// It returns the flow's result (`resultType`) when the flow ends, and throws the failure error
        /// (`failureErrorType`).
        let returnsResult: Bool
        let throwsFailure: Bool
        /// The flow's callbacks parameter, where an options object stands for the options (a plugin's call).
        let callbacksParameter: Parameter?
        let flowSession: String
        let flowSessionDoc: MustacheValue
        /// The options object a plugin call takes, where it takes options, and its keys: a call object where it
        /// takes one.
        let takesOptions: Bool
        let optionsType: String
        /// The options object's parameter name.
        let optionsParameter: String
        /// A plugin's call takes an options type of its own (`AcmeCheckoutOptions`), not a call object.
        let declaresOptionsType: Bool
        let callObject: CallObject?
        let optionKeys: [LiteralContext]
        let parameters: [Parameter]
        let hasParameters: Bool
        @Inlined var evolution: EvolutionContext
    }

    struct Parameter: Encodable {
        let name: String
        let type: String
        let defaultLiteral: String?
    }

    /// The type an entry point takes instead of its parameters: its options, then the flow's callbacks.
    struct CallObject: Encodable {
        let typeName: String
        let doc: MustacheValue
        let members: [Member]
        /// The options' keys, where the language picks them from the configuration's options (TypeScript).
        let optionKeys: [LiteralContext]
        let hasOptions: Bool
        /// The flow's callbacks type, where the object holds the callbacks through it.
        let callbacksType: String?
        /// It holds options and the callbacks type (a TypeScript intersection).
        let holdsBoth: Bool
    }

    /// A call object's member: an option, or one of the flow's callbacks.
    struct Member: Encodable {
        let name: String
        let type: String
        /// The initializer's parameter type, where it differs from the member's (Swift's `@escaping` closure).
        let parameterType: String
        /// Nil where a caller must pass it.
        let defaultLiteral: String?
        let doc: MustacheValue
        /// How an initializer names it, where the language needs more than its name (`SwiftTarget.withParameters`).
        @Inlined var parameter: ParameterNames? = nil
    }

    struct Method: Encodable {
        let name: String
        let doc: MustacheValue
        let isMainActor: Bool
        let parameters: [MethodParameter]
        /// Nil for nothing.
        let returnType: String?
        /// What the declaration returns where that is not `returnType`, as a plugin's promise.
        let resultType: String?
    }

    struct MethodParameter: Encodable {
        let name: String
        /// The name after its argument label, where the platform gives one.
        let declaration: String
        let type: String
    }
}

extension PlatformCode {
    func surfaceContext(_ plan: SurfacePlan, spelling: SurfaceSpelling) -> SurfaceContext {
        let doc =
            spelling.doc ?? { paragraphs in
                .list(DocComment.lines(paragraphs, style: rules.docComment).map(MustacheValue.string))
            }
        let sdk = plan.sdk
        let sdkType = typeName(sdk.name, overrides: sdk.names)
        let session = plan.sessionMethods == nil ? nil : sdk.session
        let entryNames = plan.entryPoints.map {
            inlineCode(rules.spelling(of: $0.entry.name, as: .member, overrides: $0.entry.names, on: platform))
        }
        return SurfaceContext(
            sdkTypeName: sdkType,
            doc: doc([
                sdk.description,
                "What \(inlineCode(sdkType)) implements, so that a missing or misspelt entry point (\(entryNames.series())) is a compile error in the SDK.",
            ]),
            sessionTypeName: session.map { typeName($0.name, overrides: $0.names) },
            sessionDoc: session.map { doc([$0.description]) }, hasListeners: plan.hasListeners,
            returnsSessions: plan.entryPoints.contains(where: \.returnsSession),
            hasHostTypes: !plan.hostTypes.isEmpty,
            hostTypes: plan.hostTypes.map { host in
                let own = host.names[platform.id].map { "\(inlineCode($0)) in the \(platform.displayName) SDK." }
                return .init(name: typeParameterName(host.name), doc: doc([host.description, own]))
            },
            entryPoints: plan.entryPoints.map { entryContext($0, plan: plan, spelling: spelling, doc: doc) },
            sessionMethods: (plan.sessionMethods ?? []).map {
                methodContext($0, plan: plan, spelling: spelling, doc: doc)
            },
            sdkMethods: plan.sdkMethods.map { methodContext($0, plan: plan, spelling: spelling, doc: doc) })
    }

    private func entryContext(
        _ entry: SurfacePlan.EntryPoint, plan: SurfacePlan, spelling: SurfaceSpelling,
        doc: ([String?]) -> MustacheValue
    ) -> SurfaceContext.EntryPoint {
        let name = member(entry.entry.name, overrides: entry.entry.names)
        let evolution = self.evolution(
            of: entry.entry, among: contract.sdk?.entryPoints ?? [], deprecatedTag: spelling.deprecatedTag
        ) { member($0, overrides: $1) }
        let options = entry.parameters.compactMap { if case .option(let option) = $0 { option } else { nil } }
        let callObject = entry.callObject.map {
            callObjectContext($0, of: entry, options: options, spelling: spelling, doc: doc)
        }
        let objectParameter = entry.callObject.map { spelling.parameterName(callObjectParameter($0)) }
        let listed = entry.parameters.map { parameter -> SurfaceContext.Parameter in
            switch parameter {
            case .option(let option):
                .init(
                    name: member(option.name, overrides: option.names), type: spelling.optionType(option),
                    defaultLiteral: spelling.optionDefault(option))
            case .callbacks(let flow):
                .init(name: "callbacks", type: spelling.callbacksType(flow), defaultLiteral: nil)
            }
        }
        var parameters = listed
        if let callObject, let objectParameter {
            parameters = [
                .init(name: spelling.objectParameter(objectParameter), type: callObject.typeName, defaultLiteral: nil)
            ]
        }
        let flowTitle = entry.flow.title
        let failure = inlineCode(typeName(of: .failureError))
        let returns =
            entry.returnsSession
            ? "Returns the session to present."
            : entry.returnsResult
                ? "Presents the flow and returns its result (\(inlineCode(typeName(of: .result)))) when it ends."
                // A plugin presents the session a native SDK returns.
                : (plan.isAsync && (entry.entry.returns ?? .session) == .session ? "Presents the flow." : nil)
        let throwsNote =
            entry.throwsFailure
            ? (plan.isAsync ? "Rejects with a" : "Throws a") + " \(failure) when it cannot start the flow." : nil
        let listens = plan.hasListeners ? "Its callbacks arrive on the listeners (`addListener`)." : nil
        return SurfaceContext.EntryPoint(
            name: name, nameMarkdown: inlineCode(name),
            doc: doc(
                [
                    entry.entry.description ?? "Starts a \(flowTitle) session.", returns, throwsNote, listens,
                    entry.isMainActor ? mainThreadNote(plan) : nil,
                ]
                    + evolution.paragraphs),
            isMainActor: entry.isMainActor, returnsSession: entry.returnsSession,
            returnsResult: entry.returnsResult, throwsFailure: entry.throwsFailure,
            callbacksParameter: plan.takesOptionsObject && callObject == nil
                ? zip(entry.parameters, listed).first { if case .callbacks = $0.0 { true } else { false } }?.1
                : nil,
            flowSession: spelling.flowSession(entry.flow),
            flowSessionDoc: doc([
                "The session \(inlineCode(rules.spelling(of: entry.entry.name, as: .member, overrides: entry.entry.names, on: platform))) returns, presenting the \(flowTitle) flow."
            ]),
            takesOptions: !options.isEmpty || callObject != nil,
            optionsType: callObject?.typeName ?? entry.optionsTypeName(prefix: typePrefix),
            optionsParameter: objectParameter ?? "options", declaresOptionsType: entry.declaresOptionsType,
            callObject: callObject, optionKeys: optionKeys(options), parameters: parameters,
            hasParameters: !parameters.isEmpty, evolution: evolution.context)
    }

    /// The parameter that takes `object`, named for its type's last word as hand-written calls are:
    /// `create(_ configuration: LinkTokenConfiguration)`.
    func callObjectParameter(_ object: SDKSurface.EntryPoint.CallObject) -> String {
        let last = object.name.words.last.map(Identifier.init) ?? object.name
        return member(Identifier.isValid(last.raw) ? last : object.name)
    }

    private func optionKeys(_ options: [Option]) -> [LiteralContext] {
        options.map { LiteralContext(literal: rules.stringLiteral(member($0.name, overrides: $0.names))) }
    }

    private func callObjectContext(
        _ object: SDKSurface.EntryPoint.CallObject, of entry: SurfacePlan.EntryPoint, options: [Option],
        spelling: SurfaceSpelling, doc: ([String?]) -> MustacheValue
    ) -> SurfaceContext.CallObject {
        let flow = entry.parameters.lazy.compactMap { if case .callbacks(let flow) = $0 { flow } else { nil } }.first
        let optionMembers = options.map { option in
            SurfaceContext.Member(
                name: member(option.name, overrides: option.names), type: spelling.optionType(option),
                parameterType: spelling.optionType(option), defaultLiteral: spelling.optionDefault(option),
                doc: doc(optionDocParagraphs(option)))
        }
        let callbackMembers = flow.flatMap { flow in spelling.callbackMembers.map { $0(flow) } }
        let entryName = inlineCode(member(entry.entry.name, overrides: entry.entry.names))
        let holds = [
            options.isEmpty ? nil : "the options",
            flow == nil ? nil : "the \(entry.flow.title) flow's callbacks",
        ].compactMap { $0 }
        let members = spelling.objectMembers(optionMembers + (callbackMembers ?? []))
        let callbacksType = callbackMembers == nil ? flow.map(spelling.callbacksType) : nil
        return SurfaceContext.CallObject(
            typeName: typeName(object.name, overrides: object.names),
            doc: doc([object.description, "What \(entryName) takes: \(holds.series())."]),
            members: members, optionKeys: optionKeys(options),
            hasOptions: !options.isEmpty,
            callbacksType: callbacksType, holdsBoth: !options.isEmpty && callbacksType != nil)
    }

    private func methodContext(
        _ method: SurfacePlan.Method, plan: SurfacePlan, spelling: SurfaceSpelling,
        doc: ([String?]) -> MustacheValue
    ) -> SurfaceContext.Method {
        let step = method.step
        let note = step.notes.first { $0.platform == platform.id }?.text
        let returned = method.returns.flatMap(\.description).map { "Returns \($0)" }
        let returnType = method.returns.map { spelling.type($0.type, $0.isOptional) }
        return SurfaceContext.Method(
            name: member(step.name, overrides: step.names),
            doc: doc([step.description, note, returned, step.isMainActor ? mainThreadNote(plan) : nil]),
            isMainActor: step.isMainActor,
            parameters: method.parameters.map { parameter in
                let name = spelling.parameterName(member(parameter.name, overrides: parameter.names))
                let label = parameter.labels[platform.id]
                return .init(
                    name: name, declaration: label.map { "\($0) \(name)" } ?? name,
                    type: spelling.type(parameter.type, false))
            },
            returnType: returnType, resultType: spelling.result.flatMap { $0(returnType) })
    }

    /// What a doc comment says of a method the main thread must call: Swift's `@MainActor` says it already, and a
    /// plugin's JavaScript or Dart runs on one thread.
    private func mainThreadNote(_ plan: SurfacePlan) -> String? {
        platform.language.target.capabilities.hasMainActor || plan.isAsync ? nil : "Call it on the main thread."
    }
}
