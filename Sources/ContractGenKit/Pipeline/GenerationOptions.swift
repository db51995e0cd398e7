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
    /// The Swift target renders one file a platform (`Swift/Contract.swift`, from `swift/single-file.swift`)
    /// instead of one a concern: build plugins declare a fixed set of outputs, and one file whatever the
    /// contract holds is the simplest fixed set.
    public var swiftInOneFile: Bool

    public init(swiftAccess: Access = .public, typePrefix: String? = nil, swiftInOneFile: Bool = false) {
        self.swiftAccess = swiftAccess
        self.typePrefix = typePrefix
        self.swiftInOneFile = swiftInOneFile
    }
}
