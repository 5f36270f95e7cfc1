import Foundation

/// Documents: create (with their initial snapshot), list, find, rename, soft-delete, and move the head.
/// Methods run on the connection they are given; wrap several calls in one `Database.write`
/// to make them one transaction.
public struct DocumentRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    /// The content type documents are stored under.
    public static let contentType = "application/xml"

    private static let columns = """
        d.id, d.name, d.kind, d.created_at, d.updated_at, d.head_version, d.head_blob_id, b.size, d.deleted_at, d.head_blob_version
        """

    private static func record(_ row: Row) -> DocumentRecord {
        DocumentRecord(id: row.string(0), name: row.string(1), kind: row.string(2),
                       createdAt: row.int64(3), updatedAt: row.int64(4), headVersion: row.int64(5),
                       headBlobID: row.int64(6), headBlobVersion: row.int64(9), size: row.int64(7), deletedAt: row.optionalInt64(8))
    }

    /// Stores a new document at version 0 with `content` as its exact bytes, plus the version-0 snapshot.
    public func create(name: String, kind: String, content: [UInt8],
                       id: String = DocumentID.generate(), now: Int64 = Clock.milliseconds()) throws -> DocumentRecord {
        try Self.validate(name: name)
        return try db.transaction {
            let blob = try BlobRepository(db).put(content, contentType: Self.contentType, now: now)
            try db.run("""
                INSERT INTO documents (id, name, kind, created_at, updated_at, head_version, head_blob_id, head_blob_version)
                VALUES (?, ?, ?, ?, ?, 0, ?, 0)
                """, [id, name, kind, now, now, blob.id])
            _ = try RevisionRepository(db).insert(documentID: id, version: 0, name: nil, blobID: blob.id, now: now)
            guard let record = try find(id: id) else { throw StoreError.documentNotFound(id: id) }
            return record
        }
    }

    /// The live (not deleted) document with `id`.
    public func find(id: String, includingDeleted: Bool = false) throws -> DocumentRecord? {
        try db.queryOne("""
            SELECT \(Self.columns) FROM documents d JOIN blobs b ON b.id = d.head_blob_id
            WHERE d.id = ? AND (? OR d.deleted_at IS NULL)
            """, [id, includingDeleted], Self.record)
    }

    /// Like `find`, but a missing document is `StoreError.documentNotFound`.
    public func get(id: String) throws -> DocumentRecord {
        guard let record = try find(id: id) else { throw StoreError.documentNotFound(id: id) }
        return record
    }

    /// Live documents, most recently updated first.
    public func list(limit: Int = 1_000, offset: Int = 0) throws -> [DocumentRecord] {
        try db.query("""
            SELECT \(Self.columns) FROM documents d JOIN blobs b ON b.id = d.head_blob_id
            WHERE d.deleted_at IS NULL ORDER BY d.updated_at DESC, d.id LIMIT ? OFFSET ?
            """, [limit, offset], Self.record)
    }

    public func count() throws -> Int {
        try db.queryOne("SELECT count(*) FROM documents WHERE deleted_at IS NULL") { $0.int(0) } ?? 0
    }

    @discardableResult
    public func rename(id: String, to name: String, now: Int64 = Clock.milliseconds()) throws -> DocumentRecord {
        try Self.validate(name: name)
        let changed = try db.run("UPDATE documents SET name = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL",
                                 [name, now, id])
        guard changed == 1 else { throw StoreError.documentNotFound(id: id) }
        return try get(id: id)
    }

    /// Soft delete: the document disappears from lists and lookups; its history stays on disk.
    public func delete(id: String, now: Int64 = Clock.milliseconds()) throws {
        let changed = try db.run("UPDATE documents SET deleted_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL",
                                 [now, now, id])
        guard changed == 1 else { throw StoreError.documentNotFound(id: id) }
    }

    /// The exact bytes at the head version, when the head blob is current (documents no hub has
    /// edited since its last snapshot); otherwise `StoreError.conflict` (rebuild from the op log).
    public func headContent(id: String) throws -> [UInt8] {
        let record = try get(id: id)
        guard record.headBlobVersion == record.headVersion else {
            throw StoreError.conflict("Document \(id) is at version \(record.headVersion) but its head blob at \(record.headBlobVersion): replay the op log.")
        }
        return try BlobRepository(db).bytes(id: record.headBlobID)
    }

    /// The head blob: the exact bytes at `headBlobVersion` (replay the op log after it for the head).
    public func headBlob(id: String) throws -> (version: Int64, bytes: [UInt8]) {
        let record = try get(id: id)
        return (record.headBlobVersion, try BlobRepository(db).bytes(id: record.headBlobID))
    }

    /// Moves the head version (the op log holds the batches up to it; the blob stays behind).
    /// `version` must be greater than the current head.
    public func advanceVersion(id: String, to version: Int64, now: Int64 = Clock.milliseconds()) throws {
        let current = try get(id: id)
        guard version > current.headVersion else {
            throw StoreError.conflict("Document \(id) is at version \(current.headVersion); cannot move its head to \(version).")
        }
        try db.run("UPDATE documents SET head_version = ?, updated_at = ? WHERE id = ?", [version, now, id])
    }

    /// Stores `content` as the head blob at `version` (newer than the current blob, not beyond
    /// the head version) and returns the blob's id, so a snapshot can share it.
    @discardableResult
    public func storeHeadBlob(id: String, version: Int64, content: [UInt8], now: Int64 = Clock.milliseconds()) throws -> Int64 {
        let current = try get(id: id)
        guard version > current.headBlobVersion, version <= current.headVersion else {
            throw StoreError.conflict("Document \(id) has its head blob at version \(current.headBlobVersion) and its head at \(current.headVersion); cannot store a head blob for version \(version).")
        }
        let blob = try BlobRepository(db).put(content, contentType: Self.contentType, now: now)
        try db.run("UPDATE documents SET head_blob_id = ?, head_blob_version = ? WHERE id = ?", [blob.id, version, id])
        return blob.id
    }

    /// Moves the head to `version` with `content` as its bytes, in one step.
    @discardableResult
    public func advanceHead(id: String, to version: Int64, content: [UInt8],
                            now: Int64 = Clock.milliseconds()) throws -> DocumentRecord {
        try db.transaction {
            try advanceVersion(id: id, to: version, now: now)
            try storeHeadBlob(id: id, version: version, content: content, now: now)
            return try get(id: id)
        }
    }

    static func validate(name: String) throws {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw StoreError.invalidValue("A document name cannot be empty.") }
        guard name.utf8.count <= 255 else { throw StoreError.invalidValue("A document name is at most 255 bytes.") }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw StoreError.invalidValue("A document name cannot contain control characters.")
        }
    }
}
