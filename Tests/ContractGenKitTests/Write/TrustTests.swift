@testable import ContractGenKit
import Testing

/// What the write stage trusts: a manifest line or a journal only for paths contractgen writes, and a file only
/// by the SHA-256 of its bytes.
@Suite struct TrustTests {
    /// FIPS 180-4's examples (NIST's published digests), and a message across many pieces of odd sizes.
    @Test func sha256MatchesThePublishedExamples() {
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(of: [UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hex(of: million) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        let pieces = stride(from: 0, to: million.count, by: 61).map { Array(million[$0..<min($0 + 61, million.count)]) }
        #expect(SHA256.hex(of: pieces) == SHA256.hex(of: million))
    }

    @Test(arguments: [
        ("Swift/ContractEnums.swift", true), ("Dart/lib/src/bridge.dart", true), ("Docs/sdk-contract.md", true),
        (".env", false), (".git/config", false), ("Swift/.git/hooks/pre-commit", false), ("Swift/.GIT/config", false),
        ("Sources/important.swift", false), ("Swift", false), ("Swift/../../x", false), ("/etc/passwd", false),
        ("Swift/.contractgen-staging/0", false), ("Docs/.contractgen-manifest", false),
    ])
    func onlyPathsInATargetsFolderAreGeneratable(_ path: String, _ generatable: Bool) {
        #expect(OutputPath.isGeneratable(path) == generatable)
    }

    @Test func aManifestLineContractgenCouldNotHaveWrittenIsAProblemAtItsLine() {
        let digest = String(repeating: "a", count: 64)
        let text =
            "# header\n\(digest)  Swift/A.swift\n.env\n\(digest)  .git/config\nSwift/B.swift\n\(digest)  Swift/A.swift\n"
        let (manifest, problems) = Manifest.parse(text, file: "out/.contractgen-manifest")
        #expect(
            manifest.entries == [
                Manifest.Entry(path: "Swift/A.swift", digest: digest),
                Manifest.Entry(path: "Swift/B.swift", digest: nil),
            ])
        #expect(problems.map(\.location?.line) == [3, 4, 6])
        #expect(problems[0].message.hasPrefix("the manifest lists '.env', which is not a file contractgen writes"))
        #expect(problems[2].message.hasPrefix("the manifest lists 'Swift/A.swift' twice"))
        #expect(Manifest.parse(manifest.text, file: "m").manifest == manifest, "what it writes, it reads back")
    }

    @Test func aJournalNamingAnythingButGeneratedFilesIsNotOne() {
        let digest = String(repeating: "0", count: 64)
        #expect(
            Journal(
                parsing:
                    "contractgen journal 2\nmove 0 \(digest) Swift/A.swift\nremove \(digest) Kotlin/B.kt\nmanifest \(digest)\n"
            ) != nil)
        for line in [
            "move 0 \(digest) .git/hooks/pre-commit", "remove \(digest) Sources/important.swift",
            "move 0 Swift/A.swift",
            "remove Swift/A.swift", "move ../0 \(digest) Swift/A.swift", "manifest",
        ] {
            #expect(Journal(parsing: "contractgen journal 2\n\(line)\n") == nil, "\(line)")
        }
        #expect(
            Journal(parsing: "contractgen journal 1\nmove 0 Swift/A.swift\n") == nil,
            "the format without digests is not carried out")
    }

    /// A run stops keeping diagnostics at the limit and counts the rest.
    @Test func diagnosticsAreKeptUpToTheLimitAndTheRestCounted() throws {
        var collector = DiagnosticCollector()
        var built = 0
        for index in 0..<(DiagnosticCollector.limit + 50) {
            collector.error(
                {
                    built += 1
                    return "problem \(index)"
                }(), at: nil)
        }
        #expect(collector.diagnostics.count == DiagnosticCollector.limit)
        #expect(collector.omitted == 50)
        #expect(built == DiagnosticCollector.limit, "no message is built past the limit")
        let error = try #require(throws: DiagnosticError.self) { try collector.check() }
        #expect(
            error.count == "\(DiagnosticCollector.limit + 50) errors (the first \(DiagnosticCollector.limit) shown)")
    }
}
