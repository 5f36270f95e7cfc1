import HTTPServer
import Logging
import Store

/// `GET /api/documents/{id}/stream`: the real-time editing WebSocket (docs/protocol.md).
enum SyncRoute {
    static let pattern = "/api/documents/:id/stream"

    static func register(on router: Router, registry: DocumentHubRegistry, authenticator: any RequestAuthenticator) {
        router.webSocket(pattern) { request, socket in
            guard let documentID = request.pathParameters["id"], !documentID.isEmpty else {
                return socket.close(code: 1008, reason: "no document id")
            }
            let session = SyncSession(socket: socket, documentID: documentID, registry: registry)
            do {
                _ = try authenticator.authenticate(request)
            } catch {
                session.send(.error(code: "forbidden", "\(error)"))
                return socket.close(code: 1008, reason: "forbidden")
            }
            socket.onText = { text in session.handle(text) }
            socket.onBinary = { _ in session.send(.error(code: "badMessage", "messages are JSON text frames.")) }
            socket.onClose = { _, _ in session.closed() }
        }
    }
}
