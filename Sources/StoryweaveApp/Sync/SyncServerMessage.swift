import Foundation
import IBSync

/// A message from the server on `/api/documents/{id}/stream` (docs/protocol.md), and the one
/// place where server messages become JSON text (`encoded()`).
enum SyncServerMessage {
    /// The answer to `hello`: the missing batches when the client's `lastVersion` is known, else a snapshot.
    case welcome(documentID: String, version: Int, batches: [AppliedBatch]?, snapshot: String?, presence: [SyncPresence])
    /// Other sessions' batches, in version order: one as `batch`, several (of one commit) as
    /// `batches`. `checksum`: `DocumentChecksum` of the document at the last batch's version (only
    /// when that is the last batch of a commit, and at most every `checksumInterval`).
    case ops([EncodedBatch], checksum: String?)
    /// The sender's batch is committed. `batch` is the applied form (with cascade effects) for a
    /// fresh apply, nil for a resend.
    case ack(batchID: String, version: Int, batch: EncodedBatch?, checksum: String?)
    case reject(BatchRejection)
    case presence([SyncPresence])
    case error(code: String, String)

    /// The message's JSON. Fields come in a fixed order, absent ones are left out, and every value
    /// is written by `JSONEncoder` (the batch's JSON is the text already encoded for the op log).
    func encoded() throws -> String {
        var object = JSONObjectText()
        switch self {
        case .welcome(let documentID, let version, let batches, let snapshot, let presence):
            object.add("type", "welcome")
            object.add("documentId", documentID)
            object.add("version", version)
            try object.add("batches", batches)
            object.add("snapshot", snapshot)
            try object.add("presence", presence)
        case .ops(let batches, let checksum):
            object.add("type", "ops")
            if batches.count == 1 {
                object.add("batch", json: batches[0].json)
            } else {
                object.add("batches", json: "[" + batches.map(\.json).joined(separator: ",") + "]")
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
        }
        return object.closed()
    }
}

/// An applied batch with its JSON, encoded once: the op log row, the sender's ack and every other
/// session's ops message carry the same text.
struct EncodedBatch {
    let batch: AppliedBatch
    let json: String

    init(_ batch: AppliedBatch, encoder: JSONEncoder) throws {
        self.batch = batch
        json = String(decoding: try encoder.encode(batch), as: UTF8.self)
    }
}

/// A JSON object written field by field, in the order the fields are added.
struct JSONObjectText {
    private static let encoder = JSONEncoder()
    private var text = "{"
    private var hasFields = false

    /// Adds `"key":value` unless the value is nil.
    mutating func add<Value: Encodable>(_ key: String, _ value: Value?) throws {
        guard let value else { return }
        add(key, json: String(decoding: try Self.encoder.encode(value), as: UTF8.self))
    }

    /// Adds `"key":"text"` unless the value is nil: the same bytes as `JSONEncoder` writes for a
    /// string, without a `JSONEncoder` (every ack and `ops` message has two or three such fields,
    /// on the hub's serial queue).
    mutating func add(_ key: String, _ value: String?) {
        guard let value else { return }
        add(key, json: Self.quoted(value))
    }

    mutating func add(_ key: String, _ value: Int?) {
        guard let value else { return }
        add(key, json: String(value))
    }

    /// `value` as a JSON string literal, escaped as Foundation's `JSONEncoder` escapes it (default
    /// formatting): `\"`, `\\`, `\/`, `\b \t \n \f \r`, other controls below U+0020 as
    /// `\u00xx` (lowercase hex); everything else, U+2028/U+2029 included, as it is.
    static func quoted(_ value: String) -> String {
        let utf8 = value.utf8
        let needsEscape = utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "/") }
        guard needsEscape else { return "\"" + value + "\"" }
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(utf8.count + 8)
        let hex = Array("0123456789abcdef".utf8)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes += [UInt8(ascii: "\\"), byte]
            case 0x08: bytes += Array(#"\b"#.utf8)
            case 0x09: bytes += Array(#"\t"#.utf8)
            case 0x0A: bytes += Array(#"\n"#.utf8)
            case 0x0C: bytes += Array(#"\f"#.utf8)
            case 0x0D: bytes += Array(#"\r"#.utf8)
            case ..<0x20: bytes += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Adds `"key":json` (text that is already JSON) unless it is nil.
    mutating func add(_ key: String, json: String?) {
        guard let json else { return }
        text += (hasFields ? ",\"" : "\"") + key + "\":" + json
        hasFields = true
    }

    func closed() -> String { text + "}" }
}
