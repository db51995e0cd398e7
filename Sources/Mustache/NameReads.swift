/// A name a template reads, where it reads it: what a check of templates against the names their view model has
/// walks, before anything renders.
public struct NameRead: Sendable, Hashable {
    /// The template the tag is in (a partial's own name for a tag in a partial).
    public let templateName: String
    /// The name as written (`a.b` for a dotted name).
    public let name: String
    public let line: Int
    public let column: Int

    /// The key looked up in the context stack: the first of a dotted name.
    public var firstKey: Substring {
        name.split(separator: ".", maxSplits: 1).first ?? Substring(name)
    }
}

extension MustacheLibrary {
    /// The templates no other template includes: the ones a program renders by name.
    public var entryNames: [String] {
        let included = Set(templates.values.flatMap { template in template.includedTemplates.map { $0.name } })
        return templates.keys.filter { !included.contains($0) }.sorted()
    }

    /// Every name the templates reached from `entry` read (variables and sections, not `.`), each once per
    /// place. Each partial and parent is followed once, so recursion ends.
    public func nameReads(from entry: String) -> [NameRead] {
        guard let template = templates[entry] else { return [] }
        var walk = NameWalk(templates: templates)
        walk.walk(template.nodes)
        return walk.reads
    }
}

private struct NameWalk {
    let templates: [String: MustacheTemplate]
    var reads: [NameRead] = []
    private var seen: Set<NameRead> = []
    /// Partials and parents already walked: one that includes itself is walked once.
    private var walked: Set<String> = []

    init(templates: [String: MustacheTemplate]) {
        self.templates = templates
    }

    mutating func walk(_ nodes: [Node]) {
        for node in nodes {
            switch node {
            case .text:
                break
            case .variable(let path, _, let location):
                note(path, at: location)
            case .section(let path, let content, _, let location):
                note(path, at: location)
                walk(content)
            case .partial(let name, _, _):
                include(name)
            case .parent(let name, _, let arguments, _):
                for key in arguments.keys.sorted() { walk(arguments[key] ?? []) }
                include(name)
            case .block(_, _, let content, _):
                walk(content)
            }
        }
    }

    private mutating func include(_ name: String) {
        guard let template = templates[name], walked.insert(name).inserted else { return }
        walk(template.nodes)
    }

    private mutating func note(_ path: Path, at location: TagLocation) {
        guard !path.isImplicit else { return }
        let read = NameRead(
            templateName: location.templateName, name: path.keys.joined(separator: "."),
            line: location.line, column: location.column)
        if seen.insert(read).inserted { reads.append(read) }
    }
}
