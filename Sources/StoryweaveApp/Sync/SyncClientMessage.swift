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
}
