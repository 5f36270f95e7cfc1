import Foundation
import HTTPServer
import Logging
import XCTest

/// Starts a real server on an ephemeral port for one test and shuts it down afterwards.
final class TestServer {
    let server: HTTPServer
    let router: Router
    var port: Int { server.port }

    init(limits: HTTPServerLimits = HTTPServerLimits(), host: String = "127.0.0.1",
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
        server = HTTPServer(configuration: configuration, router: router, logger: logger)
        try server.start()
    }

    func client(timeout: Double = 5) throws -> RawClient {
        try RawClient(port: port, timeout: timeout)
    }

    /// Graceful shutdown; fails the test if it does not complete in time.
    func stop(timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line) {
        let done = DispatchSemaphore(value: 0)
        server.shutdown(timeout: timeout) { done.signal() }
        if done.wait(timeout: .now() + timeout + 5) == .timedOut {
            XCTFail("server did not shut down", file: file, line: line)
        }
    }

    /// Waits until `condition` holds (polling), for asynchronous server-side effects.
    static func eventually(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// "fd -> target" for every open descriptor, to explain a leak in a failure message.
    static func openFileDescriptorTargets() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.sorted().map { name in
            "\(name)->\((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)")) ?? "?")"
        }
    }

    static func openFileDescriptorCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
    }
}
