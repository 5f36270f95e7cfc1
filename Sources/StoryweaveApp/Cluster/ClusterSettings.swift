/// This node's identity when several `storyweave serve` processes share one PostgreSQL database
/// (issue #25, README "Running several nodes"). Without it (the default, and always on SQLite) a
/// node takes no leases: it is the only one.
public struct ClusterSettings: Sendable, Equatable {
    /// Unique per node and stable across its restarts (a restarted node takes back its own leases
    /// at once; two live nodes must never share one).
    public var nodeID: String
    /// This node's own base URL (`http://10.0.0.12:8081`), given to clients and peers that reach it
    /// for a document another node holds.
    public var address: String
    /// How long a lease lasts without renewal; the hub renews it every third of this, and with every
    /// commit. A dead node's documents open elsewhere after at most this long. Must exceed the clock
    /// skew between nodes.
    public var leaseDuration: Double = 10
    /// How often the node reads the revocations other nodes made (`CredentialRevocationFeed`): a
    /// session, token or share link revoked on one node stops working on the others within this.
    public var revocationPollInterval: Double = 1

    public init(nodeID: String, address: String, leaseDuration: Double = 10, revocationPollInterval: Double = 1) {
        self.nodeID = nodeID
        self.address = address
        self.leaseDuration = leaseDuration
        self.revocationPollInterval = revocationPollInterval
    }

    var leaseMilliseconds: Int64 { Int64((leaseDuration * 1000).rounded()) }
}
