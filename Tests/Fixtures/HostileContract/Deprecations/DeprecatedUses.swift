// Host code that uses what the contract deprecates: it compiles, and the compiler warns at each use with the
// contract's message. Matching a deprecated case in a `switch` does not warn, in Swift as in this file.
func usesDeprecatedElements(configuration: inout ClassConfiguration, callbacks: inout ClassDefaultCallbacks) -> [String] {
    let value: Type_ = .fun
    let event: ClassEvent = .class
    configuration.other = ["example.com"]
    callbacks.onDelete = { _ in }
    switch value {
    case .fun: break
    default: break
    }
    return [value.rawValue, String(describing: event)]
}
