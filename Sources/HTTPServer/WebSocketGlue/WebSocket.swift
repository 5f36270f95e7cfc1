import Foundation
import WebSocketProtocol

/// App-facing WebSocket. Thread-safe: `send`/`close` may be called from any queue and hop to the connection's
/// queue; callbacks arrive on the connection's queue, in order. `onClose` is called exactly once.
public final class WebSocket: @unchecked Sendable {
    private let lock = NSLock()
    private weak var connection: Connection?
    private var textHandler: (@Sendable (String) -> Void)?
    private var binaryHandler: (@Sendable ([UInt8]) -> Void)?
    private var closeHandler: (@Sendable (_ code: UInt16?, _ reason: String) -> Void)?
    private var receiveHandler: (@Sendable () -> Void)?
    private var closeDelivered = false
    /// Peer address, for logs.
    public let remoteAddress: String

    init(connection: Connection) {
        self.connection = connection
        remoteAddress = connection.remoteAddress
    }

    public var onText: (@Sendable (String) -> Void)? {
        get { lock.withLock { textHandler } }
        set { lock.withLock { textHandler = newValue } }
    }

    public var onBinary: (@Sendable ([UInt8]) -> Void)? {
        get { lock.withLock { binaryHandler } }
        set { lock.withLock { binaryHandler = newValue } }
    }

    public var onClose: (@Sendable (_ code: UInt16?, _ reason: String) -> Void)? {
        get { lock.withLock { closeHandler } }
        set { lock.withLock { closeHandler = newValue } }
    }

    /// Called whenever bytes arrive from the peer — any frame, pings and pongs included (which the
    /// connection answers itself): a sign of life for an app that times out silent peers.
    public var onReceive: (@Sendable () -> Void)? {
        get { lock.withLock { receiveHandler } }
        set { lock.withLock { receiveHandler = newValue } }
    }

    public func send(text: String) { perform { $0.webSocketSend(.text(text)) } }
    public func send(binary: [UInt8]) { perform { $0.webSocketSend(.binary(binary)) } }
    /// Sends text messages in order, written to the socket together (a hub flushing several batches to one peer).
    public func send(texts: [String]) { perform { $0.webSocketSend(texts.map { .text($0) }) } }
    /// Sends a message framed once for many sockets (`PreparedTextMessage`).
    public func send(prepared message: PreparedTextMessage) { perform { $0.webSocketSend(prepared: message) } }
    public func close(code: UInt16 = 1000, reason: String = "") { perform { $0.webSocketClose(code: code, reason: reason) } }

    private func perform(_ action: @escaping @Sendable (Connection) -> Void) {
        guard let connection = lock.withLock({ self.connection }) else { return }
        if connection.isOnQueue {
            action(connection)
        } else {
            connection.queue.async { action(connection) }
        }
    }

    func deliverText(_ text: String) { onText?(text) }
    func deliverReceive() { onReceive?() }
    func deliverBinary(_ bytes: [UInt8]) { onBinary?(bytes) }

    func deliverClose(code: UInt16?, reason: String) {
        let handler = lock.withLock { () -> (@Sendable (UInt16?, String) -> Void)? in
            guard !closeDelivered else { return nil }
            closeDelivered = true
            return closeHandler
        }
        handler?(code, reason)
    }

    /// The connection is gone; later sends are dropped.
    func detach() {
        lock.withLock { connection = nil }
    }
}

/// A text message framed once, for an app that sends the same message to many sockets (a document's
/// broadcast to its listeners): a socket without permessage-deflate writes these bytes as they are
/// (server frames are not masked, so they are the same for every peer); one with it frames its own.
public final class PreparedTextMessage: Sendable {
    public let text: String
    let frame: [UInt8]

    public init(_ text: String) {
        self.text = text
        frame = WebSocketFrameEncoder.encode(opcode: .text, payload: Array(text.utf8))
    }
}
