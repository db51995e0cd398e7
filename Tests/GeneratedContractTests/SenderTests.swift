import Foundation
import GeneratedContract
import Testing

/// The flow's main frame at the tests' session URL: where every message these tests decode is posted from.
enum Flow {
    static let sessionURL = "https://verify.okyc.example/s/1#t=abc"
    static let sender = OkycSender(origin: "https://verify.okyc.example", isMainFrame: true)
    static let policy = OkycSenderPolicy(sessionURL: sessionURL)

    static func decode(_ text: String) -> Swift.Result<OkycMessage, OkycRejection> {
        OkycBridge.decode(text, from: sender, policy: policy)
    }

    static func decode(_ data: Data) -> Swift.Result<OkycMessage, OkycRejection> {
        OkycBridge.decode(data, from: sender, policy: policy)
    }
}

/// Only the flow may post: a page the navigation policy lets load, a frame inside the flow, or a sender nobody
/// names cannot end the flow.
@Suite struct SenderTests {
    static let approved = #"{"source":"okyc","v":1,"type":"complete","sessionId":"s1","payload":{"status":"approved"}}"#

    /// DigiLocker may load in the main frame, and so could post to the bridge: its `complete` is dropped unread.
    @Test func aPageTheWebViewLoadsCannotCompleteTheFlow() {
        let navigation = OkycNavigationPolicy(sessionURL: Flow.sessionURL)
        #expect(
            navigation.decide(
                "https://digilocker.meripehchaan.gov.in/signin", isMainFrame: true, isUserInitiated: false)
                == .loadInWebView)
        let digiLocker = OkycSender(origin: "https://digilocker.meripehchaan.gov.in", isMainFrame: true)
        #expect(
            OkycBridge.decode(Self.approved, from: digiLocker, policy: Flow.policy)
                == .failure(.untrustedSender(digiLocker)))
        let tracker = OkycResultTracker(configuration: OkycConfiguration(sessionURL: Flow.sessionURL))
        if case .success(let message) = OkycBridge.decode(Self.approved, from: digiLocker, policy: Flow.policy) {
            _ = tracker.receive(message)
        }
        #expect(!tracker.isFinished)
        #expect(
            OkycBridge.decode(Data(Self.approved.utf8), from: digiLocker, policy: Flow.policy)
                == .failure(.untrustedSender(digiLocker)))
    }

    @Test func aFrameInsideTheFlowCannotPostButTheFlowCan() throws {
        let frame = OkycSender(origin: "https://verify.okyc.example", isMainFrame: false)
        #expect(OkycBridge.decode(Self.approved, from: frame, policy: Flow.policy) == .failure(.untrustedSender(frame)))
        #expect(try Flow.decode(Self.approved).get().event == .complete(.init(status: .approved)))
        // Checked before the size: a foreign page's message is never measured or parsed.
        let huge = String(repeating: "x", count: 20_000)
        #expect(OkycBridge.decode(huge, from: frame, policy: Flow.policy) == .failure(.untrustedSender(frame)))
        #expect(OkycBridge.decode(huge, from: frame, policy: Flow.policy).failureKind == "untrusted_sender")
    }

    /// As WebKit reports `WKScriptMessage.frameInfo.securityOrigin`: port 0 is the scheme's default.
    @Test func theSenderWebKitReportsIsTheFlow() {
        #expect(
            Flow.policy.admits(OkycSender(protocol: "https", host: "verify.okyc.example", port: 0, isMainFrame: true)))
        #expect(
            Flow.policy.admits(OkycSender(protocol: "https", host: "verify.okyc.example", port: 443, isMainFrame: true))
        )
        #expect(
            !Flow.policy.admits(
                OkycSender(protocol: "https", host: "verify.okyc.example", port: 8443, isMainFrame: true)))
        #expect(
            !Flow.policy.admits(OkycSender(protocol: "https", host: "verify.okyc.example", port: 0, isMainFrame: false))
        )
        #expect(
            !Flow.policy.admits(OkycSender(protocol: "http", host: "verify.okyc.example", port: 0, isMainFrame: true)))
        let ipv6 = OkycSenderPolicy(sessionURL: "https://[2001:db8::1]/s/1")
        #expect(ipv6.admits(OkycSender(protocol: "https", host: "2001:db8::1", port: 0, isMainFrame: true)))
    }

    @Test func nobodyNamedIsNobodyTrusted() {
        #expect(!Flow.policy.admits(OkycSender(origin: nil, isMainFrame: true)))
        #expect(!Flow.policy.admits(OkycSender(origin: "null", isMainFrame: nil)))
        #expect(!OkycSenderPolicy(sessionURL: "not a url").admits(Flow.sender))
        #expect(OkycSenderPolicy(configuration: OkycConfiguration(sessionURL: Flow.sessionURL)).admits(Flow.sender))
        #expect(OkycSenderPolicy.otherOrigins.isEmpty && !OkycSenderPolicy.allowsSubframes)
    }
}

extension Swift.Result where Failure == OkycRejection {
    var failureKind: String? {
        if case .failure(let rejection) = self { rejection.kind } else { nil }
    }
}
