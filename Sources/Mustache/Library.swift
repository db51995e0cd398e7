/// A set of named, parsed templates. Partial and parent tags refer to templates of the same library
/// by name. Parse once, then render as often as needed, from any thread.
public struct MustacheLibrary: Sendable {
    let templates: [String: MustacheTemplate]

    /// Parses every template in `templates` (source by name). Throws `MustacheErrors` holding the
    /// first error of each template that fails, so all of them can be fixed at once.
    public init(templates: [String: String]) throws {
        var parsed: [String: MustacheTemplate] = [:]
        var errors: [MustacheError] = []
        for (name, source) in templates {
            do {
                parsed[name] = try MustacheTemplate(source, name: name)
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw MustacheErrors(errors) }
        self.templates = parsed
    }

    /// A library of already parsed templates; of two with the same name, the later one is kept.
    public init(_ templates: [MustacheTemplate]) {
        self.templates = Dictionary(templates.map { ($0.name, $0) }, uniquingKeysWith: { _, later in later })
    }

    /// Renders the template called `name` with `context` as the root of the context stack.
    /// `{{name}}` tags pass their text through `escape`; triple mustaches and `{{&name}}` do not.
    /// Throws `MustacheError` when there is no such template or rendering nests too deep.
    public func render(
        _ name: String, _ context: MustacheValue,
        escape: @escaping @Sendable (String) -> String = MustacheEscaping.html
    ) throws -> String {
        try renderTemplate(template(named: name), context, escape: escape)
    }

    private func template(named name: String) throws(MustacheError) -> MustacheTemplate {
        guard let template = templates[name] else {
            let known = names.isEmpty ? "the library is empty" : "known templates: " + names.joined(separator: ", ")
            throw MustacheError(
                templateName: name, line: 1, column: 1, message: "no template named '\(name)'; \(known)")
        }
        return template
    }

    /// `render`, with the text in the pieces it was written in (each about 256 KiB), never joined: a caller
    /// that writes a large file piece by piece holds it once, not twice. Output past about `maximumBytes`
    /// stops with an error at the innermost tag being rendered. With `strict`, a tag whose name resolves to
    /// nothing is an error (at its tag) instead of rendering empty, and every such
    /// tag is reported together (`MustacheErrors`): a misspelt key fails instead of leaving a blank.
    /// `strictTemplates` makes the tags of those templates alone strict (a program's own templates may rely on a
    /// missing name rendering empty, while a user's are held to the names they read).
    public func renderPieces(
        _ name: String, _ context: MustacheValue, maximumBytes: Int = .max, strict: Bool = false,
        strictTemplates: Set<String> = [],
        escape: @escaping @Sendable (String) -> String = MustacheEscaping.html
    ) throws -> [String] {
        try renderUTF8Pieces(
            name, context, maximumBytes: maximumBytes, strict: strict, strictTemplates: strictTemplates, escape: escape
        )
        .map { String(decoding: $0, as: UTF8.self) }
    }

    /// `renderPieces`, each piece in UTF-8 as it goes to a file, so the text is not checked again on the way.
    public func renderUTF8Pieces(
        _ name: String, _ context: MustacheValue, maximumBytes: Int = .max, strict: Bool = false,
        strictTemplates: Set<String> = [],
        escape: @escaping @Sendable (String) -> String = MustacheEscaping.html
    ) throws -> [[UInt8]] {
        var renderer = Renderer(
            templates: templates, context: context, templateName: name, limit: maximumBytes,
            strict: strict, strictTemplates: strictTemplates, escape: escape)
        try renderer.render(try template(named: name).nodes, arguments: [], expansions: 0, depth: 0)
        if !renderer.missingNames.isEmpty { throw MustacheErrors(renderer.missingNames) }
        return renderer.pieces()
    }

    func renderTemplate(
        _ template: MustacheTemplate, _ context: MustacheValue,
        escape: @escaping @Sendable (String) -> String
    ) throws(MustacheError) -> String {
        var renderer = Renderer(templates: templates, context: context, templateName: template.name, escape: escape)
        try renderer.render(template.nodes, arguments: [], expansions: 0, depth: 0)
        return renderer.result()
    }

    /// Whether the library holds a template called `name`.
    public func contains(_ name: String) -> Bool {
        templates[name] != nil
    }

    /// The parsed template called `name`, if any.
    public subscript(name: String) -> MustacheTemplate? {
        templates[name]
    }

    /// The names of all templates, sorted.
    public var names: [String] {
        templates.keys.sorted()
    }
}
