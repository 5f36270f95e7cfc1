/// How an open document's hub persists and watches its sessions (defaults suit a server; tests
/// shorten the intervals).
public struct DocumentHubSettings: Sendable {
    /// An automatic snapshot (head blob + revision) is written once this many ops were applied
    /// since the last one, in the same transaction as the batch that reaches it.
    public var snapshotInterval = 200
    /// ...and after this many seconds without a commit, when ops were applied since the last one.
    public var quietSnapshotDelay = 5.0
    /// Automatic snapshots kept per document; the op log is compacted behind the oldest kept
    /// (named snapshots are always kept).
    public var automaticRevisionsKept = 1000
    /// A session that sends nothing (clients send presence at least every 15 s) for this many
    /// seconds is closed and shown as gone to the others.
    public var sessionTimeout = 45.0
    /// The document checksum (a full serialization) goes out with a commit at most this often.
    public var checksumInterval = 0.1
    /// This node's identity when several nodes share the database: each open document is then leased
    /// to one node (`DocumentOwnership`). nil: the only node, no leases.
    public var cluster: ClusterSettings?

    public init() {}
}
