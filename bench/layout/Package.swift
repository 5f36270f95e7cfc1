// swift-tools-version:6.0
// Auto Layout solver benchmark (issue #9): `cd bench/layout && swift run -c release LayoutBench`;
// the corpus report's Swift twin (issue #26): `swift run -c release CorpusReport`.
// Sources/IBDocument and Sources/IBLayout are symlinks to the project's targets, so this builds
// only those two layers (not the server and its dependencies).
import PackageDescription

let package = Package(
    name: "LayoutBench",
    targets: [
        .target(name: "IBDocument"),
        .target(name: "IBLayout", dependencies: ["IBDocument"]),
        .executableTarget(name: "LayoutBench", dependencies: ["IBLayout", "IBDocument"]),
        .executableTarget(name: "CorpusReport", dependencies: ["IBLayout", "IBDocument"]),
    ],
    swiftLanguageModes: [.v5]
)
