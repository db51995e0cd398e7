import ContractGenKit

/// The command line, parsed. Kept free of I/O so it reads like the usage text (`Help.swift`).
struct Arguments {
    var contract = "contract.json"
    /// Whether `--contract` was given, or `contract` is the default path.
    var contractGiven = false
    var out: String?
    var targets: [Target] = []
    /// `--skip-target`: targets left out of what would otherwise render.
    var skippedTargets: [Target] = []
    var templates: String?
    var config: String?
    var access: GenerationOptions.Access?
    var prefix: String?
    var swiftFile: String?
    var check = false
    var quiet = false
    var action: Action = .run
    /// What runs: rendering, unless a command word says otherwise.
    var command: Command = .generate
    /// `docs inject FILE...`: the Markdown files whose marked regions to refresh.
    var docsFiles: [String] = []
    /// `diff OLD NEW`, or `diff --against REF NEW`: the contracts to compare.
    var diffFiles: [String] = []
    var against: String?
    var diagnosticsFormat: DiagnosticsFormat = .text
    /// `lint --strict`: warnings fail the run.
    var strict = false
    /// `diff --rules`: list the rules instead of comparing.
    var listRules = false
    /// `init`'s choices.
    var starter = StarterContract(name: "checkout", platforms: [.ios, .android], shape: .webview)
    var initFolder = "."
    /// `completion SHELL`.
    var shell: String?

    enum Action { case run, help, version }

