import Foundation
import HTTPServer
import Logging
import Store
import StoryweaveApp
import XCTest

/// The whole application for one test, in a temporary folder that `stop()` removes: the migrated store
/// (`TestStoreBackend`), every route, a Public folder of its own unless one is given.
///
/// Requests go through the router in-process (`.router`, the default), the way HummingbirdTesting's
/// `.router` framework calls an application: no socket, no port. A test of what only a connection does
/// (WebSocket streams, transport limits, HEAD framing, metrics of served requests, the CLI's HTTP client)
/// asks for `.live`: the same app on a real ephemeral port, which `request` then reaches over TCP.
public final class TestApp {
    public enum Transport: Sendable { case router, live }

    public let transport: Transport
    public let directory: String
    public let app: StoryweaveServer
    public var store: Store { app.store }
    public var database: Database { app.store.database }

    /// Uploads above this are refused (small, so limit tests stay fast; a test of real documents passes the server's default).
    public static let maxUploadBytes = 64 * 1024

    public convenience init(_ transport: Transport = .router, store backend: TestStoreBackend = .current,
                            publicDirectory explicitPublic: String? = nil, enableEcho: Bool = false,
                            authenticator: (any RequestAuthenticator)? = nil, snapshotInterval: Int? = nil,
                            security: SecurityConfiguration? = nil, sync: DocumentHubSettings? = nil,
                            maxUploadBytes: Int = TestApp.maxUploadBytes) throws {
        let directory = NSTemporaryDirectory() + "storyweave-app-\(UUID().uuidString)"
        var publicDirectory = directory + "/Public"
        try FileManager.default.createDirectory(atPath: publicDirectory, withIntermediateDirectories: true)
        try Data("<!doctype html><title>Storyweave test</title>".utf8).write(to: URL(fileURLWithPath: publicDirectory + "/index.html"))
        if let explicitPublic { publicDirectory = explicitPublic }
        var configuration = StoryweaveServerConfiguration()
        configuration.http.host = "127.0.0.1"
        configuration.http.port = 0
        configuration.http.ioQueueCount = 2
        try backend.configure(&configuration, directory: directory)
        configuration.migrationsDirectory = PackagePaths.migrations
        configuration.publicDirectory = publicDirectory
        configuration.maxUploadBytes = maxUploadBytes
        configuration.enableEcho = enableEcho
        if let authenticator { configuration.authenticator = authenticator }
        if let sync { configuration.sync = sync }
        if let snapshotInterval { configuration.sync.snapshotInterval = snapshotInterval }
        // Open mode (single local user) unless a test of accounts passes its own security settings.
        if let security { configuration.security = security }
        try self.init(transport, directory: directory, configuration: configuration)
    }

    private init(_ transport: Transport, directory: String, configuration: StoryweaveServerConfiguration) throws {
        self.transport = transport
        self.directory = directory
        var logger = Logger(label: "storyweave.test")
        logger.logLevel = .warning
        app = try StoryweaveServer(configuration: configuration, logger: logger)
        if transport == .live { try app.start() }
    }

    /// Shuts this app down, keeping its folder and store, and starts the same app on them again: a server
    /// restart. `stop()` the new app, not this one.
    public func restarted(file: StaticString = #filePath, line: UInt = #line) throws -> TestApp {
        shutDown(file: file, line: line)
        return try TestApp(transport, directory: directory, configuration: app.configuration)
    }

    /// Another node on this app's store (the same SQLite file or PostgreSQL schema) with its own sync
    /// settings, e.g. a cluster node id (issue #25). `shutDownKeepingStore()` it before `stop()`ping this one.
    public func node(sync: DocumentHubSettings) throws -> TestApp {
        var configuration = app.configuration
        configuration.sync = sync
        return try TestApp(transport, directory: directory, configuration: configuration)
    }

    /// Shuts the app down and leaves its folder and store (another node's) in place.
    public func shutDownKeepingStore(file: StaticString = #filePath, line: UInt = #line) {
        shutDown(file: file, line: line)
    }

    /// The bound port; only a `.live` app has one.
    public var port: Int {
        precondition(transport == .live, "an in-process TestApp has no port: use TestApp(.live) to open a socket")
        return app.port
    }

    /// What requests send as `Host` and browsers as `Origin`'s authority.
    public var authority: String { transport == .live ? "127.0.0.1:\(app.port)" : "127.0.0.1" }
    public var origin: String { "http://\(authority)" }

    /// Shuts the app down (open documents commit and snapshot) and removes its folder.
    public func stop(file: StaticString = #filePath, line: UInt = #line) {
        shutDown(file: file, line: line)
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func shutDown(file: StaticString, line: UInt) {
        let stopped = DispatchSemaphore(value: 0)
        app.shutdown(timeout: 5) { stopped.signal() }
        if stopped.wait(timeout: .now() + 10) == .timedOut { XCTFail("the app did not shut down", file: file, line: line) }
    }

    /// One request: in-process through the router, or over a new connection for a `.live` app.
    public func request(_ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8] = []) throws -> TestResponse {
        switch transport {
        case .live: return try RawHTTPClient.request(port: port, method, target, headers: headers, body: body)
        case .router: return try InProcessClient(app.http, authority: authority).request(method, target, headers: headers, body: body)
        }
    }

    /// Uploads raw XML and returns the new document's id.
    public func upload(_ bytes: [UInt8], name: String = "Main.storyboard") throws -> String {
        let response = try request("POST", "/api/documents?name=\(name)", headers: ["Content-Type": "application/xml"], body: bytes)
        return try Self.id(of: response.expect(201))
    }

    /// The `id` of a created resource's JSON.
    public static func id(of response: TestResponse) throws -> String {
        guard let id = try response.json()["id"] as? String else { throw TestResponseError.notJSONObject(status: response.status, response.text) }
        return id
    }

    /// The highest NNNN of Migrations/NNNN_*.sql (what /healthz reports as schemaVersion).
    public static var highestMigrationVersion: Int? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.migrations)) ?? []
        return names.compactMap { name in name.hasSuffix(".sql") ? Int(name.prefix { $0.isNumber }) : nil }.max()
    }
}
