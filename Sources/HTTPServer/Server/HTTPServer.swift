import Dispatch
import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// The HTTP/1.1 + WebSocket server: one listening socket, a fixed set of serial I/O queues, one
/// `Connection` per accepted socket. Listener and connection table are confined to `serverQueue`.
public final class HTTPServer: @unchecked Sendable {
    enum LifecycleState {
        case created
        case running
        case draining
        case stopped
    }

    let configuration: HTTPServerConfiguration
    let router: Router
    let logger: Logger
    public let metrics = ServerMetrics()

    let serverQueue = DispatchQueue(label: "storyweave.http.server")
    let ioQueues: [DispatchQueue]
    let readBuffers: [ReadBuffer]
    // Confined to serverQueue.
    var lifecycle: LifecycleState = .created
    var listenFD: Int32 = -1
    var listenSource: DispatchSourceRead?
    var listenSuspended = false
    var listenerCancelled = false
    var connections: [Int: Connection] = [:]
    var nextConnectionID = 0
    var nextIOQueue = 0
    var shutdownCompletions: [@Sendable () -> Void] = []
    private let portLock = NSLock()
    private var boundPort = 0
    private var backpressurePauses = 0
    private var acceptPauses = 0

    /// How often accepting was paused because the process ran out of file descriptors.
    var acceptPauseCount: Int { portLock.withLock { acceptPauses } }
    func noteAcceptPause() { portLock.withLock { acceptPauses += 1 } }

    /// How often a connection stopped reading because its output was above the high-water mark.
    var backpressurePauseCount: Int { portLock.withLock { backpressurePauses } }
    func noteBackpressurePause() { portLock.withLock { backpressurePauses += 1 } }

    public init(configuration: HTTPServerConfiguration, router: Router, logger: Logger) {
        self.configuration = configuration
        self.router = router
        self.logger = logger
        let count = max(1, configuration.ioQueueCount)
        ioQueues = (0..<count).map { DispatchQueue(label: "storyweave.http.io.\($0)", qos: .userInitiated) }
        readBuffers = (0..<count).map { _ in ReadBuffer() }
    }

    /// Actual bound port (useful with port 0).
    public var port: Int { portLock.withLock { boundPort } }

    /// Binds, listens and starts accepting. Throws `HTTPServerError`.
    public func start() throws(HTTPServerError) {
        // A write to a socket the peer closed must return EPIPE, not kill the process (pitfall 1).
        signal(SIGPIPE, SIG_IGN)
        let result: Result<Void, HTTPServerError> = serverQueue.sync {
            guard lifecycle == .created else { return .failure(.alreadyStarted) }
            do throws(HTTPServerError) {
                let (fd, port) = try ListeningSocket.open(host: configuration.host, port: configuration.port)
                listenFD = fd
                portLock.withLock { boundPort = port }
                startAccepting()
                lifecycle = .running
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
        logger.info("listening on \(configuration.host):\(port)")
    }

    /// Graceful: stop accepting, finish in-flight requests, close WebSockets with 1001, wait for every
    /// connection's cancel handlers, then call `completion`. After `timeout` seconds the rest is closed hard.
    public func shutdown(timeout: Double = 10, completion: @escaping @Sendable () -> Void) {
        serverQueue.async { [self] in
            switch lifecycle {
            case .created, .stopped:
                lifecycle = .stopped
                completion()
                return
            case .draining:
                shutdownCompletions.append(completion)
                return
            case .running:
                break
            }
            lifecycle = .draining
            shutdownCompletions.append(completion)
            stopAccepting()
            for connection in connections.values {
                connection.queue.async { connection.beginShutdown() }
            }
            serverQueue.asyncAfter(deadline: .now() + timeout) { [self] in
                guard lifecycle == .draining else { return }
                logger.warning("shutdown timeout: closing \(connections.count) remaining connections")
                for connection in connections.values {
                    connection.queue.async { connection.teardown() }
                }
            }
            finishShutdownIfDone()
        }
    }

    /// Called by a connection after its fd was closed.
    func connectionClosed(_ connection: Connection) {
        serverQueue.async { [self] in
            guard connections.removeValue(forKey: connection.id) != nil else { return }
            metrics.connectionClosed()
            finishShutdownIfDone()
        }
    }

    func finishShutdownIfDone() {
        guard lifecycle == .draining, listenerCancelled, connections.isEmpty else { return }
        lifecycle = .stopped
        let completions = shutdownCompletions
        shutdownCompletions = []
        logger.info("server stopped")
        for completion in completions { completion() }
    }

    /// Metrics plus the one log line per request.
    func recordRequest(_ request: InFlightRequest, status: Int, bodyBytes: Int) {
        let seconds = Double(DispatchTime.now().uptimeNanoseconds &- request.startNanoseconds) / 1e9
        metrics.recordRequest(route: request.label, status: status, durationSeconds: seconds)
        if logger.logLevel <= .info {
            let milliseconds = (seconds * 1e5).rounded() / 100
            logger.info("\(request.method) \(request.path) \(status) \(bodyBytes)B \(milliseconds)ms")
        }
    }
}
