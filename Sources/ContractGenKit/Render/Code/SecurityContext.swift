import Mustache

extension PlatformCode {
    /// The WebView settings every language's templates read, under `webViewSecurity` (null when the contract
    /// gives none): each flag as `true`/`false` (`javaScript`, `domStorage`, `fileAccess`, `mixedContent`,
    /// `thirdPartyCookies`, `clearDataOnEnd`, `logSessionURL`), `inspection: { isNever, isDebugBuilds, isAlways,
    /// literal }` and `mediaCapture: { isNone, isFlowOrigin, literal }`, where `literal` is the contract's value
    /// as a string literal.
    func securityContext(into context: inout [String: MustacheValue]) {
        guard let security = contract.webViewSecurity else {
            context["webViewSecurity"] = .null
            return
        }
        func flag(_ value: Bool) -> MustacheValue { .string(value ? "true" : "false") }
        context["webViewSecurity"] = [
            "javaScript": flag(security.javaScript),
            "domStorage": flag(security.domStorage),
            "fileAccess": flag(security.fileAccess),
            "mixedContent": flag(security.mixedContent),
            "thirdPartyCookies": flag(security.thirdPartyCookies),
            "clearDataOnEnd": flag(security.clearDataOnEnd),
            "logSessionURL": flag(security.logSessionURL),
            "inspection": [
                "isNever": .bool(security.inspection == .never),
                "isDebugBuilds": .bool(security.inspection == .debugBuilds),
                "isAlways": .bool(security.inspection == .always),
                "literal": literal(security.inspection.rawValue),
            ],
            "mediaCapture": [
                "isNone": .bool(security.mediaCapture == .none),
                "isFlowOrigin": .bool(security.mediaCapture == .flowOrigin),
                "literal": literal(security.mediaCapture.rawValue),
            ],
        ]
    }
}
