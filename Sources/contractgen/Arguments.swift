import ContractGenKit

/// The command line, parsed. Kept free of I/O so it reads like the usage text.
struct Arguments {
    var contract = "contract.json"
    var out: String?
    var targets: [Target] = []
    var templates: String?
    var check = false
    var quiet = false
    var action: Action = .generate

    enum Action { case generate, help, version }

    static let usage = """
    usage: contractgen --out DIR [--contract PATH] [--target NAME]... [--templates DIR] [--check] [--quiet]
           contractgen --help | --version

    Renders every target from one contract.json into DIR.

    options:
      --out DIR          folder to write into; created if missing (its parent must exist)
      --contract PATH    the contract to read (default: ./contract.json)
      --target NAME      render only this target; repeat or separate with commas. Targets:
    \(Target.allCases.map { "                       \($0.rawValue): \($0.summary)" }.joined(separator: "\n"))
      --templates DIR    use DIR/<target>/<file>.mustache instead of the built-in template of the same path
      --check            write nothing; exit 4 if DIR differs from what would be written, showing a short diff
      --quiet            print only errors
      --help, --version

    exit codes:
      0  success (or, with --check, DIR is up to date)
      1  the contract or a template has errors (each printed as path:line:col: error: ...)
      2  wrong command-line usage
      3  the output folder could not be written, or holds a file contractgen did not generate in its way
      4  --check: DIR is not up to date
    """

    struct UsageError: Error { var message: String }

    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": action = .help
            case "--version": action = .version
            case "--out", "-o": out = try value(for: argument)
            case "--contract": contract = try value(for: argument)
            case "--templates": templates = try value(for: argument)
            case "--check": check = true
            case "--quiet", "-q": quiet = true
            case "--target":
                for name in try value(for: argument).split(separator: ",") {
                    guard let target = Target(rawValue: String(name)) else {
                        let names = Target.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError(message: "unknown target '\(name)'; targets are: \(names)")
                    }
                    if !targets.contains(target) { targets.append(target) }
                }
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
        if action == .generate && out == nil {
            throw UsageError(message: "--out DIR is required (for example: contractgen --out Generated)")
        }
    }
}
