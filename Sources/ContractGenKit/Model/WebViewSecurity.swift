/// The WebView settings every SDK applies, as typed values: what the Security section says in sentences, and
/// what each platform's generated constants hold for the SDK to set. A setting the contract leaves out (nil) is
/// each SDK's own choice: no constant, and the page says so.
struct WebViewSecurity: Sendable {
    /// When the WebView may be inspected (Safari's Web Inspector, `chrome://inspect`).
    enum Inspection: String, Sendable, CaseIterable {
        case never
        case debugBuilds = "debug_builds"
        case always
    }

    /// Which pages the WebView may grant the camera and microphone, always after the OS permission.
    enum MediaCapture: String, Sendable, CaseIterable {
        case none
        case flowOrigin = "flow_origin"
    }

    var javaScript: Bool?
    var domStorage: Bool?
    var fileAccess: Bool?
    var mixedContent: Bool?
    var thirdPartyCookies: Bool?
    var inspection: Inspection?
    var mediaCapture: MediaCapture?
    /// Cookies, cache and storage of the flow's origin are cleared when the flow ends.
    var clearDataOnEnd: Bool?
    var logSessionURL: Bool?
    /// Where the contract declares them, for diff findings.
    var location: SourceLocation? = nil

    /// The settings the contract gives, by their keys in contract.json.
    var givenKeys: [String] {
        let settings: [(String, Any?)] = [
            ("javascript", javaScript), ("dom_storage", domStorage), ("file_access", fileAccess),
            ("mixed_content", mixedContent), ("third_party_cookies", thirdPartyCookies), ("inspection", inspection),
            ("media_capture", mediaCapture), ("clear_data_on_end", clearDataOnEnd),
            ("log_session_url", logSessionURL),
        ]
        return settings.filter { $0.1 != nil }.map(\.0)
    }
}
