/// Content-addressed byte storage. `put` returns the existing blob when identical bytes with the
/// same content type are already stored, so snapshots of an unchanged document cost nothing.
public struct BlobRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    public func put(_ bytes: [UInt8], contentType: String, now: Int64 = Clock.milliseconds()) throws -> BlobRecord {
        let hash = FNV1a64.hex(of: bytes)
        let candidates = try db.query(
            "SELECT id, bytes, created_at FROM blobs WHERE hash = ? AND size = ? AND content_type = ?",
            [hash, bytes.count, contentType]) { (id: $0.int64(0), bytes: $0.bytes(1), createdAt: $0.int64(2)) }
        if let match = candidates.first(where: { $0.bytes == bytes }) {
            return BlobRecord(id: match.id, hash: hash, size: Int64(bytes.count), contentType: contentType, createdAt: match.createdAt)
        }
        let id = try db.queryOne("INSERT INTO blobs (hash, size, content_type, bytes, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
                                 [hash, bytes.count, contentType, bytes, now]) { $0.int64(0) }
        guard let id else { throw StoreError.invalidValue("Storing a blob returned no id.") }
        return BlobRecord(id: id, hash: hash, size: Int64(bytes.count), contentType: contentType, createdAt: now)
    }

    public func find(id: Int64) throws -> BlobRecord? {
        try db.queryOne("SELECT id, hash, size, content_type, created_at FROM blobs WHERE id = ?", [id]) {
            BlobRecord(id: $0.int64(0), hash: $0.string(1), size: $0.int64(2), contentType: $0.string(3), createdAt: $0.int64(4))
        }
    }

    /// The exact stored bytes.
    public func bytes(id: Int64) throws -> [UInt8] {
        guard let bytes = try db.queryOne("SELECT bytes FROM blobs WHERE id = ?", [id], { $0.bytes(0) }) else {
            throw StoreError.blobNotFound(id: id)
        }
        return bytes
    }

    /// Deletes those of `ids` that no document head, revision, source file or image refers to.
    public func deleteUnreferenced(ids: Set<Int64>) throws {
        for id in ids {
            try db.run("""
                DELETE FROM blobs WHERE id = ?
                  AND NOT EXISTS (SELECT 1 FROM documents WHERE head_blob_id = ?)
                  AND NOT EXISTS (SELECT 1 FROM revisions WHERE blob_id = ?)
                  AND NOT EXISTS (SELECT 1 FROM source_files WHERE blob_id = ?)
                  AND NOT EXISTS (SELECT 1 FROM images WHERE blob_id = ?)
                """, [id, id, id, id, id])
        }
    }
}
