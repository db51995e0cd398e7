import ContractGenKit

/// What an edit changes in the rendered output, judged apart from the diff: code (a file added, removed, or a
/// line that is not a comment changed), documentation only (the reference page and comments), or nothing.
enum RenderedChange: String {
    case code, docs, none

    /// Every target but the schema, which describes the format and not the contract.
    static let pipeline = GeneratorPipeline(targets: Target.allCases.filter { $0 != .schema })

    static func render(_ bytes: [UInt8]) -> [String: String]? {
        guard let files = try? pipeline.run(contract: bytes, file: "contract.json") else { return nil }
        return Dictionary(files.map { ($0.path, $0.contents) }) { first, _ in first }
    }

    static func between(_ old: [String: String], _ new: [String: String]) -> RenderedChange {
        var change = RenderedChange.none
        for path in Set(old.keys).union(new.keys) where old[path] != new[path] {
            if path.hasPrefix("Docs/") {
                change = .docs
                continue
            }
            guard let before = old[path], let after = new[path], code(before) == code(after) else { return .code }
            change = .docs
        }
        return change
    }

    /// The lines of a file that are not comments (`///`, `//`, `/** … */`), without their indentation.
    private static func code(_ text: String) -> [Substring] {
        text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { line in
            !(line.hasPrefix("//") || line.hasPrefix("/*") || line.hasPrefix("*"))
        }
    }
}
