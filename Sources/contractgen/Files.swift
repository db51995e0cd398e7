import ContractGenKit
// FoundationEssentials where it exists (Linux): the rest of Foundation (ICU, locales) costs milliseconds
// of start-up that a run of a few tens of milliseconds would notice.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func readFile(_ path: String, what: String) throws(DiagnosticError) -> [UInt8] {
    // A huge file is refused before it is read.
    if what == "contract", let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int {
        try ContractLoader.checkSize(size, file: path)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        let flag = what == "contract" ? "; pass its path with --contract" : ""
        throw DiagnosticError([Diagnostic(.error, "cannot read the \(what) '\(path)'\(flag)", at: nil)])
    }
    return [UInt8](data)
}

/// `path` relative to the folder of `file`, unless it is absolute.
func relative(_ path: String, to file: String) -> String {
    path.hasPrefix("/") ? path : PathText.join(PathText.parent(of: file), path)
}

/// Every `*.mustache` below `folder`, keyed by its path relative to it.
func readTemplates(_ folder: String) throws(DiagnosticError) -> [String: (source: String, origin: String)] {
    guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: folder) else {
        throw DiagnosticError([Diagnostic(.error, "cannot read the templates folder '\(folder)'", at: nil)])
    }
    var files: [String: (source: String, origin: String)] = [:]
    for key in paths.sorted() where key.hasSuffix(".mustache") {
        let origin = PathText.join(folder, key)
        files[key] = (String(decoding: try readFile(origin, what: "template"), as: UTF8.self), origin)
    }
    return files
}

/// The file URL of `path`, for the writer.
func fileURL(_ path: String) -> URL {
    URL(fileURLWithPath: path)
}

func exitProcess(_ code: Int32) -> Never {
    exit(code)
}

func printError(_ text: String) {
    let bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
