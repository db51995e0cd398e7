import Mustache

/// Dart for each platform written in Dart. (Being written: renders nothing yet.)
struct DartTarget {
    let code: PlatformCode
    let folder: String

    func render(with templates: CompiledTemplates) throws(DiagnosticError) -> [GeneratedFile] {
        []
    }
}
