-- The user's code (Swift and Objective-C files) that a project's documents are checked against
-- and whose classes the editor offers (issue #8). Every upload makes a new revision holding the
-- complete file list; file bytes live in the content-addressed `blobs`, so a file unchanged
-- between revisions is stored once. `project_id` is the project's id (the scope of sources).
-- dialect: sqlite
CREATE TABLE source_revisions (
    project_id TEXT NOT NULL CHECK (length(project_id) BETWEEN 1 AND 128),
    revision INTEGER NOT NULL CHECK (revision >= 1),
    created_at INTEGER NOT NULL,
    author TEXT,
    file_count INTEGER NOT NULL CHECK (file_count >= 0),
    total_bytes INTEGER NOT NULL CHECK (total_bytes >= 0),
    PRIMARY KEY (project_id, revision)
) STRICT, WITHOUT ROWID;

CREATE TABLE source_files (
    project_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    path TEXT NOT NULL CHECK (length(path) BETWEEN 1 AND 1024),
    module TEXT,
    blob_id INTEGER NOT NULL REFERENCES blobs (id),
    PRIMARY KEY (project_id, revision, path),
    FOREIGN KEY (project_id, revision) REFERENCES source_revisions (project_id, revision) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
-- dialect: postgres
CREATE TABLE source_revisions (
    project_id TEXT NOT NULL CHECK (length(project_id) BETWEEN 1 AND 128),
    revision BIGINT NOT NULL CHECK (revision >= 1),
    created_at BIGINT NOT NULL,
    author TEXT,
    file_count BIGINT NOT NULL CHECK (file_count >= 0),
    total_bytes BIGINT NOT NULL CHECK (total_bytes >= 0),
    PRIMARY KEY (project_id, revision)
);

CREATE TABLE source_files (
    project_id TEXT NOT NULL,
    revision BIGINT NOT NULL,
    path TEXT NOT NULL CHECK (length(path) BETWEEN 1 AND 1024),
    module TEXT,
    blob_id BIGINT NOT NULL REFERENCES blobs (id),
    PRIMARY KEY (project_id, revision, path),
    FOREIGN KEY (project_id, revision) REFERENCES source_revisions (project_id, revision) ON DELETE CASCADE
);
