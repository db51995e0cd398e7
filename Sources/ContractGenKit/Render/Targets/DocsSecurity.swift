extension WebViewSecurity {
    /// The Security section's bullets for these settings, in the page's words: the page settings in one
    /// sentence, then inspection, media capture, clearing and logging, and last the settings the contract leaves to
    /// each SDK. Markdown, escaped.
    var sentences: [String] {
        var page: [String] = []
        switch (javaScript, domStorage) {
        case (true?, true?): page.append("JavaScript and DOM storage on")
        case (false?, false?): page.append("JavaScript and DOM storage off")
        default:
            if let javaScript { page.append("JavaScript \(javaScript ? "on" : "off")") }
            if let domStorage { page.append("DOM storage \(domStorage ? "on" : "off")") }
        }
        if let fileAccess { page.append(fileAccess ? "file:// access allowed" : "no file:// access") }
        if let mixedContent { page.append(mixedContent ? "mixed content allowed" : "no mixed content") }
        if let thirdPartyCookies {
            page.append(thirdPartyCookies ? "third-party cookies allowed" : "no third-party cookies")
        }
        var sentences = page.isEmpty ? [] : [page.joined(separator: "; ")]
        switch inspection {
        case .never?: sentences.append("WebView debugging never on")
        case .debugBuilds?: sentences.append("WebView debugging only in debug builds")
        case .always?: sentences.append("WebView debugging on in every build")
        case nil: break
        }
        switch mediaCapture {
        case .none?: sentences.append("Camera/microphone never granted to the WebView")
        case .flowOrigin?:
            sentences.append("Camera/microphone granted to the WebView only for the flow origin, after OS permission")
        case nil: break
        }
        if clearDataOnEnd == true {
            sentences.append("Clear cookies, cache and storage for the flow origin when the flow ends")
        }
        if let logSessionURL {
            sentences.append(logSessionURL ? "The session URL may be logged" : "Never log the session URL")
        }
        if !unset.isEmpty {
            sentences.append("Left to each SDK, not set by this contract: " + unset.joined(separator: ", "))
        }
        return sentences.map { Markdown.inline($0) }
    }

    /// The settings the contract leaves out, as the page names them.
    private var unset: [String] {
        let settings: [(Any?, String)] = [
            (javaScript, "JavaScript"), (domStorage, "DOM storage"), (fileAccess, "file:// access"),
            (mixedContent, "mixed content"), (thirdPartyCookies, "third-party cookies"),
            (inspection, "WebView debugging"), (mediaCapture, "camera/microphone grants"),
            (clearDataOnEnd, "clearing data when the flow ends"), (logSessionURL, "logging the session URL"),
        ]
        return settings.filter { $0.0 == nil }.map(\.1)
    }
}
