import Foundation
import IBSync

/// A message from a client on `/api/documents/{id}/stream` (JSON text frame, see docs/protocol.md).
/// One flat shape with a `type`; the fields a type needs are checked by `SyncSession`.
struct SyncClientMessage: Decodable {
    var type: String
    /// hello
    var clientId: String?
    /// hello: the last version the client has applied; absent or null asks for a snapshot.
    var lastVersion: Int?
    /// ops
    var batch: ClientBatch?
    /// presence
    var selection: [String]?
    var pointer: SyncPointer?
    var viewport: SyncViewport?
    var name: String?

    /// The message in `text`. An `ops` message — the one a client sends thousands of times a second — is
    /// read by `WireJSON` (`ClientBatch(wire:)`); every other message, and any `ops` message that reader
    /// declines, by `JSONDecoder`, whose error then says what is wrong. Both read a message the same way.
    static func decode(_ text: String) throws -> SyncClientMessage {
        if let message = opsMessage(text) { return message }
        return try JSONDecoder().decode(SyncClientMessage.self, from: Data(text.utf8))
    }

    private static let otherFields = ["clientId", "lastVersion", "selection", "pointer", "viewport", "name"]

    /// An `ops` message with a readable batch (or none) and no other field of this type but null ones.
    private static func opsMessage(_ text: String) -> SyncClientMessage? {
        guard let value = WireJSON.value(parsing: text), value["type"]?.string == "ops",
              otherFields.allSatisfy({ value[$0]?.isNull ?? true }) else { return nil }
        guard let batchValue = value["batch"], !batchValue.isNull else { return SyncClientMessage(type: "ops") }
        guard let batch = ClientBatch(wire: batchValue) else { return nil }
        return SyncClientMessage(type: "ops", batch: batch)
    }
}
