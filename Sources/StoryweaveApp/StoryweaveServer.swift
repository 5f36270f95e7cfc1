import Foundation
import HTTPServer
import Logging
import Store

/// Everything `storyweave serve` can set.
public struct StoryweaveServerConfiguration: Sendable {
    public var http = HTTPServerConfiguration()
    /// Holds `storyweave.sqlite`; created on first run.
    public var dataDirectory = "./data"
    /// Overrides `<dataDirectory>/storyweave.sqlite` (tests use temporary files).
    public var databasePath: String?
    /// `postgres://…`: a PostgreSQL database (shared by several nodes) instead of the SQLite file.
    public var databaseURL: String?
    public var migrationsDirectory = "./Migrations"
    /// Static files (the browser app); nil serves none.
    public var publicDirectory: String? = "./Public"
    /// Largest accepted document upload.
    public var maxUploadBytes = 10 * 1024 * 1024
    /// Mounts the WebSocket echo at `/_echo`.
    public var enableEcho = false
    /// A custom authenticator (embedding, tests). In accounts mode the default is replaced by
    /// `SecurityAuthenticator` (sessions, API tokens, share links).
    public var authenticator: any RequestAuthenticator = AnonymousAuthenticator()
    /// Open (single local user) or accounts mode, cookies, KDF cost, rate limits.
    public var security = SecurityConfiguration()
    /// Snapshots, compaction and session timeouts of open documents.
    public var sync = DocumentHubSettings()

    public init() {}
}

/// The assembled application: the store (migrated), the router with every route, the HTTP server.
public final class StoryweaveServer: @unchecked Sendable {
    public let configuration: StoryweaveServerConfiguration
    public let store: Store
    public let router: Router
    public let http: HTTPServer
    /// Closes open streams when their credential is revoked.
    public let streamGate: StreamGate
    /// Accounts mode, first run: the one-time token of the administrator's sign-in link.
    public let firstRunSignInToken: String?
    /// The open documents' hubs (one registry for the stream and the REST routes).
    let hubs: DocumentHubRegistry
    /// With `--node-id`: this node's revocations told to the others, and theirs acted on here.
    private let revocations: CredentialRevocationFeed?
    private let logger: Logger

