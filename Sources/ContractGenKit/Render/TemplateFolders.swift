import Dispatch
import Mustache

/// Templates read a folder at a time (`swift`, `docs`: the first component of a template's path) when a run
/// first needs the folder, then kept for the process. A run reads only the folders of the targets it renders
/// and of what those templates include, so the build plugin's `--swift-file` does not read Dart's, Kotlin's
/// and the vectors' templates. The built-in templates' encodings are read this way (`Item` is `StaticString`);
/// tests give sources.
final class TemplateFolders<Item: Sendable>: @unchecked Sendable {
    private struct Folder {
        var templates: [MustacheTemplate]
        /// The folders of the templates these include (partials and parents).
        var includedFolders: Set<String>
    }

    /// Items by folder.
    private let items: [String: [Item]]
    private let read: @Sendable (Item) -> MustacheTemplate?
    /// The folders read so far. Touched only on `lock`.
    private var folders: [String: Folder] = [:]
    private let lock = DispatchQueue(label: "contractgen.templates")

    /// `items` by template path; `read` makes one's template, nil when it does not read back.
    init(_ items: [String: Item], read: @escaping @Sendable (Item) -> MustacheTemplate?) {
        // In no particular order: a library finds its templates by name.
        self.items = Dictionary(grouping: items, by: { Self.folder(of: $0.key) }).mapValues { $0.map(\.value) }
        self.read = read
    }

    /// The templates of `names` and of every folder they include from, in folder order; nil when one does not
    /// read back.
    func templates(closingOver names: some Sequence<String>) -> [MustacheTemplate]? {
        var found: [String: Folder] = [:]
        var wanted = Set(names)
        while !wanted.isEmpty {
            guard let more = folders(wanted.sorted()) else { return nil }
            found.merge(more) { kept, _ in kept }
            wanted = Set(more.values.flatMap(\.includedFolders)).subtracting(found.keys)
        }
        return found.keys.sorted().flatMap { found[$0]!.templates }
    }

    /// Each of `names`, reading the ones not read yet together, on every core. Two runs that want the same
    /// folder at once may both read it; the same items make the same templates, and the first is kept.
    private func folders(_ names: [String]) -> [String: Folder]? {
        var result = lock.sync { folders.filter { names.contains($0.key) } }
        let missing = names.filter { result[$0] == nil }
        let pending = missing.flatMap { name in (items[name] ?? []).map { (folder: name, item: $0) } }
        let read = read
        let templates = concurrently(pending.count) { read(pending[$0].item) }
        var fresh = Dictionary(uniqueKeysWithValues: missing.map { ($0, Folder(templates: [], includedFolders: [])) })
        for (entry, template) in zip(pending, templates) {
            guard let template else { return nil }
            fresh[entry.folder]!.templates.append(template)
            fresh[entry.folder]!.includedFolders.formUnion(template.includedTemplates.map { Self.folder(of: $0.name) })
        }
        lock.sync { folders.merge(fresh) { kept, _ in kept } }
        result.merge(fresh) { kept, _ in kept }
        return result
    }

    /// A template's folder: the first component of its path or name.
    static func folder(of path: String) -> String {
        path.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? path
    }
}
