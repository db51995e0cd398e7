// swift-tools-version: 6.1
// The build and command plugins with contractgen as a prebuilt artifact bundle: a package that depends on this
// one compiles none of contractgen. Tests/Release/build-artifact-bundle assembles it (this manifest, the plugins'
// sources from Sources/Plugins and the bundle) into .build/release-bundle/ContractGenPlugins; a release publishes it
// with `.binaryTarget(name: "contractgen", url: …, checksum: …)` instead of the path.
import PackageDescription

let package = Package(
    name: "ContractGenPlugins",
    products: [
        .plugin(name: "ContractGenPlugin", targets: ["ContractGenPlugin"]),
        .plugin(name: "ContractGenCommand", targets: ["ContractGenCommand"]),
    ],
    targets: [
        .binaryTarget(name: "contractgen", path: "contractgen.artifactbundle.zip"),
        .plugin(name: "ContractGenPlugin", capability: .buildTool(), dependencies: ["contractgen"], path: "Plugins/ContractGenPlugin"),
        .plugin(
            name: "ContractGenCommand",
            capability: .command(
                intent: .custom(verb: "contractgen", description: "Regenerate the outputs of every contract.json in this package"),
                permissions: [.writeToPackageDirectory(reason: "contractgen writes the generated code and docs beside each contract.json")]
            ),
            dependencies: ["contractgen"],
            path: "Plugins/ContractGenCommand"
        ),
    ]
)
