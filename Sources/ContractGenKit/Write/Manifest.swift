#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The list of files contractgen wrote into an output folder, kept in the folder itself, with the SHA-256 of
/// the bytes it wrote. It is how a rerun knows which files it may replace or remove: everything not listed is
/// someone else's, and so is a listed file whose bytes are no longer those it wrote.
///
/// The manifest is committed with the output, so it arrives in pull requests like any file: an entry grants
/// nothing by being there. Each must name a path contractgen writes (`OutputPath.isGeneratable`), and a file is
/// removed only while it still holds the bytes the entry records.
struct Manifest: Equatable {
    static let fileName = ".contractgen-manifest"
    static let header =
        "# Files contractgen generated into this folder: the SHA-256 of the bytes it wrote, then the path. Do not edit."

    struct Entry: Equatable {
        var path: String
        /// Lowercase hex; nil in a manifest of an earlier contractgen, which listed paths only.
        var digest: String?
    }

    private(set) var entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries.sorted { $0.path < $1.path }
    }

    var paths: [String] { entries.map(\.path) }

    /// The entry for `path`.
    func entry(_ path: String) -> Entry? {
        entries.first { $0.path == path }
    }

    /// In the format of `sha256sum`, so `grep -v '^#' .contractgen-manifest | sha256sum -c` checks a folder.
    var text: String {
        ([Self.header] + entries.map { ($0.digest.map { $0 + "  " } ?? "") + $0.path }).joined(separator: "\n") + "\n"
    }

    /// Reads a manifest; every line that contractgen could not have written is a problem at its line.
    static func parse(_ text: String, file: String) -> (manifest: Manifest, problems: [Diagnostic]) {
        var entries: [Entry] = []
        var problems: [Diagnostic] = []
        var seen: Set<String> = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let at = SourceLocation(file: file, line: index + 1, column: 1)
            let entry = parseEntry(line)
            guard OutputPath.isGeneratable(entry.path) else {
                problems.append(
                    Diagnostic(
                        .error,
                        "the manifest lists '\(entry.path)', which is not a file contractgen writes (\(OutputPath.scope)); the line did not come from a run of contractgen, so remove it",
                        at: at, rule: "output"))
                continue
            }
            guard seen.insert(entry.path).inserted else {
                problems.append(
                    Diagnostic(
                        .error,
                        "the manifest lists '\(entry.path)' twice; contractgen writes each path once, so remove one of the lines",
                        at: at, rule: "output"))
                continue
            }
            entries.append(entry)
        }
        return (Manifest(entries: entries), problems)
    }

    /// `<64 hex digits>  <path>`, or a bare path (an earlier contractgen's manifest).
    private static func parseEntry(_ line: Substring) -> Entry {
        let bytes = line.utf8
        guard bytes.count > 66, bytes.prefix(64).allSatisfy(isLowercaseHex),
            bytes.dropFirst(64).prefix(2).elementsEqual("  ".utf8)
        else { return Entry(path: String(line), digest: nil) }
        return Entry(path: String(line.dropFirst(66)), digest: String(line.prefix(64)))
    }

    private static func isLowercaseHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// The manifest of `folder`; none yet is an empty one. It is read only from a regular file, never
    /// through a link, and a line contractgen could not have written stops the run before anything changes.
    static func read(in folder: OutputFolder) throws(OutputError) -> Manifest {
        let path = folder.display(fileName)
        switch folder.root.read(fileName, limit: 64 << 20) {
        case .success(let bytes):
            let (manifest, problems) = parse(String(decoding: bytes, as: UTF8.self), file: path)
            if !problems.isEmpty { throw OutputError(problems) }
            return manifest
        case .failure(let error) where error.code == ENOENT:
            return Manifest(entries: [])
        case .failure(let error) where error.code == ELOOP:
            throw OutputError(
                "the manifest \(path) is a symbolic link; contractgen reads its manifest only from a regular file, so remove the link"
            )
        case .failure(let error):
            throw OutputError(
                "cannot read the manifest \(path): \(error); it lists the files contractgen may replace, so make it readable, or remove it and move the generated files away"
            )
        }
    }
}

/// Rules for paths inside the output folder.
enum OutputPath {
    /// Relative, `/`-separated, no empty, `.` or `..` components, no backslashes or NUL: a path that cannot
    /// leave the output folder however it is joined.
    static func isSafe(_ path: String) -> Bool {
        // One pass over the bytes: this runs for every file of every run.
        var length = 0, dots = 0
        func componentIsSafe() -> Bool { length > 0 && !(dots == length && length <= 2) }
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "/"):
                guard componentIsSafe() else { return false }
                length = 0
                dots = 0
            case UInt8(ascii: "\\"), 0:
                return false
            case UInt8(ascii: "."):
                length += 1
                dots += 1
            default:
                length += 1
            }
        }
        return componentIsSafe()
    }

    /// The folders every generated file is in: one per target, and the language targets' tests.
    static let targetFolders = Set(Target.allCases.map(\.outputFolder) + [Target.testsFolder])

    /// Where generated files are, for messages.
    static let scope =
        "generated files are in "
        + (Target.allCases.map(\.outputFolder) + [Target.testsFolder]).map { $0 + "/" }.joined(separator: ", ")
        + ", never in .git or contractgen's own files"

    /// A path some run of contractgen writes: safe, inside a target's folder, and with no component that is
    /// git's (`.git`, in any case, as a case-insensitive disk reads it) or contractgen's own bookkeeping.
    /// A journal or manifest naming anything else did not come from contractgen.
    static func isGeneratable(_ path: String) -> Bool {
        guard isSafe(path) else { return false }
        let components = path.split(separator: "/")
        guard components.count >= 2, targetFolders.contains(String(components[0])) else { return false }
        return !components.contains { $0.lowercased() == ".git" || $0.hasPrefix(".contractgen") }
    }
}
