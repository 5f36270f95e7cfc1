import HTTPServer
import Logging
import Store

/// `GET /api/documents/{id}/stream`: the real-time editing WebSocket (docs/protocol.md).
enum SyncRoute {
    static let pattern = "/api/documents/:id/stream"

    static func register(on router: Router, registry: DocumentHubRegistry, gate: StreamGate) {
        router.webSocket(pattern) { request, socket in
            guard let documentID = request.pathParameters["id"], !documentID.isEmpty else {
                return socket.close(code: 1008, reason: "no document id")
            }
            let session = SyncSession(socket: socket, documentID: documentID, registry: registry)
            let access: StreamAccess
            do {
                access = try gate.admit(request, socket: socket)
            } catch {
                let refusal = StreamGate.refusal(error)
                session.send(.error(code: refusal.code, refusal.message))
                return socket.close(code: 1008, reason: refusal.code)
            }
            // Viewers and view links watch the document; their ops never reach the hub.
            socket.onText = { text in session.handle(text, screen: access.screen) }
            // Any frame is a sign of life (a non-browser client may keep the session with WebSocket pings).
            socket.onReceive = { session.heard() }
            socket.onBinary = { _ in session.send(.error(code: "badMessage", "messages are JSON text frames.")) }
            socket.onClose = { _, _ in
                access.release()
                session.closed()
            }
        }
    }
}