    public init(configuration: StoryweaveServerConfiguration, logger: Logger) throws {
        self.configuration = configuration
        self.logger = logger
        if let url = configuration.databaseURL {
            store = try Store(postgres: PostgreSQLConfiguration(url: url), migrationsDirectory: configuration.migrationsDirectory)
        } else if let path = configuration.databasePath {
            store = try Store(databasePath: path, migrationsDirectory: configuration.migrationsDirectory)
        } else {
            store = try Store(dataDirectory: configuration.dataDirectory, migrationsDirectory: configuration.migrationsDirectory)
        }
        for migration in store.appliedOnOpen { logger.info("applied migration \(migration.fileName)") }

        let security = configuration.security
        if security.mode == .open, !FirstRunSetup.isLoopback(configuration.http.host) {
            throw OpenModeBindingError(host: configuration.http.host)
        }
        router = Router()
        var httpConfiguration = configuration.http
        // The transport refuses bodies well beyond an upload (multipart framing adds a little).
        httpConfiguration.limits.maxBodyBytes = configuration.maxUploadBytes + 64 * 1024
        for field in SecurityHeaders.fields(tls: security.secureCookies) { httpConfiguration.defaultResponseHeaders.append(field) }
        http = HTTPServer(configuration: httpConfiguration, router: router, logger: logger)

        // Authentication and authorization: one authenticator, one policy, one rule table (Auth/).
        let credentials = CredentialCache()
        let authenticator: any RequestAuthenticator =
            security.mode == .accounts && configuration.authenticator is AnonymousAuthenticator
            ? SecurityAuthenticator(database: store.database, configuration: security, cache: credentials) : configuration.authenticator
        let policy = AuthorizationPolicy(mode: security.mode, database: store.database, trustedOrigins: security.trustedOrigins)
        let audit = AuditRecorder(database: store.database, logger: logger)
        streamGate = StreamGate(authenticator: authenticator, policy: policy, database: store.database)
        let accounts = AccountService(database: store.database, configuration: security, gate: streamGate, cache: credentials)
        if let cluster = configuration.sync.cluster {
            let feed = CredentialRevocationFeed(database: store.database, gate: streamGate, cache: credentials, logger: logger)
            feed.start(interval: cluster.revocationPollInterval)
            revocations = feed
        } else {
            revocations = nil
        }
        firstRunSignInToken = security.mode == .accounts ? try FirstRunSetup.run(service: accounts) : nil

        let routes = APIRoutes(router: router, authenticator: authenticator, logger: logger, policy: policy, audit: audit)
        AccountRoutes(service: accounts, mode: security.mode, policy: policy, audit: audit).register(on: routes)
        TeamRoutes(database: store.database, gate: streamGate, audit: audit).register(on: routes)
        ProjectRoutes(database: store.database, gate: streamGate).register(on: routes)
        // One registry for the stream and the REST routes, so a restore goes through the same hub.
        hubs = DocumentHubRegistry(database: store.database, logger: logger, settings: configuration.sync)
        DocumentRoutes(database: store.database, maxUploadBytes: configuration.maxUploadBytes, hubs: hubs).register(on: routes)
        CatalogRoutes().register(on: routes)
        ProtocolRoutes().register(on: routes)
        SourceRoutes(database: store.database, limits: .init(), cache: SourceIndexCache()).register(on: routes)
        ImageRoutes(database: store.database, maxImageBytes: configuration.maxUploadBytes).register(on: routes)
        SyncRoute.register(on: router, registry: hubs, gate: streamGate)
        let metrics = http.metrics
        // Health and metrics stay open to probes (Docker HEALTHCHECK, Prometheus) whatever the API requires.
        let operationalRoutes = APIRoutes(router: router, authenticator: AnonymousAuthenticator(), logger: logger, policy: policy)
        OperationalRoutes(database: store.database, node: configuration.sync.cluster?.nodeID, leasesHeld: { [hubs] in hubs.leasesHeld },
                          metricsText: { [hubs, store] in
                              metrics.prometheusText() + NodeMetrics.prometheusText(hubs: hubs, database: store.database,
                                                                                    cluster: configuration.sync.cluster)
                          }).register(on: operationalRoutes)
        if configuration.enableEcho { EchoRoute.register(on: router) }
        EditorRoutes.register(on: router, publicDirectory: configuration.publicDirectory)
        if let publicDirectory = configuration.publicDirectory {
            router.serveStaticFiles(from: publicDirectory)
        }
    }

    /// Binds and starts accepting connections.
    public func start() throws { try http.start() }

    /// The bound port (after `start()`).
    public var port: Int { http.port }

    /// The administrator's one-time sign-in link (accounts mode, first run), else nil.
    public var firstRunSignInURL: String? {
        firstRunSignInToken.map { "\(url)signin.html?link=\($0)" }
    }

    /// The address to open in a browser.
    public var url: String {
        let host = configuration.http.host
        let shown = host == "0.0.0.0" || host == "::" ? "localhost" : (host.contains(":") ? "[\(host)]" : host)
        return "http://\(shown):\(port)/"
    }

    /// Stops accepting, finishes in-flight requests, closes WebSockets (1001), closes the open documents (each
    /// commits and snapshots what it holds), then calls `completion`.
    public func shutdown(timeout: Double = 10, completion: @escaping @Sendable () -> Void) {
        revocations?.stop()
        http.shutdown(timeout: timeout) { [store, hubs] in
            hubs.closeAll()
            try? store.database.checkpoint()
            completion()
        }
    }
}
