/// The ways a contract name's words are joined in generated code.
public enum CaseStyle: Sendable {
    /// `orderId`
    case lowerCamel
    /// `OrderId`
    case upperCamel
    /// `ORDER_ID`
    case screamingSnake
    /// `order_id`
    case snake

    public func apply(to words: [String]) -> String {
        switch self {
        case .lowerCamel:
            guard let first = words.first else { return "" }
            return first + words.dropFirst().map(Self.capitalized).joined()
        case .upperCamel:
            return words.map(Self.capitalized).joined()
        case .screamingSnake:
            return words.map { $0.uppercased() }.joined(separator: "_")
        case .snake:
            return words.joined(separator: "_")
        }
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
