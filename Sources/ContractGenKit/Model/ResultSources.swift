/// What ends the flow with a result, and where each of the result's fields comes from: the model of
/// `results[].from` and `results[].fields[].source`, checked by `ModelBuilder+Results.swift` and turned into
/// each SDK's result tracker by `Lower/ResultPlan.swift`.
struct ResultTrigger: Sendable {
    var kind: Kind
    var location: SourceLocation
    /// Where the trigger names its delay option, for diagnostics.
    var delayLocation: SourceLocation? = nil

    enum Kind: Sendable {
        /// A message the flow posts. `delay` names the `duration_ms` option the host waits for before it returns
        /// the result (the result screen stays up that long).
        case event(Identifier, delay: Identifier?)
        /// Something the host app sees itself: the user closing the flow, a page that does not load.
        case action(HostAction)
    }
}

/// Something the host app sees that ends the flow, reported to the result tracker by a method of its name.
struct HostAction: Sendable {
    var name: Identifier
    var location: SourceLocation
    var description: String?
}

/// Where a result's field comes from when the result is produced by a trigger.
enum FieldSource: String, Sendable, CaseIterable {
    /// The triggering event's payload field of the same name.
    case payload
    /// The session id: the triggering message's, else the last one any message of the session carried.
    case session
    /// An argument of the triggering host action.
    case action
}
