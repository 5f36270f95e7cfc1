import Dispatch
import Foundation
import HTTPServer
import HTTPTypes
import Logging

/// Registers API handlers on the router. Each handler runs off the HTTP I/O queues, on the
/// application work queue (SQLite calls from there hop onto the store's own queues), after the
/// authenticator; whatever it throws becomes a problem+json response.
public final class APIRoutes: @unchecked Sendable {
    public typealias Handler = @Sendable (RequestContext) throws -> HTTPServerResponse

    let router: Router
    let authenticator: any RequestAuthenticator
    let logger: Logger
    private let workQueue = DispatchQueue(label: "storyweave.app.requests", qos: .userInitiated, attributes: .concurrent)
    private let requestCounter = RequestCounter()

    public init(router: Router, authenticator: any RequestAuthenticator, logger: Logger) {
        self.router = router
        self.authenticator = authenticator
        self.logger = logger
    }

    public func get(_ pattern: String, _ handler: @escaping Handler) { add(.get, pattern, handler) }
    public func post(_ pattern: String, _ handler: @escaping Handler) { add(.post, pattern, handler) }
    public func patch(_ pattern: String, _ handler: @escaping Handler) { add(.patch, pattern, handler) }
    public func delete(_ pattern: String, _ handler: @escaping Handler) { add(.delete, pattern, handler) }

    public func add(_ method: HTTPRequest.Method, _ pattern: String, _ handler: @escaping Handler) {
        router.add(method, pattern) { [self] request, responder in
            workQueue.async { responder.respond(self.run(handler, request)) }
        }
    }

    private func run(_ handler: Handler, _ request: HTTPServerRequest) -> HTTPServerResponse {
        let requestID = requestCounter.next()
        do {
            let principal = try authenticator.authenticate(request)
            return try handler(RequestContext(request: request, principal: principal, requestID: requestID))
        } catch {
            let apiError = APIError(error)
            if apiError.isServerError {
                logger.error("request \(requestID) \(request.method.rawValue) \(request.path) failed: \(String(describing: error))")
            }
            return apiError.response
        }
    }
}

/// Short, process-unique request ids for log correlation.
final class RequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0

    func next() -> String {
        lock.lock()
        value += 1
        let id = value
        lock.unlock()
        return String(id, radix: 36)
    }
}