    struct UsageError: Error {
        var message: String
        /// The command it was given to, whose synopsis is shown with it.
        var command: Command = .generate
    }

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
        if let word = remaining.first, let command = Command.allCases.first(where: { $0.words.first == word }) {
            remaining.removeFirst()
            self.command = command
            if command == .docsInject, remaining.popFirst() != "inject" {
                throw UsageError(message: "the docs command is: docs inject FILE...", command: command)
            }
        }
        let command = self.command
        func value(for flag: String) throws(UsageError) -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value", command: command)
            }
            return next
        }
        while let given = remaining.popFirst() {
            // A short option is its long one, which the command must take.
            let argument = ["-h": "--help", "-o": "--out", "-q": "--quiet"][given] ?? given
            guard command.options.contains(argument) || !argument.hasPrefix("-") else {
                throw Self.unknown(given, in: command)
            }
            switch argument {
            case "--help": action = .help
            case "--version": action = .version
            case "--out": out = try value(for: argument)
            case "--contract":
                contract = try value(for: argument)
                contractGiven = true
            case "--templates": templates = try value(for: argument)
            case "--config": config = try value(for: argument)
            case "--prefix": prefix = try value(for: argument)
            case "--swift-file": swiftFile = try value(for: argument)
            case "--check": check = true
            case "--strict": strict = true
            case "--rules": listRules = true
            case "--quiet": quiet = true
            case "--access":
                let level = try value(for: argument)
                guard let access = GenerationOptions.Access(rawValue: level) else {
                    throw UsageError(message: "--access is public or internal, not '\(level)'", command: command)
                }
                self.access = access
            case "--target", "--skip-target":
                for name in try value(for: argument).split(separator: ",").map(String.init) {
                    guard let target = Target(rawValue: name) else {
                        throw UsageError(
                            message: "unknown target '\(name)'"
                                + Self.hint(for: name, among: Target.allCases.map(\.rawValue), kind: "targets"))
                    }
                    if argument == "--target", !targets.contains(target) { targets.append(target) }
                    if argument == "--skip-target", !skippedTargets.contains(target) { skippedTargets.append(target) }
                }
            case "--platforms":
                var platforms: [StarterContract.Preset] = []
                for id in try value(for: argument).split(separator: ",").map(String.init) {
                    guard let preset = StarterContract.Preset(rawValue: id) else {
                        let ids = StarterContract.Preset.allCases.map(\.rawValue)
                        throw UsageError(
                            message: "unknown platform '\(id)'" + Self.hint(for: id, among: ids, kind: "platforms"),
                            command: command)
                    }
                    if !platforms.contains(preset) { platforms.append(preset) }
                }
                starter.platforms = platforms
            case "--shape":
                let shape = try value(for: argument)
                guard let parsed = StarterContract.Shape(rawValue: shape) else {
                    throw UsageError(message: "--shape is webview or native, not '\(shape)'", command: command)
                }
                starter.shape = parsed
            case "--name":
                starter.name = try value(for: argument)
                if let problem = StarterContract.problem(withName: starter.name) {
                    throw UsageError(message: "--name \(problem)", command: command)
                }
            case "--dir": initFolder = try value(for: argument)
            case "--against": against = try value(for: argument)
            case "--diagnostics-format":
                let format = try value(for: argument)
                guard let parsed = DiagnosticsFormat(rawValue: format) else {
                    throw UsageError(
                        message: "--diagnostics-format is text, json or github, not '\(format)'", command: command)
                }
                diagnosticsFormat = parsed
            case _ where command == .docsInject: docsFiles.append(argument)
            case _ where command == .diff: diffFiles.append(argument)
            case _ where command == .completion && shell == nil:
                guard Completion.shells.contains(argument) else {
                    throw UsageError(
                        message:
                            "unknown shell '\(argument)'; completion is for \(Completion.shells.joined(separator: " and "))",
                        command: command)
                }
                shell = argument
            default: throw Self.unknown(argument, in: command)
            }
        }
        // Checked as the config file checks the same values: a prefix with a space breaks every language.
        for (flag, key, value) in [("--prefix", "prefix", prefix), ("--out", "out", out)] {
            if let value, let problem = ConfigFile.problem(with: value, for: key) {
                throw UsageError(message: "\(flag) \(problem)", command: command)
            }
        }
        guard action == .run else { return }
        switch command {
        case .docsInject where docsFiles.isEmpty:
            throw UsageError(message: "docs inject needs the Markdown files to update", command: command)
        case .diff where listRules && (against != nil || !diffFiles.isEmpty):
            throw UsageError(
                message: "diff --rules lists the rules and compares nothing: give no contracts", command: command)
        case .diff where listRules:
            break
        case .diff where against == nil && diffFiles.count != 2:
            throw UsageError(
                message:
                    "diff needs the old and the new contract (diff OLD NEW), or --against REF and at most the new one",
                command: command)
        case .completion where shell == nil:
            throw UsageError(message: "completion needs the shell: bash or zsh", command: command)
        case .diff where against != nil && diffFiles.count > 1:
            throw UsageError(
                message: "with --against, diff reads the old contract from git: give only the new one", command: command
            )
        default:
            break
        }
    }

    /// `; did you mean 'x'?`, else every name of `kind`.
    private static func hint(for text: String, among names: [String], kind: String) -> String {
        let hint = Suggestions.hint(for: text, among: names)
        return hint.isEmpty ? "; \(kind) are: \(names.joined(separator: ", "))" : hint
    }

    /// An argument `command` does not take, with the option, command or target it was nearest to.
    private static func unknown(_ argument: String, in command: Command) -> UsageError {
        if argument.hasPrefix("-") {
            let hint = Suggestions.hint(for: argument, among: command.options)
            let elsewhere = Command.allCases.filter { $0 != command && $0.options.contains(argument) }
            let note =
                hint.isEmpty && !elsewhere.isEmpty
                ? " (it is an option of \(elsewhere.map { "'\($0.title)'" }.joined(separator: ", ")))" : hint
            return UsageError(message: "\(command.title) takes no option '\(argument)'\(note)", command: command)
        }
        if command == .generate {
            if let word = Suggestions.closest(to: argument, among: Command.allCases.compactMap(\.words.first)) {
                return UsageError(message: "unknown argument '\(argument)'; did you mean 'contractgen \(word)'?")
            }
            if let target = Suggestions.closest(to: argument, among: Target.allCases.map(\.rawValue)) {
                return UsageError(message: "unknown argument '\(argument)'; did you mean '--target \(target)'?")
            }
        }
        return UsageError(message: "unknown argument '\(argument)'", command: command)
    }
}
