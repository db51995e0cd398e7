import Foundation
import GeneratedContract
import Testing

/// The generated code's rules, driven directly: size limit, version, host tricks, redaction, defaults.
@Suite struct BehaviourTests {
    func message(padding: Int) -> String {
        #"{"source":"okyc","v":1,"type":"exit","payload":{"pad":""# + String(repeating: "a", count: padding) + #""}}"#
    }

    @Test func aMessageOfExactlyTheLimitDecodesAndOneByteMoreIsRejected() {
        let base = message(padding: 0).utf8.count
        let atLimit = message(padding: 10_240 - base)
        let overLimit = message(padding: 10_241 - base)
        #expect(atLimit.utf8.count == 10_240)
        #expect(Flow.decode(atLimit) == .success(OkycMessage(event: .exit)))
        #expect(Flow.decode(overLimit) == .failure(.tooLarge(bytes: 10_241)))
        #expect(Flow.decode(Data(overLimit.utf8)) == .failure(.tooLarge(bytes: 10_241)))
    }

    /// Code outside the module reads JSON values through public accessors, and the reader is I-JSON's.
    @Test func jsonValuesHavePublicAccessorsAndReadAsIJSON() throws {
        let value = try #require(OkycJSON(parsing: #"{"a": [1, {"b": "c"}], "n": 3e9, "f": true, "x": 2.5}"#))
        #expect(value["a"]?[1]?["b"]?.stringValue == "c")
        #expect(value["a"]?[2] == nil && value["a"]?[-1] == nil && value["missing"] == nil && value["a"]?["b"] == nil)
        #expect(
            value["n"]?.integerValue == 3_000_000_000 && value["x"]?.integerValue == nil
                && value["x"]?.numberValue == 2.5)
        #expect(value["f"]?.boolValue == true && value.objectValue?.count == 4)
        #expect(value["a"]?.arrayValue { $0.integerValue } == nil, "an element that does not convert")
        #expect(OkycJSON(parsing: Data([0x22, 0xFF, 0x22])) == nil, "not UTF-8")
        #expect(OkycJSON(parsing: #"{"a": 1, "a": 1}"#) == nil, "a name twice, even with the same value")
        #expect(
            OkycJSON(parsing: #"["\ud800"]"#) == nil
                && OkycJSON(parsing: #"["\ud83d\ude00"]"#) == .array([.string("😀")]))
        #expect(OkycJSON(parsing: "[" + String(repeating: "[", count: 511) + String(repeating: "]", count: 512)) != nil)
        #expect(OkycJSON(parsing: String(repeating: "[", count: 513) + String(repeating: "]", count: 513)) == nil)
        #expect(OkycJSON.number(-0.0).text == "0" && OkycJSON.number(1e300).text != "0")
    }

    @Test func theLimitCountsUTF8BytesNotCharacters() {
        // 5,100 "é" are 5,100 characters but 10,200 bytes.
        let text =
            #"{"source":"okyc","v":1,"type":"exit","payload":{"pad":""# + String(repeating: "é", count: 5_100) + #""}}"#
        #expect(text.count < 10_240 && text.utf8.count > 10_240)
        #expect(Flow.decode(text) == .failure(.tooLarge(bytes: text.utf8.count)))
    }

    @Test func anotherVersionSourceOrTypeIsRejected() {
        #expect(Flow.decode(#"{"source":"okyc","v":2,"type":"exit"}"#) == .failure(.unsupportedVersion))
        #expect(Flow.decode(#"{"source":"okyc","v":true,"type":"exit"}"#) == .failure(.unsupportedVersion))
        #expect(Flow.decode(#"{"source":"other","v":1,"type":"exit"}"#) == .failure(.wrongSource("other")))
        #expect(Flow.decode(#"{"source":"okyc","v":1,"type":"teleport"}"#) == .failure(.unknownType("teleport")))
        #expect(
            Flow.decode(#"{"source":"okyc","v":1,"type":"resize","payload":{"height":"tall"}}"#)
                == .failure(.invalidField(type: "resize", field: "height", expected: "a whole number")))
    }

    @Test func resizeIsRecognisedButNotDelivered() throws {
        let message = try Flow.decode(#"{"source":"okyc","v":1,"type":"resize","payload":{"height":480}}"#).get()
        #expect(message.event == .resize(.init(height: 480)))
        #expect(!message.event.isDelivered)
    }

    @Test(arguments: [
        ("https://digilocker.gov.in@evil.com/", OkycNavigationDecision.block),
        ("https://evil-digilocker.gov.in/", .openInSystemBrowser),
        ("https://digilocker.gov.in.evil.com/", .openInSystemBrowser),
        ("https://accounts.digilocker.gov.in/signin", .loadInWebView),
        ("https://API.DIGITALLOCKER.GOV.IN./x", .loadInWebView),
        ("https://digilocker.meripehchaan.gov.in/", .loadInWebView),
        ("javascript:alert(1)", .block),
        ("intent://scan/#Intent;scheme=zxing;end", .block),
        ("file:///etc/hosts", .block),
        ("data:text/html,hi", .block),
        ("https://verify.okyc.example/next", .loadInWebView),
        ("https://example.com/help", .openInSystemBrowser),
    ])
    func navigationDecisions(_ url: String, _ decision: OkycNavigationDecision) {
        let policy = OkycNavigationPolicy(sessionURL: "https://verify.okyc.example/s/1#t=abc")
        #expect(policy.decide(url, isMainFrame: true, isUserInitiated: true) == decision)
        #expect(
            URL(string: url).map { policy.decide($0, isMainFrame: true, isUserInitiated: true) } ?? decision
                == decision, "the URL overload")
    }

    /// Every value type is Hashable, so results, events and configurations go in sets and dictionary keys.
    @Test func valuesAreHashable() throws {
        let results: Set<OkycResult> = [.cancelled(.init(sessionId: nil)), .cancelled(.init(sessionId: nil))]
        #expect(results.count == 1)
        let configuration = OkycConfiguration(sessionURL: "https://verify.okyc.example/s/1#t=abc")
        #expect(Set([configuration, configuration]).count == 1)
        let message = try Flow.decode(#"{"source":"okyc","v":1,"type":"exit"}"#).get()
        #expect([message: 1][message] == 1)
    }

    @Test func theContractNamesItsHostGroups() {
        #expect(OkycNavigationPolicy.digiLockerHosts.contains("*.digilocker.gov.in"))
    }

    @Test func repeatedRefusedNavigationFailsTheFlow() {
        var counter = OkycBlockedNavigationCounter()
        #expect(counter.record(.block, isMainFrame: true, isUserInitiated: false) == nil)
        #expect(counter.record(.block, isMainFrame: true, isUserInitiated: false) == nil)
        #expect(counter.record(.block, isMainFrame: true, isUserInitiated: false) == .navigationBlocked)
        #expect(OkycBlockedNavigationCounter.limit == 3)
    }

    /// Three taps on the terms, privacy and help links open the system browser; they never end the flow.
    @Test func linksTheUserOpensInTheSystemBrowserDoNotCount() {
        let policy = OkycNavigationPolicy(sessionURL: "https://verify.okyc.example/s/1#t=abc")
        var counter = OkycBlockedNavigationCounter()
        for url in ["https://okyc.example/terms", "https://okyc.example/privacy", "https://help.okyc.example/"] {
            let decision = policy.decide(url, isMainFrame: true, isUserInitiated: true)
            #expect(decision == .openInSystemBrowser)
            #expect(counter.record(decision, isMainFrame: true, isUserInitiated: true) == nil)
        }
        #expect(counter.count == 0)
    }

    @Test func theSessionURLGetsItsQueryBeforeTheFragmentAndNeverShowsInDescriptions() throws {
        let configuration = OkycConfiguration(
            sessionURL: "https://verify.okyc.example/s/1?a=b#t=secret-token", locale: "hi", theme: .dark)
        let url = try OkycSessionURL(configuration: configuration)
        #expect(url.absoluteString == "https://verify.okyc.example/s/1?a=b&locale=hi&theme=dark#t=secret-token")
        for text in [
            url.description, String(reflecting: url), "\(url)", configuration.description,
            String(reflecting: configuration),
        ] {
            #expect(!text.contains("secret-token") && !text.contains("verify.okyc.example"), "\(text)")
        }
    }

    /// The published page's Results: `completed` on `complete`, after the auto-close delay; `cancelled` when the
    /// user closes the flow or on `exit`; `failed` when it cannot run. The first ending wins.
    @Test func theResultComesFromWhatEndsTheFlowFirst() async throws {
        let configuration = OkycConfiguration(sessionURL: "https://verify.okyc.example/s/1#t=abc")
        func decoded(_ text: String) throws -> OkycMessage { try Flow.decode(text).get() }

        let tracker = OkycResultTracker(configuration: configuration)
        #expect(
            tracker.receive(
                try decoded(
                    #"{"source":"okyc","v":1,"type":"ready","sessionId":"s1","payload":{"status":"processing"}}"#))
                == nil)
        #expect(
            tracker.receive(try decoded(#"{"source":"okyc","v":1,"type":"step_started","payload":{"step":"selfie"}}"#))
                == nil)
        let ending = tracker.receive(
            try decoded(#"{"source":"okyc","v":1,"type":"complete","sessionId":"s1","payload":{"status":"approved"}}"#))
        #expect(ending == .init(result: .completed(.init(sessionId: "s1", status: .approved)), delay: .seconds(2)))
        #expect(tracker.isFinished)
        #expect(tracker.userClose() == nil, "the user closing the result screen does not change the result")

        let closed = OkycResultTracker(configuration: configuration)
        #expect(closed.userClose() == .init(result: .cancelled(.init())), "closed before the flow said which session")
        let exited = OkycResultTracker(configuration: configuration)
        _ = exited.receive(
            try decoded(#"{"source":"okyc","v":1,"type":"ready","sessionId":"s2","payload":{"status":"processing"}}"#))
        #expect(
            exited.receive(try decoded(#"{"source":"okyc","v":1,"type":"exit"}"#))
                == .init(result: .cancelled(.init(sessionId: "s2"))))
        let failed = OkycResultTracker(configuration: configuration)
        #expect(
            failed.fail(code: .loadFailed, message: "HTTP 502")
                == .init(result: .failed(.init(code: .loadFailed, message: "HTTP 502"))))

        // Every copy of a tracker is the same tracker: a flow ends once, whoever holds it.
        let held = OkycResultTracker(configuration: configuration)
        let copy = held
        #expect(held.receive(try decoded(#"{"source":"okyc","v":1,"type":"exit"}"#)) != nil)
        #expect(
            copy.receive(try decoded(#"{"source":"okyc","v":1,"type":"exit"}"#)) == nil && copy.isFinished,
            "a copy ended the flow again")
        // Threads racing to end one flow: exactly one gets the ending.
        let shared = OkycResultTracker(configuration: configuration)
        let exit = try decoded(#"{"source":"okyc","v":1,"type":"exit"}"#)
        let endings = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<64 { group.addTask { shared.receive(exit) != nil } }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(endings == 1, "\(endings) endings")

        let immediate = OkycResultTracker(
            configuration: OkycConfiguration(sessionURL: "https://verify.okyc.example/s/1#t=abc", autoCloseDelay: nil))
        let now = immediate.receive(
            try decoded(#"{"source":"okyc","v":1,"type":"complete","sessionId":"s3","payload":{"status":"review"}}"#))
        #expect(now?.delay == nil, "a null auto_close_delay returns the result at once")
    }

    @Test func defaultsAndValidation() throws {
        let configuration = OkycConfiguration(sessionURL: "https://verify.okyc.example/s/1#t=abc")
        #expect(configuration.theme == .system)
        #expect(configuration.blockScreenshots)
        #expect(configuration.autoCloseDelay == .seconds(2), "the contract's 2000 ms, as a Duration")
        #expect(configuration.allowedHosts.isEmpty)
        #expect(configuration.locale == nil)
        #expect(configuration.presentation == .fullScreen)
        try configuration.validate()

        var negative = configuration
        negative.autoCloseDelay = .milliseconds(-1)
        #expect(throws: OkycFailure(code: .invalidConfig, message: "auto_close_delay cannot be negative")) {
            try negative.validate()
        }
        var noToken = configuration
        noToken.sessionURL = "https://verify.okyc.example/s/1"
        #expect(throws: OkycFailure.self) { try noToken.validate() }
    }

    /// Codable speaks the wire's JSON: an envelope for a message, option names and milliseconds for a
    /// configuration, so `JSONEncoder` output is what the other SDKs read.
    @Test func valuesAreCodableInTheirWireForm() throws {
        let sent = #"{"source":"okyc","v":1,"type":"complete","sessionId":"s1","payload":{"status":"approved"}}"#
        let message = try JSONDecoder().decode(OkycMessage.self, from: Data(sent.utf8))
        #expect(message == OkycMessage(sessionId: "s1", event: .complete(.init(status: .approved))))
        #expect(try JSONDecoder().decode(OkycMessage.self, from: JSONEncoder().encode(message)) == message)
        #expect(throws: OkycRejection.unknownType("party")) {
            try JSONDecoder().decode(OkycMessage.self, from: Data(#"{"source":"okyc","v":1,"type":"party"}"#.utf8))
        }
        let event = try JSONDecoder().decode(OkycEvent.self, from: Data(#"{"type":"exit","payload":{}}"#.utf8))
        #expect(event == .exit)
        #expect(
            try JSONDecoder().decode(
                OkycEvent.self, from: JSONEncoder().encode(OkycEvent.complete(.init(status: .approved))))
                == .complete(.init(status: .approved)))

        var configuration = OkycConfiguration(sessionURL: "https://verify.okyc.example/s/1#t=abc", theme: .dark)
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(configuration)) as? [String: Any]
        #expect(encoded?["auto_close_delay"] as? Int == 2000, "milliseconds on the wire")
        #expect(
            encoded?["theme"] as? String == "dark"
                && encoded?["session_url"] as? String == "https://verify.okyc.example/s/1#t=abc")
        #expect(
            try JSONDecoder().decode(OkycConfiguration.self, from: JSONEncoder().encode(configuration)) == configuration
        )
        configuration.autoCloseDelay = nil
        #expect(
            try JSONDecoder().decode(OkycConfiguration.self, from: JSONEncoder().encode(configuration)).autoCloseDelay
                == nil,
            "an unset delay stays unset: it is written as null, not left out to take the default")
        #expect(throws: OkycFailure(code: .invalidConfig, message: "theme must be a string")) {
            try JSONDecoder().decode(
                OkycConfiguration.self, from: Data(#"{"session_url":"https://a.example/#t=x","theme":3}"#.utf8))
        }
    }

    /// The published page's Security bullets, as the constants an SDK applies to its WebView.
    @Test func webViewSettingsAreThePublishedOnes() {
        #expect(OkycWebViewSecurity.javaScriptEnabled && OkycWebViewSecurity.domStorageEnabled)
        #expect(
            !OkycWebViewSecurity.allowsFileAccess && !OkycWebViewSecurity.allowsMixedContent
                && !OkycWebViewSecurity.allowsThirdPartyCookies)
        #expect(
            OkycWebViewSecurity.inspection.isEnabled(isDebugBuild: true)
                && !OkycWebViewSecurity.inspection.isEnabled(isDebugBuild: false))
        #expect(OkycWebViewSecurity.mediaCapture == .flowOrigin)
        #expect(OkycWebViewSecurity.clearsWebsiteDataOnEnd && !OkycWebViewSecurity.logsSessionURL)
    }

    /// `WKSecurityOrigin` reports the default port as 0: the flow's origin so reported keeps its camera, and a
    /// port, scheme or host that is not the flow's still does not.
    @Test func theFlowOriginAsWebKitReportsItIsTheFlows() {
        let policy = OkycNavigationPolicy(sessionURL: "https://verify.okyc.example/s/1#t=abc")
        #expect(!policy.isFlowOrigin("https://verify.okyc.example:0"), "as a URL, port 0 is port 0")
        #expect(policy.isFlowOrigin(protocol: "https", host: "verify.okyc.example", port: 0))
        #expect(policy.isFlowOrigin(protocol: "https", host: "verify.okyc.example", port: 443))
        #expect(!policy.isFlowOrigin(protocol: "https", host: "verify.okyc.example", port: 8443))
        #expect(!policy.isFlowOrigin(protocol: "http", host: "verify.okyc.example", port: 0))
        #expect(!policy.isFlowOrigin(protocol: "https", host: "verify.okyc.example.evil.example", port: 0))
        let local = OkycNavigationPolicy(sessionURL: "https://[::1]:8443/s/1#t=abc")
        #expect(local.isFlowOrigin(protocol: "https", host: "::1", port: 8443), "an IPv6 host, as WebKit gives it")
    }
}
