import ContractGenKit
import Foundation

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
    path.hasPrefix("/") ? path : ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(path)
}

/// Every `*.mustache` below `folder`, keyed by its path relative to it.
func readTemplates(_ folder: String) throws(DiagnosticError) -> [String: (source: String, origin: String)] {
    let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
        throw DiagnosticError([Diagnostic(.error, "cannot read the templates folder '\(folder)'", at: nil)])
    }
    var files: [String: (source: String, origin: String)] = [:]
    while let url = walker.nextObject() as? URL {
        guard url.pathExtension == "mustache" else { continue }
        let key = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
        let origin = (folder as NSString).appendingPathComponent(key)
        files[key] = (String(decoding: try readFile(url.path, what: "template"), as: UTF8.self), origin)
    }
    return files
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
