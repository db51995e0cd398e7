import ContractGenKit

/// What each command says of itself: a synopsis, shown under a usage error, and the whole help of `--help`.
enum Command: String, CaseIterable {
    case generate
    case lint
    case initialize = "init"
    case schema
    case diff
    case docsInject = "docs inject"
    case completion

    /// The words that start it on the command line; the default command has none.
    var words: [String] {
        self == .generate ? [] : rawValue.split(separator: " ").map(String.init)
    }

    /// How it is called: `contractgen diff`.
    var title: String {
        (["contractgen"] + words).joined(separator: " ")
    }

    /// The options it takes, for suggestions when one is misspelt.
    var options: [String] {
        let common = ["--help", "--diagnostics-format"]
        switch self {
        case .generate:
            return common + [
                "--out", "--contract", "--config", "--target", "--skip-target", "--templates", "--access", "--prefix",
                "--swift-file",
                "--check", "--quiet", "--version",
            ]
        case .lint: return common + ["--contract", "--config", "--templates", "--strict"]
        case .initialize: return ["--help", "--platforms", "--shape", "--name", "--dir"]
        case .schema: return ["--help"]
        case .diff: return common + ["--against", "--config", "--rules"]
        case .docsInject: return common + ["--contract", "--config", "--templates", "--check", "--quiet"]
        case .completion: return ["--help"]
        }
    }

    var synopsis: String {
        switch self {
        case .generate:
            """
            usage: contractgen [--out DIR] [--contract PATH] [--config FILE] [--target NAME]... [--skip-target NAME]...
                               [--check] [--quiet] [--templates DIR] [--access public|internal] [--prefix NAME]
                   contractgen --swift-file FILE [--contract PATH] [--config FILE] [--access ...] [--prefix NAME]
            """
        case .lint: "usage: contractgen lint [--contract PATH] [--config FILE] [--templates DIR] [--strict]"
        case .initialize:
            "usage: contractgen init [--platforms ID,...] [--shape webview|native] [--name NAME] [--dir DIR]"
        case .schema: "usage: contractgen schema"
        case .diff:
            "usage: contractgen diff OLD NEW | contractgen diff --against REF [NEW] [--config FILE] | contractgen diff --rules"
        case .docsInject:
            "usage: contractgen docs inject FILE... [--contract PATH] [--config FILE] [--templates DIR] [--check]"
        case .completion: "usage: contractgen completion bash|zsh"
        }
    }

    /// Said under a usage error, after the synopsis.
    var moreHelp: String {
        "Run 'contractgen \((words + ["--help"]).joined(separator: " "))' for more."
    }

    var help: String {
        switch self {
        case .generate: Self.generateHelp
        case .lint: Self.lintHelp
        case .initialize: Self.initHelp
        case .schema: Self.schemaHelp
        case .diff: Self.diffHelp
        case .docsInject: Self.docsInjectHelp
        case .completion: Self.completionHelp
        }
    }

    private static let inputs = """
          --contract PATH    the contract to read; default: the config's "contract", else contract.json beside the
                             config, else ./contract.json
          --config FILE      a contractgen.json; default: the first one in this folder or above, when neither --out
                             nor --swift-file is given. Paths in it are relative to it.
        """

    private static let diagnosticsFormat = """
          --diagnostics-format FORMAT  text (default: path:line:col: error: message, to stderr), json (one object a
                             line: file, line, column, severity, rule, message, fixIt) or github (workflow annotations);
                             both to stdout
        """

    static let generateHelp = """
        \(Command.generate.synopsis)

        Renders every target from one contract.json into DIR.

        commands:
          lint               check a contract and its config; write nothing
          init               start a contract and its contractgen.json for the platforms you name
          schema             print the JSON Schema of contract.json, for editors
          diff               what a change to a contract breaks, and the version bump each SDK needs
          docs inject        refresh the generated blocks in hand-written Markdown pages
          completion         print a shell completion script: eval "$(contractgen completion bash)"
          Run 'contractgen COMMAND --help' for a command's own help.

        options:
          --out DIR          folder to write into; created if missing (its parent must exist); default: the config's
                             "out", relative to the config
        \(inputs)
          --target NAME      render only this target; repeat or separate with commas. Targets:
        \(Target.allCases.map { "                       \($0.rawValue): \($0.summary)" }.joined(separator: "\n"))
          --skip-target NAME leave this target out of what would render (the config's targets, else all)
          --templates DIR    use DIR/<target>/<file>.mustache instead of the built-in template of the same path
          --access LEVEL     access level of generated Swift: public (default) or internal
          --prefix NAME      put NAME before generated type names instead of the contract's name
          --swift-file FILE  write the Swift target as one file (what build plugins use; access defaults to internal)
          --check            write nothing; exit 4 if the output differs from what would be written, with a short diff
          --quiet            print only errors
        \(diagnosticsFormat)
          --help, --version

        exit codes:
          0  success (or, with --check, up to date)
          1  the contract, the config or a template has errors (each printed as path:line:col: error: ...)
          2  wrong command-line usage
          3  a file could not be written, or the output folder holds what contractgen did not write where it writes
             (a file, a manifest line, a staging folder); nothing is changed
          4  --check: not up to date
          5  diff: a change breaks a deployed SDK, a deployed flow or host code
        """

