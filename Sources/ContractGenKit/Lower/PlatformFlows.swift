/// Which flows and callbacks a platform's code has, decided once for every language: a callback another SDK
/// has (`platforms` leaves this one out) is not declared, and a flow with no callback here (one the contract
/// only documents, such as a flow that needs the native SDK) gets no callbacks type or dispatcher.
extension Contract {
    /// The flows `platform`'s code presents, each with only the callbacks the platform has.
    func flows(on platform: Platform) -> [Flow] {
        flows.compactMap { flow in
            var copy = flow
            copy.callbacks = flow.callbacks.filter { callback(named: $0.callback)?.isAvailable(on: platform) ?? false }
            return copy.callbacks.isEmpty ? nil : copy
        }
    }

    /// The flows some platform's code presents: what the dispatch vectors exercise.
    var presentedFlows: [Flow] {
        flows.filter { flow in
            platforms.contains { platform in
                flow.callbacks.contains { callback(named: $0.callback)?.isAvailable(on: platform) ?? false }
            }
        }
    }
}
