import Foundation

/// Client id → author of the live-editing streams, so op-log batches (keyed by client id) have authors.
public struct StreamClientRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    public func record(documentID: String, clientID: String, author: String, now: Int64 = Clock.milliseconds()) throws {
        try db.run("""
            INSERT INTO stream_clients (document_id, client_id, author, first_seen_at) VALUES (?, ?, ?, ?)
            ON CONFLICT DO NOTHING
            """, [documentID, clientID, author, now])
    }

    /// The authors of the batch at `version` of the document (normally one).
    public func authors(documentID: String, version: Int64) throws -> [String] {
        try db.query("""
            SELECT s.author FROM op_log o JOIN stream_clients s ON s.document_id = o.document_id AND s.client_id = o.client_id
            WHERE o.document_id = ? AND o.version = ? ORDER BY s.author
            """, [documentID, version]) { $0.string(0) }
    }
}
