import Foundation
import IBSync
import Store
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// Issue #25: several nodes on one store, each open document leased to one of them. Two live nodes in
/// this process share the test's SQLite file (or PostgreSQL schema): the lease rules are the same SQL.
final class ClusterLeaseTests: XCTestCase {
    private let viewID = "8bC-Xf-vdC"

    private func settings(node: String, address: String, lease: Double) -> DocumentHubSettings {
        var settings = DocumentHubSettings()
        settings.cluster = ClusterSettings(nodeID: node, address: address, leaseDuration: lease)
        return settings
    }

    private func rename(_ batch: String, client: String, to label: String) -> ClientBatch {
        ClientBatch(batchId: batch, clientId: client, baseVersion: 0, ops: [
            .setAttribute(target: .object(viewID), name: "userLabel", value: label, expect: nil),
        ])
    }

    /// A node the load balancer sends a document to while another node holds it answers with the
    /// holder's address and asks it to let go; the holder hands over (its sessions are told the
    /// document moved), and the next attempt opens the document on the new node, with every version.
    func testASecondNodeIsToldWhereTheDocumentIsOpenAndTheHolderHandsItOver() throws {
        let nodeA = try TestApp(.live, sync: settings(node: "a", address: "http://node-a.test", lease: 0.6))
        defer { nodeA.stop() }
        let nodeB = try nodeA.node(sync: settings(node: "b", address: "http://node-b.test", lease: 0.6))
        defer { nodeB.shutDownKeepingStore() }
        let documentID = try nodeA.upload(Samples.storyboard)

        let onA = try WebSocketTestClient(port: nodeA.port, stream: documentID)
        _ = try onA.hello(clientID: "alice", lastVersion: nil)
        try onA.send(ops: rename("1", client: "alice", to: "before the move"))
        XCTAssertEqual(try onA.next(type: "ack")["version"] as? Int, 1)
        XCTAssertEqual(try nodeA.database.read { try DocumentLeaseRepository($0).get(documentID: documentID) }?.nodeID, "a")

        let misrouted = try WebSocketTestClient(port: nodeB.port, stream: documentID)
        try misrouted.send(json: ["type": "hello", "clientId": "bob"])
        let answer = try misrouted.next(type: "error")
        XCTAssertEqual(answer["code"] as? String, "elsewhere")
        XCTAssertEqual(answer["owner"] as? String, "http://node-a.test")
        XCTAssertEqual(answer["node"] as? String, "a")
        XCTAssertEqual(misrouted.waitForClose(timeout: 5), 1013)

        // Node A renews every 0.2 s, sees the request and lets the document go.
        let moved = try onA.next(type: "error", timeout: 10)
        XCTAssertEqual(moved["code"] as? String, "moved")
        XCTAssertEqual(onA.waitForClose(timeout: 5), 1012)

        let onB = try WebSocketTestClient(port: nodeB.port, stream: documentID)
        let welcome = try onB.hello(clientID: "alice", lastVersion: 1)
        XCTAssertEqual(welcome["version"] as? Int, 1, "the new holder has every version the old one committed")
        try onB.send(ops: rename("2", client: "alice", to: "after the move"))
        XCTAssertEqual(try onB.next(type: "ack")["version"] as? Int, 2)
        let lease = try XCTUnwrap(try nodeA.database.read { try DocumentLeaseRepository($0).get(documentID: documentID) })
        XCTAssertEqual(lease.nodeID, "b")
        XCTAssertEqual(lease.epoch, 2)
        onB.close()
    }

    /// The fence: once another node has taken the lease (here as a node would after this one paused
    /// past its expiry), this node's next commit is refused and writes nothing, and its sessions are
    /// told the document moved.
    func testANodeWhoseLeaseWasTakenOverCannotCommit() throws {
        let nodeA = try TestApp(.live, sync: settings(node: "a", address: "http://node-a.test", lease: 60))
        defer { nodeA.stop() }
        let documentID = try nodeA.upload(Samples.storyboard)
        let client = try WebSocketTestClient(port: nodeA.port, stream: documentID)
        _ = try client.hello(clientID: "alice", lastVersion: nil)
        try client.send(ops: rename("1", client: "alice", to: "committed"))
        XCTAssertEqual(try client.next(type: "ack")["version"] as? Int, 1)

        let takenOver = try nodeA.database.write { connection in
            try DocumentLeaseRepository(connection).acquire(documentID: documentID, nodeID: "b", address: "http://node-b.test",
                                                            duration: 60_000, now: Clock.milliseconds() + 120_000)
        }
        XCTAssertEqual(takenOver.nodeID, "b")

        try client.send(ops: rename("2", client: "alice", to: "fenced off"))
        let reject = try client.next(type: "reject")
        XCTAssertEqual(reject["batchId"] as? String, "2")
        XCTAssertEqual(reject["code"] as? String, BatchRejection.Code.unavailable)
        XCTAssertEqual(try client.next(type: "error")["code"] as? String, "moved")
        XCTAssertEqual(client.waitForClose(timeout: 5), 1012)
        let head = try nodeA.database.read { try DocumentRepository($0).get(id: documentID).headVersion }
        XCTAssertEqual(head, 1, "nothing was committed after the takeover")
        XCTAssertNil(try nodeA.database.read { try OpLogRepository($0).entry(documentID: documentID, batchID: "alice/2") })
    }

    /// /healthz names the node and its leases; /metrics counts them (and a single node reports none).
    func testHealthAndMetricsShowTheNodesLeases() throws {
        let node = try TestApp(.live, sync: settings(node: "a", address: "http://node-a.test", lease: 60))
        defer { node.stop() }
        let documentID = try node.upload(Samples.storyboard)
        let client = try WebSocketTestClient(port: node.port, stream: documentID)
        _ = try client.hello(clientID: "alice", lastVersion: nil)
        defer { client.close() }
        let health = try node.request("GET", "/healthz").expect(200).json()
        XCTAssertEqual(health["node"] as? String, "a")
        XCTAssertEqual(health["leasesHeld"] as? Int, 1)
        let metrics = try node.request("GET", "/metrics").expect(200).text
        XCTAssertTrue(metrics.contains("storyweave_document_leases_held{node=\"a\"} 1"), metrics)
        XCTAssertTrue(metrics.contains("storyweave_open_documents 1"), metrics)

        let single = try TestApp(.live)
        defer { single.stop() }
        XCTAssertNil(try single.request("GET", "/healthz").expect(200).json()["node"])
        XCTAssertTrue(try single.request("GET", "/metrics").expect(200).text.contains("\nstoryweave_document_leases_held 0\n"))
    }
}
