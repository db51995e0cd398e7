// An iOS session that forgot `present(from:)`. SDKSurfaceTests compiles it with the second contract's generated
// Swift and passes only when swiftc rejects it, as it must.

final class SessionWithoutPresent: ZerohashSessionProtocol {
    typealias Presenter = AnyObject

    func cancel() {}

    func isActive() -> Bool { false }
}
