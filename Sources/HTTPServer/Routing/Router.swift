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
    }

    private let lock = NSLock()
    private var routes: [Route] = []
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
        lock.withLock { routes }.map { route in
            var isWebSocket = false
            if case .webSocket = route.target { isWebSocket = true }
            return RouteDescription(method: route.method, pattern: route.pattern.text, isWebSocket: isWebSocket)
        }
    }

    private func register(_ route: Route) {
        lock.withLock { routes.append(route) }
    }

    /// Finds the handler. HEAD falls back to the GET route; a path that matches only other methods yields 405.
    func resolve(method: HTTPRequest.Method, path: String) -> Resolution {
        let (routes, staticFiles) = lock.withLock { (self.routes, self.staticFiles) }
        let segments = RoutePattern.split(path)
        var allowed: [HTTPRequest.Method] = []
        var headFallback: Resolution?
        for route in routes {
            guard let parameters = route.pattern.match(segments) else { continue }
            if route.method == method {
                return .route(route.target, parameters: parameters, label: route.pattern.text)
            }
            if method == .head && route.method == .get && headFallback == nil {
                headFallback = .route(route.target, parameters: parameters, label: route.pattern.text)
            }
            allowed.append(route.method)
        }
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
}
