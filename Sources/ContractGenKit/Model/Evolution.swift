/// How a named element came to be and is going: the version that added it, its deprecation, and its earlier
/// names. Every language marks deprecations and keeps earlier names as deprecated aliases; the page lists what
/// changed in each version; `contractgen diff` reads renames as renames, not as a removal and an addition.
struct Evolution: Sendable {
    var since: Version?
    var deprecated: Deprecation?
    /// Earlier names, newest first.
    var renamedFrom: [Rename] = []

    struct Deprecation: Sendable {
        var message: String
        var since: Version?
        /// The element of the same kind that replaces it.
        var replacedBy: Identifier?
        var removedIn: Version?
        /// Where the contract names `replacedBy`, for diagnostics found once the element's scope is known.
        var replacedByLocation: SourceLocation? = nil
    }

    /// An earlier name, with the per-platform spellings and the wire value it had where they differed.
    struct Rename: Sendable {
        var name: Identifier
        var names: NameOverrides
        /// The earlier wire value or key, when the wire changed too; decoders still read it.
        var wire: String?
        var since: Version?
        var assumed: String?
        /// Where the contract gives the earlier name, for diagnostics.
        var location: SourceLocation? = nil
    }

    var isEmpty: Bool {
        since == nil && deprecated == nil && renamedFrom.isEmpty
    }
}

/// A semantic version, `MAJOR.MINOR.PATCH`, ordered by its numbers.
struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
    var major: Int
    var minor: Int
    var patch: Int

    init(major: Int, minor: Int, patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Reads `1.2.3`: three numbers without leading zeros; nil for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 9, part.allSatisfy(\.isASCIIDigit), part == "0" || part.first != "0",
                let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        self.init(major: numbers[0], minor: numbers[1], patch: numbers[2])
    }

    var description: String { "\(major).\(minor).\(patch)" }

    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
