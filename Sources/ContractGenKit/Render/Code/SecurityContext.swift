import Mustache

/// The WebView settings every language's templates read, under `webViewSecurity` (null when the contract gives
/// none). Each flag's `value` is a boolean literal, the same in every language; `literal` is the contract's value
/// as a string literal. A setting the contract leaves to each SDK is null, and its constant is not written; the
/// first one written is `isFirst`, for the languages that put a blank line between constants.
struct SecurityContext: Encodable {
    let javaScript: Flag?
    let domStorage: Flag?
    let fileAccess: Flag?
    let mixedContent: Flag?
    let thirdPartyCookies: Flag?
    let inspection: Inspection?
    let mediaCapture: MediaCapture?
    let clearDataOnEnd: Flag?
    let logSessionURL: Flag?

    struct Flag: Encodable {
        let value: String
        let isFirst: Bool
    }

    struct Inspection: Encodable {
        let isNever: Bool
        let isDebugBuilds: Bool
        let isAlways: Bool
        let literal: String
        let isFirst: Bool
    }

    struct MediaCapture: Encodable {
        let isNone: Bool
        let isFlowOrigin: Bool
        let literal: String
        let isFirst: Bool
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
                // Arguments are evaluated in order, which is the templates' order: the first setting given is first.
                var written = 0
                func isFirst() -> Bool {
                    written += 1
                    return written == 1
                }
                func flag(_ value: Bool?) -> SecurityContext.Flag? {
                    value.map { .init(value: $0 ? "true" : "false", isFirst: isFirst()) }
                }
                return SecurityContext(
                    javaScript: flag(security.javaScript), domStorage: flag(security.domStorage),
                    fileAccess: flag(security.fileAccess), mixedContent: flag(security.mixedContent),
                    thirdPartyCookies: flag(security.thirdPartyCookies),
                    inspection: security.inspection.map { inspection in
                        SecurityContext.Inspection(
                            isNever: inspection == .never, isDebugBuilds: inspection == .debugBuilds,
                            isAlways: inspection == .always, literal: rules.stringLiteral(inspection.rawValue),
                            isFirst: isFirst())
                    },
                    mediaCapture: security.mediaCapture.map { capture in
                        SecurityContext.MediaCapture(
                            isNone: capture == .none, isFlowOrigin: capture == .flowOrigin,
                            literal: rules.stringLiteral(capture.rawValue), isFirst: isFirst())
                    }, clearDataOnEnd: flag(security.clearDataOnEnd), logSessionURL: flag(security.logSessionURL))
            })
    }
}
