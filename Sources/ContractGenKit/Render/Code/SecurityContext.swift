import Mustache

/// The WebView settings every language's templates read, under `webViewSecurity` (null when the contract gives
/// none). Each flag is a boolean literal, the same in every language; `literal` is the contract's value as a
/// string literal.
struct SecurityContext: Encodable {
    let javaScript: String
    let domStorage: String
    let fileAccess: String
    let mixedContent: String
    let thirdPartyCookies: String
    let clearDataOnEnd: String
    let logSessionURL: String
    let inspection: Inspection
    let mediaCapture: MediaCapture

    struct Inspection: Encodable {
        let isNever: Bool
        let isDebugBuilds: Bool
        let isAlways: Bool
        let literal: String
    }

    struct MediaCapture: Encodable {
        let isNone: Bool
        let isFlowOrigin: Bool
        let literal: String
    }
}

/// The `webViewSecurity` part of a language's view model.
struct SecurityPart: Encodable {
    let webViewSecurity: SecurityContext?
}

extension PlatformCode {
    var securityContext: SecurityPart {
        SecurityPart(
            webViewSecurity: contract.webViewSecurity.map { security in
                func flag(_ value: Bool) -> String { value ? "true" : "false" }
                return SecurityContext(
                    javaScript: flag(security.javaScript), domStorage: flag(security.domStorage),
                    fileAccess: flag(security.fileAccess), mixedContent: flag(security.mixedContent),
                    thirdPartyCookies: flag(security.thirdPartyCookies), clearDataOnEnd: flag(security.clearDataOnEnd),
                    logSessionURL: flag(security.logSessionURL),
                    inspection: SecurityContext.Inspection(
                        isNever: security.inspection == .never, isDebugBuilds: security.inspection == .debugBuilds,
                        isAlways: security.inspection == .always,
                        literal: rules.stringLiteral(security.inspection.rawValue)),
                    mediaCapture: SecurityContext.MediaCapture(
                        isNone: security.mediaCapture == .none, isFlowOrigin: security.mediaCapture == .flowOrigin,
                        literal: rules.stringLiteral(security.mediaCapture.rawValue)))
            })
    }
}
