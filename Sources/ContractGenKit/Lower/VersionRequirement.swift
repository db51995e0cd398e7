extension Platform.Distribution {
    /// The dependency requirement a host writes for `version` within `pin`, in the registry's own syntax: what
    /// the page's Platforms table shows. Nil without a version.
    var requirement: String? {
        guard let version else { return nil }
        let next = Version(major: version.major, minor: version.minor + 1, patch: 0)
        switch (registry, pin ?? .exact) {
        case (.swiftpm, .exact): return "exact: \"\(version)\""
        case (.swiftpm, .minor): return ".upToNextMinor(from: \"\(version)\")"
        case (.swiftpm, .major): return "from: \"\(version)\""
        // Gradle keeps a plain version unless another dependency asks for a newer one: a major range is `1.+`.
        case (.maven, .exact), (.maven, .minor): return "\(version)"
        case (.maven, .major): return "\(version.major).+"
        case (.npm, .exact): return "\(version)"
        case (.npm, .minor): return "~\(version)"
        case (.npm, .major): return "^\(version)"
        case (.pub, .exact): return "\(version)"
        case (.pub, .minor): return "'>=\(version) <\(next)'"
        case (.pub, .major): return "^\(version)"
        }
    }
}
