import Foundation
import IBDocument
import IBSync
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// One simulated editor of the convergence tests: a replica with optimistic apply and rebase,
/// what it sent, and the server's answers (acks, refusals), checked against server checksums.
final class ConvergencePeer {
    let name: String
    var client: WebSocketTestClient
    var replica: ClientReplica
    var ids: IdentifierGenerator
    var acknowledged: Set<String> = []
    var rejected: Set<String> = []
    var sent: Set<String> = []
    var checksumsVerified = 0
    /// Versions the current connection delivered twice, or delivered although its welcome already
    /// had them (issue #23: the welcome and the live stream meet exactly); none is the rule.
    private(set) var versionsDeliveredTwice: [String] = []
    /// Versions checked for dangling references (each confirmed state with nothing pending: the
    /// server's document at that version) and those where one dangled.
    private(set) var versionsCheckedForDanglingReferences = 0
    private(set) var versionsWithDanglingReferences: [String] = []
    /// What the current connection had when it was welcomed, and the versions it delivered since.
    private var welcomedAt: Int
    private var delivered = Set<Int>()

    /// `replica` holds the document of `client`'s welcome (a snapshot at its version).
    init(name: String, client: WebSocketTestClient, replica: ClientReplica, seed: UInt64) {
        self.name = name
        self.client = client
        self.replica = replica
        welcomedAt = replica.confirmedVersion
        ids = IdentifierGenerator(seed: seed)
    }

    /// Applies one delivered batch; a version this connection already had is recorded, then ignored.
    private func receive(_ batch: AppliedBatch) throws {
        if batch.version <= welcomedAt || !delivered.insert(batch.version).inserted {
            versionsDeliveredTwice.append("\(name): version \(batch.version) (welcomed at \(welcomedAt))")
        }
        try replica.receive(batch)
        if replica.pending.isEmpty {
            versionsCheckedForDanglingReferences += 1
            let dangling = ReferenceCascade.danglingReferences(in: replica.document)
            if !dangling.isEmpty {
                versionsWithDanglingReferences.append("\(name) at version \(replica.confirmedVersion): "
                    + dangling.map { "\($0.element.name) \($0.attribute)=\($0.value)" }.joined(separator: ", "))
            }
        }
    }

    /// Applies a server batch and checks the document against the server's checksum (sent
    /// with the last batch of each commit): the confirmed state is what the display shows
    /// once nothing is pending.
    private func receive(_ message: [String: Any]) throws {
        for batch in try WebSocketTestClient.batches(message) { try receive(batch) }
        if let checksum = message["checksum"] as? String, replica.pending.isEmpty {
            XCTAssertEqual(DocumentChecksum.hex(of: replica.document), checksum, "\(name) drifted at version \(replica.confirmedVersion)")
            checksumsVerified += 1
        }
    }

    func handle(_ message: [String: Any]) throws {
        switch message["type"] as? String {
        case "ack":
            acknowledged.insert(try XCTUnwrap(message["batchId"] as? String))
            if message["batch"] != nil { try receive(message) }
        case "ops":
            try receive(message)
        case "reject":
            let data = try JSONSerialization.data(withJSONObject: message)
            let rejection = try JSONDecoder().decode(RejectMessage.self, from: data)
            rejected.insert(rejection.batchId)
            try replica.receive(BatchRejection(batchId: rejection.batchId, clientId: replica.clientId, opIndex: nil, code: rejection.code, reason: rejection.reason))
        default:
            break
        }
    }

    /// Handles what has arrived within `timeout`; false once the server is gone.
    func pump(timeout: Double) throws -> Bool {
        do {
            while let message = try client.nextJSON(timeout: timeout) { try handle(message) }
            return true
        } catch WebSocketTestClientError.closed {
            return false
        }
    }

    /// A new connection: catch up from the last confirmed version (a delta), then resend
    /// everything unacknowledged.
    func reconnect(port: Int, documentID: String) throws {
        client.close()
        client = try WebSocketTestClient(port: port, stream: documentID)
        let welcome = try client.hello(clientID: name, lastVersion: replica.confirmedVersion)
        let batches = try XCTUnwrap(welcome["batches"] as? [[String: Any]], "\(name): within the retained versions, a delta")
        welcomedAt = replica.confirmedVersion
        delivered = []
        for batch in batches { try receive(try WebSocketTestClient.appliedBatch(["batch": batch])) }
        for batch in replica.unacknowledged { try client.send(ops: batch) }
    }
}

extension ConvergencePeer {
    /// Issue #23's checks over a whole run: each version reached each connection once, and no
    /// version any peer confirmed had a dangling reference.
    static func assertEachVersionOnceAndNothingDangles(_ peers: [ConvergencePeer], file: StaticString = #filePath, line: UInt = #line) {
        let twice = peers.flatMap(\.versionsDeliveredTwice), dangling = peers.flatMap(\.versionsWithDanglingReferences)
        XCTAssertEqual(twice, [], "\(twice.count) versions delivered twice", file: file, line: line)
        XCTAssertEqual(dangling, [], "\(dangling.count) confirmed versions with a dangling reference", file: file, line: line)
        XCTAssertGreaterThan(peers.map(\.versionsCheckedForDanglingReferences).reduce(0, +), 0, file: file, line: line)
    }
}

private struct RejectMessage: Decodable {
    var batchId: String
    var code: String
    var reason: String
}
