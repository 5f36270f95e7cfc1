// swift-tools-version:6.0
// The compile benchmark as a small release program: only IBDocument and IBCompile (symlinked from the
// package's Sources/), so its release build skips the rest of the project (and swift-syntax).
// `cd bench/compile/swift && swift run -c release CompileBench FILE...` — see bench/compile/storyboard.sh;
// `swift run -c release CorpusSweep [CORPUS]` — every corpus document, see bench/compile/corpus.sh.
import PackageDescription

let package = Package(
    name: "CompileBench",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "IBDocument"),
        .target(name: "IBCompile", dependencies: ["IBDocument"]),
        .executableTarget(name: "CompileBench", dependencies: ["IBCompile", "IBDocument"]),
        .executableTarget(name: "CorpusSweep", dependencies: ["IBCompile", "IBDocument"]),
    ],
    swiftLanguageModes: [.v5]
)
