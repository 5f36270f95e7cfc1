-- One owner per open document when several `storyweave serve` nodes share one database (issue #25,
-- docs/store.md "Document leases"). The node that opens a document's hub holds its row until
-- `expires_at` (milliseconds since 1970 on the node's clock), renewing it while the hub is open and
-- with every commit. `epoch` grows by one at every acquisition: each commit checks, in its own
-- transaction, that the row still names this node and this epoch (fencing), so a node that lost the
-- lease, paused past its expiry or partitioned away, cannot commit. `handover_requested_at` is set
-- by a node the load balancer now routes the document to while another node holds it; the holder
-- closes its hub at its next renewal and clears the way.
-- dialect: sqlite
CREATE TABLE document_leases (
    document_id TEXT PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
    node_id TEXT NOT NULL CHECK (length(node_id) BETWEEN 1 AND 128),
    node_address TEXT NOT NULL,
    epoch INTEGER NOT NULL CHECK (epoch >= 1),
    expires_at INTEGER NOT NULL,
    handover_requested_at INTEGER
) STRICT;
-- dialect: postgres
CREATE TABLE document_leases (
    document_id TEXT PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
    node_id TEXT NOT NULL CHECK (length(node_id) BETWEEN 1 AND 128),
    node_address TEXT NOT NULL,
    epoch BIGINT NOT NULL CHECK (epoch >= 1),
    expires_at BIGINT NOT NULL,
    handover_requested_at BIGINT
);
-- dialect: all
CREATE INDEX document_leases_by_node ON document_leases (node_id);
