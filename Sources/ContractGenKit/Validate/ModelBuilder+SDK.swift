import JSONSyntax

/// The SDK's surface (`sdk`) and the typed lifecycle methods: every entry point names a flow and options that
/// exist and passes every required option, and every method's types resolve to a contract type, a host type or
/// the session.
extension ModelBuilder {
    /// `hasResults` and `hasFailureError` say whether an entry point may return a result and throw the failure error:
    /// the failure an invalid configuration is, which every language declares.
    mutating func sdkSection(
        _ object: JSONReader, flows: [Flow], options: [Option], hasResults: Bool, hasFailureError: Bool
    ) -> SDKSurface? {
        guard let name = object.name("name") else { return nil }
        reportDuplicates(object.objects("host_types"), key: "name", what: "a host type")
        let hostTypes = object.objects("host_types").compactMap { type -> SDKSurface.HostType? in
            guard let typeName = type.name("name") else { return nil }
            if builtInTypes.contains(typeName.raw) || enumType(typeName) != nil || typeName.raw == "session" {
                error(
                    "host type '\(typeName)' is named like a contract type; give it a name of its own, e.g. 'host_\(typeName)'",
                    at: type.position(of: "name"))
            }
            return SDKSurface.HostType(
                name: typeName, description: type.string("description"), names: nameOverrides(type))
        }
        let session = JSONReader(object.node("session")).flatMap { session -> SDKSurface.Session? in
            guard let sessionName = session.name("name") else { return nil }
            return SDKSurface.Session(
                name: sessionName, description: session.string("description"), names: nameOverrides(session),
                platforms: platformSet(session, "platforms"), assumed: session.string("assumed"))
        }
        reportDuplicates(object.objects("entry_points"), key: "name", what: "an entry point")
        let entryObjects = object.objects("entry_points")
        let entries = entryObjects.compactMap { object in
            entryPoint(object, flows: flows, options: options).map { (entry: $0, object: object) }
        }
        checkRequiredOptions(entries, options: options)
        checkCallObjects(entries, flows: flows)
        let entryPoints = entries.map(\.entry)
        // What an entry point may return instead, named in the fix.
        let returnable = (session == nil ? [] : ["\"session\""]) + ["\"nothing\""] + (hasResults ? ["\"result\""] : [])
        for (entry, entryObject) in entries {
            if entry.returns == .result, !hasResults {
                error(
                    "entry point '\(entry.name)' returns the result, but the contract declares no results; declare them under \"results\", or return \(returnable.series(conjunction: "or"))",
                    at: entryObject.position(of: "returns"))
            }
            if entry.returns == .session, session == nil {
                error(
                    "entry point '\(entry.name)' returns the session, but \"sdk\" declares none; declare its \"session\", or return \(returnable.series(conjunction: "or"))",
                    at: entryObject.position(of: "returns"))
            }
            if entry.throwsFailure, !hasFailureError {
                error(
                    "entry point '\(entry.name)' throws, but the configuration names no failure to throw; give it a \"failure\" code, or remove \"throws\"",
                    at: entryObject.position(of: "throws"))
            }
        }
        checkEvolution(of: entryPoints.map { ($0.name, nil, $0.evolution) }, in: "entry points")
        return SDKSurface(
            name: name, description: object.string("description"), names: nameOverrides(object), hostTypes: hostTypes,
            session: session, entryPoints: entryPoints, assumed: object.string("assumed"))
    }

