import Dispatch
import Foundation
import HTTPServer
import HTTPTypes
import Logging
import Store

/// Registers API handlers on the router. Each handler runs off the HTTP I/O queues, on the
/// application work queue (SQLite calls from there hop onto the store's own queues), after the
/// authenticator and the central authorization policy; whatever it throws becomes a
/// problem+json response.
///
/// Every route's rule comes from one table (`RouteRules`), looked up at registration: a route
/// missing from it is registered as `.unclassified`, which the policy refuses in accounts mode
/// and the authorization matrix test reports.
public final class APIRoutes: @unchecked Sendable {
    public typealias Handler = @Sendable (RequestContext) throws -> HTTPServerResponse

    let router: Router
    let authenticator: any RequestAuthenticator
    /// The same authenticator when it reports credential details (cast once, not per request).
    private let credentialAuthenticator: (any CredentialAuthenticator)?
    let policy: AuthorizationPolicy?
    let rules: RouteRules
    let audit: AuditRecorder?
    let logger: Logger
    private let workQueue = DispatchQueue(label: "storyweave.app.requests", qos: .userInitiated, attributes: .concurrent)
    private let requestCounter = RequestCounter()

    /// `policy` nil: no authorization beyond the authenticator (everything it lets through runs).
    public init(router: Router, authenticator: any RequestAuthenticator, logger: Logger,
                policy: AuthorizationPolicy? = nil, rules: RouteRules = .standard, audit: AuditRecorder? = nil) {
        self.router = router
        self.authenticator = authenticator
        self.credentialAuthenticator = authenticator as? any CredentialAuthenticator
        self.logger = logger
        self.policy = policy
        self.rules = rules
        self.audit = audit
    }

    public func get(_ pattern: String, _ handler: @escaping Handler) { add(.get, pattern, handler) }
    public func post(_ pattern: String, _ handler: @escaping Handler) { add(.post, pattern, handler) }
    public func put(_ pattern: String, _ handler: @escaping Handler) { add(.put, pattern, handler) }
    public func patch(_ pattern: String, _ handler: @escaping Handler) { add(.patch, pattern, handler) }
    public func delete(_ pattern: String, _ handler: @escaping Handler) { add(.delete, pattern, handler) }

    public func add(_ method: HTTPRequest.Method, _ pattern: String, _ handler: @escaping Handler) {
        let entry = rules.entry(method, pattern) ?? RouteRules.Entry(rule: .unclassified, audit: nil)
        if entry.rule == .unclassified {
            logger.error("route \(method.rawValue) \(pattern) has no access rule in RouteRules: refused outside open mode")
        }
        router.add(method, pattern) { [self] request, responder in
            workQueue.async { responder.respond(self.run(handler, entry, request)) }
        }
    }

    private func run(_ handler: Handler, _ entry: RouteRules.Entry, _ request: HTTPServerRequest) -> HTTPServerResponse {
        let requestID = requestCounter.next()
        do {
            let authentication = try credentialAuthenticator?.authentication(for: request)
                ?? Authentication(principal: try authenticator.authenticate(request), method: .custom)
            let grant = try policy?.authorize(entry.rule, authentication, request) ?? AccessGrant()
            let context = RequestContext(request: request, principal: authentication.principal, requestID: requestID,
                                         authentication: authentication, grant: grant)
            let response = try handler(context)
            if let action = entry.audit, (200..<300).contains(response.status.code) {
                audit?.record(action: action, context: context, response: response)
            }
            return response
        } catch let denial as Denial {
            return denial.response
        } catch let limited as RateLimitError {
            return limited.response
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
