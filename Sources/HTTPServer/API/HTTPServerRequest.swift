import HTTPTypes

/// A complete request handed to a route handler.
public struct HTTPServerRequest: Sendable {
    public var method: HTTPRequest.Method
    /// Raw request-target as received.
    public var target: String
    /// Percent-decoded path, without the query.
    public var path: String
    /// Decoded query items (last wins). The undecoded form is `rawQuery`.
    public var query: [String: String]
    public var rawQuery: String?
    public var headers: HTTPFields
    public var body: [UInt8]
    /// Filled by the Router, e.g. ["id": "42"] for /api/documents/:id.
    public var pathParameters: [String: String]
    public var remoteAddress: String

    public init(method: HTTPRequest.Method, target: String, path: String, query: [String: String] = [:],
                rawQuery: String? = nil, headers: HTTPFields = [:], body: [UInt8] = [],
                pathParameters: [String: String] = [:], remoteAddress: String = "") {
        self.method = method
        self.target = target
        self.path = path
        self.query = query
        self.rawQuery = rawQuery
        self.headers = headers
        self.body = body
        self.pathParameters = pathParameters
        self.remoteAddress = remoteAddress
    }
}

extension HTTPServerRequest {
    /// A request from its raw request-target, split and decoded exactly as one read off the wire
    /// (`RequestTarget`), for calls that skip the socket (`HTTPServer.respond(to:)`, tests).
    public init(method: HTTPRequest.Method, target: String, headers: HTTPFields = [:], body: [UInt8] = [],
                remoteAddress: String = "") throws(HTTPParseError) {
        let parsed = try RequestTarget.parse(target, method: method.rawValue)
        self.init(method: method, target: target, path: parsed.path, query: parsed.query, rawQuery: parsed.rawQuery,
                  headers: headers, body: body, remoteAddress: remoteAddress)
    }
}
