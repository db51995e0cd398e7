import Mustache

/// The Mustache templates targets render through: the ones built into contractgen, each replaceable by a
/// file of the same path from a `--templates` folder.
public struct TemplateSet: Sendable {
    /// Template sources keyed by path below the templates folder, e.g. `docs/sdk-contract.md.mustache`.
    public private(set) var sources: [String: String]
    /// Where each template came from, for diagnostics: `Templates/...` for built-in ones.
    public private(set) var origins: [String: String]
    /// The templates replaced by `overriding(with:)`; the others are the built-in ones.
    public private(set) var overridden: Set<String> = []
    /// Whether every template is the built-in one: such a set is read once per process, and has no errors.
    public var isBuiltIn: Bool { overridden.isEmpty }

    /// The templates compiled into this binary from the repository's Templates/ folder.
    public static let builtIn = TemplateSet(
        sources: embeddedTemplates,
        origins: Dictionary(uniqueKeysWithValues: embeddedTemplates.keys.map { ($0, "Templates/" + $0) })
    )

    /// The built-in templates of `folders` and of every folder their partials and parents name, parsed when
    /// contractgen was built (`EmbeddedTemplateTrees.swift`, written by template-embedder with the sources).
    private static func builtInCompiled(folders: some Sequence<String>) -> Result<CompiledTemplates, DiagnosticError> {
        // Trees missing or not reading back (a build that skipped template-embedder) fall back to parsing.
        guard embeddedTemplateTrees.count == embeddedTemplates.count,
            let templates = embeddedFolders.templates(closingOver: folders)
        else {
            return Result { () throws(DiagnosticError) in try builtIn.parse(builtIn.sources.keys) }
        }
        return .success(CompiledTemplates(library: MustacheLibrary(templates), origins: builtInOrigins))
    }

    private static let embeddedFolders = TemplateFolders(embeddedTemplateTrees) { tree in
        tree.withUTF8Buffer { try? MustacheTemplate(encoded: $0) }
    }
    private static let builtInOrigins = builtIn.templateOrigins

    init(sources: [String: String], origins: [String: String]) {
        self.sources = sources
        self.origins = origins
    }

    /// This set with some templates replaced. `files` maps template paths to (source, path for diagnostics).
    /// A path that names no built-in template is an error: it would silently never be used.
    public func overriding(
        with files: [String: (source: String, origin: String)]
    ) throws(DiagnosticError) -> TemplateSet {
        var copy = self
        var diagnostics = DiagnosticCollector(rule: "template")
        for (key, file) in files.sorted(by: { $0.key < $1.key }) {
            guard sources[key] != nil else {
                let hint = Suggestions.hint(for: key, among: sources.keys)
                diagnostics.error(
                    "no built-in template is named '\(key)'\(hint); an override must use the path of the template it replaces",
                    at: SourceLocation(file: file.origin, line: 1, column: 1))
                continue
            }
            copy.sources[key] = file.source
            copy.origins[key] = file.origin
            copy.overridden.insert(key)
        }
        try diagnostics.check()
        return copy
    }

    /// The templates `targets` render from, each named by its path without `.mustache` (`swift/header`), which
    /// is also how templates name partials. Built-in templates come parsed, and only `targets`' folders are read
    /// (with the folders of what they include): the build plugin's Swift-only run reads a sixth of them.
    /// Overridden templates are parsed, concurrently; their errors become diagnostics at the template's line
    /// and column, all of them in one run.
    func compile(for targets: some Sequence<Target>) throws(DiagnosticError) -> CompiledTemplates {
        try isBuiltIn ? Self.builtInCompiled(folders: targets.map(\.templateFolder)).get() : parse(overridden)
    }

