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

        /// A new dispatcher of `flow`, for one session.
        func dispatcher(of flow: String) throws -> (String) -> ZerohashDispatchOutcome {
            switch flow {
            case "fund": return ZerohashFundDispatcher(callbacks: fund).dispatch
            case "crypto_withdrawals": return ZerohashCryptoWithdrawalsDispatcher(callbacks: cryptoWithdrawals).dispatch
            default: throw VectorError("unknown flow \(flow)")
            }
        }

        /// Dispatches a step's `message`, and says what differs from its `outcome` and `calls`; the calls it made
        /// are then forgotten, so the next step starts afresh.
        func check(
            _ step: [String: ZerohashJSON], with dispatch: (String) -> ZerohashDispatchOutcome
        ) throws -> [String] {
            let outcome = dispatch(try #require(step.string("message")))
            guard case .array(let calls)? = step["calls"] else { throw VectorError("a step without calls") }
            let expected = calls.map { call -> ZerohashJSON in
                guard case .object(let object) = call else { return call }
                return .object(["callback": object["callback"] ?? .null, "argument": object["argument"] ?? .null])
            }
            let made = self.calls
            self.calls = []
            var problems: [String] = []
            if Self.name(of: outcome) != step.string("outcome") {
                problems.append("expected \(step.string("outcome") ?? "no outcome"), got \(outcome)")
            }
            if made != expected {
                problems.append("calls \(ZerohashJSON.array(made).text), expected \(ZerohashJSON.array(expected).text)")
            }
            return problems
        }

        /// The outcome as dispatch.json names it.
        static func name(of outcome: ZerohashDispatchOutcome) -> String {
            switch outcome {
            case .dispatched: "dispatched"
            case .ended: "ended"
            case .afterEnd: "after_end"
            case .handshakeReady: "handshake_ready"
            case .rejected: "rejected"
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
            let problems = try recorder.check(
                vector, with: recorder.dispatcher(of: try #require(vector.string("flow"))))
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

    /// Each sequence's steps through one dispatcher: after a message that ends the flow nothing is read, so a
    /// terminal callback fires at most once however often the page posts.
    @Test func sequencesEndOnceAndCallOnceOnlyCallbacksOnce() throws {
        guard case .array(let sequences)? = try Vectors.file("dispatch")["sequences"] else {
            throw VectorError("no sequences")
        }
        var passed = 0
        for case .object(let sequence) in sequences {
            let recorder = Recorder()
            let dispatch = try recorder.dispatcher(of: try #require(sequence.string("flow")))
            guard case .array(let steps)? = sequence["steps"], !steps.isEmpty else {
                throw VectorError("\(sequence.name): no steps")
            }
            var problems: [String] = []
            for case .object(let step) in steps {
                problems += try recorder.check(step, with: dispatch).map { "\(step.string("message") ?? ""): \($0)" }
            }
            if problems.isEmpty {
                passed += 1
            } else {
                Issue.record("\(sequence.name): \(problems.joined(separator: "; "))")
            }
        }
        print("Swift dispatch vectors: sequences \(passed) passed, \(sequences.count - passed) failed")
        #expect(passed == sequences.count && passed > 0)
    }

    @Test func theHandshakeIsRecognisedAndAnswered() throws {
        guard case .object(let handshake)? = try Vectors.file("dispatch")["handshake"] else {
            throw VectorError("no handshake")
        }
        let ready = try #require(handshake.string("readyMessage"))
        #expect(handshake.string("ready") == ZerohashHandshake.ready)
        var passed = 0
        for flow in Self.flows {
            let recorder = Recorder()
            let outcome = try recorder.dispatcher(of: flow)(ready)
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
        let dispatcher = ZerohashFundDispatcher(callbacks: recorder.fund)
        #expect(dispatcher.dispatch("{") == .rejected(.notJSON))
        #expect(dispatcher.dispatch("[]") == .rejected(.notAnObject))
        #expect(dispatcher.dispatch(#"{"payload": {}}"#) == .rejected(.invalidEnvelope(field: "type")))
        #expect(
            dispatcher.dispatch(#"{"type": "FUND_COMPLETED", "payload": 1}"#)
                == .rejected(.invalidEnvelope(field: "payload")))
        #expect(
            dispatcher.dispatch(#"{"type": "FUND_EXTERNAL_DEPOSIT", "payload": {"depositId": "d"}}"#)
                == .rejected(.missingField(type: "FUND_EXTERNAL_DEPOSIT", field: "status")))
        #expect(
            dispatcher.dispatch(#"{"type": "FUND_EXTERNAL_DEPOSIT", "payload": {"depositId": "d", "status": true}}"#)
                == .rejected(.invalidField(type: "FUND_EXTERNAL_DEPOSIT", field: "status", expected: "a string")))
        // A known message whose payload does not fit is still heard, as sent, by the catch-all.
        #expect(recorder.calls.map { $0["callback"] } == [.string("on_event"), .string("on_event")])
        #expect(recorder.calls.first?["argument"]?["data"] == .object(["depositId": .string("d")]))
    }

    /// The flow has ended before its terminal callback runs: a callback that makes the page post again (or
    /// dispatches itself) cannot end it twice.
    @Test func aCallbackThatDispatchesAgainFindsTheFlowOver() {
        let close = #"{"type": "FUND_CLOSE_BUTTON_CLICKED"}"#
        let dispatcher = Captured<ZerohashFundDispatcher>()
        let inner = Captured<ZerohashDispatchOutcome>()
        let closes = Captured<Int>()
        dispatcher.value = ZerohashFundDispatcher(
            callbacks: FundCallbacks(onClose: {
                closes.value = (closes.value ?? 0) + 1
                inner.value = dispatcher.value?.dispatch(close)
            }))
        #expect(dispatcher.value?.dispatch(close) == .ended)
        #expect(inner.value == .afterEnd)
        #expect(closes.value == 1)
    }

    @Test func callbacksThatAreNotSetAreSkipped() {
        let recorder = Recorder()
        let dispatcher = ZerohashCryptoWithdrawalsDispatcher(
            callbacks: CryptoWithdrawalsCallbacks(onError: { recorder.record("on_error", $0.json) }))
        let outcome = dispatcher.dispatch(
            #"{"type": "CRYPTO_WITHDRAWALS_FAILED", "payload": {"transactionId": "t", "assetId": "BTC", "networkId": "bitcoin"}}"#
        )
        #expect(outcome == .ended)
        let error: ZerohashJSON = .object(["kind": .string("flow_failed"), "repeats_failure": .bool(true)])
        #expect(recorder.calls == [.object(["callback": .string("on_error"), "argument": error])])
    }
}
