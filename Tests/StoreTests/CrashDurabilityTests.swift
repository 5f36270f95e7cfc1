import Foundation
import XCTest
@testable import Store
#if canImport(Glibc)
import Glibc
import StoryweaveTestPaths
#endif

/// Kills a writer process with SIGKILL in the middle of its writes and checks that every document
/// whose commit it acknowledged is there after reopening (WAL + synchronous=FULL).
///
/// The writer is this same test binary, re-run on `testWriterLoop` with `STORYWEAVE_CRASH_DB` set:
/// it then writes forever, printing `ACK <id>` after each commit, until killed.
final class CrashDurabilityTests: XCTestCase {
    static let databaseVariable = "STORYWEAVE_CRASH_DB"
    static let migrationsVariable = "STORYWEAVE_CRASH_MIGRATIONS"

    /// Without the variable: a bounded run of the same write loop (20 documents, all read back).
    /// With it: the child role in `testSIGKILLDuringWritesLosesNoAcknowledgedDocument`.
    func testWriterLoop() throws {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[Self.databaseVariable], let migrations = environment[Self.migrationsVariable] {
            let store = try Store(databasePath: path, migrationsDirectory: migrations)
            var index = 0
            while true {
                try writeAndAcknowledge(store: store, index: index)
                index += 1
            }
        }
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        var ids: [String] = []
        for index in 0..<20 { ids.append(try writeAndAcknowledge(store: store, index: index, print: false)) }
        let found = try store.database.read { try DocumentRepository($0).list().map(\.id) }
        XCTAssertEqual(Set(found), Set(ids))
    }

    @discardableResult
    private func writeAndAcknowledge(store: Store, index: Int, print shouldPrint: Bool = true) throws -> String {
        let content = sampleXML("document \(index) " + String(repeating: "x", count: index % 4096))
        let record = try store.database.write {
            try DocumentRepository($0).create(name: "Crash \(index).storyboard", kind: "storyboard", content: content)
        }
        if shouldPrint {
            // The commit returned: only now is the id acknowledged.
            let line = "ACK \(record.id) \(index)\n"
            line.withCString { _ = fputs($0, stdout) }
            fflush(stdout)
        }
        return record.id
    }

    func testSIGKILLDuringWritesLosesNoAcknowledgedDocument() throws {
        let directory = try TemporaryDirectory()
        let databasePath = directory.file("crash.sqlite")
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["StoreTests.CrashDurabilityTests/testWriterLoop"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.databaseVariable] = databasePath
        environment[Self.migrationsVariable] = PackagePaths.migrations
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        try child.run()

        // Read acknowledgements until enough have arrived, then kill the writer mid-flight.
        var acknowledged: [String] = []
        var buffer = Data()
        let deadline = Date().addingTimeInterval(120)
        let reader = output.fileHandleForReading
        while acknowledged.count < 150, Date() < deadline {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                let parts = line.split(separator: " ")
                if parts.count == 3, parts[0] == "ACK" { acknowledged.append(String(parts[1])) }
            }
        }
        XCTAssertTrue(child.isRunning, "the writer was still writing when killed")
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationReason, .uncaughtSignal)
        XCTAssertGreaterThanOrEqual(acknowledged.count, 150, "the writer acknowledged enough commits")

        let reopened = try Store(databasePath: databasePath, migrationsDirectory: PackagePaths.migrations)
        XCTAssertEqual(try reopened.database.quickCheck(), "ok")
        let present = Set(try reopened.database.read { try DocumentRepository($0).list(limit: 1_000_000).map(\.id) })
        let missing = acknowledged.filter { !present.contains($0) }
        XCTAssertEqual(missing, [], "acknowledged documents lost after SIGKILL")
        XCTAssertGreaterThanOrEqual(present.count, acknowledged.count)
        for id in acknowledged.prefix(5) {
            let content = try reopened.database.read { try DocumentRepository($0).headContent(id: id) }
            XCTAssertTrue(String(decoding: content, as: UTF8.self).contains("<!-- document "))
        }
    }
}
