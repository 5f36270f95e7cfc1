-- Who was behind each live-editing client id: written when a stream says hello, so every op
-- batch in `op_log` (which records the client id) is attributable to an account, a share link
-- or the local user: op_log JOIN stream_clients USING (document_id, client_id).
-- dialect: sqlite
CREATE TABLE stream_clients (
    document_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    author TEXT NOT NULL,
    first_seen_at INTEGER NOT NULL,
    PRIMARY KEY (document_id, client_id, author)
) STRICT, WITHOUT ROWID;
-- dialect: postgres
CREATE TABLE stream_clients (
    document_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    author TEXT NOT NULL,
    first_seen_at BIGINT NOT NULL,
    PRIMARY KEY (document_id, client_id, author)
);
