import Mustache

/// The WebView settings every language's templates read, under `webViewSecurity` (null when the contract gives
/// none). Each flag is a boolean literal, the same in every language; `literal` is the contract's value as a
/// string literal. A setting the contract leaves to each SDK is null, and its constant is not written.
struct SecurityContext: Encodable {
    let javaScript: String?
    let domStorage: String?
    let fileAccess: String?
    let mixedContent: String?
    let thirdPartyCookies: String?
    let clearDataOnEnd: String?
    let logSessionURL: String?
    let inspection: Inspection?
    let mediaCapture: MediaCapture?

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
                func flag(_ value: Bool?) -> String? { value.map { $0 ? "true" : "false" } }
                return SecurityContext(
                    javaScript: flag(security.javaScript), domStorage: flag(security.domStorage),
                    fileAccess: flag(security.fileAccess), mixedContent: flag(security.mixedContent),
                    thirdPartyCookies: flag(security.thirdPartyCookies), clearDataOnEnd: flag(security.clearDataOnEnd),
                    logSessionURL: flag(security.logSessionURL),
                    inspection: security.inspection.map { inspection in
                        SecurityContext.Inspection(
                            isNever: inspection == .never, isDebugBuilds: inspection == .debugBuilds,
                            isAlways: inspection == .always, literal: rules.stringLiteral(inspection.rawValue))
                    },
                    mediaCapture: security.mediaCapture.map { capture in
                        SecurityContext.MediaCapture(
                            isNone: capture == .none, isFlowOrigin: capture == .flowOrigin,
                            literal: rules.stringLiteral(capture.rawValue))
                    })
            })
    }
}
