import Foundation
import HTTPServer
import Store

/// Who is making a request.
public enum Principal: Sendable, Equatable {
    /// No credential (or a refused one on a public route).
    case anonymous
    /// A signed-in account (browser session or API token).
    case user(id: String)
    /// `storyweave serve --open`: the single local user, allowed everything.
    case local
    /// Someone holding a document's share link (view or edit).
    case shareLink(id: String, documentID: String)
}

/// What a route handler gets besides the request: the authenticated principal, how it
/// authenticated, what the central policy granted (team, project, role) and a request id.
public struct RequestContext: Sendable {
    public let request: HTTPServerRequest
    public let principal: Principal
    public let requestID: String
    public var authentication: Authentication
    public var grant: AccessGrant

    public init(request: HTTPServerRequest, principal: Principal, requestID: String,
                authentication: Authentication? = nil, grant: AccessGrant = AccessGrant()) {
        self.request = request
        self.principal = principal
        self.requestID = requestID
        self.authentication = authentication ?? Authentication(principal: principal, method: .custom)
        self.grant = grant
    }

    public func pathParameter(_ name: String) -> String { request.pathParameters[name] ?? "" }
    public func query(_ name: String) -> String? { request.query[name] }
}

/// The hook where authentication slots in: called for every API request before its handler;
/// throwing an `APIError` (e.g. 401) answers the request without running the handler.
public protocol RequestAuthenticator: Sendable {
    func authenticate(_ request: HTTPServerRequest) throws -> Principal
}

/// An authenticator that also says how the principal authenticated (session, token, share
/// link), which the authorization policy needs for CSRF and token scopes.
public protocol CredentialAuthenticator: RequestAuthenticator {
    func authentication(for request: HTTPServerRequest) throws -> Authentication
}

extension RequestAuthenticator {
    /// The full authentication: credential details when the authenticator knows them.
    func resolveAuthentication(_ request: HTTPServerRequest) throws -> Authentication {
        if let detailed = self as? CredentialAuthenticator { return try detailed.authentication(for: request) }
        return Authentication(principal: try authenticate(request), method: .custom)
    }
}

/// Open mode without a custom authenticator: every request is anonymous (and the open policy allows it).
public struct AnonymousAuthenticator: RequestAuthenticator {
    public init() {}
    public func authenticate(_ request: HTTPServerRequest) throws -> Principal { .anonymous }
}
