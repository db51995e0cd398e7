/// A strict RFC 8259 JSON parser that records the source position of every value and
/// every object key.
///
/// ```swift
/// switch JSONParser().parse(fileBytes) {
/// case .success(let root): ...
/// case .failure(let error): print(error.formatted(path: "contract.json"))
/// }
/// ```
///
/// Policies, beyond the RFC's grammar:
/// - Input must be UTF-8. A leading byte order mark and UTF-16 text are rejected with a
///   message saying how to re-save the file; so is any malformed UTF-8 inside strings.
/// - `\u` escapes of UTF-16 surrogates must form a high–low pair; a lone surrogate is an
///   error, since it cannot be represented in a `String`.
/// - `"\r\n"`, `"\n"` and a lone `"\r"` each end one line.
/// - Objects keep duplicate keys, in source order, for a higher layer to report.
/// - Only the first error is reported: after a syntax error the rest of the document
///   cannot be interpreted reliably.
///
/// Parsing is iterative, with an explicit stack of open containers, so hostile input
/// cannot overflow the call stack; nesting deeper than `maxDepth` is reported as an error.
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted. A document whose root is an
    /// array or object has depth 1.
    ///
    /// The cap also protects code that walks the resulting tree recursively, including
    /// `==` and the tree's own deallocation.
    public let maxDepth: Int

    /// The largest accepted `maxDepth`. Swift releases nested values recursively, so a
    /// much deeper tree could overflow a thread's stack when it is freed.
    public static let depthLimit = 10_000

    /// Creates a parser that rejects nesting deeper than `maxDepth` levels, a value
    /// clamped to `0...JSONParser.depthLimit`.
    public init(maxDepth: Int = 64) {
        self.maxDepth = min(max(0, maxDepth), Self.depthLimit)
    }

    /// Parses a complete JSON document from UTF-8 bytes.
    ///
    /// - Returns: the root node, or the first syntax error with its position.
    public func parse(_ bytes: some Collection<UInt8>) -> Result<JSONNode, JSONSyntaxError> {
        let maxDepth = maxDepth
        if let result = bytes.withContiguousStorageIfAvailable({ Self.parse($0, maxDepth: maxDepth) }) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer { Self.parse($0, maxDepth: maxDepth) }
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int) -> Result<JSONNode, JSONSyntaxError>
    {
        var parser = DocumentParser(bytes: buffer, maxDepth: maxDepth)
        do throws(JSONSyntaxError) {
            return .success(try parser.parseDocument())
        } catch {
            return .failure(error)
        }
    }
}
