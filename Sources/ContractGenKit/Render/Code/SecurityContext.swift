import Mustache

/// The WebView settings every language's templates read, under `webViewSecurity` (null when the contract gives
/// none). Each flag's `value` is a boolean literal, the same in every language; `literal` is the contract's value
/// as a string literal. A setting the contract leaves to each SDK is null, and its constant is not written; the
/// first one written is `isFirst`, for the languages that put a blank line between constants.
struct SecurityContext: Encodable {
    var javaScript: Flag?
    var domStorage: Flag?
    var fileAccess: Flag?
    var mixedContent: Flag?
    var thirdPartyCookies: Flag?
    var inspection: Inspection?
    var mediaCapture: MediaCapture?
    var clearDataOnEnd: Flag?
    var logSessionURL: Flag?

    struct Flag: Encodable {
        let value: String
        var isFirst = false
    }

    struct Inspection: Encodable {
        let isNever: Bool
        let isDebugBuilds: Bool
        let isAlways: Bool
        let literal: String
        var isFirst = false
    }

    struct MediaCapture: Encodable {
        let isNone: Bool
        let isFlowOrigin: Bool
        let literal: String
        var isFirst = false
    }

    /// Marks the first setting the contract gives, in the order the templates write them.
    mutating func markFirst() {
        if javaScript != nil {
            javaScript?.isFirst = true
        } else if domStorage != nil {
            domStorage?.isFirst = true
        } else if fileAccess != nil {
            fileAccess?.isFirst = true
        } else if mixedContent != nil {
            mixedContent?.isFirst = true
        } else if thirdPartyCookies != nil {
            thirdPartyCookies?.isFirst = true
        } else if inspection != nil {
            inspection?.isFirst = true
        } else if mediaCapture != nil {
            mediaCapture?.isFirst = true
        } else if clearDataOnEnd != nil {
            clearDataOnEnd?.isFirst = true
        } else {
            logSessionURL?.isFirst = true
        }
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
                func flag(_ value: Bool?) -> SecurityContext.Flag? { value.map { .init(value: $0 ? "true" : "false") } }
                var context = SecurityContext(
                    javaScript: flag(security.javaScript), domStorage: flag(security.domStorage),
                    fileAccess: flag(security.fileAccess), mixedContent: flag(security.mixedContent),
                    thirdPartyCookies: flag(security.thirdPartyCookies),
                    inspection: security.inspection.map { inspection in
                        SecurityContext.Inspection(
                            isNever: inspection == .never, isDebugBuilds: inspection == .debugBuilds,
                            isAlways: inspection == .always, literal: rules.stringLiteral(inspection.rawValue))
                    },
                    mediaCapture: security.mediaCapture.map { capture in
                        SecurityContext.MediaCapture(
                            isNone: capture == .none, isFlowOrigin: capture == .flowOrigin,
                            literal: rules.stringLiteral(capture.rawValue))
                    }, clearDataOnEnd: flag(security.clearDataOnEnd), logSessionURL: flag(security.logSessionURL))
                context.markFirst()
                return context
            })
    }
}
