import Foundation
import Logging
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp
import Store
#if canImport(Glibc)
import Glibc
#endif

/// End to end: a server process receiving uploads is SIGKILLed; every upload it answered 201
/// for must be in the database when it is reopened.
///
/// The server is this test binary re-run on `testServerChildRole` with `STORYWEAVE_CRASH_SERVER_DB`
/// set: it then serves on an ephemeral port, prints `PORT <n>`, and runs until killed.
final class ServerCrashDurabilityTests: XCTestCase {
    static let databaseVariable = "STORYWEAVE_CRASH_SERVER_DB"

    private static func startServer(databasePath: String) throws -> StoryweaveServer {
        var configuration = StoryweaveServerConfiguration()
        configuration.http.port = 0
        configuration.databasePath = databasePath
        configuration.migrationsDirectory = PackagePaths.migrations
        configuration.publicDirectory = nil
        var logger = Logger(label: "storyweave.crash-child")
        logger.logLevel = .critical
        let server = try StoryweaveServer(configuration: configuration, logger: logger)
        try server.start()
        return server
    }

    /// Child role when the variable is set; otherwise a short in-process check of the same setup
    /// (the server on an explicit database path answers uploads that are then in that file).
    func testServerChildRole() throws {
        if let path = ProcessInfo.processInfo.environment[Self.databaseVariable] {
            let server = try Self.startServer(databasePath: path)
            "PORT \(server.port)\n".withCString { _ = fputs($0, stdout) }
            fflush(stdout)
            while true { sleep(60) }
        }
        let directory = NSTemporaryDirectory() + "storyweave-crash-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let server = try Self.startServer(databasePath: directory + "/db.sqlite")
        let response = try RawHTTPClient.request(port: server.port, "POST", "/api/documents?name=A.storyboard",
                                           headers: ["Content-Type": "application/xml"], body: Samples.storyboard)
        XCTAssertEqual(response.status, 201)
        let stopped = DispatchSemaphore(value: 0)
        server.shutdown { stopped.signal() }
        stopped.wait()
        let store = try Store(databasePath: directory + "/db.sqlite", migrationsDirectory: PackagePaths.migrations)
        XCTAssertEqual(try store.database.read { try DocumentRepository($0).count() }, 1)
    }

    /// Runs this test binary as a server child (`testServerChildRole`) on `databasePath`; returns it with
    /// the port it printed. Used by the crash tests, which SIGKILL it.
    static func startServerChild(databasePath: String) throws -> (Process, Int) {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["StoryweaveAppTests.ServerCrashDurabilityTests/testServerChildRole"]
        var environment = ProcessInfo.processInfo.environment
        environment[databaseVariable] = databasePath
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        try child.run()
        var text = ""
        while !text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().contains(where: { $0.hasPrefix("PORT ") }) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("PORT ") })
        return (child, try XCTUnwrap(Int(line.dropFirst(5))))
    }

    func testSIGKILLedServerLosesNoAcknowledgedUpload() throws {
        let directory = NSTemporaryDirectory() + "storyweave-crash-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let databasePath = directory + "/db.sqlite"

        let (child, port) = try Self.startServerChild(databasePath: databasePath)
        defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }

        // Four clients upload concurrently; the server is killed while they are still sending.
        let acknowledged = AcknowledgedIDs()
        let group = DispatchGroup()
        for client in 0..<4 {
            DispatchQueue.global().async(group: group) {
                for index in 0..<10_000 {
                    guard let response = try? RawHTTPClient.request(port: port, "POST", "/api/documents?name=C\(client)-\(index).storyboard",
                                                              headers: ["Content-Type": "application/xml"], body: Samples.storyboard),
                          response.status == 201, let id = (try? response.json())?["id"] as? String
                    else { return }  // the server is gone
                    acknowledged.add(id)
                }
            }
        }
        while acknowledged.count < 120 && child.isRunning { usleep(2_000) }
        XCTAssertTrue(child.isRunning)
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(child.terminationReason, .uncaughtSignal)

        let ids = acknowledged.all
        XCTAssertGreaterThanOrEqual(ids.count, 120)
        let store = try Store(databasePath: databasePath, migrationsDirectory: PackagePaths.migrations)
        XCTAssertEqual(try store.database.quickCheck(), "ok")
        let present = Set(try store.database.read { try DocumentRepository($0).list(limit: 1_000_000).map(\.id) })
        XCTAssertEqual(ids.filter { !present.contains($0) }, [], "uploads answered 201 but lost after SIGKILL")
        for id in ids.prefix(3) {
            XCTAssertEqual(try store.database.read { try DocumentRepository($0).headContent(id: id) }, Samples.storyboard)
        }
    }
}

final class AcknowledgedIDs: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: [String] = []
    func add(_ id: String) { lock.lock(); ids.append(id); lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return ids.count }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return ids }
}
