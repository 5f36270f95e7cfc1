import Dispatch
import HTTPTypes
import WebSocketProtocol

extension Connection {
    var webSocketOptions: WebSocketOptions {
        var options = WebSocketOptions()
        options.maxMessageBytes = limits.maxWebSocketMessageBytes
        options.maxFrameBytes = limits.maxWebSocketMessageBytes
        return options
    }

    /// Validates the upgrade, answers 101 and switches this connection to WebSocket mode.
    func upgradeToWebSocket(_ request: HTTPServerRequest, handler: Router.WebSocketHandler, sequence: Int) {
        let options = webSocketOptions
        let result: WebSocketHandshakeResult
        do {
            result = try WebSocketHandshake.accept(method: request.method, headers: request.headers, options: options)
        } catch {
            var response = HTTPServerResponse.problem(error.status, detail: error.reason)
            for field in error.responseHeaders { response.headers.append(field) }
            complete(response, sequence: sequence)
            return
        }
        if shuttingDown {
            complete(.problem(.serviceUnavailable, detail: "The server is shutting down."), sequence: sequence)
            return
        }
        guard let flight = inFlight else { return }
        inFlight = nil
        var bytes: [UInt8] = []
        HTTPResponseSerializer.serialize(
            HTTPServerResponse(status: .switchingProtocols, headers: result.responseHeaders),
            context: .init(minorVersion: 1, isHeadRequest: false, keepAlive: true), into: &bytes)
        server.recordRequest(flight, status: 101, bodyBytes: 0)
        enqueue(bytes)
        guard state == .handling else { return }
        transition(to: .webSocket)
        webSocketSession = WebSocketSession(options: options, deflate: result.deflate)
        let socket = WebSocket(connection: self)
        webSocket = socket
        server.metrics.webSocketOpened()
        handler(request, socket)
        let leftover = parser.takeBufferedBytes()
        if !leftover.isEmpty, state == .webSocket {
            leftover.withUnsafeBytes { webSocketReceive($0) }
        }
    }

    /// Feeds received bytes one message at a time, so the app's synchronous reply to message n is written
    /// before whatever a later frame of the same read triggers (e.g. the Close for a protocol error in frame n+1).
    func webSocketReceive(_ bytes: UnsafeRawBufferPointer) {
        if !bytes.isEmpty { webSocket?.deliverReceive() }
        guard var output = webSocketSession?.receive(bytes, maxMessages: 1) else { return }
        while true {
            handleWebSocketOutput(output)
            guard state == .webSocket, let session = webSocketSession, session.hasUnprocessedInput,
                  let next = webSocketSession?.receive([], maxMessages: 1) else { return }
            output = next
        }
    }

    private func handleWebSocketOutput(_ output: WebSocketSession.Output) {
        enqueue(output.bytesToWrite)
        deliverWebSocketEvents(output.events)
        if output.closeConnection { closeAfterFlush() }
    }

    func deliverWebSocketEvents(_ events: [WebSocketSession.Event]) {
        guard let socket = webSocket else { return }
        for event in events {
            switch event {
            case .message(.text(let text)): socket.deliverText(text)
            case .message(.binary(let bytes)): socket.deliverBinary(bytes)
            case .closed(let code, let reason): socket.deliverClose(code: code, reason: reason)
            }
        }
    }

    /// App send: frames the message; a peer that lets too much output pile up is disconnected.
    func webSocketSend(_ message: WebSocketMessage) {
        guard state == .webSocket, let bytes = webSocketSession?.send(message), !bytes.isEmpty else { return }
        enqueueWebSocketOutput(bytes)
    }

    /// App send of several messages, framed in order and written together (one write instead of one per message).
    func webSocketSend(_ messages: [WebSocketMessage]) {
        guard state == .webSocket, webSocketSession != nil else { return }
        var bytes: [UInt8] = []
        for message in messages { bytes += webSocketSession?.send(message) ?? [] }
        guard !bytes.isEmpty else { return }
        enqueueWebSocketOutput(bytes)
    }

    /// App send of a message framed once for many sockets: its frame as it is, unless this peer negotiated compression.
    func webSocketSend(prepared message: PreparedTextMessage) {
        guard state == .webSocket, let session = webSocketSession, session.state == .open else { return }
        guard session.deflate == nil else { return webSocketSend(.text(message.text)) }
        enqueueWebSocketOutput(message.frame)
    }

    private func enqueueWebSocketOutput(_ bytes: [UInt8]) {
        if pendingOutputCount + bytes.count > limits.maxWebSocketPendingOutputBytes {
            server.logger.warning("closing slow WebSocket peer \(remoteAddress): output backlog over limit")
            teardown()
            return
        }
        enqueue(bytes)
    }

    /// Starts the close handshake; the TCP connection closes when the peer answers or after a timeout.
    func webSocketClose(code: UInt16, reason: String) {
        guard state == .webSocket, let bytes = webSocketSession?.close(code: code, reason: reason) else { return }
        enqueue(bytes)
        if webSocketSession?.state == .closed {
            closeAfterFlush()
        } else {
            setDeadline(after: Self.webSocketCloseTimeout)
        }
    }
}
