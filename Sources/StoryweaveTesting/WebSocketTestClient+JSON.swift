import Foundation

/// JSON text messages, the form every Storyweave WebSocket speaks (`{"type": …, …}`).
extension WebSocketTestClient {
    public func send(json object: [String: Any]) throws {
        send(.text, Array(try JSONSerialization.data(withJSONObject: object)))
    }

    /// Several messages in one write, so they reach the server together (no scheduling gap between them).
    public func send(together objects: [[String: Any]]) throws {
        raw.send(try objects.flatMap { Self.frame(.text, Array(try JSONSerialization.data(withJSONObject: $0))) })
    }

    /// The next message as a JSON object; nil when none arrives within `timeout` (nil: the receive timeout).
    /// Throws `.closed` when the server closes first.
    public func nextJSON(timeout: Double? = nil) throws -> [String: Any]? {
        guard let message = try nextMessage(timeout: timeout) else { return nil }
        guard let object = try JSONSerialization.jsonObject(with: Data(message.payload)) as? [String: Any] else {
            throw TestResponseError.notJSONObject(status: 101, message.text)
        }
        return object
    }

    /// The next message whose `type` is `type`, skipping others (e.g. presence). Throws `.closed` when the
    /// server closes first and `RawHTTPClientError.timedOut` when none comes within `timeout` seconds.
    public func next(type: String, timeout: Double = 30) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            guard let message = try nextJSON(timeout: max(0, deadline.timeIntervalSinceNow)) else { throw RawHTTPClientError.timedOut }
            if message["type"] as? String == type { return message }
        }
    }
}
