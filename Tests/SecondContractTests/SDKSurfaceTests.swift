import SecondContractSwift
import Testing

/// The migration guide's iOS samples, as the guide writes them, against the stub SDK (`SDKStub.swift`): the
/// generated protocols take the guide's calls.
@MainActor
@Suite struct SDKSurfaceTests {
    @Test func theGuidesStep2SampleConfiguresAndPresents() {
        let jwt = "header.payload.signature"
        let controller = StubViewController()
        // Step 2, iOS, copied from the guide; only `self` is the stub's view controller.
        let session = ZerohashSDK.configureFund(
            jwt: jwt,
            environment: .sandbox,
            theme: .system,
            callbacks: FundCallbacks(
                onClose: { /* ... */  },
                onCompleted: { event in /* ... */ },
                onFailed: { event in /* ... */ },
                onDeposit: { event in /* ... */ },
                onError: { error in /* ... */ },
                onLoaded: { /* ... */  },
                onEvent: { event in /* ... */ }
            )
        )
        session.present(from: controller)
        #expect(session.isActive() && session.presenter === controller)
        session.cancel()
        #expect(!session.isActive())
        #expect(session.configuration.environment == .sandbox && session.configuration.theme == .system)
    }

    /// "Every callback in FundCallbacks is optional, so pass only the ones you need."
    @Test func everyCallbackIsOptional() {
        let session = ZerohashSDK.configureCryptoWithdrawals(
            jwt: "header.payload.signature", callbacks: CryptoWithdrawalsCallbacks())
        #expect(!session.isActive())
    }
}
