// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "contractgen",
    // The generated Swift uses Swift's `Duration` (a contract whose Swift platform supports older releases gets milliseconds).
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "contractgen", targets: ["contractgen"]),
        .library(name: "ContractGenKit", targets: ["ContractGenKit"]),
        // Build-time Swift from a target's contract.json.
        .plugin(name: "ContractGenPlugin", targets: ["ContractGenPlugin"]),
        // `swift package contractgen`: regenerate committed outputs in place.
        .plugin(name: "ContractGenCommand", targets: ["ContractGenCommand"]),
    ],
    targets: [
        // A logic-less template engine that passes the official Mustache spec.
        .target(name: "Mustache"),
        // A strict RFC 8259 parser that keeps the line and column of every value.
        .target(name: "JSONSyntax"),
        // The pipeline: load → validate → lower → render → write. Its templates are Templates/, built in by the
        // EmbedTemplates plugin.
        .target(
            name: "ContractGenKit", dependencies: ["Mustache", "JSONSyntax", "CExtendedAttributes"],
            plugins: ["EmbedTemplates"]),
        // sys/xattr.h, so a file contractgen replaces keeps its extended attributes and ACLs.
        .systemLibrary(name: "CExtendedAttributes"),
        .executableTarget(name: "contractgen", dependencies: ["ContractGenKit"]),

        .plugin(
            name: "ContractGenPlugin",
            capability: .buildTool(),
            dependencies: ["contractgen"],
            path: "Sources/Plugins/ContractGenPlugin"
        ),
        .plugin(
            name: "ContractGenCommand",
            capability: .command(
                intent: .custom(
                    verb: "contractgen", description: "Regenerate the outputs of every contract.json in this package"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "contractgen writes the generated code and docs beside each contract.json")
                ]
            ),
            dependencies: ["contractgen"],
            path: "Sources/Plugins/ContractGenCommand"
        ),

        // The Swift contractgen renders from contract.json, compiled by every build and tested below.
        .target(name: "GeneratedContract", path: "Generated/Swift"),
        // The same for the second contract in Tests/Fixtures, whose shape (flows, callbacks, legacy messages)
        // the repository's own contract does not have.
        .target(name: "SecondContractSwift", path: "Tests/Fixtures/SecondContract/Generated/Swift"),

        // Writes Templates/ as Swift (sources and parsed trees) for ContractGenKit, at build time.
        .executableTarget(name: "template-embedder", dependencies: ["Mustache"]),
        .plugin(
            name: "EmbedTemplates", capability: .buildTool(), dependencies: ["template-embedder"],
            path: "Sources/Plugins/EmbedTemplates"),

        // Temporary folders that are always deleted, and what the tests of files need (root, snapshots).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "TestSupport"]),
        .testTarget(name: "JSONSyntaxTests", dependencies: ["JSONSyntax"]),
        .testTarget(name: "ContractGenKitTests", dependencies: ["ContractGenKit", "TestSupport"]),
        .testTarget(name: "GeneratedContractTests", dependencies: ["GeneratedContract"]),
        .testTarget(name: "SecondContractTests", dependencies: ["SecondContractSwift"]),
        // Each contract's conformance vectors, run by the runner contractgen generates for SDKs' test targets.
        .testTarget(
            name: "GeneratedConformanceTests", dependencies: ["GeneratedContract"], path: "Generated/Tests/Swift"),
        .testTarget(
            name: "SecondContractConformanceTests", dependencies: ["SecondContractSwift"],
            path: "Tests/Fixtures/SecondContract/Generated/Tests/Swift"),
        // Runs the built contractgen binary as users do.
        .testTarget(name: "CLITests", dependencies: ["contractgen", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
