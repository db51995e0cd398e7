import Foundation
import GeneratedContract
import Testing

/// Every result and event of the contract, as a value, survives value → JSON → value unchanged.
@Suite struct RoundTripTests {
    static let events: [OkycEvent] = [
        .ready(.init(status: .processing)),
        .stepStarted(.init(step: "document")),
        .stepCompleted(.init(step: "selfie")),
        .complete(.init(status: .approved)),
        .error(.init(step: "document", code: "blurry")),
        .error(.init(code: "timeout")),
        .exit,
        .resize(.init(height: 720)),
        .ready(.init(status: .unknown("archived"))),
    ]

    static let results: [OkycResult] = [
        .completed(.init(sessionId: "sess_1", status: .declined)),
        .cancelled(.init(sessionId: "sess_1")),
        .cancelled(.init()),
        .failed(.init(code: .networkError, message: "offline", sessionId: "sess_1")),
        .failed(.init(code: .presentationFailed, message: "no view controller")),
        .failed(.init(code: .unknown("future_code"), message: "?")),
    ]

    @Test(arguments: events)
    func eventRoundTripsThroughTheBridge(_ event: OkycEvent) {
        #expect(
            Flow.decode(OkycBridge.encode(OkycMessage(sessionId: "sess_1", event: event)))
                == .success(OkycMessage(sessionId: "sess_1", event: event)))
        // `complete` ends the flow with a `completed` that names its session, so the contract requires one.
        let withoutSession = Flow.decode(OkycBridge.encode(OkycMessage(event: event)))
        if case .complete = event {
            #expect(withoutSession == .failure(.invalidEnvelope(field: "sessionId")))
        } else {
            #expect(withoutSession == .success(OkycMessage(event: event)))
        }
    }

    @Test(arguments: results)
    func resultRoundTripsThroughJSON(_ result: OkycResult) throws {
        let data = try JSONEncoder().encode(result)
        #expect(try JSONDecoder().decode(OkycResult.self, from: data) == result)
        #expect(OkycResult(json: result.json) == result)
    }

    @Test func resultJSONUsesTheContractsWireNames() throws {
        let result = OkycResult.failed(.init(code: .networkError, message: "offline"))
        #expect(
            result.json
                == .object(["type": .string("failed"), "code": .string("network_error"), "message": .string("offline")])
        )
    }

    @Test func enumsKeepValuesTheyDoNotKnow() throws {
        #expect(OkycSessionStatus(rawValue: "archived") == .unknown("archived"))
        #expect(OkycSessionStatus(rawValue: "approved") == .approved)
        #expect(OkycSessionStatus.unknown("archived").rawValue == "archived")
        let decoded = try JSONDecoder().decode([OkycTheme].self, from: Data(#"["dark", "sepia"]"#.utf8))
        #expect(decoded == [.dark, .unknown("sepia")])
        #expect(OkycTheme.knownCases == [.light, .dark, .system])
    }

    @Test func failureCodesAreTheOnesIOSHas() {
        let codes = OkycFailureCode.knownCases.map(\.rawValue)
        #expect(
            codes == [
                "invalid_config", "load_failed", "network_error", "navigation_blocked", "permission_denied",
                "flow_error", "webview_unavailable", "presentation_failed",
            ])
    }
}
