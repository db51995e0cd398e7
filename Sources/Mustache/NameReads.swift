/// A name a template reads, with the sections it sits in: what a check of templates against the names their
/// view model has walks, before anything renders.
public struct NameRead: Sendable, Hashable {
    /// The template the tag is in (a partial's own name for a tag in a partial).
    public let templateName: String
    /// The sections around the tag, outermost first, across partials: a partial's tags sit in the sections
    /// around the tag that includes it. An inverted section pushes nothing, so it is not one of them.
    public let scope: [String]
    /// The name as written (`a.b` for a dotted name); the first of its keys is looked up through `scope`.
    public let name: String
    public let line: Int
    public let column: Int

    /// The key looked up through the sections: the first of a dotted name.
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
    /// place and scope. A partial is followed once per scope it is included in, so recursion ends.
    public func nameReads(from entry: String) -> [NameRead] {
        guard let template = templates[entry] else { return [] }
        var walk = NameWalk(templates: templates)
        walk.walk(template.nodes, scope: [])
        return walk.reads
    }
}

private struct NameWalk {
    let templates: [String: MustacheTemplate]
    var reads: [NameRead] = []
    private var seen: Set<NameRead> = []
    /// Partials already walked in a scope: a partial that includes itself is walked once there.
    private var walked: Set<[String]> = []

    init(templates: [String: MustacheTemplate]) {
        self.templates = templates
    }

    mutating func walk(_ nodes: [Node], scope: [String]) {
        for node in nodes {
            switch node {
            case .text:
                break
            case .variable(let path, _, let location):
                note(path, scope: scope, at: location)
            case .section(let path, let content, let inverted, let location):
                note(path, scope: scope, at: location)
                let name = path.keys.joined(separator: ".")
                walk(content, scope: inverted || path.isImplicit ? scope : scope + [name])
            case .partial(let name, _, _):
                include(name, scope: scope)
            case .parent(let name, _, let arguments, _):
                for key in arguments.keys.sorted() { walk(arguments[key] ?? [], scope: scope) }
                include(name, scope: scope)
            case .block(_, _, let content, _):
                walk(content, scope: scope)
            }
        }
    }

    private mutating func include(_ name: String, scope: [String]) {
        guard let template = templates[name], scope.count < Structure.maximumNesting,
            walked.insert([name] + scope).inserted
        else { return }
        walk(template.nodes, scope: scope)
    }

    private mutating func note(_ path: Path, scope: [String], at location: TagLocation) {
        guard !path.isImplicit else { return }
        let read = NameRead(
            templateName: location.templateName, scope: scope, name: path.keys.joined(separator: "."),
            line: location.line, column: location.column)
        if seen.insert(read).inserted { reads.append(read) }
    }
}
