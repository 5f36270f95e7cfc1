import Store

/// The node's own lines of `/metrics` (issue #25): open documents, the leases it holds, and the
/// PostgreSQL pool's use. On one node with SQLite only the open documents and a zero lease count.
enum NodeMetrics {
    static func prometheusText(hubs: DocumentHubRegistry, database: Database, cluster: ClusterSettings?) -> String {
        var lines = [
            "# HELP storyweave_open_documents Documents with an open hub on this node.",
            "# TYPE storyweave_open_documents gauge",
            "storyweave_open_documents \(hubs.openDocumentCount)",
            "# HELP storyweave_document_leases_held Open documents whose lease this node holds (several nodes only).",
            "# TYPE storyweave_document_leases_held gauge",
            "storyweave_document_leases_held\(cluster.map { "{node=\"\(escape($0.nodeID))\"}" } ?? "") \(hubs.leasesHeld)",
        ]
        if let postgres = database as? PostgreSQLDatabase {
            let pool = postgres.poolStatistics
            lines += [
                "# HELP storyweave_postgres_pool_connections PostgreSQL connections of this node (reads and the writer).",
                "# TYPE storyweave_postgres_pool_connections gauge",
                "storyweave_postgres_pool_connections \(pool.size)",
                "# HELP storyweave_postgres_pool_in_use PostgreSQL connections in use now.",
                "# TYPE storyweave_postgres_pool_in_use gauge",
                "storyweave_postgres_pool_in_use \(pool.inUse)",
                "# HELP storyweave_postgres_pool_waits_total Reads that waited for a free connection.",
                "# TYPE storyweave_postgres_pool_waits_total counter",
                "storyweave_postgres_pool_waits_total \(pool.waits)",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escape(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
