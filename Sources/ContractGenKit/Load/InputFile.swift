#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Reads the files contractgen takes as input: the contract, a config, templates and the Markdown files of
/// `docs inject`. Each must be a regular file of bounded size. It is opened without blocking, so a FIFO or a
/// device given by mistake is refused at once instead of hanging the build.
public enum InputFile {
    public enum Role: String, Sendable {
        case contract, config, template
        case markdown = "Markdown file"
        /// A file contractgen wrote, read back by `--check`.
        case generated = "generated file"

        /// The most bytes a file of this role may hold. Hand-written files are far smaller; the cap keeps a
        /// mistake (a log, /proc, /dev/zero) from filling memory.
        public var limit: Int {
            switch self {
            case .contract: ContractLoader.maxBytes
            case .config: 1 << 20
            case .template: 1 << 20
            case .markdown: 16 << 20
            case .generated: GenerationLimits.standard.bytesPerFile
            }
        }
    }

    /// The bytes of the file at `path`. `hint` follows the message when the file does not exist (for the
    /// default contract path: "; pass its path with --contract").
    public static func read(
        _ path: String, as role: Role, hintIfMissing hint: String = ""
    ) throws(DiagnosticError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = FileError(errno)
            throw problem("cannot read the \(role.rawValue) '\(path)': \(error)\(error.code == ENOENT ? hint : "")")
        }
        defer { close(descriptor) }
        switch FileReading.read(descriptor, limit: role.limit) {
        case .success(let bytes):
            return bytes
        case .failure(let error) where error.code == EFBIG:
            throw DiagnosticError([
                Diagnostic(
                    .error,
                    "the \(role.rawValue) holds more than \(role.limit) bytes, the limit for a \(role.rawValue); pass the right file, or split it",
                    at: SourceLocation(file: path, line: 1, column: 1), rule: "input")
            ])
        case .failure(let error):
            throw problem(
                "cannot read the \(role.rawValue) '\(path)': \(error); pass a \(role.rawValue) that is a regular file")
        }
    }

    private static func problem(_ message: String) -> DiagnosticError {
        DiagnosticError([Diagnostic(.error, message, at: nil, rule: "input")])
    }
}

extension InputFile {
    /// `bytes` as text, or an error at the line and column of the first byte that is not UTF-8 (which
    /// decoding would silently turn into U+FFFD).
    public static func utf8Text(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> String {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        var line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1 && scalar.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 0
                }
                offset += scalar.count
                column += 1
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            case .error:
                throw DiagnosticError([
                    Diagnostic(
                        .error,
                        "byte \(offset + 1) is not UTF-8 (0x\(String(bytes[offset], radix: 16, uppercase: true))); save the file as UTF-8",
                        at: SourceLocation(file: file, line: line, column: column), rule: "syntax")
                ])
            }
        }
    }
}
