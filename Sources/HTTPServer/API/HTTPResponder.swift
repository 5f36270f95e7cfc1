/// Completes one request. Call `respond` exactly once, from any queue: the server hops back to the
/// connection's queue. Later calls are ignored.
public struct HTTPResponder: Sendable {
    let deliver: @Sendable (HTTPServerResponse) -> Void

    init(deliver: @escaping @Sendable (HTTPServerResponse) -> Void) {
        self.deliver = deliver
    }

    public func respond(_ response: HTTPServerResponse) {
        deliver(response)
    }
}

public typealias HTTPHandler = @Sendable (HTTPServerRequest, HTTPResponder) -> Void
