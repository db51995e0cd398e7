import Mustache

/// The names an overriding template reads, checked before anything renders, in every section whether or not the
/// contract reaches it: each must be a name the built-in templates of its folder read. A view model has what its
/// built-in templates read, so a name outside that is a misspelling, another language's name, or a key no view
/// model gives, which would otherwise render as a blank. Which section a name belongs in is checked as the
/// override renders (`CompiledTemplates.strictTemplates`): the templates alone do not say which sections push
/// names and which only test a flag.
struct TemplateNameCheck {
    /// For each template folder (`swift`), the names its built-in templates read.
    private let vocabulary: [Substring: Set<Substring>]

    init(builtIn library: MustacheLibrary) {
        var vocabulary: [Substring: Set<Substring>] = [:]
        for entry in library.entryNames {
            vocabulary[Self.folder(of: entry), default: []].formUnion(library.nameReads(from: entry).map(\.firstKey))
        }
        self.vocabulary = vocabulary
    }

    /// Every name an overriding template (`overridden`, by template name) reads that its folder's view models
    /// lack, once per tag, at the template's file (`origins`, by template name).
    func problems(
        in library: MustacheLibrary, overridden: Set<String>, origins: [String: String]
    ) -> DiagnosticCollector {
        var diagnostics = DiagnosticCollector(rule: "template")
        var reported: Set<String> = []
        for entry in library.entryNames {
            let folder = Self.folder(of: entry)
            let names = vocabulary[folder] ?? []
            for read in library.nameReads(from: entry)
            where overridden.contains(read.templateName) && !names.contains(read.firstKey) {
                guard reported.insert("\(read.templateName):\(read.line):\(read.column)").inserted else { continue }
                let hint = Suggestions.hint(for: String(read.firstKey), among: names.map(String.init))
                diagnostics.error(
                    "'\(read.name)' names nothing the \(folder) templates' view model has\(hint); an override reads the names the built-in templates read",
                    at: SourceLocation(
                        file: origins[read.templateName] ?? read.templateName, line: read.line, column: read.column))
            }
        }
        return diagnostics
    }

    /// The folder of a template name (`swift/ContractEnums.swift` → `swift`).
    private static func folder(of name: String) -> Substring {
        name.split(separator: "/", maxSplits: 1).first ?? Substring(name)
    }
}
