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

/// A pointer position on the canvas, in scene coordinates.
struct SyncPointer: Codable, Equatable, Sendable {
    var scene: String?
    var x: Double
    var y: Double
}

/// The part of the canvas a person sees, in canvas (world) points: others following them show the same part.
struct SyncViewport: Codable, Equatable, Sendable {
    static let maximumMagnitude = 10_000_000.0

    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// Finite numbers within ±10,000,000 points and a positive size; anything else is refused (badMessage).
    var isValid: Bool {
        let values = [x, y, width, height]
        return values.allSatisfy { $0.isFinite && abs($0) <= Self.maximumMagnitude } && width > 0 && height > 0
    }
}

/// One person's presence as the server relays it.
struct SyncPresence: Codable, Equatable, Sendable {
    var clientId: String
    var name: String?
    var color: String
    var selection: [String]
    var pointer: SyncPointer?
    /// Set once, when the person leaves (or times out).
    var left: Bool?
    /// What part of the canvas they see (absent until their editor sends it).
    var viewport: SyncViewport? = nil
}

/// A message from the server. Absent fields are left out of the JSON.
struct SyncServerMessage: Encodable {
    var type: String
    var documentId: String?
    var version: Int?
    var batchId: String?
    var batches: [AppliedBatch]?
    var snapshot: String?
    var batch: AppliedBatch?
    /// `DocumentChecksum` of the document at `batch.version` (ack and ops; only on the last
    /// batch of each commit).
    var checksum: String?
    var opIndex: Int?
    var reason: String?
    var presence: [SyncPresence]?
    var code: String?
    var message: String?

    init(type: String) { self.type = type }

    static func welcome(documentID: String, version: Int, batches: [AppliedBatch]?, snapshot: String?,
                        presence: [SyncPresence]) -> SyncServerMessage {
        var message = SyncServerMessage(type: "welcome")
        message.documentId = documentID
        message.version = version
        message.batches = batches
        message.snapshot = snapshot
        message.presence = presence
        return message
    }

    static func ops(_ batch: AppliedBatch, checksum: String?) -> SyncServerMessage {
        var message = SyncServerMessage(type: "ops")
        message.batch = batch
        message.checksum = checksum
        return message
    }

    /// `batch` is the applied form (with cascade effects) for a fresh apply, nil for a resend.
    static func ack(batchID: String, version: Int, batch: AppliedBatch?, checksum: String? = nil) -> SyncServerMessage {
        var message = SyncServerMessage(type: "ack")
        message.batchId = batchID
        message.version = version
        message.batch = batch
        message.checksum = checksum
        return message
    }

    static func reject(_ rejection: BatchRejection) -> SyncServerMessage {
        var message = SyncServerMessage(type: "reject")
        message.batchId = rejection.batchId
        message.opIndex = rejection.opIndex
        message.reason = rejection.reason
        return message
    }

    static func presence(_ states: [SyncPresence]) -> SyncServerMessage {
        var message = SyncServerMessage(type: "presence")
        message.presence = states
        return message
    }

    static func error(code: String, _ text: String) -> SyncServerMessage {
        var message = SyncServerMessage(type: "error")
        message.code = code
        message.message = text
        return message
    }
}
