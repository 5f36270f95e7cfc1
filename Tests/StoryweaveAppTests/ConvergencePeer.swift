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

    init(name: String, client: WebSocketTestClient, replica: ClientReplica, seed: UInt64) {
        self.name = name
        self.client = client
        self.replica = replica
        ids = IdentifierGenerator(seed: seed)
    }

    /// Applies a server batch and checks the document against the server's checksum (sent
    /// with the last batch of each commit): the confirmed state is what the display shows
    /// once nothing is pending.
    private func receive(_ message: [String: Any]) throws {
        for batch in try WebSocketTestClient.batches(message) { try replica.receive(batch) }
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
        for batch in batches { try replica.receive(try WebSocketTestClient.appliedBatch(["batch": batch])) }
        for batch in replica.unacknowledged { try client.send(ops: batch) }
    }
}

private struct RejectMessage: Decodable {
    var batchId: String
    var code: String
    var reason: String
}
