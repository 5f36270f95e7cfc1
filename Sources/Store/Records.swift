/// A stored document (its metadata; content is fetched separately, as exact bytes).
public struct DocumentRecord: Sendable, Equatable {
    public var id: String
    public var name: String
    /// "storyboard" or "xib" (whatever the application layer decided at upload).
    public var kind: String
    public var createdAt: Int64
    public var updatedAt: Int64
    /// The newest committed version (the op log's last row, or the last import).
    public var headVersion: Int64
    /// The stored bytes at `headBlobVersion` (≤ `headVersion`): the head is these bytes plus
    /// the op log after them (the document hub writes the blob at snapshots, not every commit).
    public var headBlobID: Int64
    public var headBlobVersion: Int64
    /// Size in bytes of the head blob (the content at `headBlobVersion`).
    public var size: Int64
    public var deletedAt: Int64?
}

/// A snapshot of a document at one version.
public struct RevisionRecord: Sendable, Equatable {
    public var id: Int64
    public var documentID: String
    public var version: Int64
    public var name: String?
    public var createdAt: Int64
    public var blobID: Int64
    public var size: Int64
}

/// One accepted op batch of a document.
public struct OpLogEntry: Sendable, Equatable {
    public var documentID: String
    public var version: Int64
    public var batchID: String
    public var clientID: String
    /// JSON array of operations, exactly as accepted.
    public var opsJSON: String
    public var createdAt: Int64
}

/// Exact bytes with their content type.
public struct BlobRecord: Sendable, Equatable {
    public var id: Int64
    public var hash: String
    public var size: Int64
    public var contentType: String
    public var createdAt: Int64
}
