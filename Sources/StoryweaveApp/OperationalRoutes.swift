import Foundation
import HTTPServer
import HTTPTypes
import Store

/// `/healthz` (the database answered a query on both connections within the last second: `HealthProbe`) and
/// `/metrics` (Prometheus text).
struct OperationalRoutes {
    let metricsText: @Sendable () -> String
    /// This node's id and its lease count, in a cluster (nil: a single node).
    let node: String?
    let leasesHeld: @Sendable () -> Int
    private let probe: HealthProbe<DatabaseHealth>

    /// What the probe learns: the schema version and the number of documents.
    struct DatabaseHealth: Sendable {
        var schemaVersion: Int
        var documents: Int
    }

    init(database: Database, node: String? = nil, leasesHeld: @escaping @Sendable () -> Int = { 0 },
         metricsText: @escaping @Sendable () -> String) {
        self.metricsText = metricsText
        self.node = node
        self.leasesHeld = leasesHeld
        probe = HealthProbe {
            let (schema, documents) = try database.read { db in
                (try db.queryOne("SELECT max(version) FROM schema_migrations") { $0.int(0) } ?? 0,
                 try DocumentRepository(db).count())
            }
            try database.write { try $0.queryOne("SELECT 1") { $0.int(0) } }
            return DatabaseHealth(schemaVersion: schema, documents: documents)
        }
    }

    private struct Health: Encodable {
        var status: String
        var database: String
        var schemaVersion: Int?
        var documents: Int?
        var detail: String?
        var node: String?
        var leasesHeld: Int?
    }

    func register(on routes: APIRoutes) {
        routes.get("/healthz") { [probe, node, leasesHeld] _ in
            do {
                let health = try probe.value()
                var response = HTTPServerResponse.apiJSON(Health(status: "ok", database: "ok", schemaVersion: health.schemaVersion,
                                                                 documents: health.documents, node: node,
                                                                 leasesHeld: node == nil ? nil : leasesHeld()))
                response.headers[.cacheControl] = "no-store"
                return response
            } catch {
                return .apiJSON(Health(status: "unavailable", database: "failing", detail: String(describing: error)),
                             status: .serviceUnavailable)
            }
        }
        routes.get("/metrics") { _ in
            .text(metricsText(), contentType: "text/plain; version=0.0.4; charset=utf-8")
        }
    }
}

/// A WebSocket echo at `/_echo` (off by default; `storyweave serve --echo`), for Autobahn runs.
enum EchoRoute {
    static let path = "/_echo"

    static func register(on router: Router) {
        router.webSocket(path) { _, socket in
            socket.onText = { [weak socket] text in socket?.send(text: text) }
            socket.onBinary = { [weak socket] bytes in socket?.send(binary: bytes) }
        }
    }
}
