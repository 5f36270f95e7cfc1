import ArgumentParser
import Dispatch
import Foundation
import Logging
import Store
import StoryweaveApp
#if canImport(Glibc)
import Glibc
#endif

/// `storyweave serve`: runs the web app and API on the embedded SQLite database (or a PostgreSQL one).
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the Storyweave server (REST API, browser app, WebSockets) on a SQLite database or a shared PostgreSQL.")

    @Option(help: "Address to listen on: 127.0.0.1 (local only), 0.0.0.0 (all IPv4), :: (all IPv6 + IPv4).")
    var host = "127.0.0.1"

    @Option(help: "TCP port; 0 picks a free one.")
    var port = 8080

    @Option(help: "Data directory holding storyweave.sqlite (created on first run).")
    var data = "./data"

    @Option(help: "A PostgreSQL database shared by several nodes, postgres://user:password@host:port/database (default: $STORYWEAVE_DATABASE_URL; without either, the SQLite file under --data).")
    var database: String?

    @Option(name: .customLong("public"), help: "Directory of the browser app's static files.")
    var publicDirectory = "./Public"

    @Option(help: "Directory of the NNNN_name.sql migration files.")
    var migrations = "./Migrations"

    @Option(help: "Largest accepted document upload, in bytes.")
    var maxUploadBytes = 10 * 1024 * 1024

    @Flag(help: "Mount a WebSocket echo endpoint at /_echo (for conformance tests).")
    var echo = false

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel = "info"

    @Flag(help: "Single-user local mode: no sign-in. Only listens on loopback (127.0.0.1 / ::1).")
    var open = false

    @Flag(help: "Mark cookies Secure and send HSTS (when served over TLS, e.g. behind a proxy).")
    var secureCookies = false

    @Option(help: "An origin (scheme://host[:port]) besides the server's own allowed to send signed-in writes, e.g. the proxy's public address. Repeatable.")
    var trustedOrigin: [String] = []

    @Flag(help: "Refuse sign-up: accounts are created by invitation (and the first-run admin) only.")
    var noSignUp = false

    @Option(help: "Seconds without any frame from a real-time editing client before its session is closed (code 4000).")
    var sessionTimeout = DocumentHubSettings().sessionTimeout

    @Option(help: "This node's id when several nodes share one PostgreSQL database (default: $STORYWEAVE_NODE_ID). With it, each open document is leased to one node. Unique per node, stable across restarts.")
    var nodeID: String?

    @Option(help: "This node's own base URL, given for documents it holds to requests that reach another node (default: $STORYWEAVE_NODE_ADDRESS, else http://HOST:PORT).")
    var nodeAddress: String?

    @Option(help: "Seconds a document lease lasts without renewal: a stopped node's documents open on another node after at most this long.")
    var leaseSeconds = 10.0

    /// `--node-id`, else `STORYWEAVE_NODE_ID` (nil: a single node, no leases).
    var clusterNodeID: String? {
        let id = nodeID ?? ProcessInfo.processInfo.environment["STORYWEAVE_NODE_ID"]
        return id?.isEmpty == false ? id : nil
    }

    var clusterSettings: ClusterSettings? {
        guard let id = clusterNodeID else { return nil }
        let address = nodeAddress ?? ProcessInfo.processInfo.environment["STORYWEAVE_NODE_ADDRESS"] ?? "http://\(host):\(port)"
        return ClusterSettings(nodeID: id, address: address, leaseDuration: leaseSeconds)
    }

    /// `--database`, else `STORYWEAVE_DATABASE_URL` (nil: SQLite).
    var databaseURL: String? {
        let url = database ?? ProcessInfo.processInfo.environment["STORYWEAVE_DATABASE_URL"]
        return url?.isEmpty == false ? url : nil
    }

    func validate() throws {
        if let url = databaseURL, !(url.hasPrefix("postgres://") || url.hasPrefix("postgresql://")) {
            throw ValidationError("--database takes a postgres:// URL (the SQLite file lives under --data).")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard maxUploadBytes > 0 else { throw ValidationError("--max-upload-bytes must be positive.") }
        guard sessionTimeout > 0, sessionTimeout.isFinite else { throw ValidationError("--session-timeout must be a positive number of seconds.") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("Unknown --log-level \(logLevel).") }
        if let id = clusterNodeID {
            guard databaseURL != nil else {
                throw ValidationError("--node-id is for several nodes sharing one PostgreSQL database: give --database postgres://… too.")
            }
            guard id.utf8.count <= 128 else { throw ValidationError("--node-id is at most 128 bytes.") }
            guard leaseSeconds >= 1, leaseSeconds.isFinite else { throw ValidationError("--lease-seconds must be at least 1.") }
        }
        if open, !FirstRunSetup.isLoopback(host) {
            throw ValidationError("--open (no sign-in) only listens on loopback (127.0.0.1 or ::1), not \(host); drop --open to require accounts.")
        }
    }

    func run() throws {
        let level = Logger.Level(rawValue: logLevel) ?? .info
        let logSink = BufferedLogSink()
        LoggingSystem.bootstrap { label in
            var handler = BufferedLogHandler(label: label, sink: logSink)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "storyweave")

        var configuration = StoryweaveServerConfiguration()
        configuration.http.host = host
        configuration.http.port = port
        configuration.dataDirectory = data
        configuration.databaseURL = databaseURL
        configuration.migrationsDirectory = migrations
        configuration.maxUploadBytes = maxUploadBytes
        configuration.enableEcho = echo
        configuration.security.mode = open ? .open : .accounts
        configuration.security.secureCookies = secureCookies
        configuration.security.trustedOrigins = trustedOrigin
        configuration.security.allowSignUp = !noSignUp
        configuration.sync.sessionTimeout = sessionTimeout
        configuration.sync.cluster = clusterSettings
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: publicDirectory, isDirectory: &isDirectory), isDirectory.boolValue {
            configuration.publicDirectory = publicDirectory
        } else {
            configuration.publicDirectory = nil
            logger.warning("no static files: \(publicDirectory) is not a directory (use --public DIR)")
        }

        let server: StoryweaveServer
        do {
            server = try StoryweaveServer(configuration: configuration, logger: logger)
            try server.start()
        } catch {
            // One clear sentence for a person (no usage dump: the arguments were fine).
            logSink.flush()
            FileHandle.standardError.write(Data("Error: cannot start the server: \(error)\n".utf8))
            throw ExitCode.failure
        }
        logger.info("data in \(server.store.database.dialect == .postgres ? server.store.database.location : (data as NSString).standardizingPath), migrations from \(migrations)")
        if echo { logger.info("WebSocket echo at /_echo") }
        print("Storyweave is running at \(server.url)  (Ctrl-C to stop)")
        if open {
            print("Open mode: no sign-in, single local user (loopback only).")
        } else if let link = server.firstRunSignInURL {
            print("First run: an administrator account (admin@localhost) was created. Sign in once, within 24 hours, at:")
            print("  \(link)")
            print("then set a password on the account page.")
        }
        fflush(stdout)

        let signals = Self.installShutdownHandlers(server: server, logger: logger, logSink: logSink)
        withExtendedLifetime(signals) { dispatchMain() }
    }

    /// SIGINT/SIGTERM → graceful shutdown, then exit 0. A second signal exits at once.
    private static func installShutdownHandlers(server: StoryweaveServer, logger: Logger,
                                                logSink: BufferedLogSink) -> [DispatchSourceSignal] {
        let stopping = ShutdownLatch()
        return [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                guard stopping.begin() else { logSink.flush(); Glibc.exit(1) }
                logger.info("signal \(number): shutting down (finishing in-flight requests)")
                server.shutdown(timeout: 10) {
                    logger.info("stopped")
                    logSink.flush()
                    Glibc.exit(0)
                }
            }
            source.resume()
            return source
        }
    }
}

/// Remembers that shutdown already started.
private final class ShutdownLatch: @unchecked Sendable {
    private let lock = NSLock()
    private var started = false

    func begin() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if started { return false }
        started = true
        return true
    }
}
