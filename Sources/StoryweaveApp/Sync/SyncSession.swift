import Foundation
import HTTPServer
import IBSync
import Store

/// One client connection on `/api/documents/{id}/stream`.
///
/// Lifecycle: `awaitingHello` → (`hello`) → `joined` → (socket closed) → `closed`. Messages
/// arrive in order on the socket's queue; everything about the document happens on the hub.
final class SyncSession: @unchecked Sendable {
    enum State {
        case awaitingHello
        case joined(hub: DocumentHub, clientID: String)
        case closed
    }

    let documentID: String
    private let socket: WebSocket
    private let registry: DocumentHubRegistry
    private let lock = NSLock()
    private var state = State.awaitingHello
    static let maximumClientIDLength = 128

    init(socket: WebSocket, documentID: String, registry: DocumentHubRegistry) {
        self.socket = socket
        self.documentID = documentID
        self.registry = registry
    }

    /// When the client last sent anything (uptime nanoseconds), for the hub's session timeout.
    var lastHeard: UInt64 { lock.withLock { lastHeardUptime } }
    private var lastHeardUptime = DispatchTime.now().uptimeNanoseconds

    /// Something arrived from the client (a message or any WebSocket frame, pings included).
    func heard() {
        lock.withLock { lastHeardUptime = DispatchTime.now().uptimeNanoseconds }
    }

    /// One text message from the client. `screen` sees the decoded message first (`StreamAccess`):
    /// a message it returns refuses this one.
    func handle(_ text: String, screen: (SyncClientMessage) -> SyncServerMessage? = { _ in nil }) {
        heard()
        let message: SyncClientMessage
        // Decoded once; only a message that fails is read again, for its type, to say what was wrong.
        do { message = try SyncClientMessage.decode(text) } catch {
            struct Envelope: Decodable { var type: String }
            guard let envelope = try? JSONDecoder().decode(Envelope.self, from: Data(text.utf8)) else {
                return send(.error(code: "badMessage", "a message is a JSON object with a \"type\"."))
            }
            return send(.error(code: "badMessage", "the \(envelope.type) message is malformed: \(error)"))
        }
        if let refusal = screen(message) { return send(refusal) }
        switch (message.type, currentState) {
        case ("hello", .awaitingHello):
            hello(message)
        case ("hello", _):
            send(.error(code: "badMessage", "hello was already received."))
        case (_, .awaitingHello):
            send(.error(code: "badMessage", "the first message must be hello."))
        case ("ops", .joined(let hub, let clientID)):
            guard let batch = message.batch else { return send(.error(code: "badMessage", "ops needs a batch.")) }
            guard batch.clientId == clientID else {
                return send(.error(code: "badMessage", "the batch's clientId is not this connection's (\(clientID))."))
            }
            hub.submit(batch, from: self)
        case ("presence", .joined(let hub, _)):
            if let viewport = message.viewport, !viewport.isValid {
                return send(.error(code: "badMessage", "presence's viewport needs finite x, y, width and height within ±10,000,000 points and a positive size."))
            }
            hub.updatePresence(from: self, selection: message.selection, pointer: message.pointer, viewport: message.viewport)
        case (let type, _):
            send(.error(code: "badMessage", "unknown message type \"\(type)\"."))
        }
    }

    private func hello(_ message: SyncClientMessage) {
        guard let clientID = message.clientId, !clientID.isEmpty, clientID.utf8.count <= Self.maximumClientIDLength else {
            return send(.error(code: "badMessage", "hello needs a clientId of 1 to \(Self.maximumClientIDLength) bytes."))
        }
        let hub: DocumentHub
        do {
            hub = try registry.acquire(documentID: documentID)
        } catch StoreError.documentNotFound {
            send(.error(code: "notFound", "there is no document \(documentID)."))
            return socket.close(code: 1008, reason: "not found")
        } catch let elsewhere as DocumentOwnedElsewhere {
            // Another node holds the document; it was asked to let it go, and the client's next attempt
            // (through the load balancer, which routes the document here) finds it free.
            send(.elsewhere(elsewhere))
            return socket.close(code: 1013, reason: "open on another node")
        } catch {
            send(.error(code: "unavailable", "the document could not be opened: \(error)"))
            return socket.close(code: 1011, reason: "unavailable")
        }
        lock.lock()
        if case .closed = state {
            lock.unlock()
            return hub.queue.async { [registry] in registry.release(hub) }
        }
        state = .joined(hub: hub, clientID: clientID)
        lock.unlock()
        hub.join(self, clientID: clientID, name: message.name, lastVersion: message.lastVersion)
    }

    /// The socket closed (either side): leave the hub and drop the callbacks that hold us.
    func closed() {
        lock.lock()
        let previous = state
        state = .closed
        lock.unlock()
        if case .joined(let hub, _) = previous { hub.leave(self, registry: registry) }
        socket.onText = nil
        socket.onBinary = nil
        socket.onReceive = nil
        socket.onClose = nil
    }

    /// The client id given in hello, once joined.
    var clientID: String? {
        if case .joined(_, let clientID) = currentState { return clientID }
        return nil
    }

    private var currentState: State {
        lock.lock()
        defer { lock.unlock() }
        return state
    }

    func send(_ message: SyncServerMessage) {
        guard let text = try? message.encoded() else { return }
        send(text: text)
    }

    func send(text: String) {
        socket.send(text: text)
    }

    /// A message framed once for many sessions.
    func send(prepared message: PreparedTextMessage) {
        socket.send(prepared: message)
    }

    /// Several messages in order, written together.
    func send(texts: [String]) {
        socket.send(texts: texts)
    }

    /// Ends the connection from the server side (the close handshake then calls `closed`).
    func close(code: UInt16, reason: String) {
        socket.close(code: code, reason: reason)
    }
}
