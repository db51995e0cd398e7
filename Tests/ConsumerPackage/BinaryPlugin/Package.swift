// swift-tools-version: 6.1
// The build plugin with contractgen as a prebuilt artifact bundle: a package that depends on this one compiles
// none of contractgen. Tests/ConsumerPackage/check assembles it with the bundle from
// Tests/Release/build-artifact-bundle and the plugin's own source (Sources/Plugins/ContractGenPlugin); a release
// publishes it with `.binaryTarget(name: "contractgen", url: …, checksum: …)` instead of the path.
import PackageDescription

let package = Package(
    name: "ContractGenPlugins",
    products: [
        .plugin(name: "ContractGenPlugin", targets: ["ContractGenPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "contractgen", path: "contractgen.artifactbundle.zip"),
        .plugin(name: "ContractGenPlugin", capability: .buildTool(), dependencies: ["contractgen"], path: "Plugins/ContractGenPlugin"),
    ]
)
