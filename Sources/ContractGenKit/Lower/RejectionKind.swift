/// Why a bridge drops a message: the same kinds in every language and in `Vectors/messages.json`
/// (`rejection.kind`). Fixed by the bridge protocol, not by the contract; each language's templates name them.
enum RejectionKind: String, CaseIterable, Sendable {
    /// Posted by a page or frame the contract does not let post: not the flow.
    case untrustedSender = "untrusted_sender"
    /// Larger than the bridge's `max_bytes`, counted in UTF-8 bytes.
    case tooLarge = "too_large"
    case notJSON = "not_json"
    /// JSON, but not an object.
    case notObject = "not_object"
    /// The source is not the flow's.
    case wrongSource = "wrong_source"
    case unsupportedVersion = "unsupported_version"
    /// An envelope field is missing or of the wrong type.
    case invalidEnvelope = "invalid_envelope"
    /// A type this build does not know: expected from a newer flow, so not an error.
    case unknownType = "unknown_type"
    /// A required payload field is missing.
    case missingField = "missing_field"
    /// A payload field has the wrong type.
    case invalidField = "invalid_field"
}
