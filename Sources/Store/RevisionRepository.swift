/// Snapshots of documents at versions: the automatic one at creation and named ones.
public struct RevisionRepository {
    let db: SQLiteConnection

    public init(_ connection: SQLiteConnection) { db = connection }

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

    /// Records a named snapshot of the document's head. When a snapshot at the head version
    /// already exists (e.g. the automatic one), it receives the name instead of being duplicated.
    /// Returns the revision and whether a new row was created.
    public func snapshotHead(documentID: String, name: String?,
                             now: Int64 = Clock.milliseconds()) throws -> (revision: RevisionRecord, created: Bool) {
        if let name { try DocumentRepository.validate(name: name) }
        return try db.transaction {
            let document = try DocumentRepository(db).get(id: documentID)
            if let existing = try find(documentID: documentID, version: document.headVersion) {
                guard let name, name != existing.name else { return (existing, false) }
                try db.run("UPDATE revisions SET name = ? WHERE id = ?", [name, existing.id])
                return (try find(documentID: documentID, version: document.headVersion) ?? existing, false)
            }
            let revision = try insert(documentID: documentID, version: document.headVersion, name: name,
                                      blobID: document.headBlobID, now: now)
            return (revision, true)
        }
    }
}
