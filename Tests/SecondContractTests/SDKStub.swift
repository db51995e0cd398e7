// The least an iOS SDK can be and still conform to the second contract's generated protocols: the SDK's
// `ZerohashSDK` and its session. The package compiles it with the generated Swift on every build, and
// `SDKSurfaceTests` compiles it with swiftc beside `Fixtures/SecondContract/Stubs/SessionWithoutPresent.swift`,
// which must not compile.
#if canImport(SecondContractSwift)
    import SecondContractSwift
#endif

/// UIKit's view controller, which Linux does not have.
final class StubViewController {}

enum ZerohashSDK: ZerohashSDKProtocol {
    @MainActor static func configureFund(
        jwt: String, environment: ZerohashEnvironment = .sandbox, theme: ZerohashTheme = .system,
        callbacks: FundCallbacks
    ) -> StubSession {
        StubSession(configuration: ZerohashConfiguration(jwt: jwt, environment: environment, theme: theme))
    }

    @MainActor static func configureCryptoWithdrawals(
        jwt: String, environment: ZerohashEnvironment = .sandbox, theme: ZerohashTheme = .system,
        callbacks: CryptoWithdrawalsCallbacks
    ) -> StubSession {
        StubSession(configuration: ZerohashConfiguration(jwt: jwt, environment: environment, theme: theme))
    }
}

@MainActor final class StubSession: ZerohashSessionProtocol {
    let configuration: ZerohashConfiguration
    private(set) var presenter: StubViewController?

    init(configuration: ZerohashConfiguration) {
        self.configuration = configuration
    }

    func present(from presenter: StubViewController) {
        self.presenter = presenter
    }

    func cancel() {
        presenter = nil
    }

    func isActive() -> Bool {
        presenter != nil
    }
}
