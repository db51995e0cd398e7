/// Who may post to the bridge, decided once for every language: the flow's origin (the session URL's https host
/// and port) and the contract's other origins, from the main frame unless the contract lets frames post; and what
/// one platform's bridge can say of the page that posted, which its `Sender` type documents.
struct SenderPlan: Sendable {
    /// Who may post, as the contract says.
    var senders: Bridge.Senders
    /// How this platform's SDK fills in the sender, in Markdown with code spans: a doc comment's paragraph.
    var howToSupply: String
}

extension Contract {
    /// The sender rules for `platform`'s SDK; nil without a bridge.
    /// `code` makes a code span of a name.
    func senderPlan(on platform: Identifier, code: (String) -> String) -> SenderPlan? {
        guard let bridge else { return nil }
        let endpoint = bridge.endpoints.first { $0.platform == platform }
        return SenderPlan(
            senders: bridge.senders,
            howToSupply: SenderPlan.howToSupply(
                kind: endpoint?.kind.raw, name: endpoint?.name ?? "", method: endpoint?.method, code: code))
    }
}

extension SenderPlan {
    /// What an endpoint of `kind` says of the sender, and how its SDK builds one.
    static func howToSupply(kind: String?, name: String, method: String?, code: (String) -> String) -> String {
        let listenerCall = code(name + ".postMessage(text)")
        // A WebMessageListener's object has `postMessage` alone: an interface method of another name changes the page's call.
        let samePageCall = method == nil || method == "postMessage"
        return switch kind {
        case "script_message_handler":
            "WebKit names the sender: build it from the `WKScriptMessage`'s `frameInfo`, its `securityOrigin` "
                + "(`protocol`, `host`, `port`; port 0 is the default port) and `isMainFrame`."
        case "web_message_listener", "javascript_interface":
            "Android names the sender to a WebMessageListener: add one under \(code(name)) with "
                + "\(code("WebViewCompat.addWebMessageListener(webView, \"" + name + "\", allowedOriginRules, listener)")) and build the sender "
                + "from its `sourceOrigin` and `isMainFrame`. "
                + (samePageCall
                    ? "The page posts to it as to a JavaScript interface (\(listenerCall)); "
                    : "The page then calls \(listenerCall) instead of \(code(name + "." + (method ?? "") + "(text)")); ")
                + "`addJavascriptInterface` cannot be checked: it puts its object in every frame of every page and never says who called."
        case "react_native_webview":
            "react-native-webview's `onMessage` gives `nativeEvent.url`: the URL of the page showing (the sender's "
                + "origin where Android's WebMessageListener is available), never the frame, so a frame inside the flow's "
                + "page speaks as the flow. Build the sender with that URL and no frame."
        case "javascript_channel":
            "webview_flutter's `JavaScriptMessage` carries the text alone: it cannot know which page or frame "
                + "posted. Build the sender from the WebView's current URL (`await controller.currentUrl()`), which names "
                + "the page showing, with no frame: a frame inside the flow's page, or a page that posted just before a "
                + "navigation, speaks as the flow."
        case "capacitor":
            "A Capacitor plugin call does not say which page made it; Capacitor serves the app's own pages in "
                + "its main frame. Build the sender from the WebView's URL (`bridge.webView.url`), with no frame."
        default:
            "This platform has no bridge endpoint, so nothing names the sender: build one with the origin and "
                + "frame the SDK's own bridge reports."
        }
    }
}
