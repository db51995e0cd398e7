import ContractGenKit

/// The command line, parsed. Kept free of I/O so it reads like the usage text.
struct Arguments {
    var contract = "contract.json"
    /// Whether `--contract` was given, or `contract` is the default path.
    var contractGiven = false
    var out: String?
    var targets: [Target] = []
    var templates: String?
    var config: String?
    var access: GenerationOptions.Access?
    var prefix: String?
    var swiftFile: String?
    var check = false
    var quiet = false
    var action: Action = .generate
    /// `docs inject FILE...`: the Markdown files whose marked regions to refresh.
    var docsFiles: [String] = []
    /// `diff OLD NEW`, or `diff --against REF NEW`: the contracts to compare.
    var diffFiles: [String] = []
    var against: String?
    var diagnosticsFormat: DiagnosticsFormat = .text

    enum Action { case generate, docsInject, diff, help, version }

    static let usage = """
        usage: contractgen --out DIR [--contract PATH] [--target NAME]... [--templates DIR] [--config FILE]
                           [--access public|internal] [--prefix NAME] [--check] [--quiet]
               contractgen --swift-file FILE [--contract PATH] [--config FILE] [--access ...] [--prefix NAME]
               (each also takes --diagnostics-format text|json|github)
               contractgen docs inject FILE... [--contract PATH] [--templates DIR] [--check]
               contractgen diff OLD NEW | diff --against REF [NEW] [--config FILE] [--diagnostics-format text|json|github]
               contractgen --help | --version

        Renders every target from one contract.json into DIR.

        options:
          --out DIR          folder to write into; created if missing (its parent must exist)
          --contract PATH    the contract to read (default: ./contract.json)
          --target NAME      render only this target; repeat or separate with commas. Targets:
        \(Target.allCases.map { "                       \($0.rawValue): \($0.summary)" }.joined(separator: "\n"))
          --templates DIR    use DIR/<target>/<file>.mustache instead of the built-in template of the same path
          --config FILE      read access, prefix, targets and out from a contractgen.json
          --access LEVEL     access level of generated Swift: public (default) or internal
          --prefix NAME      put NAME before generated type names instead of the contract's name
          --swift-file FILE  write the Swift target as one file (what build plugins use; access defaults to internal)
          --check            write nothing; exit 4 if the output differs from what would be written, with a short diff
          --quiet            print only errors
          --diagnostics-format FORMAT  text (default: path:line:col: error: message, to stderr), json (one object a
                             line: file, line, column, severity, rule, message, fixIt) or github (workflow annotations);
                             both to stdout
          --help, --version

        docs inject FILE...  replace each region between <!-- contractgen:begin NAME --> and
                             <!-- contractgen:end NAME --> with the named block of the reference page; with --check,
                             only report regions that are out of date (exit 4)

        diff OLD NEW         compare two versions of a contract: every change with its rule, whether old SDKs and
                             new flows (and new SDKs and old flows) still understand each other, whether host code
                             still compiles on each platform, and the version bump each platform's SDK needs
          --against REF      read OLD from git: NEW (default ./contract.json) as it is at REF
          --config FILE      read diff.suppress from a contractgen.json (default: the one beside NEW, if any)

        exit codes:
          0  success (or, with --check, up to date)
          1  the contract, the config or a template has errors (each printed as path:line:col: error: ...)
          2  wrong command-line usage
          3  a file could not be written, or the output folder holds what contractgen did not write where it writes
             (a file, a manifest line, a staging folder); nothing is changed
          4  --check: not up to date
          5  diff: a change breaks a deployed SDK, a deployed flow or host code
        """

    struct UsageError: Error { var message: String }

    /// The arguments as given, for the command `--check` advises.
    private var given: [String] = []

    /// This command without `--check`, quoted for a POSIX shell: what brings the output up to date.
    var rerun: String {
        (["contractgen"] + given.filter { $0 != "--check" }.map(Self.shellQuoted)).joined(separator: " ")
    }

    private static func shellQuoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7a)
                    || "-_./=,:@+".utf8.contains(byte)
            }
        return plain
            ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    init(_ arguments: [String]) throws(UsageError) {
        given = arguments
        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return next
        }
        if remaining.first == "diff" {
            remaining.removeFirst()
            action = .diff
        } else if remaining.first == "docs" {
            remaining.removeFirst()
            guard remaining.popFirst() == "inject" else {
                throw UsageError(message: "the docs command is: docs inject FILE...")
            }
            action = .docsInject
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": action = .help
            case "--version": action = .version
            case "--out", "-o": out = try value(for: argument)
            case "--contract":
                contract = try value(for: argument)
                contractGiven = true
            case "--templates": templates = try value(for: argument)
            case "--config": config = try value(for: argument)
            case "--prefix": prefix = try value(for: argument)
            case "--swift-file": swiftFile = try value(for: argument)
            case "--check": check = true
            case "--quiet", "-q": quiet = true
            case "--access":
                let level = try value(for: argument)
                guard let access = GenerationOptions.Access(rawValue: level) else {
                    throw UsageError(message: "--access is public or internal, not '\(level)'")
                }
                self.access = access
            case "--target":
                for name in try value(for: argument).split(separator: ",") {
                    guard let target = Target(rawValue: String(name)) else {
                        let names = Target.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError(message: "unknown target '\(name)'; targets are: \(names)")
                    }
                    if !targets.contains(target) { targets.append(target) }
                }
            case _ where action == .docsInject && !argument.hasPrefix("-"):
                docsFiles.append(argument)
            case "--against" where action == .diff: against = try value(for: argument)
            case "--diagnostics-format":
                let format = try value(for: argument)
                guard let parsed = DiagnosticsFormat(rawValue: format) else {
                    throw UsageError(message: "--diagnostics-format is text, json or github, not '\(format)'")
                }
                diagnosticsFormat = parsed
            case _ where action == .diff && !argument.hasPrefix("-"):
                diffFiles.append(argument)
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
        // Checked as the config file checks the same values: a prefix with a space breaks every language.
        for (flag, key, value) in [("--prefix", "prefix", prefix), ("--out", "out", out)] {
            if let value, let problem = ConfigFile.problem(with: value, for: key) {
                throw UsageError(message: "\(flag) \(problem)")
            }
        }
        switch action {
        case .generate where out == nil && swiftFile == nil && config == nil:
            throw UsageError(message: "--out DIR is required (for example: contractgen --out Generated)")
        case .docsInject where docsFiles.isEmpty:
            throw UsageError(message: "docs inject needs the Markdown files to update")
        case .diff where against == nil && diffFiles.count != 2:
            throw UsageError(
                message:
                    "diff needs the old and the new contract (diff OLD NEW), or --against REF and at most the new one")
        case .diff where against != nil && diffFiles.count > 1:
            throw UsageError(message: "with --against, diff reads the old contract from git: give only the new one")
        default:
            break
        }
    }
}
