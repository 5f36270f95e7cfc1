import Foundation
import HTTPTypes

/// Maps method + path to handlers. Register routes before `HTTPServer.start()`; lookups are lock-protected
/// so late registration is still safe.
public final class Router: @unchecked Sendable {
    public typealias WebSocketHandler = @Sendable (HTTPServerRequest, WebSocket) -> Void

    enum Target {
        case http(HTTPHandler)
        case webSocket(WebSocketHandler)
    }

    struct Route {
        let method: HTTPRequest.Method
        let pattern: RoutePattern
        let target: Target
    }

    /// What the connection should do with a request.
    enum Resolution {
        case route(Target, parameters: [String: String], label: String)
        case staticFile(StaticFileServer)
        case methodNotAllowed(allow: [String])
        case notFound

        /// How metrics name the request: the route's pattern, "static" or "unmatched".
        var label: String {
            switch self {
            case .route(_, _, let label): return label
            case .staticFile: return "static"
            case .methodNotAllowed, .notFound: return "unmatched"
            }
        }
    }

    private let lock = NSLock()
    private var table = RouteTable()
    private var staticFiles: StaticFileServer?

    public init() {}

    public func get(_ pattern: String, _ handler: @escaping HTTPHandler) { add(.get, pattern, handler) }
    public func post(_ pattern: String, _ handler: @escaping HTTPHandler) { add(.post, pattern, handler) }
    public func put(_ pattern: String, _ handler: @escaping HTTPHandler) { add(.put, pattern, handler) }
    public func patch(_ pattern: String, _ handler: @escaping HTTPHandler) { add(.patch, pattern, handler) }
    public func delete(_ pattern: String, _ handler: @escaping HTTPHandler) { add(.delete, pattern, handler) }

    public func add(_ method: HTTPRequest.Method, _ pattern: String, _ handler: @escaping HTTPHandler) {
        register(Route(method: method, pattern: RoutePattern(pattern), target: .http(handler)))
    }

    /// WebSocket route: the server validates the upgrade, answers 101, then calls `handler` with the open socket.
    public func webSocket(_ pattern: String, _ handler: @escaping WebSocketHandler) {
        register(Route(method: .get, pattern: RoutePattern(pattern), target: .webSocket(handler)))
    }

    /// Static files for GET/HEAD requests that no route matched (ETag, 304, Cache-Control, gzip, Content-Type).
    public func serveStaticFiles(from directory: String, indexFile: String = "index.html") {
        let server = StaticFileServer(root: directory, indexFile: indexFile)
        lock.withLock { staticFiles = server }
    }

    /// One registered route, as listed by `routeTable`.
    public struct RouteDescription: Sendable, Equatable {
        public let method: HTTPRequest.Method
        public let pattern: String
        public let isWebSocket: Bool
    }

    /// Every registered route in registration order (authorization tests enumerate it).
    public var routeTable: [RouteDescription] {
        lock.withLock { table.routes }.map { route in
            var isWebSocket = false
            if case .webSocket = route.target { isWebSocket = true }
            return RouteDescription(method: route.method, pattern: route.pattern.text, isWebSocket: isWebSocket)
        }
    }

    private func register(_ route: Route) {
        lock.withLock { table.append(route) }
    }

    /// Finds the handler. HEAD falls back to the GET route; a path that matches only other methods yields 405.
    func resolve(method: HTTPRequest.Method, path: String) -> Resolution {
        let (table, staticFiles) = lock.withLock { (self.table, self.staticFiles) }
        let segments = RoutePattern.split(path)
        var allowed: [HTTPRequest.Method] = []
        var headFallback: Resolution?
        var found: Resolution?
        table.forEachCandidate(for: segments) { route in
            guard let parameters = route.pattern.match(segments) else { return true }
            if route.method == method {
                found = .route(route.target, parameters: parameters, label: route.pattern.text)
                return false
            }
            if method == .head && route.method == .get && headFallback == nil {
                headFallback = .route(route.target, parameters: parameters, label: route.pattern.text)
            }
            allowed.append(route.method)
            return true
        }
        if let found { return found }
        if let headFallback { return headFallback }
        if !allowed.isEmpty {
            var names = allowed.map(\.rawValue)
            if allowed.contains(.get) && !allowed.contains(.head) { names.append("HEAD") }
            var unique: [String] = []
            for name in names where !unique.contains(name) { unique.append(name) }
            return .methodNotAllowed(allow: unique)
        }
        if let staticFiles, method == .get || method == .head {
            return .staticFile(staticFiles)
        }
        return .notFound
    }

    /// Answers `request` in-process, as a connection does once it has parsed one: the route's handler (path
    /// parameters filled in), static files, 405 with `Allow`, or 404. A WebSocket route needs a connection to
    /// upgrade, so here it is 426. `completion` gets the handler's response, on whatever queue it responds from.
    /// Default response headers and the wire's framing are the server's (`HTTPServer.respond(to:)`).
    public func handle(_ request: HTTPServerRequest, completion: @escaping @Sendable (HTTPServerResponse) -> Void) {
        handle(request, resolution: resolve(method: request.method, path: request.path), responder: HTTPResponder(deliver: completion))
    }

    /// The HTTP side of `resolution` (the connection upgrades WebSocket routes itself before this).
    func handle(_ request: HTTPServerRequest, resolution: Resolution, responder: HTTPResponder) {
        var request = request
        switch resolution {
        case .route(.http(let handler), let parameters, _):
            request.pathParameters = parameters
            handler(request, responder)
        case .route(.webSocket, _, _):
            var response = HTTPServerResponse.problem(.upgradeRequired, detail: "\(request.path) is a WebSocket endpoint.")
            response.headers[.upgrade] = "websocket"
            responder.respond(response)
        case .staticFile(let files):
            files.respond(to: request, responder: responder)
        case .methodNotAllowed(let allow):
            var response = HTTPServerResponse.problem(.methodNotAllowed, detail: "\(request.method.rawValue) is not allowed on \(request.path).")
            response.headers[.allow] = allow.joined(separator: ", ")
            responder.respond(response)
        case .notFound:
            responder.respond(.problem(.notFound, detail: "No resource at \(request.path)."))
        }
    }
}
