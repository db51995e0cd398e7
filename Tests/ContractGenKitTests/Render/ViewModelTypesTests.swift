@testable import ContractGenKit
import Mustache
import Testing

/// Each template folder's view model is a Swift type (`SwiftContext`, `DocsContext`, …) projected in one place
/// (`MustacheValue(projecting:)`). Walked against the built-in templates: every name a template reads is one the
/// types give, and every name the types give is read by some template, so no key is built and never read.
@Suite struct ViewModelTypesTests {
    /// The contracts whose view models are walked, with the repository's variants: together they have every
    /// optional part.
    static let contracts = [
        "contract.json", "Tests/Fixtures/SecondContract/contract.json", "Tests/Fixtures/HostileContract/contract.json",
        "Tests/Fixtures/SparseContract/contract.json", "Tests/Fixtures/NativeWrapper/contract.json",
    ]

    /// Every name each folder's view model types give, on the contracts above, by template folder.
    static func namesGiven() throws -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        let sources =
            try contracts.map { ($0, try Repository.bytes($0)) }
            + VariantContractTests.variants.map { ("contract.json", try VariantContractTests.bytes($0)) }
        for (path, bytes) in sources {
            let contract = try ContractValidator.validate(ContractLoader.load(bytes, file: path), file: path)
            let lowered = LoweredContract(contract)
            for plan in lowered.platforms {
                let target = plan.platform.language.target
                let context = target.init(
                    code: PlatformCode(plan, of: lowered), folder: target.folder, options: GenerationOptions()
                ).context
                names[plan.platform.language.rawValue, default: []].formUnion(keys(in: context))
            }
            names["docs", default: []].formUnion(keys(in: DocsTarget(lowered).context))
            names["web", default: []].formUnion(keys(in: WebTarget(lowered).context))
            if let simulator = WebTarget(lowered).simulatorContext {
                names["web", default: []].formUnion(keys(in: simulator))
            }
        }
        names["schema"] = keys(in: SchemaTarget().context)
        return names
    }

    /// Every key of every object in `value`, deferred parts and lazy lists made, and a layout's names.
    static func keys(in value: MustacheValue) -> Set<String> {
        switch value {
        case .object(let fields):
            fields.keys.reduce(into: Set(fields.keys)) { $0.formUnion(keys(in: fields[$1] ?? .null)) }
        case .list(let items): items.reduce(into: []) { $0.formUnion(keys(in: $1)) }
        case .lazyList(let list): (0..<list.count).reduce(into: []) { $0.formUnion(keys(in: list.item($1))) }
        case .deferred(let deferred): keys(in: deferred.make())
        case .layout(let layout): Set(layout.names)
        case .null, .bool, .number, .string: []
        }
    }

    /// Every name the built-in templates of each folder read, each part of a dotted name on its own.
    static func namesRead() throws -> [String: Set<String>] {
        let library = try TemplateSet.builtIn.compile(for: Target.allCases).library
        var names: [String: Set<String>] = [:]
        for entry in library.entryNames {
            let folder = String(entry.split(separator: "/").first ?? "")
            for read in library.nameReads(from: entry) {
                names[folder, default: []].formUnion(read.name.split(separator: ".").map(String.init))
            }
        }
        return names
    }

    @Test func everyNameATemplateReadsIsOneItsTypesGive() throws {
        let given = try Self.namesGiven()
        for (folder, read) in try Self.namesRead() where folder != "vectors" {
            let missing = read.subtracting(given[folder] ?? [])
            #expect(missing.isEmpty, "\(folder) templates read names no view model type gives: \(missing.sorted())")
        }
    }

    /// A name no template reads is work for nothing, and a name an override could read by mistake. The parts in
    /// `Render/Code` are shared, so a name of theirs needs one language that reads it; the others' names, their own.
    @Test func everyNameTheTypesGiveIsRead() throws {
        let read = try Self.namesRead()
        let given = try Self.namesGiven()
        // Set on every list item by the projection, for whichever template needs them.
        let placed: Set<String> = ["isFirst", "isLast"]
        let readAnywhere = read.values.reduce(into: placed) { $0.formUnion($1) }
        let givenAnywhere = given.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(
            givenAnywhere.subtracting(readAnywhere).isEmpty,
            "view model types give names no template reads: \(givenAnywhere.subtracting(readAnywhere).sorted())")
        for (folder, names) in given.sorted(by: { $0.key < $1.key }) {
            print("View model \(folder): \(names.count) names: \(names.sorted().joined(separator: " "))")
        }
    }
}
