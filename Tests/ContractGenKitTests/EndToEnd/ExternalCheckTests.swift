import ContractGenKit
import Foundation
import Testing
import TestSupport

/// The rendered files checked by the tools their readers use.
@Suite struct ExternalCheckTests {
    /// The reference page is valid GFM by pymarkdownlnt with tables on; line length is off (wide tables), and
    /// `<br>` is the one HTML element allowed: GFM has no other way to break a line inside a table cell.
    /// MD060 (column alignment) is off because pymarkdownlnt 0.9.41 measures a code span holding `"` at its
    /// HTML-escaped width (`&quot;`), so it misreads the published Default cell `"system"`;
    /// `ReferencePageTests.tablesAreAligned` checks alignment instead.
    @Test(
        arguments: [
            "contract.json", "Tests/Fixtures/SecondContract/contract.json",
            "Tests/Fixtures/SparseContract/contract.json",
        ])
    func referencePagePassesTheMarkdownLinter(_ contract: String) throws {
        guard let pymarkdown = ExternalTool.require("pymarkdown", install: "pip install pymarkdownlnt==0.9.41") else {
            return
        }
        let folder = try temporaryFolder("lint")
        let page = try #require(
            try GeneratorPipeline(targets: [.docs]).run(contract: Repository.bytes(contract), file: "contract.json")
                .first)
        let file = folder.appendingPathComponent("sdk-contract.md")
        try page.contents.write(to: file, atomically: false, encoding: .utf8)
        let result = try pymarkdown.run([
            "--set", "extensions.markdown-tables.enabled=$!True", "--disable-rules", "md013,md060",
            "--set", "plugins.md033.allowed_elements=!--,br", "scan", file.path,
        ])
        #expect(result.status == 0, "pymarkdown found problems:\n\(result.combined)")
        if result.status == 0 { print("pymarkdown: \(contract)'s reference page clean (tables extension on)") }
    }

    /// The generated JSON Schema is a valid draft 2020-12 schema, accepts the repository's contract, and
    /// rejects a contract with a misspelt key: what an editor shows is what contractgen checks.
    @Test func schemaValidatesContractsLikeTheValidator() throws {
        guard let python = ExternalTool.require("python3", install: "apt-get install python3") else { return }
        guard try python.run(["-c", "import jsonschema"]).status == 0 else {
            ExternalTool.skip("the jsonschema Python module not found (install: pip install jsonschema)")
            return
        }
        let folder = try temporaryFolder("schema")
        let schema = try #require(try Repository.render([.schema]).first)
        try schema.contents.write(to: folder.appendingPathComponent("schema.json"), atomically: false, encoding: .utf8)
        var broken = try ContractText.repository()
        broken.replace("\"payload_rule\"", with: "\"payload_rul\"")
        try broken.text.write(to: folder.appendingPathComponent("broken.json"), atomically: false, encoding: .utf8)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            good = list(validator.iter_errors(json.load(open(sys.argv[2]))))
            bad = list(validator.iter_errors(json.load(open(sys.argv[3]))))
            print("repository contract:", len(good), "errors; broken contract:", len(bad), "errors")
            sys.exit(0 if not good and bad else 1)
            """
        let result = try python.run([
            "-c", script, folder.appendingPathComponent("schema.json").path,
            Repository.url("contract.json").path, folder.appendingPathComponent("broken.json").path,
        ])
        #expect(result.status == 0, "\(result.combined)")
        print("jsonschema: \(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))")
    }

    /// The TypeScript of the repository's contract, the second contract and the variants is what
    /// `deno fmt --line-width 120` leaves as it is: the templates' layout sections checked by a real formatter.
    /// (The hostile contract is left out: deno would quote its strings that hold `"` with `'`, and break its
    /// longest reads further; the generator does neither.)
    @Test func typeScriptIsLaidOutAsDenoFmtWrites() throws {
        guard let deno = ExternalTool.require("deno", install: "pip install deno==2.9.8") else { return }
        let folder = try temporaryFolder("deno-fmt")
        var contracts: [(String, [UInt8])] = [
            ("contract.json", try Repository.bytes("contract.json")),
            ("second contract", try Repository.bytes("Tests/Fixtures/SecondContract/contract.json")),
            ("second contract for React Native", try ContractObject.bytes(SparseContractTests.secondForReactNative())),
            ("native-wrapper family", try Repository.bytes("Tests/Fixtures/NativeWrapper/contract.json")),
        ]
        for variant in VariantContractTests.variants {
            var contract =
                try JSONSerialization.jsonObject(with: Data(Repository.bytes("contract.json"))) as! [String: Any]
            variant.change(&contract)
            contracts.append((variant.description, try ContractObject.bytes(contract)))
        }
        var count = 0
        for (index, (_, bytes)) in contracts.enumerated() {
            let files = try GeneratorPipeline(targets: [.typescript]).run(contract: bytes, file: "contract.json")
            let target = folder.appendingPathComponent("\(index)")
            _ = try OutputWriter(directory: target).write(files)
            count += files.count
        }
        let result = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "DENO_DIR=" + folder.appendingPathComponent(".deno").path, "DENO_NO_UPDATE_CHECK=1", "NO_COLOR=1",
                deno.url.path, "fmt", "--check", "--line-width", "120", folder.path,
            ])
        #expect(
            result.status == 0, "deno fmt would change the TypeScript of \(contracts.map(\.0)):\n\(result.combined)")
        if result.status == 0 {
            print("deno fmt --line-width 120: \(count) TypeScript files of \(contracts.count) contracts unchanged")
        }
    }
}