    static let lintHelp = """
        \(Command.lint.synopsis)

        Checks the contract, its config and any templates as rendering would, and writes nothing. Errors are what
        rendering refuses; warnings are what it accepts but a reader would not want: a "names" entry that spells a
        name as the platform's naming policy already does.

        options:
        \(inputs)
          --templates DIR    check DIR's templates too
          --strict           fail on warnings as well (exit 1)
        \(diagnosticsFormat)

        exit codes: 0 valid (warnings are printed), 1 errors (or warnings, with --strict), 2 wrong usage
        """

    static let initHelp = """
        \(Command.initialize.synopsis)

        Writes a starter contract.json and contractgen.json into DIR (default: this folder): a contract for the
        platforms named, each part described where it is, that lint accepts and every target renders. Refuses to
        replace a file that exists.

        options:
          --platforms ID,... the platforms, from: \(StarterContract.Preset.allCases.map(\.rawValue).joined(separator: ", "))
                             (default: ios,android)
          --shape SHAPE      webview: a hosted flow page in the SDK's WebView posts events and a result over a
                             bridge (default); native: each native SDK reports events to the host and the callbacks
          --name NAME        the contract's name, snake_case; generated types start with it (default: checkout)
          --dir DIR          where to write (default: .)

        exit codes: 0 written, 2 wrong usage, 3 a file exists or could not be written
        """

    static let schemaHelp = """
        \(Command.schema.synopsis)

        Prints the JSON Schema of contract.json (draft 2020-12, $id urn:contractgen:schema:contract:format-\
        \(GeneratorPipeline.formatVersion)) to stdout. It needs no contract: point an editor's "$schema" or
        "json.schemas" at the file you save it to.
        """

    static let diffHelp = """
        \(Command.diff.synopsis)

        Compares two versions of a contract: every change with its rule, whether old SDKs and new flows (and new
        SDKs and old flows) still understand each other, whether host code still compiles on each platform, and the
        version bump each platform's SDK needs.

        options:
          --against REF      read OLD from git: NEW (default ./contract.json) as it is at REF
          --config FILE      read diff.suppress from a contractgen.json (default: the one beside NEW, if any)
          --rules            list every rule a finding may have, its severity and what the change breaks
        \(diagnosticsFormat)

        exit codes: 0 nothing breaks, 1 a contract has errors, 2 wrong usage, 5 a change breaks a deployed SDK, a
        deployed flow or host code
        """

    static let completionHelp = """
        \(Command.completion.synopsis)

        Prints a completion script for the shell: commands, options, targets, platforms and the values each option
        takes. Add to ~/.bashrc: eval "$(contractgen completion bash)"; to ~/.zshrc: eval "$(contractgen completion zsh)".
        """

    static let docsInjectHelp = """
        \(Command.docsInject.synopsis)

        Replaces each region between <!-- contractgen:begin NAME --> and <!-- contractgen:end NAME --> in each FILE
        with the named block of the reference page, and leaves every other byte as it was.

        blocks:
        \(wrapped(GeneratorPipeline.docsBlockNames.joined(separator: ", "), indent: "  "))

        options:
        \(inputs)
          --templates DIR    use DIR/docs/... instead of the built-in blocks
          --check            write nothing; print how each stale region differs, and exit 4
          --quiet            print only errors
        \(diagnosticsFormat)

        exit codes: 0 done (or up to date), 1 a contract or marker error, 2 wrong usage, 3 a file could not be
        written, 4 --check: out of date
        """
}
