-- The media library (issue #5): images that documents reference by name (`image="logo"`,
-- `<resources><image name="logo" width= height=/>`). Scoped like source sets: `scope_id` is the
-- document's project id, or `local` for documents outside any project (open mode). A name is
-- unique per scope; uploading it again replaces the image. Bytes live in the content-addressed
-- `blobs`; `pixel_width`/`pixel_height` are read from the file's header (SVG/PDF: their own
-- units, which are points), `scale` comes from an `@2x`/`@3x` file-name suffix.
-- dialect: sqlite
CREATE TABLE images (
    scope_id TEXT NOT NULL CHECK (length(scope_id) BETWEEN 1 AND 128),
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    blob_id INTEGER NOT NULL REFERENCES blobs (id),
    content_type TEXT NOT NULL,
    pixel_width REAL NOT NULL CHECK (pixel_width >= 0),
    pixel_height REAL NOT NULL CHECK (pixel_height >= 0),
    scale INTEGER NOT NULL CHECK (scale IN (1, 2, 3)),
    uploader TEXT,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (scope_id, name)
) STRICT, WITHOUT ROWID;
-- dialect: postgres
CREATE TABLE images (
    scope_id TEXT NOT NULL CHECK (length(scope_id) BETWEEN 1 AND 128),
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    blob_id BIGINT NOT NULL REFERENCES blobs (id),
    content_type TEXT NOT NULL,
    pixel_width DOUBLE PRECISION NOT NULL CHECK (pixel_width >= 0),
    pixel_height DOUBLE PRECISION NOT NULL CHECK (pixel_height >= 0),
    scale BIGINT NOT NULL CHECK (scale IN (1, 2, 3)),
    uploader TEXT,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (scope_id, name)
);
