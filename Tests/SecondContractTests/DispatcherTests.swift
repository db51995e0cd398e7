import SecondContractSwift
import Testing

/// What the generated dispatchers do beyond dispatch.json's cases, which the generated conformance runner runs
/// (SecondContractConformanceTests): why a message is rejected, a callback that dispatches again, callbacks left
/// unset.
@MainActor
@Suite struct DispatcherTests {
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
