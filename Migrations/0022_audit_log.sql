-- Who did what: uploads, renames, deletes, restores, exports, membership and role changes.
-- `team_id` scopes the row to the team whose owners may read it (NULL: instance-level).
CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    team_id TEXT,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL,
    detail TEXT,
    created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX audit_log_by_team ON audit_log (team_id, id);
