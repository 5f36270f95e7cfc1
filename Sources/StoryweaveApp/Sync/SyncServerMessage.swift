import Foundation
import IBSync

/// A message from the server on `/api/documents/{id}/stream` (docs/protocol.md), and the one
/// place where server messages become JSON text (`encoded()`).
enum SyncServerMessage {
    /// The answer to `hello`: the missing batches when the client's `lastVersion` is known, else a snapshot.
    case welcome(documentID: String, version: Int, batches: [AppliedBatch]?, snapshot: String?, presence: [SyncPresence])
    /// Other sessions' batches, in version order: one as `batch`, several (of one commit) as
    /// `batches`, each in its broadcast form (no `inverse`: only the sender can undo a batch).
    /// `checksum`: `DocumentChecksum` of the document at the last batch's version (only when that
    /// is the last batch of a commit, and at most every `checksumInterval`).
    case ops([EncodedBatch], checksum: String?)
    /// The sender's batch is committed. `batch` is the applied form (with cascade effects) for a
    /// fresh apply, nil for a resend.
    case ack(batchID: String, version: Int, batch: EncodedBatch?, checksum: String?)
    case reject(BatchRejection)
    case presence([SyncPresence])
    case error(code: String, String)
    /// An `error` with code `elsewhere`: the document is open on another node, named with its address.
    case elsewhere(DocumentOwnedElsewhere)

    /// The message's JSON. Fields come in a fixed order, absent ones are left out, and every value
    /// is written as `JSONEncoder` writes it (strings by `WireJSON.quoted`, batches in their `WireJSON` form:
    /// an ack's or ops message's batch is the text already encoded for the op log).
    func encoded() throws -> String {
        var object = WireJSON.Object()
        switch self {
        case .welcome(let documentID, let version, let batches, let snapshot, let presence):
            object.add("type", "welcome")
            object.add("documentId", documentID)
            object.add("version", version)
            object.add("batches", json: batches.map { WireJSON.array($0.map(\.wireJSON)) })
            object.add("snapshot", snapshot)
            try object.add("presence", presence)
        case .ops(let batches, let checksum):
            object.add("type", "ops")
            if batches.count == 1 {
                object.add("batch", json: batches[0].broadcastJSON)
            } else {
                object.add("batches", json: WireJSON.array(batches.map(\.broadcastJSON)))
            }
            object.add("checksum", checksum)
        case .ack(let batchID, let version, let batch, let checksum):
            object.add("type", "ack")
            object.add("batchId", batchID)
            object.add("version", version)
            object.add("batch", json: batch?.json)
            object.add("checksum", checksum)
        case .reject(let rejection):
            object.add("type", "reject")
            object.add("batchId", rejection.batchId)
            object.add("clientId", rejection.clientId)
            object.add("code", rejection.code)
            object.add("opIndex", rejection.opIndex)
            object.add("reason", rejection.reason)
        case .presence(let states):
            object.add("type", "presence")
            try object.add("presence", states)
        case .error(let code, let message):
            object.add("type", "error")
            object.add("code", code)
            object.add("message", message)
        case .elsewhere(let elsewhere):
            object.add("type", "error")
            object.add("code", "elsewhere")
            object.add("message", "the document is open on another server; reconnect in a moment.")
            object.add("node", elsewhere.nodeID)
            object.add("owner", elsewhere.address)
        }
        return object.closed()
    }
}

/// An applied batch with its JSON, encoded once: the op log row and the sender's ack carry `json`;
/// every other session's ops message carries `broadcastJSON`, the same text without `inverse`.
struct EncodedBatch {
    let batch: AppliedBatch
    let json: String
    let broadcastJSON: String

    init(_ batch: AppliedBatch) {
        self.batch = batch
        (json, broadcastJSON) = batch.wireForms
    }
}

extension WireJSON.Object {
    private static let encoder = JSONEncoder()

    /// Adds `"key":value` for a value only `JSONEncoder` writes (presence states), unless it is nil.
    mutating func add<Value: Encodable>(_ key: String, _ value: Value?) throws {
        guard let value else { return }
        add(key, json: String(decoding: try Self.encoder.encode(value), as: UTF8.self))
    }
}
