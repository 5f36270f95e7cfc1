import Foundation
import HTTPServer

/// Who is making a request. Everyone is anonymous until the sharing issue adds accounts.
public enum Principal: Sendable, Equatable {
    case anonymous
    case user(id: String)
}

/// What a route handler gets besides the request: the authenticated principal and a request id.
/// Authorization checks (document permissions) will read `principal` here.
public struct RequestContext: Sendable {
    public let request: HTTPServerRequest
    public let principal: Principal
    public let requestID: String

    public func pathParameter(_ name: String) -> String { request.pathParameters[name] ?? "" }
    public func query(_ name: String) -> String? { request.query[name] }
}

/// The hook where authentication slots in: called for every API request before its handler;
/// throwing an `APIError` (e.g. 401) answers the request without running the handler.
public protocol RequestAuthenticator: Sendable {
    func authenticate(_ request: HTTPServerRequest) throws -> Principal
}

/// The authenticator of this issue: every request is anonymous and allowed.
public struct AnonymousAuthenticator: RequestAuthenticator {
    public init() {}
    public func authenticate(_ request: HTTPServerRequest) throws -> Principal { .anonymous }
}
