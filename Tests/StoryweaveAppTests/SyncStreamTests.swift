import Foundation
import Glibc
import IBSync
import Store
import XCTest
@testable import StoryweaveApp

/// Two (and three) real WebSocket clients on `/api/documents/{id}/stream` of a real server.
final class SyncStreamTests: XCTestCase {
    private let viewID = "8bC-Xf-vdC"
    private var subviews: NodeAddress { .child(of: .object(viewID), name: "subviews", key: nil) }

    func testTwoClientsSeeEachOthersEditsAndTheOpLogHasEachBatchOnce() throws {
        let server = try TestServer()
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)

        let alice = try SyncTestClient(port: server.port, documentID: documentID)
        let bob = try SyncTestClient(port: server.port, documentID: documentID)
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
        try aliceReplica.receive(try Self.batch(ack))
        try bobReplica.receive(try Self.batch(try bob.next(type: "ops")))

        // Bob inserts a label; Alice sees it.
        let second = try bobReplica.edit([.insertSubtree(parent: subviews, xml: #"<label text="Hi" id="lab-el-001"/>"#, position: .atEnd)])
        try bob.send(ops: second)
        try bobReplica.receive(try Self.batch(try bob.next(type: "ack")))
        try aliceReplica.receive(try Self.batch(try alice.next(type: "ops")))

        // A resend is acknowledged again, not applied twice.
        try alice.send(ops: first)
        let again = try alice.next(type: "ack")
        XCTAssertEqual(again["version"] as? Int, 1)
        XCTAssertNil(again["batch"])

        // Alice deletes the label while Bob edits it: Bob's edit is refused with a reason.
        try alice.send(ops: try aliceReplica.edit([.removeSubtree(target: .object("lab-el-001"))]))
        try aliceReplica.receive(try Self.batch(try alice.next(type: "ack")))
        let stale = ClientBatch(batchId: "bob-late", clientId: "bob", baseVersion: 2,
                                ops: [.setAttribute(target: .object("lab-el-001"), name: "text", value: "Hello", expect: nil)])
        try bob.send(ops: stale)
        try bobReplica.receive(try Self.batch(try bob.next(type: "ops")))
        let reject = try bob.next(type: "reject")
        XCTAssertEqual(reject["batchId"] as? String, "bob-late")
        XCTAssertTrue((reject["reason"] as? String)?.contains("does not exist") == true, "\(reject)")

        // Presence goes to the others.
        try bob.send(["type": "presence", "selection": [viewID], "pointer": ["x": 10, "y": 20]])
        let presence = try alice.nextPresence()
        XCTAssertEqual(presence["clientId"] as? String, "bob")
        XCTAssertEqual(presence["selection"] as? [String], [viewID])

        // Everyone has the server's bytes; the head and the op log agree.
        let content = try server.request("GET", "/api/documents/\(documentID)/content").body
        XCTAssertEqual(Array(aliceReplica.document.serializedString().utf8), content)
        XCTAssertEqual(Array(bobReplica.document.serializedString().utf8), content)
        let log = try server.server.store.database.read { try OpLogRepository($0).entries(documentID: documentID, after: 0) }
        XCTAssertEqual(log.map(\.version), [1, 2, 3])
        XCTAssertEqual(Set(log.map(\.batchID)).count, 3)
        let head = try server.server.store.database.read { try DocumentRepository($0).get(id: documentID) }
        XCTAssertEqual(head.headVersion, 3)

        // A late joiner behind by two versions gets exactly the missing batches.
        let carol = try SyncTestClient(port: server.port, documentID: documentID)
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
        let server = try TestServer()
        defer { server.stop() }
        let missing = try SyncTestClient(port: server.port, documentID: "no-such-document")
        try missing.send(["type": "hello", "clientId": "x"])
        XCTAssertEqual(try missing.next(type: "error")["code"] as? String, "notFound")

        let documentID = try server.upload(Samples.storyboard)
        let client = try SyncTestClient(port: server.port, documentID: documentID)
        try client.send(["type": "ops"])
        XCTAssertTrue((try client.next(type: "error")["message"] as? String)?.contains("hello") == true)
        _ = try client.hello(clientID: "me", lastVersion: nil)
        try client.send(ops: ClientBatch(batchId: "1", clientId: "someone-else", baseVersion: 0,
                                         ops: [.removeAttribute(target: .root, name: "x", expect: nil)]))
        XCTAssertEqual(try client.next(type: "error")["code"] as? String, "badMessage")
        client.sendRaw("not json")
        XCTAssertEqual(try client.next(type: "error")["code"] as? String, "badMessage")
    }

    /// A viewport in presence reaches the others (follow mode shows what the followed person sees); an invalid one is
    /// refused with badMessage and relayed to nobody; a presence without one clears it (every message is the full state).
    func testPresenceViewportIsRelayedValidatedAndReplaced() throws {
        let server = try TestServer()
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let alice = try SyncTestClient(port: server.port, documentID: documentID)
        let bob = try SyncTestClient(port: server.port, documentID: documentID)
        _ = try alice.hello(clientID: "alice", lastVersion: nil)
        _ = try bob.hello(clientID: "bob", lastVersion: 0)
        XCTAssertEqual(try alice.nextPresence()["clientId"] as? String, "bob")

        try bob.send(["type": "presence", "selection": [viewID], "viewport": ["x": -40.5, "y": 120, "width": 1280, "height": 720]])
        let seen = try alice.nextPresence()
        XCTAssertEqual(seen["clientId"] as? String, "bob")
        let viewport = try XCTUnwrap(seen["viewport"] as? [String: Double])
        XCTAssertEqual(viewport, ["x": -40.5, "y": 120, "width": 1280, "height": 720])

        for invalid: [String: Any] in [["x": 0, "y": 0, "width": 0, "height": 100], ["x": 0, "y": 0, "width": 100, "height": -5],
                                        ["x": 1e300, "y": 0, "width": 100, "height": 100]] {
            usleep(60_000) // past the hub's 50 ms presence interval, so only the validation can stop it
            try bob.send(["type": "presence", "selection": [], "viewport": invalid])
            let error = try bob.next(type: "error")
            XCTAssertEqual(error["code"] as? String, "badMessage")
            XCTAssertTrue((error["message"] as? String)?.contains("viewport") == true, "\(error)")
        }
        XCTAssertNil(try alice.poll(timeout: 0.3), "a refused presence is relayed to nobody")

        usleep(60_000)
        try bob.send(["type": "presence", "selection": [viewID]])
        let cleared = try alice.nextPresence()
        XCTAssertEqual(cleared["selection"] as? [String], [viewID])
        XCTAssertNil(cleared["viewport"], "a presence without a viewport clears it")
    }

    /// Updates closer together than the hub's interval are not lost: the latest state follows once it has passed.
    func testPresenceSentInQuickSuccessionEndsWithTheLatestState() throws {
        let server = try TestServer()
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let alice = try SyncTestClient(port: server.port, documentID: documentID)
        let bob = try SyncTestClient(port: server.port, documentID: documentID)
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
        XCTAssertNil(try alice.poll(timeout: 0.2), "nothing more follows")
    }

    /// The reopened hub knows the batches applied before a restart: a resend is acknowledged, not applied again.
    func testResendAfterTheDocumentIsReopenedIsNotAppliedTwice() throws {
        let server = try TestServer()
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let batch = ClientBatch(batchId: "b1", clientId: "me", baseVersion: 0,
                                ops: [.setAttribute(target: .object(viewID), name: "userLabel", value: "Once", expect: nil)])
        let first = try SyncTestClient(port: server.port, documentID: documentID)
        _ = try first.hello(clientID: "me", lastVersion: 0)
        try first.send(ops: batch)
        XCTAssertEqual(try first.next(type: "ack")["version"] as? Int, 1)
        first.close()
        // Wait for the hub to close (last session gone), so the next hello loads it from SQLite.
        let deadline = Date().addingTimeInterval(5)
        var reopened: [String: Any] = [:]
        var second: SyncTestClient
        repeat {
            Thread.sleep(forTimeInterval: 0.05)
            second = try SyncTestClient(port: server.port, documentID: documentID)
            reopened = try second.hello(clientID: "me", lastVersion: 0)
        } while (reopened["batches"] as? [Any])?.count != 1 && Date() < deadline
        XCTAssertEqual(reopened["version"] as? Int, 1)
        try second.send(ops: batch)
        let ack = try second.next(type: "ack")
        XCTAssertEqual(ack["version"] as? Int, 1)
        XCTAssertNil(ack["batch"], "already applied")
        let log = try server.server.store.database.read { try OpLogRepository($0).entries(documentID: documentID, after: 0) }
        XCTAssertEqual(log.count, 1)
    }

    static func batch(_ message: [String: Any]) throws -> AppliedBatch {
        let data = try JSONSerialization.data(withJSONObject: try XCTUnwrap(message["batch"]))
        return try JSONDecoder().decode(AppliedBatch.self, from: data)
    }
}

/// A minimal RFC 6455 client over a blocking socket: masked text frames out, unmasked frames in.
final class SyncTestClient {
    private let socket: RawSocket
    private var buffer: [UInt8] = []

    init(port: Int, documentID: String) throws {
        socket = try RawSocket(port: port)
        socket.write(Array(("GET /api/documents/\(documentID)/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n" +
            "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
        while !buffer.suffix(4).elementsEqual([13, 10, 13, 10]) {
            let chunk = socket.read(upTo: 1)
            guard !chunk.isEmpty else { throw SyncTestClientError.closed }
            buffer += chunk
        }
        let head = String(decoding: buffer, as: UTF8.self)
        buffer = []
        guard head.hasPrefix("HTTP/1.1 101") else { throw SyncTestClientError.handshake(head) }
    }

    func hello(clientID: String, lastVersion: Int?) throws -> [String: Any] {
        var message: [String: Any] = ["type": "hello", "clientId": clientID]
        if let lastVersion { message["lastVersion"] = lastVersion }
        try send(message)
        return try next(type: "welcome")
    }

    func send(ops batch: ClientBatch) throws {
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(batch))
        try send(["type": "ops", "batch": object])
    }

    func send(_ object: [String: Any]) throws {
        sendRaw(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
    }

    /// Several messages in one write, so they reach the server together (no scheduling gap between them).
    func send(together objects: [[String: Any]]) throws {
        socket.write(try objects.flatMap { Self.frame(opcode: 0x1, payload: Array(try JSONSerialization.data(withJSONObject: $0))) })
    }

    func sendRaw(_ text: String) {
        socket.write(Self.frame(opcode: 0x1, payload: Array(text.utf8)))
    }

    func close() {
        socket.write(Self.frame(opcode: 0x8, payload: [0x03, 0xE8]))
    }

    /// The first person in the next presence message.
    func nextPresence() throws -> [String: Any] {
        try XCTUnwrap((try next(type: "presence")["presence"] as? [[String: Any]])?.first)
    }

    /// The next message of this type (others, e.g. presence, are skipped).
    func next(type: String) throws -> [String: Any] {
        while true {
            let text = try readTextMessage()
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            if object["type"] as? String == type { return object }
        }
    }

    private func readTextMessage() throws -> String {
        while true {
            if let message = try parseMessage() { return message }
            let chunk = socket.read()
            guard !chunk.isEmpty else { throw SyncTestClientError.closed }
            buffer += chunk
        }
    }

    /// The next message if one arrives within `timeout` seconds, else nil.
    func poll(timeout: Double) throws -> [String: Any]? {
        while true {
            if let text = try parseMessage() {
                return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            }
            var descriptor = pollfd(fd: socket.fd, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return nil }
            let chunk = socket.read()
            guard !chunk.isEmpty else { throw SyncTestClientError.closed }
            buffer += chunk
        }
    }

    /// Takes one complete text message (possibly fragmented) off the buffer, if there is one.
    private func parseMessage() throws -> String? {
        var offset = 0
        var message: [UInt8] = []
        while true {
            guard buffer.count >= offset + 2 else { return nil }
            let first = buffer[offset], opcode = first & 0x0F
            var length = Int(buffer[offset + 1] & 0x7F)
            var headerLength = 2
            if length == 126 {
                guard buffer.count >= offset + 4 else { return nil }
                length = buffer[(offset + 2)..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
                headerLength = 4
            } else if length == 127 {
                guard buffer.count >= offset + 10 else { return nil }
                length = buffer[(offset + 2)..<(offset + 10)].reduce(0) { $0 << 8 | Int($1) }
                headerLength = 10
            }
            guard buffer.count >= offset + headerLength + length else { return nil }
            let payload = buffer[(offset + headerLength)..<(offset + headerLength + length)]
            offset += headerLength + length
            switch opcode {
            case 0x8: throw SyncTestClientError.closed
            case 0x9, 0xA:
                buffer.removeSubrange(offset - headerLength - length..<offset)
                offset -= headerLength + length
            default:
                message += payload
                if first & 0x80 != 0 {
                    buffer.removeFirst(offset)
                    return String(decoding: message, as: UTF8.self)
                }
            }
        }
    }

    static func frame(opcode: UInt8, payload: [UInt8]) -> [UInt8] {
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        var frame: [UInt8] = [0x80 | opcode]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        return frame + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }
}

enum SyncTestClientError: Error {
    case closed
    case handshake(String)
}
