/// The SDK surface one platform's code declares, decided once for every language: which entry points take
/// which options and whether the callbacks object, what they return, which lifecycle methods the session has
/// and which the SDK type itself, and how calls cross to native code where the platform is a plugin.
struct SurfacePlan {
    var sdk: SDKSurface
    /// Calls cross to native code (a TypeScript or Dart plugin): every method returns a promise or a future.
    var isAsync: Bool
    /// Entry points take one options object (a plugin call) instead of a parameter for each option.
    var takesOptionsObject: Bool
    /// A returned value arrives wrapped in an object under `value` (a Capacitor plugin resolves objects only).
    var wrapsResults: Bool
    /// Hosts subscribe to the flows' listeners on the SDK type (a listeners platform).
    var hasListeners: Bool
    var entryPoints: [EntryPoint]
    /// The session's methods, where configuring returns a session on this platform; nil where it does not.
    var sessionMethods: [Method]?
    /// The methods the SDK type declares itself: the lifecycle, where there is no session.
    var sdkMethods: [Method]
    /// The host types the methods take here, in the contract's order.
    var hostTypes: [SDKSurface.HostType]

    struct EntryPoint {
        var entry: SDKSurface.EntryPoint
        var flow: Flow
        /// Another entry point starts the same flow (a `create` and an `open`), so the options are named after it.
        var sharesFlow = false

        /// The options object a plugin's entry point takes: the flow's (`AcmeCheckoutOptions`), or the entry
        /// point's where the flow has several (`AcmeOpenOptions`).
        func optionsTypeName(prefix: String) -> String {
            prefix + CaseStyle.upperCamel.apply(to: sharesFlow ? entry.name : flow.name) + "Options"
        }

        /// The options it takes here, in the order the contract lists them with the callbacks.
        var parameters: [Parameter]

        /// It takes an option here: a plugin's call then takes an options object, where it takes no call object.
        var takesOptions: Bool {
            parameters.contains { if case .option = $0 { true } else { false } }
        }

        /// A plugin's call takes an options object of its own type (`AcmeCheckoutOptions`): it takes options, and
        /// no call object holds them.
        var declaresOptionsType: Bool {
            takesOptions && callObject == nil
        }

        var takesCallbacks: Bool {
            parameters.contains { if case .callbacks = $0 { true } else { false } }
        }
        /// The one object it takes here instead of its parameters, where it takes one and holds something here.
        var callObject: SDKSurface.EntryPoint.CallObject?
        var returnsSession: Bool
        /// It presents the flow and gives back the flow's result when the flow ends: Swift's `async`, Kotlin's
        /// `suspend`, a promise of the result.
        var returnsResult: Bool
        var throwsFailure: Bool
        var isMainActor: Bool
    }

    enum Parameter {
        case option(Option)
        /// The flow's callbacks object.
        case callbacks(Flow)
    }

    struct Method {
        var step: LifecycleStep
        var parameters: [MethodParameter]
        /// What it returns here; nil for nothing.
        var returns: MethodReturn?
    }
}

extension Contract {
    /// The SDK surface of `platform`, or nil when the contract describes none.
    func surfacePlan(on platform: Platform) -> SurfacePlan? {
        guard let sdk else { return nil }
        let bridged = platform.language.target.capabilities.callsNativeCode
        let hasSession = sdk.session?.isAvailable(on: platform) ?? false
        let presented = flows(on: platform)
        let entryPoints = sdk.entryPoints.compactMap { entry -> SurfacePlan.EntryPoint? in
            guard let flow = flows.first(where: { $0.name == entry.flow }) else { return nil }
            let parameters = entry.parameters.compactMap { parameter -> SurfacePlan.Parameter? in
                switch parameter {
                case .option(let name):
                    return configuration?.options.first { $0.name == name && $0.isAvailable(on: platform) }.map(
                        SurfacePlan.Parameter.option)
                case .callbacks:
                    // Listeners platforms subscribe to events instead; a flow with no callback here has no type.
                    guard platform.callbackStyle == .objects,
                        let here = presented.first(where: { $0.name == flow.name })
                    else { return nil }
                    return .callbacks(here)
                }
            }
            let returns = entry.returns ?? .session
            // An object holding nothing here is no type worth declaring: the call takes nothing.
            let callObject = entry.callObject.flatMap { $0.isAvailable(on: platform) && !parameters.isEmpty ? $0 : nil }
            return .init(
                entry: entry, flow: flow, sharesFlow: sdk.entryPoints.filter { $0.flow == entry.flow }.count > 1,
                parameters: parameters, callObject: callObject, returnsSession: returns == .session && hasSession,
                returnsResult: returns == .result, throwsFailure: entry.throwsFailure, isMainActor: flow.isMainActor)
        }
        let methods = lifecycle.filter { $0.isAvailable(on: platform) }.map { step in
            SurfacePlan.Method(
                step: step, parameters: step.parameters,
                returns: step.returns.flatMap { $0.isAvailable(on: platform) ? $0 : nil })
        }
        let used = Set(
            methods.flatMap { method in
                (method.parameters.map(\.type) + [method.returns?.type].compactMap { $0 }).compactMap(\.hostName)
            })
        return SurfacePlan(
            sdk: sdk, isAsync: bridged, takesOptionsObject: bridged, wrapsResults: platform.framework == .capacitor,
            hasListeners: platform.callbackStyle == .listeners && !presented.isEmpty,
            entryPoints: entryPoints, sessionMethods: hasSession ? methods : nil, sdkMethods: hasSession ? [] : methods,
            hostTypes: sdk.hostTypes.filter { used.contains($0.name) })
    }
}

extension SurfaceType {
    /// The host type's name, for a host type.
    var hostName: Identifier? {
        if case .host(let name) = self { name } else { nil }
    }
}
