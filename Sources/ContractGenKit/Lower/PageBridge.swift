/// The flow page's side of the bridge, decided once for the `web` target: where each platform's SDK puts its
/// bridge on the page's `window`, and what the page sends: the events with their payload fields, and for a
/// legacy integration its messages and handshake.
struct PageBridge: Sendable {
    /// A platform's bridge: `window[path[0]][path[1]]…[method](text)`.
    struct Endpoint: Sendable {
        var platform: Identifier
        var kind: Identifier
        /// The objects from `window` to the one that has `method`.
        var path: [String]
        var method: String
    }

    /// The endpoint kinds the page knows how to find.
    static let kinds = [
        "capacitor", "javascript_channel", "javascript_interface", "react_native_webview", "script_message_handler",
        "web_message_listener",
    ]

    /// Where an endpoint of `kind` named `name` puts its object, and the method the page calls; nil for a kind
    /// the page does not know.
    static func place(kind: String, name: String, method: String?) -> (path: [String], method: String)? {
        switch kind {
        // Android's `addJavascriptInterface(object, name)`: `window.name.method(text)`; a WebMessageListener
        // added under `name` is `window.name.postMessage(text)` too.
        case "javascript_interface": ([name], method ?? "postMessage")
        case "web_message_listener": ([name], "postMessage")
        // WKWebView's `add(handler, name:)`: `window.webkit.messageHandlers.name.postMessage(text)`.
        case "script_message_handler": (["webkit", "messageHandlers", name], "postMessage")
        // react-native-webview injects `window.ReactNativeWebView.postMessage(text)`; webview_flutter's
        // `JavaScriptChannel(name:)` is `window.name.postMessage(text)`.
        case "react_native_webview", "javascript_channel": ([name], method ?? "postMessage")
        // A Capacitor plugin registered under `name`: `window.Capacitor.Plugins.name.postMessage(text)`.
        case "capacitor": (["Capacitor", "Plugins", name], method ?? "postMessage")
        default: nil
        }
    }

    var endpoints: [Endpoint]
}

extension Contract {
    /// The page side of the bridge; nil without a bridge.
    var pageBridge: PageBridge? {
        guard let bridge else { return nil }
        return PageBridge(
            endpoints: bridge.endpoints.compactMap { endpoint in
                guard
                    let place = PageBridge.place(kind: endpoint.kind.raw, name: endpoint.name, method: endpoint.method)
                else { return nil }
                return .init(platform: endpoint.platform, kind: endpoint.kind, path: place.path, method: place.method)
            })
    }

    /// The legacy messages the page sends, each type once with its payload record.
    var pageLegacyMessages: [(wire: String, payload: Record?)] {
        var seen: Set<String> = []
        return (legacy?.messages ?? []).compactMap { message in
            guard seen.insert(message.wire).inserted else { return nil }
            return (message.wire, message.payload.flatMap(record(named:)))
        }
    }
}
