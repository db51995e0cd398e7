/// The types every language's files declare: what a host app holds whatever its platform. A language target
/// gives each its suffix after the type prefix; one that leaves any out does not compile, and the shared contexts
/// (`Render/Code`) may name these roles for every language.
struct CommonTypes {
    var result: String
    var event: String
    /// Why an event a native SDK reported was not read, where no bridge carries events.
    var payloadProblem: String
    var message: String
    var rejection: String
    var bridge: String
    /// Who posted a message, as the platform reports it.
    var sender: String
    /// Which senders may post.
    var senderPolicy: String
    var configuration: String
    /// The error a failure code is thrown or returned as.
    var failureError: String
    /// The error an invalid configuration is, where the contract names no failure code for it.
    var configurationError: String
    var sessionUrl: String
    var navigationDecision: String
    var navigationPolicy: String
    var blockedNavigationCounter: String
    /// The WebView settings the SDK applies, as constants.
    var webViewSecurity: String
    /// Decides the result from the messages and what the host sees.
    var resultTracker: String

    /// Each suffix under its role.
    var byRole: [TypeRole: String] {
        [
            .result: result, .event: event, .payloadProblem: payloadProblem, .message: message, .rejection: rejection,
            .bridge: bridge, .sender: sender,
            .senderPolicy: senderPolicy, .configuration: configuration, .failureError: failureError,
            .configurationError: configurationError,
            .sessionUrl: sessionUrl,
            .navigationDecision: navigationDecision, .navigationPolicy: navigationPolicy,
            .blockedNavigationCounter: blockedNavigationCounter, .webViewSecurity: webViewSecurity,
            .resultTracker: resultTracker,
        ]
    }

    /// Every type a language declares: these and `own`, the roles only it has. A role in both is a mistake in the
    /// language's target, not a choice between them.
    func declared(with own: [TypeRole: String]) -> [TypeRole: String] {
        byRole.merging(own) { common, _ in
            preconditionFailure(
                "a language's own types repeat the common role of \(common); list it once, in CommonTypes")
        }
    }
}
