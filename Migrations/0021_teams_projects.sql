-- Teams, memberships (owner / editor / viewer), projects with optional per-project role
-- overrides, the project a document lives in, invitations and per-document share links.
-- dialect: sqlite
CREATE TABLE teams (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE memberships (
    team_id TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (team_id, account_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX memberships_by_account ON memberships (account_id);

CREATE TABLE projects (
    id TEXT PRIMARY KEY,
    team_id TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX projects_by_team ON projects (team_id);

-- Replaces the member's team role inside one project (e.g. a team viewer who edits one app).
CREATE TABLE project_roles (
    project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
    PRIMARY KEY (project_id, account_id)
) STRICT, WITHOUT ROWID;

-- NULL: a document from before accounts (or open mode); only admins and open mode reach it.
ALTER TABLE documents ADD COLUMN project_id TEXT REFERENCES projects (id);
CREATE INDEX documents_by_project ON documents (project_id, deleted_at);

CREATE TABLE invitations (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    team_id TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    email TEXT,
    role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
    created_by TEXT NOT NULL REFERENCES accounts (id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    accepted_at INTEGER,
    accepted_by TEXT REFERENCES accounts (id),
    revoked_at INTEGER
) STRICT;
CREATE INDEX invitations_by_team ON invitations (team_id);

CREATE TABLE share_links (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    access TEXT NOT NULL CHECK (access IN ('view', 'edit')),
    created_by TEXT NOT NULL REFERENCES accounts (id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER,
    revoked_at INTEGER
) STRICT;
CREATE INDEX share_links_by_document ON share_links (document_id);
-- dialect: postgres
CREATE TABLE teams (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    created_at BIGINT NOT NULL
);

CREATE TABLE memberships (
    team_id TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
    created_at BIGINT NOT NULL,
    PRIMARY KEY (team_id, account_id)
);
CREATE INDEX memberships_by_account ON memberships (account_id);

CREATE TABLE projects (
    id TEXT PRIMARY KEY,
    team_id TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    created_at BIGINT NOT NULL
);
CREATE INDEX projects_by_team ON projects (team_id);

CREATE TABLE project_roles (
    project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
    PRIMARY KEY (project_id, account_id)
);

ALTER TABLE documents ADD COLUMN project_id TEXT REFERENCES projects (id);
CREATE INDEX documents_by_project ON documents (project_id, deleted_at);

CREATE TABLE invitations (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    team_id TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    email TEXT,
    role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
    created_by TEXT NOT NULL REFERENCES accounts (id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    accepted_at BIGINT,
    accepted_by TEXT REFERENCES accounts (id),
    revoked_at BIGINT
);
CREATE INDEX invitations_by_team ON invitations (team_id);

CREATE TABLE share_links (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    access TEXT NOT NULL CHECK (access IN ('view', 'edit')),
    created_by TEXT NOT NULL REFERENCES accounts (id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT,
    revoked_at BIGINT
);
CREATE INDEX share_links_by_document ON share_links (document_id);
