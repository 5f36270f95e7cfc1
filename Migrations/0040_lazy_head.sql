-- The head blob may trail the head version: the document hub commits each batch as one op log
-- row and moves `head_version` only, and writes the head's bytes (a new blob) when it takes a
-- snapshot (every N ops, after a quiet spell, when the last editor leaves). The exact bytes at
-- `head_version` are `head_blob_id` (the bytes at `head_blob_version`) plus the op log after it.
-- dialect: sqlite
ALTER TABLE documents ADD COLUMN head_blob_version INTEGER NOT NULL DEFAULT 0 CHECK (head_blob_version >= 0);
-- dialect: postgres
ALTER TABLE documents ADD COLUMN head_blob_version BIGINT NOT NULL DEFAULT 0 CHECK (head_blob_version >= 0);
-- dialect: all
UPDATE documents SET head_blob_version = head_version;
