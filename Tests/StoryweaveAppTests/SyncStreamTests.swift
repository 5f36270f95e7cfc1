import Foundation
import IBSync
import Store
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// Two (and three) real WebSocket clients on `/api/documents/{id}/stream` of a real server.
final class SyncStreamTests: XCTestCase {
    private let viewID = "8bC-Xf-vdC"
    private var subviews: NodeAddress { .child(of: .object(viewID), name: "subviews", key: nil) }

    func testTwoClientsSeeEachOthersEditsAndTheOpLogHasEachBatchOnce() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)

        let alice = try WebSocketTestClient(port: server.port, stream: documentID)
        let bob = try WebSocketTestClient(port: server.port, stream: documentID)
        let aliceWelcome = try alice.hello(clientID: "alice", lastVersion: nil)
        XCTAssertEqual(aliceWelcome["version"] as? Int, 0)
        let snapshot = try XCTUnwrap(aliceWelcome["snapshot"] as? String)
        XCTAssertEqual(Array(snapshot.utf8), Samples.storyboard)
        let bobWelcome = try bob.hello(clientID: "bob", lastVersion: 0)
        XCTAssertEqual((bobWelcome["batches"] as? [Any])?.count, 0, "bob is current: an empty delta, no snapshot")
        XCTAssertEqual((bobWelcome["presence"] as? [[String: Any]])?.first?["clientId"] as? String, "alice")
        XCTAssertEqual(try alice.next(type: "presence")["presence"].flatMap { ($0 as? [[String: Any]])?.first?["clientId"] as? String }, "bob")

        let aliceReplica = ClientReplica(clientId: "alice", document: try SyncDocument(text: snapshot), version: 0)
        let bobReplica = ClientReplica(clientId: "bob", document: try SyncDocument(text: snapshot), version: 0)

        // Alice edits; she gets the ack, Bob gets the batch.
        let first = try aliceReplica.edit([.setAttribute(target: .object(viewID), name: "userLabel", value: "Root", expect: nil)])
        try alice.send(ops: first)
        let ack = try alice.next(type: "ack")
        XCTAssertEqual(ack["version"] as? Int, 1)
        try aliceReplica.receive(try WebSocketTestClient.appliedBatch(ack))
        try bobReplica.receive(try WebSocketTestClient.appliedBatch(try bob.next(type: "ops")))

        // Bob inserts a label; Alice sees it.
        let second = try bobReplica.edit([.insertSubtree(parent: subviews, xml: #"<label text="Hi" id="lab-el-001"/>"#, position: .atEnd)])
        try bob.send(ops: second)
        try bobReplica.receive(try WebSocketTestClient.appliedBatch(try bob.next(type: "ack")))
        try aliceReplica.receive(try WebSocketTestClient.appliedBatch(try alice.next(type: "ops")))

        // A resend is acknowledged again, not applied twice.
        try alice.send(ops: first)
        let again = try alice.next(type: "ack")
        XCTAssertEqual(again["version"] as? Int, 1)
        XCTAssertNil(again["batch"])

        // Alice deletes the label while Bob edits it: Bob's edit is refused with a reason.
        try alice.send(ops: try aliceReplica.edit([.removeSubtree(target: .object("lab-el-001"))]))
        try aliceReplica.receive(try WebSocketTestClient.appliedBatch(try alice.next(type: "ack")))
        let stale = ClientBatch(batchId: "bob-late", clientId: "bob", baseVersion: 2,
                                ops: [.setAttribute(target: .object("lab-el-001"), name: "text", value: "Hello", expect: nil)])
        try bob.send(ops: stale)
        try bobReplica.receive(try WebSocketTestClient.appliedBatch(try bob.next(type: "ops")))
        let reject = try bob.next(type: "reject")
        XCTAssertEqual(reject["batchId"] as? String, "bob-late")
        XCTAssertTrue((reject["reason"] as? String)?.contains("does not exist") == true, "\(reject)")

        // Presence goes to the others.
        try bob.send(json: ["type": "presence", "selection": [viewID], "pointer": ["x": 10, "y": 20]])
        let presence = try alice.nextPresence()
        XCTAssertEqual(presence["clientId"] as? String, "bob")
        XCTAssertEqual(presence["selection"] as? [String], [viewID])

        // Everyone has the server's bytes; the head and the op log agree.
        let content = try server.request("GET", "/api/documents/\(documentID)/content").body
        XCTAssertEqual(Array(aliceReplica.document.serializedString().utf8), content)
        XCTAssertEqual(Array(bobReplica.document.serializedString().utf8), content)
        let log = try server.app.store.database.read { try OpLogRepository($0).entries(documentID: documentID, after: 0) }
        XCTAssertEqual(log.map(\.version), [1, 2, 3])
        XCTAssertEqual(Set(log.map(\.batchID)).count, 3)
        let head = try server.app.store.database.read { try DocumentRepository($0).get(id: documentID) }
        XCTAssertEqual(head.headVersion, 3)

        // A late joiner behind by two versions gets exactly the missing batches.
        let carol = try WebSocketTestClient(port: server.port, stream: documentID)
        let carolWelcome = try carol.hello(clientID: "carol", lastVersion: 1)
        XCTAssertEqual((carolWelcome["batches"] as? [[String: Any]])?.compactMap { $0["version"] as? Int }, [2, 3])
        XCTAssertNil(carolWelcome["snapshot"])

        // Bob leaves: Alice is told.
        XCTAssertEqual(try alice.nextPresence()["clientId"] as? String, "carol", "carol's arrival")
        bob.close()
        let left = try alice.nextPresence()
        XCTAssertEqual(left["clientId"] as? String, "bob")
        XCTAssertEqual(left["left"] as? Bool, true)
    }

    func testProtocolErrors() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        let missing = try WebSocketTestClient(port: server.port, stream: "no-such-document")
        try missing.send(json: ["type": "hello", "clientId": "x"])
        XCTAssertEqual(try missing.next(type: "error")["code"] as? String, "notFound")

        let documentID = try server.upload(Samples.storyboard)
        let client = try WebSocketTestClient(port: server.port, stream: documentID)
        try client.send(json: ["type": "ops"])
        XCTAssertTrue((try client.next(type: "error")["message"] as? String)?.contains("hello") == true)
        _ = try client.hello(clientID: "me", lastVersion: nil)
        try client.send(ops: ClientBatch(batchId: "1", clientId: "someone-else", baseVersion: 0,
                                         ops: [.removeAttribute(target: .root, name: "x", expect: nil)]))
        XCTAssertEqual(try client.next(type: "error")["code"] as? String, "badMessage")
        client.send(text: "not json")
        XCTAssertEqual(try client.next(type: "error")["code"] as? String, "badMessage")
    }

    /// A viewport in presence reaches the others (follow mode shows what the followed person sees); an invalid one is
    /// refused with badMessage and relayed to nobody; a presence without one clears it (every message is the full state).
    func testPresenceViewportIsRelayedValidatedAndReplaced() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let alice = try WebSocketTestClient(port: server.port, stream: documentID)
        let bob = try WebSocketTestClient(port: server.port, stream: documentID)
        _ = try alice.hello(clientID: "alice", lastVersion: nil)
        _ = try bob.hello(clientID: "bob", lastVersion: 0)
        XCTAssertEqual(try alice.nextPresence()["clientId"] as? String, "bob")

        try bob.send(json: ["type": "presence", "selection": [viewID], "viewport": ["x": -40.5, "y": 120, "width": 1280, "height": 720]])
        let seen = try alice.nextPresence()
        XCTAssertEqual(seen["clientId"] as? String, "bob")
        let viewport = try XCTUnwrap(seen["viewport"] as? [String: Double])
        XCTAssertEqual(viewport, ["x": -40.5, "y": 120, "width": 1280, "height": 720])

        for invalid: [String: Any] in [["x": 0, "y": 0, "width": 0, "height": 100], ["x": 0, "y": 0, "width": 100, "height": -5],
                                        ["x": 1e300, "y": 0, "width": 100, "height": 100]] {
            usleep(60_000) // past the hub's 50 ms presence interval, so only the validation can stop it
            try bob.send(json: ["type": "presence", "selection": [], "viewport": invalid])
            let error = try bob.next(type: "error")
            XCTAssertEqual(error["code"] as? String, "badMessage")
            XCTAssertTrue((error["message"] as? String)?.contains("viewport") == true, "\(error)")
        }
        XCTAssertNil(try alice.nextJSON(timeout: 0.3), "a refused presence is relayed to nobody")

        usleep(60_000)
        try bob.send(json: ["type": "presence", "selection": [viewID]])
        let cleared = try alice.nextPresence()
        XCTAssertEqual(cleared["selection"] as? [String], [viewID])
        XCTAssertNil(cleared["viewport"], "a presence without a viewport clears it")
    }

    /// Updates closer together than the hub's interval are not lost: the latest state follows once it has passed.
    func testPresenceSentInQuickSuccessionEndsWithTheLatestState() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let alice = try WebSocketTestClient(port: server.port, stream: documentID)
        let bob = try WebSocketTestClient(port: server.port, stream: documentID)
        _ = try alice.hello(clientID: "alice", lastVersion: nil)
        _ = try bob.hello(clientID: "bob", lastVersion: 0)
        XCTAssertEqual(try alice.nextPresence()["clientId"] as? String, "bob")

        let last: [String: Any] = ["x": 10, "y": 20, "width": 300, "height": 200]
        // One write: on a loaded machine, three separate writes can arrive more than the interval apart.
        try bob.send(together: [
            ["type": "presence", "selection": ["first"], "viewport": ["x": 0, "y": 0, "width": 100, "height": 100]],
            ["type": "presence", "selection": ["second"], "viewport": ["x": 5, "y": 5, "width": 100, "height": 100]],
            ["type": "presence", "selection": [viewID], "viewport": last],
        ])
        var seen: [[String: Any]] = []
        let started = Date()
        while seen.last?["selection"] as? [String] != [viewID], Date().timeIntervalSince(started) < 5 {
            seen.append(try alice.nextPresence())
        }
        XCTAssertEqual(seen.last?["selection"] as? [String], [viewID], "the latest state arrives")
        XCTAssertEqual(seen.last?["viewport"] as? [String: Double], ["x": 10, "y": 20, "width": 300, "height": 200])
        XCTAssertLessThanOrEqual(seen.count, 2, "at most one relay per interval: the first at once, the latest after it")
        XCTAssertNil(try alice.nextJSON(timeout: 0.2), "nothing more follows")
    }

    /// The reopened hub knows the batches applied before a restart: a resend is acknowledged, not applied again.
    func testResendAfterTheDocumentIsReopenedIsNotAppliedTwice() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let batch = ClientBatch(batchId: "b1", clientId: "me", baseVersion: 0,
                                ops: [.setAttribute(target: .object(viewID), name: "userLabel", value: "Once", expect: nil)])
        let first = try WebSocketTestClient(port: server.port, stream: documentID)
        _ = try first.hello(clientID: "me", lastVersion: 0)
        try first.send(ops: batch)
        XCTAssertEqual(try first.next(type: "ack")["version"] as? Int, 1)
        first.close()
        // Wait for the hub to close (last session gone), so the next hello loads it from SQLite.
        let deadline = Date().addingTimeInterval(5)
        var reopened: [String: Any] = [:]
        var second: WebSocketTestClient
        repeat {
            Thread.sleep(forTimeInterval: 0.05)
            second = try WebSocketTestClient(port: server.port, stream: documentID)
            reopened = try second.hello(clientID: "me", lastVersion: 0)
        } while (reopened["batches"] as? [Any])?.count != 1 && Date() < deadline
        XCTAssertEqual(reopened["version"] as? Int, 1)
        try second.send(ops: batch)
        let ack = try second.next(type: "ack")
        XCTAssertEqual(ack["version"] as? Int, 1)
        XCTAssertNil(ack["batch"], "already applied")
        let log = try server.app.store.database.read { try OpLogRepository($0).entries(documentID: documentID, after: 0) }
        XCTAssertEqual(log.count, 1)
    }
}
