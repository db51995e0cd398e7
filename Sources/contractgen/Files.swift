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
    let flag = what == "contract" ? "; pass its path with --contract" : ""
    let cannotRead = DiagnosticError([Diagnostic(.error, "cannot read the \(what) '\(path)'\(flag)", at: nil)])
    // open, fstat and read: FileManager's attributes look up the owner's name (a passwd lookup) on every call.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw cannotRead }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw cannotRead }
    // A huge file is refused before it is read.
    if what == "contract" { try ContractLoader.checkSize(Int(info.st_size), file: path) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: max(Int(info.st_size), 1 << 16))
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count >= 0 else { throw cannotRead }
        if count == 0 { break }
        bytes += chunk[..<count]
    }
    return bytes
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
