import Foundation
import Testing
import TestSupport

/// A program on PATH that a check needs (a compiler, a linter). When it is missing the check prints
/// `SKIPPED: <why>` and passes, except under `CONTRACTGEN_STRICT=1` (set by `.ci/run`), where a skip fails.
struct ExternalTool {
    let url: URL

    static var isStrict: Bool { ProcessInfo.processInfo.environment["CONTRACTGEN_STRICT"] == "1" }

    /// The tool, or nil after reporting the skip. `install` tells a reader how to get it.
    static func require(
        _ name: String, install: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> ExternalTool? {
        if let url = find(name) { return ExternalTool(url: url) }
        skip("\(name) not found (install: \(install))", sourceLocation: sourceLocation)
        return nil
    }

    static func skip(_ why: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        print("SKIPPED: \(why)")
        if isStrict {
            Issue.record("CONTRACTGEN_STRICT=1 turns this skip into a failure: \(why)", sourceLocation: sourceLocation)
        }
    }

    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    typealias Output = ProcessOutput

    func run(_ arguments: [String], in directory: URL? = nil) throws -> Output {
        try runProcess(url, arguments, in: directory)
    }
}

/// A fresh temporary folder for one test.
func temporaryFolder(_ name: String) throws -> URL {
    try TemporaryFolders.make(name)
}
