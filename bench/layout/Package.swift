// swift-tools-version:6.0
// Auto Layout solver benchmark (issue #9): `cd bench/layout && swift run -c release LayoutBench`.
// Sources/IBDocument and Sources/IBLayout are symlinks to the project's targets, so this builds
// only those two layers (not the server and its dependencies).
import PackageDescription

let package = Package(
    name: "LayoutBench",
    targets: [
        .target(name: "IBDocument"),
        .target(name: "IBLayout", dependencies: ["IBDocument"]),
        .executableTarget(name: "LayoutBench", dependencies: ["IBLayout", "IBDocument"]),
    ],
    swiftLanguageModes: [.v5]
)
