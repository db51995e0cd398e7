import Mustache

/// Kotlin for each platform written in Kotlin. (Being written: renders nothing yet.)
struct KotlinTarget {
    let code: PlatformCode
    let folder: String

    func render(with templates: CompiledTemplates) throws(DiagnosticError) -> [GeneratedFile] {
        []
    }
}