    private mutating func entryPoint(_ object: JSONReader, flows: [Flow], options: [Option]) -> SDKSurface.EntryPoint? {
        guard let name = object.name("name"), let flowName = object.name("flow") else { return nil }
        if !flows.contains(where: { $0.name == flowName }) {
            let hint = Suggestions.hint(for: flowName.raw, among: flows.map(\.name.raw))
            error(
                "unknown flow '\(flowName)'\(hint.isEmpty ? "; declare it under \"flows\"" : hint)",
                at: object.position(of: "flow"))
        }
        var parameters: [SDKSurface.EntryPoint.Parameter] = []
        for (text, position) in object.strings("parameters") where Identifier.isValid(text) {
            let parameter: SDKSurface.EntryPoint.Parameter
            if text == "callbacks" {
                parameter = .callbacks
            } else if let option = optionReference(Identifier(text), options: options, at: position) {
                parameter = .option(option.name)
            } else {
                continue
            }
            if parameters.contains(parameter) {
                error("'\(text)' is listed twice in the parameters of entry point '\(name)'; remove one", at: position)
            }
            parameters.append(parameter)
        }
        let callObject = JSONReader(object.node("object")).flatMap { call -> SDKSurface.EntryPoint.CallObject? in
            guard let objectName = call.name("name") else { return nil }
            return .init(
                name: objectName, location: here(call), description: call.string("description"),
                names: nameOverrides(call), platforms: platformSet(call, "platforms"))
        }
        return SDKSurface.EntryPoint(
            name: name, location: here(object), flow: flowName, description: object.string("description"),
            names: nameOverrides(object), parameters: parameters,
            returns: object.string("returns").flatMap(SDKSurface.EntryPoint.Returns.init(rawValue:)),
            throwsFailure: object.bool("throws") ?? false, callObject: callObject, assumed: object.string("assumed"),
            evolution: evolution(object))
    }

    /// A call object is a type of its own, holding something, each member once: its options and its flow's
    /// callbacks share one namespace.
    private mutating func checkCallObjects(
        _ entryPoints: [(entry: SDKSurface.EntryPoint, object: JSONReader)], flows: [Flow]
    ) {
        var owners: [Identifier: Identifier] = [:]
        for (entry, object) in entryPoints {
            guard let callObject = entry.callObject, let call = JSONReader(object.node("object")) else { continue }
            if let owner = owners[callObject.name] {
                error(
                    "entry point '\(entry.name)' takes the object '\(callObject.name)', as '\(owner)' does; give each entry point's object a name of its own",
                    at: call.position(of: "name"))
            }
            owners[callObject.name] = owners[callObject.name] ?? entry.name
            if entry.parameters.isEmpty {
                error(
                    "entry point '\(entry.name)' takes an object that would hold nothing; list its options or \"callbacks\" under \"parameters\", or remove \"object\"",
                    at: object.position(of: "object"))
            }
            guard entry.parameters.contains(.callbacks), let flow = flows.first(where: { $0.name == entry.flow })
            else { continue }
            for case .option(let option) in entry.parameters
            where flow.callbacks.contains(where: { $0.callback == option }) {
                error(
                    "the object '\(callObject.name)' would hold the option '\(option)' and the callback '\(option)' of flow '\(flow.name)' on one type; rename the option or the callback",
                    at: call.position(of: "name"))
            }
        }
    }

    /// Without every required option, the SDK could not build a valid configuration from the calls that start a
    /// flow: one of them takes it (a `create` the token, an `open` the callbacks).
    private mutating func checkRequiredOptions(
        _ entryPoints: [(entry: SDKSurface.EntryPoint, object: JSONReader)], options: [Option]
    ) {
        var flows: [Identifier] = []
        for (entry, _) in entryPoints where !flows.contains(entry.flow) { flows.append(entry.flow) }
        for flow in flows {
            let starting = entryPoints.filter { $0.entry.flow == flow }
            for option in options where option.requirement.isRequired {
                guard !starting.contains(where: { $0.entry.parameters.contains(.option(option.name)) }) else {
                    continue
                }
                let (first, object) = starting[0]
                let names = starting.map { "'\($0.entry.name)'" }
                error(
                    starting.count == 1
                        ? "entry point '\(first.name)' does not take the required option '\(option.name)'; add it to \"parameters\""
                        : "no entry point of flow '\(flow)' (\(names.series())) takes the required option '\(option.name)'; add it to the \"parameters\" of one",
                    at: object.position(of: "parameters"))
            }
        }
    }

    /// The lifecycle methods' parameters and return values, once the host types and the session are known.
    mutating func typedLifecycle(_ steps: [LifecycleStep], objects: [JSONReader], sdk: SDKSurface?) -> [LifecycleStep] {
        zip(steps, objects.filter { $0.name("name") != nil }).map { step, object in
            var step = step
            reportDuplicates(object.objects("parameters"), key: "name", what: "a parameter of '\(step.name)'")
            step.parameters = object.objects("parameters").compactMap { parameter in
                guard let name = parameter.name("name"), let type = surfaceType(parameter, sdk: sdk) else { return nil }
                return MethodParameter(
                    name: name, type: type, description: parameter.string("description"),
                    names: nameOverrides(parameter), labels: nameOverrides(parameter, key: "labels"))
            }
            step.returns = JSONReader(object.node("returns")).flatMap { returns in
                surfaceType(returns, sdk: sdk).map { type in
                    let value = MethodReturn(
                        type: type, isOptional: returns.bool("optional") ?? false,
                        description: returns.string("description"),
                        platforms: platformSet(returns, "platforms"), assumed: returns.string("assumed"))
                    // The session is returned only where configuring returns one.
                    if type == .session, let session = sdk?.session,
                        let missing = declaredPlatforms.first(where: {
                            value.isAvailable(on: $0) && step.isAvailable(on: $0) && !session.isAvailable(on: $0)
                        })
                    {
                        error(
                            "'\(step.name)' returns the session on \(missing.displayName), where configuring returns none; give \"returns\" \"platforms\" that leave out '\(missing.id)'",
                            at: returns.position(of: "type"))
                    }
                    return value
                }
            }
            return step
        }
    }

    private var builtInTypes: Set<String> { ["string", "boolean", "integer", "number", "duration_ms"] }

    /// `type` as a contract type, one of the SDK's host types, or the session.
    private mutating func surfaceType(_ object: JSONReader, sdk: SDKSurface?) -> SurfaceType? {
        guard let text = object.string("type") else { return nil }
        if text == "session" {
            guard sdk?.session != nil else {
                error(
                    "'session' names the session, but \"sdk\" declares none; add \"sdk\": { \"session\": … } or use another type",
                    at: object.position(of: "type"))
                return nil
            }
            return .session
        }
        if let host = sdk?.hostTypes.first(where: { $0.name.raw == text }) { return .host(host.name) }
        let base = text.hasSuffix("[]") ? String(text.dropLast(2)) : text
        if Identifier.isValid(base), !builtInTypes.contains(base), enumType(Identifier(base)) == nil {
            let known = builtInTypes.sorted() + ["session"] + (sdk?.hostTypes.map(\.name.raw) ?? [])
            let hint =
                Suggestions.closest(to: text, among: known).map { "; did you mean '\($0)'?" }
                ?? "; use a contract type, 'session', or declare it under \"sdk.host_types\""
            error("unknown type '\(text)'\(hint)", at: object.position(of: "type"))
            return nil
        }
        return typeRef(object).map(SurfaceType.contract)
    }
}
