import Foundation
import IBSync

/// The real-time editing stream, `GET /api/documents/{id}/stream` (docs/protocol.md), as a test client speaks it.
extension WebSocketTestClient {
    /// Opens the stream of `documentID`; `query` (e.g. `share=…`) and `headers` carry credentials.
    public convenience init(port: Int, stream documentID: String, query: String? = nil, headers: [String: String] = [:]) throws {
        let target = "/api/documents/\(documentID)/stream" + (query.map { "?" + $0 } ?? "")
        try self.init(port: port, target: target, headers: headers)
    }

    /// Sends `hello` and returns the `welcome`.
    public func hello(clientID: String, lastVersion: Int?) throws -> [String: Any] {
        var message: [String: Any] = ["type": "hello", "clientId": clientID]
        if let lastVersion { message["lastVersion"] = lastVersion }
        try send(json: message)
        return try next(type: "welcome")
    }

    public func send(ops batch: ClientBatch) throws {
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(batch))
        try send(json: ["type": "ops", "batch": object])
    }

    /// The first person in the next presence message.
    public func nextPresence() throws -> [String: Any] {
        let people = try next(type: "presence")["presence"] as? [[String: Any]]
        guard let first = people?.first else { throw TestResponseError.notJSONObject(status: 101, "a presence message without people") }
        return first
    }

    /// A normal close (1000).
    public func close() { sendClose(code: 1000) }

    /// The `batch` of an `ack` or `ops` message, decoded.
    public static func appliedBatch(_ message: [String: Any]) throws -> AppliedBatch {
        guard let batch = message["batch"] else { throw TestResponseError.notJSONObject(status: 101, "no batch in \(message)") }
        return try JSONDecoder().decode(AppliedBatch.self, from: JSONSerialization.data(withJSONObject: batch))
    }

    /// The batches of an `ops` message: its one `batch`, or the several of one commit as `batches`.
    public static func batches(_ message: [String: Any]) throws -> [AppliedBatch] {
        guard let list = message["batches"] else { return [try appliedBatch(message)] }
        return try JSONDecoder().decode([AppliedBatch].self, from: JSONSerialization.data(withJSONObject: list))
    }
}
