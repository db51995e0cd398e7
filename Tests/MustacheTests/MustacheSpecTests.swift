import Foundation
import Mustache
import Testing

/// Runs the official Mustache spec (github.com/mustache/spec) from the conformance folder: every
/// required module and the optional inheritance module must pass in full.
@Suite struct MustacheSpecTests {
    /// Modules run, in the spec's reading order.
    static let modules = [
        "interpolation", "sections", "inverted", "comments", "partials", "delimiters", "~inheritance",
    ]
    /// Optional modules this engine does not implement.
    static let skippedModules = ["~lambdas", "~dynamic-names"]

    @Test func officialSpec() throws {
        guard let folder = Self.specFolder() else {
            print("SKIPPED: Mustache spec not found (set CONTRACTGEN_CONFORMANCE to the conformance folder)")
            if ProcessInfo.processInfo.environment["CONTRACTGEN_STRICT"] == "1" {
                Issue.record("the Mustache spec was not found and CONTRACTGEN_STRICT=1 requires it")
            }
            return
        }

        var counts: [String] = []
        var passedTotal = 0
        var total = 0
        for module in Self.modules {
            let url = folder.appendingPathComponent(module + ".json")
            let data = try Data(contentsOf: url)
            let spec = try JSONDecoder().decode(SpecFile.self, from: data)
            var passed = 0
            for test in spec.tests {
                if let failure = Self.run(test) {
                    Issue.record(Comment(rawValue: "\(module) – \(test.name): \(failure)"))
                } else {
                    passed += 1
                }
            }
            #expect(!spec.tests.isEmpty, "\(module).json holds no tests")
            counts.append("\(module.trimmingCharacters(in: ["~"])) \(passed)/\(spec.tests.count)")
            passedTotal += passed
            total += spec.tests.count
        }
        print(
            "Mustache spec: \(counts.joined(separator: ", ")), total \(passedTotal)/\(total) passed "
                + "(required modules + inheritance; optional \(Self.skippedModules.joined(separator: " and ")) not implemented, skipped)"
        )
    }

    /// Renders one spec test; returns what went wrong, or nil when it passed.
    private static func run(_ test: SpecTest) -> String? {
        // A name no spec partial uses, for the template under test.
        let rootName = "(spec test)"
        var sources = test.partials ?? [:]
        sources[rootName] = test.template
        let actual: String
        let fromBytes: String
        do {
            let library = try MustacheLibrary(templates: sources)
            actual = try library.render(rootName, test.data.value, escape: MustacheEscaping.html)
            // The same templates written as bytes and read back (how contractgen carries its own) render alike.
            let decoded = MustacheLibrary(try library.names.map { try MustacheTemplate(encoded: library[$0]!.encoded) })
            guard library.names.allSatisfy({ decoded[$0] == library[$0] }) else { return "decoded templates differ" }
            fromBytes = try decoded.render(rootName, test.data.value, escape: MustacheEscaping.html)
        } catch {
            return "threw \(error)\n  template: \(test.template.debugDescription)"
        }
        guard fromBytes == actual else { return "rendered differently after encoding: \(fromBytes.debugDescription)" }
        guard actual != test.expected else { return nil }
        return """
            wrong output
              template: \(test.template.debugDescription)
              partials: \((test.partials ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.debugDescription)" }.joined(separator: ", "))
              expected: \(test.expected.debugDescription)
              actual:   \(actual.debugDescription)
            """
    }

    /// `$CONTRACTGEN_CONFORMANCE/mustache-spec`, else `<package root>/../shared/conformance/mustache-spec`.
    private static func specFolder() -> URL? {
        let conformance: URL
        if let configured = ProcessInfo.processInfo.environment["CONTRACTGEN_CONFORMANCE"], !configured.isEmpty {
            conformance = URL(fileURLWithPath: configured)
        } else {
            // This file is <package root>/Tests/MustacheTests/MustacheSpecTests.swift.
            let packageRoot = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            conformance = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")
        }
        let folder = conformance.appendingPathComponent("mustache-spec")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            return nil
        }
        return folder
    }
}

private struct SpecFile: Decodable {
    let tests: [SpecTest]
}

private struct SpecTest: Decodable {
    let name: String
    let data: SpecData
    let template: String
    let partials: [String: String]?
    let expected: String
}

/// Spec data decoded into `MustacheValue`. Booleans are tried before numbers so `true` never turns into 1.
private struct SpecData: Decodable {
    let value: MustacheValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let bool = try? container.decode(Bool.self) {
            value = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            value = .number(number)
        } else if let string = try? container.decode(String.self) {
            value = .string(string)
        } else if let list = try? container.decode([SpecData].self) {
            value = .list(list.map(\.value))
        } else {
            value = .object(try container.decode([String: SpecData].self).mapValues(\.value))
        }
    }
}
