-- Storyweave initial schema: content-addressed blobs, documents, revision snapshots and the op log.
-- Timestamps are INTEGER milliseconds since 1970 (UTC). Tables are STRICT (SQLite >= 3.37).

-- Exact bytes (document snapshots, images). `hash` is FNV-1a 64 (hex) of `bytes`: a lookup key,
-- not a proof of identity, so it is not unique and equal hashes are compared byte for byte.
CREATE TABLE blobs (
    id INTEGER PRIMARY KEY,
    hash TEXT NOT NULL,
    size INTEGER NOT NULL CHECK (size >= 0),
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX blobs_by_hash ON blobs (hash, size);

-- One row per document. `head_blob_id` holds the exact bytes at `head_version`.
-- Deleting is soft (`deleted_at`) so revisions and the op log stay intact.
CREATE TABLE documents (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    kind TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    head_version INTEGER NOT NULL DEFAULT 0 CHECK (head_version >= 0),
    head_blob_id INTEGER NOT NULL REFERENCES blobs (id),
    deleted_at INTEGER
) STRICT;
CREATE INDEX documents_by_update ON documents (deleted_at, updated_at);

-- Snapshots of a document at a version: automatic (name NULL) or named by a person.
CREATE TABLE revisions (
    id INTEGER PRIMARY KEY,
    document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    version INTEGER NOT NULL CHECK (version >= 0),
    name TEXT CHECK (name IS NULL OR length(name) BETWEEN 1 AND 255),
    created_at INTEGER NOT NULL,
    blob_id INTEGER NOT NULL REFERENCES blobs (id),
    UNIQUE (document_id, version)
) STRICT;

-- Every accepted op batch, in the document's total order. `batch_id` (client-chosen) makes a
-- resend idempotent; `version` is the document version the batch produced.
CREATE TABLE op_log (
    document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    version INTEGER NOT NULL CHECK (version >= 1),
    batch_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    ops TEXT NOT NULL CHECK (json_valid(ops)),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (document_id, version),
    UNIQUE (document_id, batch_id)
) STRICT, WITHOUT ROWID;
