import Mustache

/// TypeScript for each platform written in TypeScript. (Being written: renders nothing yet.)
struct TypeScriptTarget {
    let code: PlatformCode
    let folder: String

    func render(with templates: CompiledTemplates) throws(DiagnosticError) -> [GeneratedFile] {
        []
    }
}
