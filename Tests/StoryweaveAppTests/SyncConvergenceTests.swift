import Foundation
import IBDocument
import IBSync
import Store
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// Several clients edit one document at random over real WebSockets, with optimistic apply,
/// rebase on incoming batches and disconnect/reconnect with resend. At the end every client
/// has the server's bytes, no connection got a version twice, nothing dangled at any version a
/// client confirmed, and every acknowledged batch is in the op log once.
final class SyncConvergenceTests: XCTestCase {
    func testRandomEditorsOverWebSocketsConverge() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        var random = SplitMix(seed: 42)
        var peers: [ConvergencePeer] = []
        for index in 0..<5 {
            let client = try WebSocketTestClient(port: server.port, stream: documentID)
            let welcome = try client.hello(clientID: "p\(index)", lastVersion: nil)
            let replica = ClientReplica(clientId: "p\(index)", document: try SyncDocument(text: try XCTUnwrap(welcome["snapshot"] as? String)),
                                        version: try XCTUnwrap(welcome["version"] as? Int))
            peers.append(ConvergencePeer(name: "p\(index)", client: client, replica: replica, seed: UInt64(index % 3)))  // p0 and p3 propose the same ids
        }

        var reconnects = 0
        for _ in 0..<600 {
            let peer = peers[random.below(peers.count)]
            switch random.below(20) {
            case 0:
                // Reconnect: catch up from the last confirmed version, then resend what is unacknowledged.
                reconnects += 1
                try peer.reconnect(port: server.port, documentID: documentID)
            default:
                let ops = Self.randomOps(peer.replica.document, ids: &peer.ids, random: &random)
                if !ops.isEmpty, let batch = try? peer.replica.edit(ops) {
                    peer.sent.insert(batch.batchId)
                    try peer.client.send(ops: batch)
                }
            }
            for other in peers { while let message = try other.client.nextJSON(timeout: 0) { try other.handle(message) } }
        }
        // Drain until every client has its answers and the server's last version.
        let deadline = Date().addingTimeInterval(30)
        func settled() throws -> Bool {
            let head = try server.app.store.database.read { try DocumentRepository($0).get(id: documentID) }.headVersion
            return peers.allSatisfy { $0.replica.pending.isEmpty && Int64($0.replica.confirmedVersion) == head }
        }
        while Date() < deadline, !(try settled()) {
            for peer in peers { while let message = try peer.client.nextJSON(timeout: 0.01) { try peer.handle(message) } }
        }

        let content = try server.request("GET", "/api/documents/\(documentID)/content").body
        for peer in peers {
            XCTAssertTrue(peer.replica.pending.isEmpty, peer.name)
            XCTAssertEqual(Array(peer.replica.document.serializedString().utf8), content, "\(peer.name) diverged")
        }
        let final = try SyncDocument(bytes: content)
        XCTAssertTrue(ReferenceCascade.danglingReferences(in: final).isEmpty)
        ConvergencePeer.assertEachVersionOnceAndNothingDangles(peers)
        let log = try server.app.store.database.read { try OpLogRepository($0).entries(documentID: documentID, after: 0) }
        XCTAssertEqual(log.map(\.version), Array(1...Int64(log.count)))
        XCTAssertGreaterThan(log.count, 100)
        XCTAssertEqual(Set(log.map(\.batchID)).count, log.count, "each batch once")
        XCTAssertGreaterThan(reconnects, 0)
        XCTAssertGreaterThan(peers.map(\.checksumsVerified).reduce(0, +), 0)
        XCTAssertGreaterThan(peers.map(\.rejected.count).reduce(0, +), 0, "conflicting edits were refused along the way")
        for peer in peers {
            let logged = Set(log.filter { $0.clientID == peer.name }.map { String($0.batchID.dropFirst(peer.name.count + 1)) })
            XCTAssertTrue(peer.acknowledged.isSubset(of: logged), "\(peer.name): every acknowledged batch is in the log")
            XCTAssertEqual(logged.union(peer.rejected), peer.sent, "\(peer.name): every batch sent was applied or refused")
            XCTAssertTrue(logged.isDisjoint(with: peer.rejected))
        }
        // The log rebuilds the head from the uploaded bytes.
        let rebuilt = try SyncDocument(bytes: Samples.storyboard)
        for entry in log {
            _ = try BatchApplier.replay(try JSONDecoder().decode(AppliedBatch.self, from: Data(entry.opsJSON.utf8)).ops, on: rebuilt)
        }
        XCTAssertEqual(Array(rebuilt.serializedString().utf8), content)
    }

    /// Inserts, removes, moves, attribute and text edits, outlets, constraints and size-class
    /// exclusions of constraints over the views of the document (deletes cascade through all three).
    static func randomOps(_ document: SyncDocument, ids: inout IdentifierGenerator, random: inout SplitMix) -> [EditOperation] {
        var views: [MarkupElement] = [], constraints: [String] = []
        document.root.forEachElement {
            if ["view", "label", "textView"].contains($0.name) && $0.hasAttribute("id") { views.append($0) }
            if $0.name == "constraint", let id = $0.attribute("id") { constraints.append(id) }
        }
        let movable = views.filter { $0.parent?.name == "subviews" }
        guard !views.isEmpty else { return [] }
        let view = views[random.below(views.count)], id = view.attribute("id")!
        let subviews = NodeAddress.child(of: .object(id), name: "subviews", key: nil)
        switch random.below(9) {
        case 0: return [.setAttribute(target: .object(id), name: "userLabel", value: "u\(random.below(20))", expect: nil)]
        case 1: return [.removeAttribute(target: .object(id), name: "userLabel", expect: nil)]
        case 2:
            let xml = #"<textView contentMode="scaleToFill" id="\#(ids.next())"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/><string key="text">t</string></textView>"#
            return [.insertSubtree(parent: subviews, xml: xml, position: random.below(2) == 0 ? .atStart : .atEnd)]
        case 3:
            guard !movable.isEmpty else { return [] }
            return [.removeSubtree(target: .object(movable[random.below(movable.count)].attribute("id")!))]
        case 4:
            guard !movable.isEmpty else { return [] }
            return [.move(target: .object(movable[random.below(movable.count)].attribute("id")!), newParent: subviews, position: .atEnd)]
        case 5:
            guard let text = views.first(where: { $0.name == "textView" }) else { return [] }
            return [.setText(target: .child(of: .object(text.attribute("id")!), name: "string", key: "text"), text: "t\(random.below(50))", expect: nil)]
        case 7:
            let other = views[random.below(views.count)].attribute("id")!
            return [.insertSubtree(parent: .child(of: .object(id), name: "constraints", key: nil),
                                   xml: #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="\#(other)" secondAttribute="top" id="\#(ids.next())"/>"#,
                                   position: .xcodeOrder)]
        case 8:
            guard !constraints.isEmpty else { return [] }
            // A refused duplicate key when the view has this variation already: a conflict like any other.
            let xml = #"<variation key="heightClass=compact"><mask key="constraints"><exclude reference="\#(constraints[random.below(constraints.count)])"/></mask></variation>"#
            return [.insertSubtree(parent: .object(id), xml: xml, position: .xcodeOrder)]
        default:
            return [.insertSubtree(parent: .child(of: .object("BYZ-38-t0r"), name: "connections", key: nil),
                                   xml: #"<outlet property="o\#(random.below(5))" destination="\#(id)" id="\#(ids.next())"/>"#, position: .atEnd)]
        }
    }
}

struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
