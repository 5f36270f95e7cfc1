import Foundation
import HTTPServer
import Logging
import XCTest

/// The transport alone on a real socket: an `HTTPServer` on an ephemeral port serving the routes a test
/// registers, for the HTTP and WebSocket tests of `HTTPServer` itself. The application has `TestApp`.
public final class TestServer {
    public let http: HTTPServer
    public let router: Router
    public var port: Int { http.port }

    public init(limits: HTTPServerLimits = HTTPServerLimits(), host: String = "127.0.0.1",
                configure: (Router) -> Void = { _ in }) throws {
        router = Router()
        configure(router)
        var configuration = HTTPServerConfiguration()
        configuration.host = host
        configuration.port = 0
        configuration.limits = limits
        configuration.ioQueueCount = 2
        var logger = Logger(label: "test-http")
        logger.logLevel = .warning
        http = HTTPServer(configuration: configuration, router: router, logger: logger)
        try http.start()
    }

    /// A new connection to this server.
    public func client(timeout: Double = 5) throws -> RawHTTPClient {
        try RawHTTPClient(port: port, timeout: timeout)
    }

    /// Graceful shutdown; fails the test if it does not complete in time.
    public func stop(timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line) {
        let done = DispatchSemaphore(value: 0)
        http.shutdown(timeout: timeout) { done.signal() }
        if done.wait(timeout: .now() + timeout + 5) == .timedOut {
            XCTFail("server did not shut down", file: file, line: line)
        }
    }

    /// "fd -> target" for every open descriptor of this process, to explain a leak in a failure message.
    public static func openFileDescriptorTargets() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.sorted().map { name in
            "\(name)->\((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)")) ?? "?")"
        }
    }

    public static func openFileDescriptorCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
    }
}
