import Foundation
import HTTPServer
import HTTPTypes

/// Requests answered by a server's router without a socket, the way HummingbirdTesting's `.router`
/// framework calls an application: each request is built as a connection would hand it over (target
/// decoded by the wire's own `RequestTarget`, `Host` added) and answered by `HTTPServer.respond(to:)`.
/// The server need not be started. A HEAD response loses its body, as on the wire.
public struct InProcessClient: Sendable {
    public let server: HTTPServer
    /// What requests send as `Host` unless a test sets its own.
    public var authority: String

    public init(_ server: HTTPServer, authority: String = "127.0.0.1") {
        self.server = server
        self.authority = authority
    }

    public func request(_ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8] = []) throws -> TestResponse {
        var fields = HTTPFields()
        if !headers.keys.contains(where: { $0.lowercased() == "host" }) { fields[HTTPField.Name("Host")!] = authority }
        for (name, value) in headers {
            guard let fieldName = HTTPField.Name(name) else { throw InProcessClientError.invalidHeaderName(name) }
            fields.append(HTTPField(name: fieldName, value: value))
        }
        guard let httpMethod = HTTPRequest.Method(method) else { throw InProcessClientError.invalidMethod(method) }
        let request = try HTTPServerRequest(method: httpMethod, target: target, headers: fields, body: body, remoteAddress: "127.0.0.1:1")
        let answer = ResponseBox()
        server.respond(to: request) { answer.set($0) }
        guard let response = answer.wait(seconds: 60) else { throw InProcessClientError.noResponse(method: method, target: target) }
        return TestResponse(status: response.status.code, headers: response.headers.map { ($0.name.rawName, $0.value) },
                            body: method == "HEAD" ? [] : response.body)
    }
}

public enum InProcessClientError: Error {
    case invalidMethod(String)
    case invalidHeaderName(String)
    /// The handler did not respond within a minute.
    case noResponse(method: String, target: String)
}

/// The first response of an in-process request, handed over from whatever queue the handler answers on.
private final class ResponseBox: @unchecked Sendable {
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private var response: HTTPServerResponse?

    func set(_ value: HTTPServerResponse) {
        let first = lock.withLock {
            guard response == nil else { return false }
            response = value
            return true
        }
        if first { arrived.signal() }
    }

    func wait(seconds: Double) -> HTTPServerResponse? {
        guard arrived.wait(timeout: .now() + seconds) == .success else { return nil }
        return lock.withLock { response }
    }
}
