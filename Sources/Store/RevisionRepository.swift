/// Snapshots of documents at versions: the automatic one at creation and named ones.
public struct RevisionRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    private static let columns = "r.id, r.document_id, r.version, r.name, r.created_at, r.blob_id, b.size"

    private static func record(_ row: Row) -> RevisionRecord {
        RevisionRecord(id: row.int64(0), documentID: row.string(1), version: row.int64(2), name: row.optionalString(3),
                       createdAt: row.int64(4), blobID: row.int64(5), size: row.int64(6))
    }

    func insert(documentID: String, version: Int64, name: String?, blobID: Int64, now: Int64) throws -> RevisionRecord {
        try db.run("INSERT INTO revisions (document_id, version, name, created_at, blob_id) VALUES (?, ?, ?, ?, ?)",
                   [documentID, version, name, now, blobID])
        guard let record = try find(documentID: documentID, version: version) else {
            throw StoreError.revisionNotFound(documentID: documentID, version: version)
        }
        return record
    }

    /// Snapshots of a document, newest version first.
    public func list(documentID: String) throws -> [RevisionRecord] {
        try db.query("""
            SELECT \(Self.columns) FROM revisions r JOIN blobs b ON b.id = r.blob_id
            WHERE r.document_id = ? ORDER BY r.version DESC
            """, [documentID], Self.record)
    }

    public func find(documentID: String, version: Int64) throws -> RevisionRecord? {
        try db.queryOne("""
            SELECT \(Self.columns) FROM revisions r JOIN blobs b ON b.id = r.blob_id
            WHERE r.document_id = ? AND r.version = ?
            """, [documentID, version], Self.record)
    }

    /// The newest snapshot at or before `version` (where a rebuild of `version` starts).
    public func nearest(documentID: String, atOrBefore version: Int64) throws -> RevisionRecord? {
        try db.queryOne("""
            SELECT \(Self.columns) FROM revisions r JOIN blobs b ON b.id = r.blob_id
            WHERE r.document_id = ? AND r.version <= ? ORDER BY r.version DESC LIMIT 1
            """, [documentID, version], Self.record)
    }

    /// Records an automatic (unnamed) snapshot of `version` whose bytes are already stored as
    /// blob `blobID` (the document hub passes the head blob it just wrote). A snapshot already
    /// present at that version is kept as it is.
    @discardableResult
    public func recordAutomatic(documentID: String, version: Int64, blobID: Int64,
                                now: Int64 = Clock.milliseconds()) throws -> RevisionRecord {
        if let existing = try find(documentID: documentID, version: version) { return existing }
        return try insert(documentID: documentID, version: version, name: nil, blobID: blobID, now: now)
    }

    /// The exact bytes of the snapshot at `version`.
    public func content(documentID: String, version: Int64) throws -> [UInt8] {
        guard let revision = try find(documentID: documentID, version: version) else {
            throw StoreError.revisionNotFound(documentID: documentID, version: version)
        }
        return try BlobRepository(db).bytes(id: revision.blobID)
    }

    /// Records a snapshot of `version` with its exact bytes `content` (the caller rebuilt them).
    /// When a snapshot at that version already exists it receives the name instead of being
    /// duplicated. Returns the revision and whether a new row was created.
    public func snapshot(documentID: String, version: Int64, content: [UInt8], name: String?,
                         now: Int64 = Clock.milliseconds()) throws -> (revision: RevisionRecord, created: Bool) {
        if let name { try DocumentRepository.validate(name: name) }
        return try db.transaction {
            if let existing = try find(documentID: documentID, version: version) {
                guard let name, name != existing.name else { return (existing, false) }
                try db.run("UPDATE revisions SET name = ? WHERE id = ?", [name, existing.id])
                return (try find(documentID: documentID, version: version) ?? existing, false)
            }
            let blob = try BlobRepository(db).put(content, contentType: DocumentRepository.contentType, now: now)
            return (try insert(documentID: documentID, version: version, name: name, blobID: blob.id, now: now), true)
        }
    }

    /// Records a named snapshot of the document's head, whose blob must be current (see
    /// `DocumentRepository.headContent`).
    public func snapshotHead(documentID: String, name: String?,
                             now: Int64 = Clock.milliseconds()) throws -> (revision: RevisionRecord, created: Bool) {
        try db.transaction {
            let document = try DocumentRepository(db).get(id: documentID)
            return try snapshot(documentID: documentID, version: document.headVersion,
                                content: try DocumentRepository(db).headContent(id: documentID), name: name, now: now)
        }
    }

    /// Deletes all but the newest `count` automatic (unnamed) snapshots of a document, and the
    /// blobs nothing else refers to any more. Returns the version of the oldest automatic
    /// snapshot kept (nil when there is none): the op log up to it can be compacted.
    @discardableResult
    public func pruneAutomatic(documentID: String, keeping count: Int) throws -> Int64? {
        let automatic = try db.query("""
            SELECT version, blob_id FROM revisions WHERE document_id = ? AND name IS NULL ORDER BY version DESC
            """, [documentID]) { (version: $0.int64(0), blobID: $0.int64(1)) }
        guard automatic.count > count else { return automatic.last?.version }
        let pruned = automatic.dropFirst(count)
        let oldestKept = automatic[count - 1].version
        try db.run("DELETE FROM revisions WHERE document_id = ? AND name IS NULL AND version < ?", [documentID, oldestKept])
        try BlobRepository(db).deleteUnreferenced(ids: Set(pruned.map(\.blobID)))
        return oldestKept
    }
}
