/// Choices about the generated code that are not part of the contract: they differ between a package that
/// commits public files and a target that generates internal ones at build time.
public struct GenerationOptions: Sendable, Equatable {
    /// Access level of the generated Swift and Kotlin declarations: `internal` keeps the layer inside the SDK's
    /// module, so none of it becomes the SDK's public API.
    public enum Access: String, Sendable, CaseIterable {
        case `public`, `internal`
    }

    public var access: Access
    /// Put before every generated top-level type name; nil means the contract's name in UpperCamelCase.
    public var typePrefix: String?
    /// The Swift target renders one file a platform (`Swift/Contract.swift`, from `swift/single-file.swift`)
    /// instead of one a concern: build plugins declare a fixed set of outputs, and one file whatever the
    /// contract holds is the simplest fixed set.
    public var swiftInOneFile: Bool

    public init(access: Access = .public, typePrefix: String? = nil, swiftInOneFile: Bool = false) {
        self.access = access
        self.typePrefix = typePrefix
        self.swiftInOneFile = swiftInOneFile
    }
}
