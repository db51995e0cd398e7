import CheckoutContract
import Testing

/// The types the build plugin generated from this package's own contract.json.
@Suite struct CheckoutContractTests {
    /// The checkout page's main frame: the one sender the policy admits.
    let checkout = CheckoutSender(origin: "https://pay.example.com", isMainFrame: true)
    let policy = CheckoutSenderPolicy(sessionURL: "https://pay.example.com/c/1#t=x")

    @Test func decodesAMessageInThisContractsEnvelope() throws {
        let text = #"{"src":"checkout","version":2,"kind":"payment_updated","session":"s1","data":{"paymentId":"p_1","status":"SUCCEEDED","amount_minor":1250}}"#
        let message = try CheckoutBridge.decode(text, from: checkout, policy: policy).get()
        #expect(message.sessionId == "s1")
        #expect(message.event == .paymentUpdated(.init(paymentId: "p_1", status: .succeeded, amountMinor: 1250)))
        #expect(CheckoutBridge.decode(CheckoutBridge.encode(message), from: checkout, policy: policy) == .success(message))
        let frame = CheckoutSender(origin: "https://pay.example.com", isMainFrame: false)
        #expect(CheckoutBridge.decode(text, from: frame, policy: policy) == .failure(.untrustedSender(frame)))
    }

    @Test func rejectsTheOtherProtocolVersionAndKeepsUnknownStatuses() {
        #expect(CheckoutBridge.decode(#"{"src":"checkout","version":1,"kind":"loaded"}"#, from: checkout, policy: policy) == .failure(.unsupportedVersion))
        #expect(CheckoutPaymentStatus(rawValue: "REFUNDED") == .unknown("REFUNDED"))
        #expect(CheckoutPaymentStatus.succeeded.isFinal)
    }

    @Test func failureCodesAreTheOnesIOSHas() {
        #expect(CheckoutCheckoutFailure.knownCases == [.badOptions, .offline])
    }

    @Test func configurationDefaultsAndValidation() throws {
        let configuration = CheckoutConfiguration(checkoutUrl: "https://pay.example.com/c/1#t=x")
        #expect(configuration.retryLimit == 3)
        try configuration.validate()
        #expect(throws: CheckoutFailure.self) { try CheckoutConfiguration(checkoutUrl: "http://pay.example.com").validate() }
        #expect(!configuration.description.contains("pay.example.com"))
    }

    @Test func resultsRoundTrip() {
        let result = CheckoutResult.paid(.init(paymentId: "p_1", status: .pending))
        #expect(CheckoutResult(json: result.json) == result)
        #expect(CheckoutResult(json: CheckoutResult.dismissed.json) == .dismissed)
    }
}
