import SecondContractSwift
import Testing

/// Every case of dispatch.json, and its handshake, run against the generated dispatchers: each message calls
/// exactly the expected callbacks, in order, with the expected arguments (compared as JSON values), or is
/// rejected and calls nothing.
@MainActor
@Suite struct DispatchVectorTests {
    /// The calls a dispatcher made: each callback by its contract name, with its argument as JSON.
    @MainActor final class Recorder {
        var calls: [ZerohashJSON] = []

        func record(_ callback: String, _ argument: ZerohashJSON = .null) {
            calls.append(.object(["callback": .string(callback), "argument": argument]))
        }

        var fund: FundCallbacks {
            FundCallbacks(
                onClose: { self.record("on_close") },
                onCompleted: { self.record("on_completed", $0.json) },
                onFailed: { self.record("on_failed", $0.json) },
                onDeposit: { self.record("on_deposit", $0.json) },
                onError: { self.record("on_error", $0.json) },
                onLoaded: { self.record("on_loaded") },
                onEvent: { self.record("on_event", $0.json) }
            )
        }

        var cryptoWithdrawals: CryptoWithdrawalsCallbacks {
            CryptoWithdrawalsCallbacks(
                onClose: { self.record("on_close") },
                onCompleted: { self.record("on_completed", $0.json) },
                onFailed: { self.record("on_failed", $0.json) },
                onError: { self.record("on_error", $0.json) },
                onLoaded: { self.record("on_loaded") },
                onEvent: { self.record("on_event", $0.json) }
            )
        }

        func dispatch(_ message: String, flow: String) throws -> ZerohashDispatchOutcome {
            switch flow {
            case "fund": return ZerohashFundDispatcher.dispatch(message, to: fund)
            case "crypto_withdrawals": return ZerohashCryptoWithdrawalsDispatcher.dispatch(message, to: cryptoWithdrawals)
            default: throw VectorError("unknown flow \(flow)")
            }
        }
    }

    static let flows = ["fund", "crypto_withdrawals"]

    @Test func everyCaseCallsTheExpectedCallbacksInOrder() throws {
        let cases = try Vectors.cases("dispatch")
        var passed = 0
        var failed = 0
        for vector in cases {
            let recorder = Recorder()
            let outcome = try recorder.dispatch(try #require(vector.string("message")), flow: try #require(vector.string("flow")))
            let expected: [ZerohashJSON] = try {
                guard case .array(let calls)? = vector["calls"] else { throw VectorError("\(vector.name): no calls") }
                return calls.map { call in
                    guard case .object(let object) = call else { return call }
                    return .object(["callback": object["callback"] ?? .null, "argument": object["argument"] ?? .null])
                }
            }()
            var problems: [String] = []
            if vector["rejected"] == .bool(true) {
                if case .rejected = outcome {} else { problems.append("expected a rejection, got \(outcome)") }
            } else if outcome != .dispatched {
                problems.append("expected it dispatched, got \(outcome)")
            }
            if recorder.calls != expected {
                problems.append("calls \(ZerohashJSON.array(recorder.calls).text), expected \(ZerohashJSON.array(expected).text)")
            }
            if problems.isEmpty {
                passed += 1
            } else {
                failed += 1
                Issue.record("\(vector.name): \(problems.joined(separator: "; "))")
            }
        }
        print("Swift dispatch vectors: \(passed) passed, \(failed) failed")
        #expect(passed == cases.count && passed > 0)
    }

    @Test func theHandshakeIsRecognisedAndAnswered() throws {
        guard case .object(let handshake)? = try Vectors.file("dispatch")["handshake"] else { throw VectorError("no handshake") }
        let ready = try #require(handshake.string("readyMessage"))
        #expect(handshake.string("ready") == ZerohashHandshake.ready)
        var passed = 0
        for flow in Self.flows {
            let recorder = Recorder()
            let outcome = try recorder.dispatch(ready, flow: flow)
            #expect(outcome == .handshakeReady, "\(flow)")
            #expect(recorder.calls.isEmpty, "\(flow): the ready message calls nothing")
            if outcome == .handshakeReady && recorder.calls.isEmpty { passed += 1 }
        }
        guard case .object(let values)? = handshake["values"] else { throw VectorError("no handshake values") }
        let reply = ZerohashHandshake.replyMessage(
            appIdentifier: try #require(values.string("appIdentifier")), jwt: try #require(values.string("jwt")))
        #expect(try Vectors.parse(reply) == Vectors.parse(try #require(handshake.string("reply"))))
        if try Vectors.parse(reply) == Vectors.parse(try #require(handshake.string("reply"))) { passed += 1 }
        print("Swift dispatch vectors: handshake \(passed) passed, \(Self.flows.count + 1 - passed) failed")
    }

    @Test func rejectionsSayWhy() {
        let recorder = Recorder()
        #expect(ZerohashFundDispatcher.dispatch("{", to: recorder.fund) == .rejected(.notJSON))
        #expect(ZerohashFundDispatcher.dispatch("[]", to: recorder.fund) == .rejected(.notAnObject))
        #expect(ZerohashFundDispatcher.dispatch(#"{"payload": {}}"#, to: recorder.fund) == .rejected(.invalidEnvelope(field: "type")))
        #expect(ZerohashFundDispatcher.dispatch(#"{"type": "FUND_COMPLETED", "payload": 1}"#, to: recorder.fund)
            == .rejected(.invalidEnvelope(field: "payload")))
        #expect(ZerohashFundDispatcher.dispatch(#"{"type": "FUND_EXTERNAL_DEPOSIT", "payload": {"depositId": "d"}}"#, to: recorder.fund)
            == .rejected(.missingField(type: "FUND_EXTERNAL_DEPOSIT", field: "status")))
        #expect(ZerohashFundDispatcher.dispatch(#"{"type": "FUND_EXTERNAL_DEPOSIT", "payload": {"depositId": "d", "status": true}}"#, to: recorder.fund)
            == .rejected(.invalidField(type: "FUND_EXTERNAL_DEPOSIT", field: "status", expected: "a string")))
        // A known message whose payload does not fit is still heard, as sent, by the catch-all.
        #expect(recorder.calls.map { $0["callback"] } == [.string("on_event"), .string("on_event")])
        #expect(recorder.calls.first?["argument"]?["data"] == .object(["depositId": .string("d")]))
    }

    @Test func callbacksThatAreNotSetAreSkipped() {
        let recorder = Recorder()
        let outcome = ZerohashCryptoWithdrawalsDispatcher.dispatch(
            #"{"type": "CRYPTO_WITHDRAWALS_FAILED", "payload": {"transactionId": "t", "assetId": "BTC", "networkId": "bitcoin"}}"#,
            to: CryptoWithdrawalsCallbacks(onError: { recorder.record("on_error", $0.json) }))
        #expect(outcome == .dispatched)
        let error: ZerohashJSON = .object(["kind": .string("flow_failed"), "repeats_failure": .bool(true)])
        #expect(recorder.calls == [.object(["callback": .string("on_error"), "argument": error])])
    }
}
