import Foundation
import Testing
import TestSupport

/// `--diagnostics-format json` and `github` on the invalid-contract corpus: every diagnostic the text form prints
/// (the `.expected` files) comes out as one JSON object a line, read back by Foundation's parser, or as one
/// GitHub annotation a line, on stdout, with nothing written.
@Suite struct DiagnosticFormatCLITests {
    static let corpus = InvalidContractCLITests.corpus

    /// Each case's expected diagnostics: `(line, column, message)`.
    func expected(_ name: String) throws -> [(line: Int, column: Int, message: String)] {
        let text = try String(
            contentsOf: CLITests.root.appendingPathComponent(
                "\(Self.corpus)/\(name.replacingOccurrences(of: ".json", with: ".expected"))"),
            encoding: .utf8)
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            return (Int(parts[0]) ?? 0, Int(parts[1]) ?? 0, String(parts[3].dropFirst(1)))
        }
    }

    func cases() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: CLITests.root.appendingPathComponent(Self.corpus).path)
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func jsonLinesCarryEveryDiagnostic() throws {
        var checked = 0
        var fixIts = 0
        for name in try cases() {
            let path = "\(Self.corpus)/\(name)"
            let run = try runProcess(
                CLITests.binary, ["--contract", path, "--out", "/nonexistent/out", "--diagnostics-format", "json"],
                in: CLITests.root)
            #expect(run.status == 1 && run.stderr.isEmpty, "\(path): exit \(run.status), stderr \(run.stderr)")
            let lines = run.stdout.split(separator: "\n")
            let wanted = try expected(name)
            #expect(lines.count == wanted.count, "\(path): \(lines.count) lines for \(wanted.count) diagnostics")
            for (line, want) in zip(lines, wanted) {
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    "\(path): not a JSON object: \(line)")
                #expect(
                    Set(object.keys) == ["file", "line", "column", "severity", "rule", "message", "fixIt"],
                    "\(path): keys \(object.keys.sorted())")
                #expect(
                    object["file"] as? String == path && object["line"] as? Int == want.line
                        && object["column"] as? Int == want.column, "\(path): \(line)")
                #expect(
                    object["message"] as? String == want.message && object["severity"] as? String == "error",
                    "\(path): \(line)")
                #expect(
                    ["syntax", "schema", "contract", "names", "input"].contains(object["rule"] as? String ?? ""),
                    "\(path): rule \(String(describing: object["rule"]))")
                if let fixIt = object["fixIt"] as? [String: Any] {
                    #expect(
                        fixIt["replacement"] is String
                            && want.message.contains("'\(fixIt["replacement"] as? String ?? "")'"), "\(path): \(line)")
                    fixIts += 1
                } else {
                    #expect(object["fixIt"] is NSNull, "\(path): fixIt \(String(describing: object["fixIt"]))")
                }
                checked += 1
            }
        }
        #expect(checked > 100 && fixIts > 5, "\(checked) diagnostics, \(fixIts) with a fix-it")
        print("Diagnostics as JSON lines: \(checked) checked, \(fixIts) with a fix-it")
    }

    @Test func githubAnnotationsPointAtEachLine() throws {
        var checked = 0
        for name in try cases() {
            let path = "\(Self.corpus)/\(name)"
            let run = try runProcess(
                CLITests.binary, ["--contract", path, "--out", "/nonexistent/out", "--diagnostics-format", "github"],
                in: CLITests.root)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let wanted = try expected(name)
            #expect(run.status == 1 && lines.count == wanted.count, "\(path): exit \(run.status), \(lines.count) lines")
            for (line, want) in zip(lines, wanted) {
                let escaped = want.message.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(
                    of: "\n", with: "%0A")
                #expect(
                    line.hasPrefix("::error file=\(path),line=\(want.line),col=\(want.column),title=contractgen ("),
                    "\(path): \(line)")
                #expect(line.hasSuffix(")::" + escaped), "\(path): \(line)")
                checked += 1
            }
        }
        print("Diagnostics as GitHub annotations: \(checked) checked")
    }
}
