/// Choices about the generated code that are not part of the contract: they differ between a package that
/// commits public files and a target that generates internal ones at build time.
public struct GenerationOptions: Sendable, Equatable {
    /// Access level of the generated Swift declarations.
    public enum Access: String, Sendable, CaseIterable {
        case `public`, `internal`
    }

    public var swiftAccess: Access
    /// Put before every generated top-level type name; nil means the contract's name in UpperCamelCase.
    public var typePrefix: String?

    public init(swiftAccess: Access = .public, typePrefix: String? = nil) {
        self.swiftAccess = swiftAccess
        self.typePrefix = typePrefix
    }
}
