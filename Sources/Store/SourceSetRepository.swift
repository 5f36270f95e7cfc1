/// One file of a project's source set at a revision.
public struct SourceFileRecord: Sendable, Equatable {
    public var path: String
    public var module: String?
    public var blobID: Int64
    public var size: Int64
}

/// A revision of a project's source set: when, by whom, how much.
public struct SourceRevisionRecord: Sendable, Equatable {
    public var projectID: String
    public var revision: Int64
    public var createdAt: Int64
    public var author: String?
    public var fileCount: Int64
    public var totalBytes: Int64
}

/// The user's source files per project, versioned: `commit` stores a complete file list as the
/// next revision (file bytes deduplicated through `BlobRepository`), older revisions stay readable.
public struct SourceSetRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    /// A file to store: path, module and exact bytes.
    public struct NewFile: Sendable {
        public var path: String
        public var module: String?
        public var bytes: [UInt8]

        public init(path: String, module: String?, bytes: [UInt8]) {
            self.path = path
            self.module = module
            self.bytes = bytes
        }
    }

    /// Stores `files` as the project's next revision, in one transaction.
    public func commit(projectID: String, files: [NewFile], author: String?, now: Int64 = Clock.milliseconds()) throws -> SourceRevisionRecord {
        try db.transaction {
            let revision = (try latestRevision(projectID: projectID)?.revision ?? 0) + 1
            let totalBytes = files.reduce(0) { $0 + $1.bytes.count }
            try db.run("""
                INSERT INTO source_revisions (project_id, revision, created_at, author, file_count, total_bytes)
                VALUES (?, ?, ?, ?, ?, ?)
                """, [projectID, revision, now, author.map { SQLValue.text($0) } ?? .null, files.count, totalBytes])
            let blobs = BlobRepository(db)
            for file in files {
                let blob = try blobs.put(file.bytes, contentType: "text/plain; charset=utf-8", now: now)
                try db.run("INSERT INTO source_files (project_id, revision, path, module, blob_id) VALUES (?, ?, ?, ?, ?)",
                           [projectID, revision, file.path, file.module.map { SQLValue.text($0) } ?? .null, blob.id])
            }
            return SourceRevisionRecord(projectID: projectID, revision: revision, createdAt: now, author: author,
                                        fileCount: Int64(files.count), totalBytes: Int64(totalBytes))
        }
    }

    public func latestRevision(projectID: String) throws -> SourceRevisionRecord? {
        try db.queryOne("""
            SELECT project_id, revision, created_at, author, file_count, total_bytes FROM source_revisions
            WHERE project_id = ? ORDER BY revision DESC LIMIT 1
            """, [projectID], Self.revisionRecord)
    }

    public func revisions(projectID: String) throws -> [SourceRevisionRecord] {
        try db.query("""
            SELECT project_id, revision, created_at, author, file_count, total_bytes FROM source_revisions
            WHERE project_id = ? ORDER BY revision DESC
            """, [projectID], Self.revisionRecord)
    }

    /// The files of one revision, sorted by path.
    public func files(projectID: String, revision: Int64) throws -> [SourceFileRecord] {
        try db.query("""
            SELECT f.path, f.module, f.blob_id, b.size FROM source_files f JOIN blobs b ON b.id = f.blob_id
            WHERE f.project_id = ? AND f.revision = ? ORDER BY f.path
            """, [projectID, revision]) {
            SourceFileRecord(path: $0.string(0), module: $0.optionalString(1), blobID: $0.int64(2), size: $0.int64(3))
        }
    }

    /// The project a document belongs to (nil for documents outside any project, as in open mode);
    /// `StoreError.documentNotFound` when there is no such live document.
    public func projectID(ofDocument documentID: String) throws -> String? {
        let row: String?? = try db.queryOne("SELECT project_id FROM documents WHERE id = ? AND deleted_at IS NULL", [documentID]) {
            $0.optionalString(0)
        }
        guard let row else { throw StoreError.documentNotFound(id: documentID) }
        return row
    }

    private static func revisionRecord(_ row: Row) -> SourceRevisionRecord {
        SourceRevisionRecord(projectID: row.string(0), revision: row.int64(1), createdAt: row.int64(2),
                             author: row.optionalString(3), fileCount: row.int64(4), totalBytes: row.int64(5))
    }
}
