/// One listener name of a platform whose callback style is `listeners`: the name a host subscribes to, the
/// callback behind it, what it passes, and the flows that emit it. Decided once for the languages and the
/// reference page.
struct Listener {
    /// The contract's name for it (`payment_completed`, or `checkout_payment_completed` where flows pass
    /// different arguments to one callback).
    var name: Identifier
    /// The name on the wire, as the platform's language spells a member: what a host subscribes to.
    var spelled: String
    var callback: Callback
    var argument: CallbackArgument?
    /// The flows that emit it, in contract order; the first declared it first.
    var flows: [Flow]
}

extension Contract {
    /// The listener names of `platform`, once each, in the order the flows declare their callbacks. Two
    /// callbacks whose names the language spells alike are one listener (`NameCollisionCheck` rejects them
    /// when they pass different arguments).
    func listeners(on platform: Platform) -> [Listener] {
        let rules = platform.language.rules
        var found: [Listener] = []
        var index: [String: Int] = [:]
        for flow in flows(on: platform) {
            for entry in flow.callbacks {
                guard let callback = callback(named: entry.callback) else { continue }
                let name = listenerName(of: entry.callback, in: flow)
                let spelled = rules.spelling(of: name, as: .member, on: platform)
                if let existing = index[spelled] {
                    if !found[existing].flows.contains(where: { $0.name == flow.name }) {
                        found[existing].flows.append(flow)
                    }
                } else {
                    index[spelled] = found.count
                    found.append(
                        Listener(
                            name: name, spelled: spelled, callback: callback, argument: entry.argument, flows: [flow]))
                }
            }
        }
        return found
    }
}
