// swift-tools-version:6.0
// Benchmark programs built against the project's layers (release): `cd bench/swift && swift run -c release SyncBench`.
import PackageDescription

let layers: Target.Dependency = .product(name: "StoryweaveLayers", package: "Storyweave")
let package = Package(
    name: "StoryweaveBench",
    dependencies: [
        .package(name: "Storyweave", path: "../.."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    ],
    targets: [
        /// The pure sync layer: parse/index/serialize a 10,000-view document and authority batches per second.
        .executableTarget(name: "SyncBench", dependencies: [layers]),
        /// The document hub over real WebSockets: ack and op-to-broadcast latency with N clients, batches/s.
        .executableTarget(name: "SyncHubBench", dependencies: [layers, .product(name: "Logging", package: "swift-log")]),
    ],
    swiftLanguageModes: [.v5]
)
