// swift-tools-version: 6.1
// A package that uses contractgen the way an SDK repository does: the build plugin turns the target's
// contract.json into Swift at build time, and the tests use the generated types.
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    // The generated Swift uses Swift's `Duration`.
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "contractgen", path: "../.."),
    ],
    targets: [
        .target(
            name: "CheckoutContract",
            exclude: ["contract.json", "contractgen.json"],
            plugins: [.plugin(name: "ContractGenPlugin", package: "contractgen")]
        ),
        .testTarget(name: "CheckoutContractTests", dependencies: ["CheckoutContract"]),
    ],
    swiftLanguageModes: [.v6]
)
