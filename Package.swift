// swift-tools-version:6.0
import PackageDescription

/// Layers (dependencies point downward only):
///   storyweave (CLI) → StoryweaveApp → HTTPServer, Store, IBSync, IBCompile, IBSource, IBDocument; the CLI also uses IBLayout
///   HTTPServer → WebSocketProtocol: transport, no Interface Builder knowledge.  Store: SQLite (embedded) or PostgreSQL (libpq).
///   IBSync → IBDocument: pure operations layer.  IBCompile → IBDocument: pure xib/storyboard → nib compiler.
///   IBSource → IBDocument, SwiftParser: the user's classes from their Swift code, checked against documents.
///   IBLayout → IBDocument: pure Auto Layout solver (Cassowary) over a document's constraints.
///   IBDocument: pure document layer (no I/O).
let package = Package(
    name: "Storyweave",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "storyweave", targets: ["storyweave"]),
        // The layers as one library, so bench/swift can build benchmark programs against them.
        .library(name: "StoryweaveLayers", targets: [
            "IBDocument", "IBSync", "IBCompile", "IBSource", "IBLayout", "WebSocketProtocol", "HTTPServer", "Store", "StoryweaveApp",
        ]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        .systemLibrary(
            name: "SystemZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(
            name: "IBDocument",
            // Release builds skip the dynamic exclusivity checks (the tree's class properties are read
            // and appended on every node: about 7 % of parse + serialize, #24). Debug builds, and so the
            // whole test suite, keep them, so an overlapping access still traps there.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        .target(name: "IBSync", dependencies: ["IBDocument"]),
        .target(name: "IBCompile", dependencies: ["IBDocument"]),
        .target(name: "IBLayout", dependencies: ["IBDocument"]),
        .target(name: "IBSource", dependencies: [
            "IBDocument",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .target(
            name: "WebSocketProtocol",
            dependencies: [
                "SystemZlib",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .target(
            name: "HTTPServer",
            dependencies: [
                "SystemZlib", "WebSocketProtocol",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "Store",
            dependencies: ["CSQLite", "CLibPQ"]
        ),
        .target(
            name: "StoryweaveApp",
            dependencies: [
                "HTTPServer", "Store", "IBDocument", "IBSync", "IBCompile", "IBSource",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        /// Where a test finds the package's folders (root, Migrations/, Public/, ../shared/fixtures): Foundation only,
        /// so the pure layers' tests use it without depending on the app. StoryweaveTesting re-exports it.
        .target(name: "StoryweaveTestPaths"),
        /// Test support for every test target: the app and a bare router on a test server (in-process or on
        /// a real port), one raw HTTP client, one WebSocket client, package paths and small fixtures.
        .target(
            name: "StoryweaveTesting",
            dependencies: [
                "StoryweaveApp", "StoryweaveTestPaths", "HTTPServer", "WebSocketProtocol", "Store", "IBDocument", "IBSync",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "storyweave",
            dependencies: [
                "StoryweaveApp", "Store", "IBDocument", "IBCompile", "IBSource", "IBLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "IBDocumentTests", dependencies: ["IBDocument", "StoryweaveTestPaths"]),
        .testTarget(name: "IBSyncTests", dependencies: ["IBSync", "IBDocument", "StoryweaveTestPaths"]),
        // Random editor command sequences (Tests/js/property, run in node) checked against Xcode's output, lint,
        // the round trip, the compiler and the Swift twins of the commands.
        .testTarget(name: "EditorPropertyTests", dependencies: ["IBSync", "IBDocument", "IBCompile", "StoryweaveTestPaths"]),
        .testTarget(name: "IBCompileTests", dependencies: ["IBCompile", "IBDocument", "StoryweaveTestPaths"]),
        .testTarget(name: "IBSourceTests", dependencies: ["IBSource", "IBDocument"]),
        .testTarget(name: "IBLayoutTests", dependencies: ["IBLayout", "IBDocument", "StoryweaveTestPaths"]),
        .testTarget(name: "WebSocketProtocolTests", dependencies: [
            "WebSocketProtocol",
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ]),
        .testTarget(name: "HTTPServerTests", dependencies: [
            "HTTPServer", "StoryweaveTesting",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "StoryweaveTesting"]),
        .testTarget(name: "StoryweaveAppTests", dependencies: [
            "StoryweaveApp", "StoryweaveTesting", "HTTPServer", "Store", "IBDocument", "IBSync", "IBCompile",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
