-- Rate limits that hold for every node sharing the database (issue #25: "a node keeps nothing that
-- another node needs"): failed sign-ins per e-mail address and per client address, new accounts per
-- client address, invalid bearer tokens per client address (docs/security.md, "Rate limits"). One
-- fixed window per key: `window_start` (milliseconds since 1970, the counting node's clock) and the
-- events counted in it. `scope_key` is the limiter's name and its key ("sign-in|email:a@b.c").
-- Rows of windows that have ended are deleted as they are met again, and in bulk by the nodes.
-- dialect: sqlite
CREATE TABLE rate_limit_windows (
    scope_key TEXT PRIMARY KEY CHECK (length(scope_key) BETWEEN 1 AND 600),
    window_start INTEGER NOT NULL,
    event_count INTEGER NOT NULL CHECK (event_count >= 0)
) STRICT, WITHOUT ROWID;
-- dialect: postgres
CREATE TABLE rate_limit_windows (
    scope_key TEXT PRIMARY KEY CHECK (length(scope_key) BETWEEN 1 AND 600),
    window_start BIGINT NOT NULL,
    event_count BIGINT NOT NULL CHECK (event_count >= 0)
);
-- dialect: all
CREATE INDEX rate_limit_windows_by_start ON rate_limit_windows (window_start);
