/// One change between two versions of a contract, classified: its rule, how bad it is, whether deployed SDKs
/// and flows still understand each other over the wire, whether host code still compiles on each platform,
/// and the version bump each platform's SDK needs for it.
public struct DiffFinding: Sendable, Hashable {
    public enum Severity: String, Sendable, Comparable, CaseIterable {
        case info, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// Whether the two sides still understand each other.
    public enum Wire: String, Sendable, Hashable {
        case ok
        case breaks
    }

    /// What the change does to host code on one platform.
    public enum Source: String, Sendable, Hashable {
        /// Nothing to change.
        case ok
        /// Compiles, with a deprecation warning to act on.
        case deprecated
        /// A new case: compiles unless the host switches over every case.
        case newCase = "new case"
        /// No longer compiles.
        case breaks
    }

    public enum Bump: String, Sendable, Comparable, CaseIterable {
        case none, patch, minor, major

        public static func < (lhs: Bump, rhs: Bump) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A stable id such as `event.removed`, for suppressions and tools.
    public var rule: String
    public var severity: Severity
    /// The element, as suppressions name it: `event resize`, `field receipt.amount`.
    public var element: String
    public var message: String
    /// Where the change is: in the new contract, or for what it removed, the old one.
    public var location: SourceLocation?
    /// Where a review of the new contract shows it: `location`, or for what it removed, the deepest part of its
    /// path the new contract still has (`RemovalAnchor`).
    public var reviewLocation: SourceLocation? = nil
    /// An SDK released before the change, against a flow after it.
    public var oldSDKNewFlow: Wire
    /// An SDK released after the change, against a flow still before it.
    public var newSDKOldFlow: Wire
    /// By platform id, for the platforms the change reaches.
    public var source: [String: Source]
    /// The reason a suppression gives, when one covers this finding.
    public var suppressedBecause: String? = nil

    /// The version bump the change needs on `platform`: major when anything breaks, minor for something new or
    /// deprecated, patch otherwise.
    public func bump(on platform: String) -> Bump {
        guard let source = source[platform] else { return .none }
        if source == .breaks || oldSDKNewFlow == .breaks || newSDKOldFlow == .breaks { return .major }
        if source == .ok && severity == .info && rule.hasSuffix(".changed-text") { return .patch }
        return .minor
    }

    /// Whether the change breaks anything and no suppression covers it.
    public var isBreaking: Bool {
        suppressedBecause == nil && severity == .error
    }
}
