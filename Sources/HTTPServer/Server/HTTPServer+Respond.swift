extension HTTPServer {
    /// Answers `request` without a socket, as a connection of this server would: routed by
    /// `Router.handle`, the default response headers added. The transport's own work (framing,
    /// `Content-Length`, HEAD bodies, limits, metrics) is left out; tests of those use a socket.
    public func respond(to request: HTTPServerRequest, completion: @escaping @Sendable (HTTPServerResponse) -> Void) {
        let defaults = configuration.defaultResponseHeaders
        router.handle(request) { response in
            var response = response
            response.addDefaultHeaders(defaults)
            completion(response)
        }
    }
}
