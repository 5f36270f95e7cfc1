-- Accounts, browser sessions, API tokens and one-time sign-in links (issue #7, docs/security.md).
-- Secrets are never stored: sessions, tokens and links keep the SHA-256 (hex) of the random value
-- the client holds; passwords keep a PBKDF2-HMAC-SHA256 string "pbkdf2-sha256$iterations$salt$hash".
-- dialect: sqlite
CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) BETWEEN 3 AND 254),
    display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 100),
    password_hash TEXT,
    is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
    created_at INTEGER NOT NULL,
    password_changed_at INTEGER NOT NULL
) STRICT;

CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    csrf_token TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
) STRICT;
CREATE INDEX sessions_by_account ON sessions (account_id);

CREATE TABLE api_tokens (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    token_hash TEXT NOT NULL UNIQUE,
    scopes TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER,
    last_used_at INTEGER,
    revoked_at INTEGER
) STRICT;
CREATE INDEX api_tokens_by_account ON api_tokens (account_id);

CREATE TABLE sign_in_links (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
) STRICT;
-- dialect: postgres
-- citext compares e-mail addresses case-insensitively, as SQLite's COLLATE NOCASE does.
CREATE EXTENSION IF NOT EXISTS citext;
CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    email CITEXT NOT NULL UNIQUE CHECK (length(email) BETWEEN 3 AND 254),
    display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 100),
    password_hash TEXT,
    is_admin BIGINT NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
    created_at BIGINT NOT NULL,
    password_changed_at BIGINT NOT NULL
);

CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    csrf_token TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    revoked_at BIGINT
);
CREATE INDEX sessions_by_account ON sessions (account_id);

CREATE TABLE api_tokens (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    token_hash TEXT NOT NULL UNIQUE,
    scopes TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT,
    last_used_at BIGINT,
    revoked_at BIGINT
);
CREATE INDEX api_tokens_by_account ON api_tokens (account_id);

CREATE TABLE sign_in_links (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at BIGINT
);
