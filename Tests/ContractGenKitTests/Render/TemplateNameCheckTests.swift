@testable import ContractGenKit
import Mustache
import Testing

/// An overriding template is checked before anything renders: every name it reads, in every section, must be one
/// the built-in templates of its folder read.
@Suite struct TemplateNameCheckTests {
    func errors(overriding path: String, with source: String, targets: [Target]) throws -> [String] {
        let templates = try TemplateSet.builtIn.overriding(with: [
            path: (source: source, origin: "my-templates/" + path)
        ])
        let contract = try Repository.bytes("contract.json")
        do throws(DiagnosticError) {
            _ = try GeneratorPipeline(targets: targets, templates: templates).run(
                contract: contract, file: "contract.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A misspelt name fails the run at the override's line and column, with the name it meant, and nothing
    /// renders; without the check it rendered as a blank.
    @Test func aMisspeltNameFailsAtItsTag() throws {
        let found = try errors(
            overriding: "swift/ContractResult.swift.mustache",
            with: "{{#results}}\ncase {{caseNmae}}\n{{/results}}\n", targets: [.swift])
        #expect(
            found == [
                "my-templates/swift/ContractResult.swift.mustache:2:6: error: 'caseNmae' names nothing the swift templates' view model has; did you mean 'caseName'?; an override reads the names the built-in templates read"
            ])
    }

    /// The check is static: a name in a section this contract never enters (the repository's contract has
    /// results, so `{{^hasResults}}` renders nothing) is checked all the same.
    @Test func aSectionTheContractNeverReachesIsChecked() throws {
        let found = try errors(
            overriding: "swift/ContractResult.swift.mustache",
            with: "{{^hasResults}}\n{{noResultsDoc}}\n{{/hasResults}}\n", targets: [.swift])
        #expect(
            found.count == 1
                && found[0].hasPrefix(
                    "my-templates/swift/ContractResult.swift.mustache:2:1: error: 'noResultsDoc' names nothing the swift templates' view model has"
                ))
    }

    /// The names are each folder's own: Kotlin's `endingMembers` is nothing in a Swift template.
    @Test func anotherLanguagesNameIsNotInTheViewModel() throws {
        let found = try errors(
            overriding: "swift/ContractResult.swift.mustache",
            with: "{{#endingMembers}}-{{/endingMembers}}\n", targets: [.swift])
        #expect(
            found.count == 1
                && found[0].hasPrefix(
                    "my-templates/swift/ContractResult.swift.mustache:1:1: error: 'endingMembers' names nothing")
        )
    }

    /// What the view model has passes, read where it has it, and every built-in template, given as an override, passes.
    @Test func whatTheViewModelHasPasses() throws {
        #expect(
            try errors(
                overriding: "swift/ContractResult.swift.mustache",
                with: "{{#results}}{{access}}{{resultType}}.{{caseName}}{{/results}}\n", targets: [.swift]
            ).isEmpty)
        let every = TemplateSet.builtIn.sources.mapValues { (source: $0, origin: "copy") }
        let templates = try TemplateSet.builtIn.overriding(with: every)
        #expect(
            try GeneratorPipeline(templates: templates).run(
                contract: Repository.bytes("contract.json"), file: "contract.json"
            ).count > 0)
    }

    /// The names each language's templates read, from the built-in templates (printed), and the sections read
    /// under one spelling in every language that has them (Kotlin's `needsUrls` was its own).
    @Test func eachLanguageReadsItsOwnVocabulary() throws {
        let library = try #require(
            try? MustacheLibrary(
                templates: Dictionary(
                    uniqueKeysWithValues: TemplateSet.builtIn.sources.map {
                        (TemplateSet.templateName($0.key), $0.value)
                    })))
        var names: [Substring: Set<String>] = [:]
        for entry in library.entryNames {
            let folder = entry.split(separator: "/").first ?? ""
            for read in library.nameReads(from: entry) { names[folder, default: []].insert(read.name) }
        }
        for language in ["swift", "kotlin", "typescript", "dart"] {
            print("\(language) templates read \(names[Substring(language)]?.count ?? 0) names")
        }
        let sections: Set = ["hasResults", "hasEvents", "hasBridge", "hasConfiguration", "hasNavigation", "needsURLs"]
        for language in ["swift", "kotlin", "typescript"] {
            #expect(
                sections.isSubset(of: names[Substring(language)] ?? []),
                "\(language) reads \(sections.subtracting(names[Substring(language)] ?? []))")
        }
    }
}
