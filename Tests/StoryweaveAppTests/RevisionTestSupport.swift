import Foundation
import IBSync
import StoryweaveTesting
import XCTest

/// One editor on a real `/stream` socket with its replica, recording the document's exact
/// bytes at every version it learns (so tests can compare `content?version=N` against them).
final class RecordingEditor {
    let client: WebSocketTestClient
    let replica: ClientReplica
    /// Exact bytes of the document at each version this editor has confirmed.
    private(set) var bytesAtVersion: [Int: [UInt8]] = [:]

    init(server: TestApp, documentID: String, clientID: String) throws {
        client = try WebSocketTestClient(port: server.port, stream: documentID)
        let welcome = try client.hello(clientID: clientID, lastVersion: nil)
        let snapshot = try XCTUnwrap(welcome["snapshot"] as? String)
        let version = try XCTUnwrap(welcome["version"] as? Int)
        replica = ClientReplica(clientId: clientID, document: try SyncDocument(text: snapshot), version: version)
        bytesAtVersion[version] = replica.document.serialized()
    }

    var version: Int { replica.confirmedVersion }
    var bytes: [UInt8] { replica.document.serialized() }

    /// Sends one batch, waits for its ack and records the bytes at the new version.
    @discardableResult
    func edit(_ ops: [EditOperation]) throws -> Int {
        try client.send(ops: try replica.edit(ops))
        let ack = try client.next(type: "ack")
        try replica.receive(try WebSocketTestClient.appliedBatch(ack))
        bytesAtVersion[replica.confirmedVersion] = replica.document.serialized()
        return replica.confirmedVersion
    }

    /// Waits for the next broadcast batch, applies it and returns it.
    func receiveOps() throws -> AppliedBatch {
        let batch = try WebSocketTestClient.appliedBatch(try client.next(type: "ops"))
        try replica.receive(batch)
        bytesAtVersion[replica.confirmedVersion] = replica.document.serialized()
        return batch
    }
}

/// Edits of several op kinds on the iOS storyboard template's root view.
enum RevisionEdits {
    static let viewID = "8bC-Xf-vdC"
    static var subviews: NodeAddress { .child(of: .object(viewID), name: "subviews", key: nil) }

    /// The `step`-th edit of a deterministic sequence: labels come and go, attributes change.
    static func ops(step: Int) -> [EditOperation] {
        let label = "lab-el-\(String(format: "%03d", step / 4))"
        switch step % 4 {
        case 0: return [.insertSubtree(parent: subviews, xml: #"<label text="L\#(step)" id="\#(label)"/>"#, position: .atEnd)]
        case 1: return [.setAttribute(target: .object(label), name: "text", value: "Step \(step) & <more>", expect: nil)]
        case 2: return [.setAttribute(target: .object(viewID), name: "userLabel", value: "View \(step)", expect: nil)]
        default: return step % 8 == 3 ? [.removeSubtree(target: .object(label))]
                                      : [.setAttribute(target: .object(label), name: "textAlignment", value: "center", expect: nil)]
        }
    }
}
