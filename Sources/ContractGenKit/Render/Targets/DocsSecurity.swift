extension WebViewSecurity {
    /// The Security section's bullets for these settings, in the page's words: the page settings in one
    /// sentence, then inspection, media capture, clearing and logging. Markdown, escaped.
    var sentences: [String] {
        var page: [String] = []
        switch (javaScript, domStorage) {
        case (true, true): page.append("JavaScript and DOM storage on")
        case (false, false): page.append("JavaScript and DOM storage off")
        default: page.append("JavaScript \(javaScript ? "on" : "off"); DOM storage \(domStorage ? "on" : "off")")
        }
        page.append(fileAccess ? "file:// access allowed" : "no file:// access")
        page.append(mixedContent ? "mixed content allowed" : "no mixed content")
        page.append(thirdPartyCookies ? "third-party cookies allowed" : "no third-party cookies")
        var sentences = [page.joined(separator: "; ")]
        let debugging =
            switch inspection {
            case .never: "WebView debugging never on"
            case .debugBuilds: "WebView debugging only in debug builds"
            case .always: "WebView debugging on in every build"
            }
        let media =
            switch mediaCapture {
            case .none: "Camera/microphone never granted to the WebView"
            case .flowOrigin: "Camera/microphone granted to the WebView only for the flow origin, after OS permission"
            }
        sentences += [debugging, media]
        if clearDataOnEnd {
            sentences.append("Clear cookies, cache and storage for the flow origin when the flow ends")
        }
        sentences.append(logSessionURL ? "The session URL may be logged" : "Never log the session URL")
        return sentences.map { Markdown.inline($0) }
    }
}