    /// The templates at `paths` parsed from their sources, the others taken from the built-in ones.
    private func parse(_ paths: some Collection<String>) throws(DiagnosticError) -> CompiledTemplates {
        let paths = paths.sorted()
        let parsed = concurrently(paths.count) { index -> Result<MustacheTemplate, MustacheError> in
            do throws(MustacheError) {
                return .success(try MustacheTemplate(sources[paths[index]]!, name: Self.templateName(paths[index])))
            } catch {
                return .failure(error)
            }
        }
        var templates: [MustacheTemplate] = []
        var diagnostics = DiagnosticCollector(rule: "template")
        for result in parsed {
            switch result {
            case .success(let template): templates.append(template)
            case .failure(let error):
                diagnostics.error(
                    error.message,
                    at: SourceLocation(
                        file: origins[error.templateName + ".mustache"] ?? error.templateName, line: error.line,
                        column: error.column))
            }
        }
        try diagnostics.check()
        let origins = templateOrigins
        // The built-in set itself is parsed here only when this build carries no parsed trees.
        guard !isBuiltIn else {
            let library = MustacheLibrary(templates)
            try checkIncludes(of: paths, in: library)
            return CompiledTemplates(library: library, origins: origins)
        }
        let builtIn = try Self.builtInCompiled(folders: Target.allCases.map(\.templateFolder)).get().library
        let overriding = Set(templates.map(\.name))
        templates += builtIn.names.filter { !overriding.contains($0) }.compactMap { builtIn[$0] }
        let library = MustacheLibrary(templates)
        try checkIncludes(of: paths, in: library)
        try TemplateNameCheck(builtIn: builtIn).problems(in: library, overridden: overriding, origins: origins).check()
        return CompiledTemplates(library: library, origins: origins, strictTemplates: overriding)
    }

    /// Every partial or parent the templates at `paths` name must exist: Mustache renders a missing one as
    /// nothing, which would hide a misspelt name in an override.
    private func checkIncludes(of paths: [String], in library: MustacheLibrary) throws(DiagnosticError) {
        var diagnostics = DiagnosticCollector(rule: "template")
        for path in paths {
            let name = Self.templateName(path)
            for include in library[name]?.includedTemplates ?? [] where !library.contains(include.name) {
                let hint = Suggestions.hint(for: include.name, among: library.names)
                diagnostics.error(
                    "'\(include.name)' names no template\(hint); partials are named by their path below the templates folder without .mustache, such as 'swift/header'",
                    at: SourceLocation(file: origins[path] ?? path, line: include.line, column: include.column))
            }
        }
        try diagnostics.check()
    }

    /// Where each template came from, by template name (its path without `.mustache`).
    private var templateOrigins: [String: String] {
        Dictionary(uniqueKeysWithValues: origins.map { (Self.templateName($0.key), $0.value) })
    }
}

extension TemplateSet {
    static func templateName(_ path: String) -> String {
        path.hasSuffix(".mustache") ? String(path.dropLast(".mustache".count)) : path
    }
}

/// Parsed templates, ready to render many files.
struct CompiledTemplates: Sendable {
    let library: MustacheLibrary
    /// Where each template came from, by template name, for errors found while rendering.
    let origins: [String: String]
    /// The most bytes one rendered file may hold.
    var bytesPerFile = GenerationLimits.standard.bytesPerFile
    /// Whether a key the view model lacks is an error (tests), not an empty value.
    var isStrict = false
    /// The templates whose tags are strict in every run: the overriding ones, held to the names they read.
    var strictTemplates: Set<String> = []

    /// Renders `template` with `context`. View models escape their values for the target language, so
    /// Mustache's HTML escaping is off.
    func render(_ template: String, _ context: MustacheValue) throws(DiagnosticError) -> String {
        GeneratedFile(path: "", utf8Pieces: try pieces(template, context)).contents
    }

    /// The file at `path`, rendered from `template`, kept in the pieces it was rendered in.
    func file(_ path: String, from template: String, _ context: MustacheValue) throws(DiagnosticError) -> GeneratedFile
    {
        GeneratedFile(path: path, utf8Pieces: try pieces(template, context))
    }

    private func pieces(_ template: String, _ context: MustacheValue) throws(DiagnosticError) -> [[UInt8]] {
        do {
            return try library.renderUTF8Pieces(
                template, context, maximumBytes: bytesPerFile, strict: isStrict,
                strictTemplates: strictTemplates,
                escape: MustacheEscaping.none)
        } catch let error as MustacheError {
            throw DiagnosticError([diagnostic(error, rendering: template)])
        } catch let errors as MustacheErrors {
            throw DiagnosticError(errors.errors.map { diagnostic($0, rendering: template) })
        } catch {
            throw DiagnosticError([
                Diagnostic(.error, "cannot render template '\(template)': \(error)", at: nil, rule: "template")
            ])
        }
    }

    private func diagnostic(_ error: MustacheError, rendering template: String) -> Diagnostic {
        Diagnostic(
            .error, "cannot render template '\(template)': \(error.message)",
            at: SourceLocation(
                file: origins[error.templateName] ?? error.templateName, line: error.line, column: error.column),
            rule: "template")
    }
}
