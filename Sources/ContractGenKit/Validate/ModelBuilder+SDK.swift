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
        let entryPoints = entryObjects.compactMap { entryPoint($0, flows: flows, options: options) }
        // What an entry point may return instead, named in the fix.
        let returnable = (session == nil ? [] : ["\"session\""]) + ["\"nothing\""] + (hasResults ? ["\"result\""] : [])
        for (entry, entryObject) in zip(
            entryPoints, entryObjects.filter { $0.name("name") != nil && $0.name("flow") != nil })
        {
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
        // Without every required option, the SDK could not build a valid configuration from the call.
        for option in options where option.requirement.isRequired && !parameters.contains(.option(option.name)) {
            error(
                "entry point '\(name)' does not take the required option '\(option.name)'; add it to \"parameters\"",
                at: object.position(of: "parameters"))
        }
        return SDKSurface.EntryPoint(
            name: name, location: here(object), flow: flowName, description: object.string("description"),
            names: nameOverrides(object), parameters: parameters,
            returns: object.string("returns").flatMap(SDKSurface.EntryPoint.Returns.init(rawValue:)),
            throwsFailure: object.bool("throws") ?? false, assumed: object.string("assumed"),
            evolution: evolution(object))
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
