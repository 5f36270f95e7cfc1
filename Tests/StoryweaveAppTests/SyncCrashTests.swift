import Foundation
import IBSync
import Store
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp
#if canImport(Glibc)
import Glibc
#endif

/// The server is SIGKILLed while clients stream edits; after a restart on the same database the
/// clients reconnect: no acknowledged batch is lost, the unacknowledged ones are resent and
/// applied once, and everyone converges.
final class SyncCrashTests: XCTestCase {
    private final class Editor {
        let name: String
        var client: WebSocketTestClient?
        var replica: ClientReplica!
        var acknowledged: Set<String> = []
        var rejected: Set<String> = []
        var sent: Set<String> = []
        var counter = 0

        init(name: String) { self.name = name }

        func connect(port: Int, documentID: String) throws {
            let client = try WebSocketTestClient(port: port, stream: documentID)
            let welcome = try client.hello(clientID: name, lastVersion: replica?.confirmedVersion)
            if replica == nil {
                replica = ClientReplica(clientId: name, document: try SyncDocument(text: try XCTUnwrap(welcome["snapshot"] as? String)),
                                        version: try XCTUnwrap(welcome["version"] as? Int))
            } else {
                for batch in try XCTUnwrap(welcome["batches"] as? [[String: Any]]) {
                    try replica.receive(try WebSocketTestClient.appliedBatch(["batch": batch]))
                }
                for batch in replica.unacknowledged { try client.send(ops: batch) }
            }
            self.client = client
        }

        func edit() throws {
            counter += 1
            let batch = try replica.edit([.setAttribute(target: .object("8bC-Xf-vdC"), name: "userLabel", value: "\(name) \(counter)", expect: nil)])
            sent.insert(batch.batchId)
            try client?.send(ops: batch)
        }

        /// Handles what has arrived; false once the server is gone.
        func pump(timeout: Double) throws -> Bool {
            guard let client else { return false }
            do {
                while let message = try client.nextJSON(timeout: timeout) {
                    switch message["type"] as? String {
                    case "ack":
                        acknowledged.insert(try XCTUnwrap(message["batchId"] as? String))
                        if message["batch"] != nil { try replica.receive(try WebSocketTestClient.appliedBatch(message)) }
                    case "ops":
                        for batch in try WebSocketTestClient.batches(message) { try replica.receive(batch) }
                    case "reject":
                        let batchID = try XCTUnwrap(message["batchId"] as? String)
                        rejected.insert(batchID)
                        try replica.receive(BatchRejection(batchId: batchID, clientId: name, opIndex: nil, code: "", reason: ""))
                    default:
                        break
                    }
                }
                return true
            } catch WebSocketTestClientError.closed {
                self.client = nil
                return false
            }
        }
    }

    func testSIGKILLDuringEditingLosesNoAcknowledgedBatch() throws {
        let directory = NSTemporaryDirectory() + "storyweave-sync-crash-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let databasePath = directory + "/db.sqlite"
        var (child, port) = try ServerCrashDurabilityTests.startServerChild(databasePath: databasePath)
        defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }
        let upload = try RawHTTPClient.request(port: port, "POST", "/api/documents?name=Main.storyboard",
                                         headers: ["Content-Type": "application/xml"], body: Samples.storyboard)
        let documentID = try XCTUnwrap(try upload.json()["id"] as? String)

        let editors = [Editor(name: "ana"), Editor(name: "ben")]
        for editor in editors { try editor.connect(port: port, documentID: documentID) }
        // Each editor keeps a few batches in flight; the server dies mid-stream.
        while editors.map(\.acknowledged.count).reduce(0, +) < 80 {
            for editor in editors {
                try editor.edit()
                _ = try editor.pump(timeout: 0)
            }
            _ = try editors[0].pump(timeout: 0.002)
        }
        // A burst nobody waits for, then the kill: some of it cannot have been answered.
        for _ in 0..<100 { for editor in editors { try editor.edit() } }
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        for editor in editors { while try editor.pump(timeout: 0.05) {} }
        let unacknowledgedAtCrash = editors.map { $0.replica.unacknowledged.count }.reduce(0, +)

        (child, port) = try ServerCrashDurabilityTests.startServerChild(databasePath: databasePath)
        for editor in editors { try editor.connect(port: port, documentID: documentID) }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, editors.contains(where: { !$0.replica.pending.isEmpty }) {
            for editor in editors { _ = try editor.pump(timeout: 0.01) }
        }
        for editor in editors { _ = try editor.pump(timeout: 0.2) }

        let store = try Store(databasePath: databasePath, migrationsDirectory: PackagePaths.migrations)
        let log = try store.database.read { try OpLogRepository($0).entries(documentID: documentID, after: 0) }
        let head = try VersionRebuilder(database: store.database).rebuild(documentID: documentID, version: nil).bytes
        XCTAssertEqual(log.map(\.version), Array(1...Int64(log.count)))
        XCTAssertEqual(Set(log.map(\.batchID)).count, log.count)
        for editor in editors {
            let logged = Set(log.filter { $0.clientID == editor.name }.map { String($0.batchID.dropFirst(editor.name.count + 1)) })
            XCTAssertTrue(editor.acknowledged.isSubset(of: logged), "\(editor.name): an acknowledged batch was lost")
            XCTAssertEqual(logged.union(editor.rejected), editor.sent, "\(editor.name): every batch applied once or refused")
            XCTAssertTrue(editor.replica.pending.isEmpty)
            XCTAssertEqual(Array(editor.replica.document.serializedString().utf8), head, editor.name)
        }
        XCTAssertGreaterThan(unacknowledgedAtCrash, 0, "the crash should leave batches in flight")
    }
}
