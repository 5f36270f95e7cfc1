import Foundation
import IBDocument
import Logging
import XCTest
@testable import StoryweaveApp

/// A real `StoryweaveServer` on an ephemeral port with a temporary database and Public folder.
final class TestServer {
    let directory: String
    let server: StoryweaveServer
    var port: Int { server.port }

    static let maxUploadBytes = 64 * 1024

    init(enableEcho: Bool = false, publicDirectory explicitPublic: String? = nil,
         authenticator: (any RequestAuthenticator)? = nil, snapshotInterval: Int? = nil,
         security: SecurityConfiguration? = nil, sync: DocumentHubSettings? = nil) throws {
        directory = NSTemporaryDirectory() + "storyweave-app-\(UUID().uuidString)"
        var publicDirectory = directory + "/Public"
        try FileManager.default.createDirectory(atPath: publicDirectory, withIntermediateDirectories: true)
        try Data("<!doctype html><title>Storyweave test</title>".utf8).write(to: URL(fileURLWithPath: publicDirectory + "/index.html"))
        if let explicitPublic { publicDirectory = explicitPublic }
        var configuration = StoryweaveServerConfiguration()
        configuration.http.host = "127.0.0.1"
        configuration.http.port = 0
        configuration.dataDirectory = directory + "/data"
        configuration.migrationsDirectory = Self.migrationsDirectory
        configuration.publicDirectory = publicDirectory
        configuration.maxUploadBytes = Self.maxUploadBytes
        configuration.enableEcho = enableEcho
        if let authenticator { configuration.authenticator = authenticator }
        if let sync { configuration.sync = sync }
        if let snapshotInterval { configuration.sync.snapshotInterval = snapshotInterval }
        // Open mode (single local user) unless a test of accounts passes its own security settings.
        if let security { configuration.security = security }
        var logger = Logger(label: "storyweave.test")
        logger.logLevel = .warning
        server = try StoryweaveServer(configuration: configuration, logger: logger)
        try server.start()
    }

    func stop() {
        let stopped = DispatchSemaphore(value: 0)
        server.shutdown(timeout: 5) { stopped.signal() }
        _ = stopped.wait(timeout: .now() + 10)
        try? FileManager.default.removeItem(atPath: directory)
    }

    func request(_ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8] = []) throws -> RawHTTPResponse {
        try RawHTTP.request(port: port, method, target, headers: headers, body: body)
    }

    /// Uploads raw XML and returns the new document's id.
    func upload(_ bytes: [UInt8], name: String = "Main.storyboard") throws -> String {
        let response = try request("POST", "/api/documents?name=\(name)", headers: ["Content-Type": "application/xml"], body: bytes)
        XCTAssertEqual(response.status, 201, response.text)
        return try XCTUnwrap(response.json()["id"] as? String)
    }

    /// The highest NNNN of Migrations/NNNN_*.sql (what /healthz reports as schemaVersion).
    static var highestMigrationVersion: Int? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: migrationsDirectory)) ?? []
        return names.compactMap { name in name.hasSuffix(".sql") ? Int(name.prefix { $0.isNumber }) : nil }.max()
    }

    static var migrationsDirectory: String {
        let here = URL(fileURLWithPath: #filePath)
        for base in [here, here.resolvingSymlinksInPath()] {
            let candidate = base.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Migrations")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
        }
        return "Migrations"
    }

    /// `../shared/fixtures/ib` relative to the package root, when present.
    static var fixturesDirectory: String? {
        let here = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.deletingLastPathComponent().appendingPathComponent("shared/fixtures/ib").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}

enum Samples {
    static let storyboard: [UInt8] = Array(DocumentTemplate.iOSStoryboard.xml.utf8)
    static let viewXib: [UInt8] = Array(DocumentTemplate.iOSXib.xml.utf8)

    /// A storyboard with CRLF line endings, a BOM, a comment and single-quoted attributes:
    /// storing must keep every byte.
    static let oddStoryboard: [UInt8] = [0xEF, 0xBB, 0xBF] + Array((
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n" +
        "<document type='com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB' version=\"3.0\"   toolsVersion=\"1\">\r\n" +
        "  <!-- café ✓ -->\r\n  <scenes/>\r\n</document>\r\n").utf8)
}
