@testable import ContractGenKit
import Foundation
import Mustache
import Testing

/// A run reads the templates of the targets it renders, and of every folder those include, and nothing else.
@Suite struct TemplateFoldersTests {
    struct Source: Sendable {
        let name: String
        let text: String
    }

    /// Counts reads; `read` runs on several threads at once.
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []
        func note(_ name: String) { lock.withLock { names.append(name) } }
        var all: [String] { lock.withLock { names.sorted() } }
    }

    static func folders(_ sources: [String: String], reads: Reads) -> TemplateFolders<Source> {
        TemplateFolders(
            Dictionary(uniqueKeysWithValues: sources.map { ($0.key, Source(name: $0.key, text: $0.value)) })
        ) { source in
            reads.note(source.name)
            return try? MustacheTemplate(source.text, name: source.name)
        }
    }

    /// `a` includes `b` by a partial and `c` by a parent inside an inverted section; `c` includes `d` after a
    /// block. `e` is included by nothing.
    static let sources = [
        "a/main": "A{{>b/part}}{{^missing}}{{<c/layout}}{{$slot}}s{{/slot}}{{/c/layout}}{{/missing}}",
        "a/other": "plain",
        "b/part": "B",
        "c/layout": "C{{$slot}}{{/slot}}{{>d/leaf}}",
        "d/leaf": "D",
        "e/unused": "E",
    ]

    @Test func readsTheFoldersAskedForAndWhatTheyIncludeOnce() throws {
        let reads = Reads()
        let folders = Self.folders(Self.sources, reads: reads)
        let templates = try #require(folders.templates(closingOver: ["a"]))
        #expect(templates.map(\.name).sorted() == ["a/main", "a/other", "b/part", "c/layout", "d/leaf"])
        #expect(reads.all == ["a/main", "a/other", "b/part", "c/layout", "d/leaf"])
        #expect(try MustacheLibrary(templates).render("a/main", [:]) == "ABCsD")

        // Folders read before are kept: asking again reads only `e`.
        let again = try #require(folders.templates(closingOver: ["e", "a"]))
        #expect(again.map(\.name).sorted() == Self.sources.keys.sorted())
        #expect(reads.all == Self.sources.keys.sorted())
    }

    @Test func aTemplateThatDoesNotReadBackGivesNothing() {
        var sources = Self.sources
        sources["d/leaf"] = "{{#open}}never closed"
        let folders = Self.folders(sources, reads: Reads())
        #expect(folders.templates(closingOver: ["a"]) == nil)
        #expect(folders.templates(closingOver: ["e"])?.map(\.name) == ["e/unused"])
    }

    /// The build plugin's run (the Swift target) gets exactly the templates in Templates/swift, and the docs
    /// target those in Templates/docs, as on disk.
    @Test func aTargetGetsItsFolderOfBuiltInTemplates() throws {
        for (target, folder) in [(Target.swift, "swift"), (.docs, "docs")] {
            let compiled = try TemplateSet.builtIn.compile(for: [target])
            #expect(compiled.library.names == Self.templateNames(in: folder))
        }
    }

    static func templateNames(in folder: String) -> [String] {
        let templates = Repository.url("Templates")
        let walker = FileManager.default.enumerator(
            at: templates.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        var names: [String] = []
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            names.append(
                String(
                    url.standardizedFileURL.deletingPathExtension().path.dropFirst(
                        templates.standardizedFileURL.path.count + 1)))
        }
        return names.sorted()
    }
}
