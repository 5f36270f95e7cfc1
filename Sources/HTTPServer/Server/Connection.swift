import Dispatch
import Foundation
import Logging
import WebSocketProtocol
#if canImport(Glibc)
import Glibc
#endif

/// One accepted TCP connection. Every property is confined to `queue` (a serial queue targeting one of the
/// server's I/O queues), so no locks are needed. The fd is closed only in the cancel handler that runs after
/// both the read and the write source have been cancelled.
///
/// The write source watches a `dup()` of the socket (`writeSourceFD`), not the socket's own descriptor: on
/// Linux, libdispatch's epoll backend keeps one "muxnote" per descriptor for all its read and write sources,
/// and re-arming a write source beside a read source on one descriptor while connections churn corrupts it
/// (swift-corelibs-libdispatch issues #833 and #949, open; the reporters' workaround is this dup). Seen here as
/// SIGILL/SIGSEGV on libdispatch's manager thread in `_dispatch_source_refs_finalize_unregistration` during
/// CorpusExportTests' thousands of short connections, twice in three whole-suite runs on 2026-12-03.
final class Connection: @unchecked Sendable {
    static let queueKey = DispatchSpecificKey<Int>()
    /// Seconds to wait for the peer's EOF after our last response before closing (lingering close).
    static let lingerTimeout: Double = 2
    /// Seconds to wait for the peer's Close frame after we sent ours.
    static let webSocketCloseTimeout: Double = 5

    let id: Int
    let fd: Int32
    /// What the write source watches: a duplicate of `fd` (the same socket), or `fd` itself if dup failed.
    private let writeSourceFD: Int32
    let queue: DispatchQueue
    let remoteAddress: String
    let server: HTTPServer
    let limits: HTTPServerLimits
    private let readBuffer: ReadBuffer
    private let readSource: DispatchSourceRead
    private let writeSource: DispatchSourceWrite
    private let timer: DispatchSourceTimer
    // Suspension bookkeeping: a suspended source must be resumed before it is released (pitfall 5).
    private var readSuspended = true
    private var writeSuspended = true
    private var cancelledSourceCount = 0
    // Lazy timeout: state changes only move `deadline`; the timer is re-armed when it must fire sooner, or when
    // it fires early. Keeps the per-request cost of keep-alive/handling transitions to two integer stores.
    private var deadline: UInt64 = .max
    private var timerFireTime: UInt64 = .max

    private(set) var state: ConnectionState = .idle
    var parser: HTTPRequestParser
    private var output: [UInt8] = []
    private var outputOffset = 0
    private var inputClosed = false
    private var writeShutDown = false
    /// Set by graceful shutdown: finish the request in flight, then close.
    var shuttingDown = false

    // HTTP request in flight (see Connection+HTTP.swift).
    var pendingHead: HTTPRequestHead?
    var inFlight: InFlightRequest?
    var requestSequence = 0
    var isProcessingRequests = false

    // WebSocket mode (see Connection+WebSocket.swift).
    var webSocketSession: WebSocketSession?
    var webSocket: WebSocket?

    init(id: Int, fd: Int32, remoteAddress: String, server: HTTPServer, ioQueue: DispatchQueue, readBuffer: ReadBuffer) {
        self.id = id
        self.fd = fd
        let duplicate = dup(fd)
        writeSourceFD = duplicate >= 0 ? duplicate : fd
        self.remoteAddress = remoteAddress
        self.server = server
        self.limits = server.configuration.limits
        self.readBuffer = readBuffer
        queue = DispatchQueue(label: "storyweave.http.connection", target: ioQueue)
        queue.setSpecific(key: Self.queueKey, value: id)
        readSource = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        writeSource = DispatchSource.makeWriteSource(fileDescriptor: writeSourceFD, queue: queue)
        timer = DispatchSource.makeTimerSource(queue: queue)
        parser = HTTPRequestParser(limits: limits.parserLimits)
    }

    var isOnQueue: Bool { DispatchQueue.getSpecific(key: Self.queueKey) == id }

    /// Installs handlers and starts reading. Called once, right after accept.
    func start() {
        queue.async { [self] in
            readSource.setEventHandler { [unowned self] in handleReadable() }
            writeSource.setEventHandler { [unowned self] in flushOutput() }
            timer.setEventHandler { [unowned self] in timerFired() }
            // Both cancel handlers hold `self` strongly: the connection lives until they ran.
            readSource.setCancelHandler { self.sourceCancelled() }
            writeSource.setCancelHandler { self.sourceCancelled() }
            timer.resume()
            setDeadline(after: timeout(for: .idle))
            readSuspended = false
            readSource.resume()
        }
    }

    // MARK: - State

    /// The single place where the state changes; re-arms the state's timeout.
    func transition(to next: ConnectionState) {
        guard next != state else { return }
        guard state.canTransition(to: next) else {
            server.logger.error("illegal connection transition \(state) -> \(next)")
            assertionFailure("illegal connection transition \(state) -> \(next)")
            return
        }
        state = next
        if next != .closed {
            setDeadline(after: timeout(for: next))
        }
    }

    /// Seconds the state may last; nil = no limit.
    private func timeout(for state: ConnectionState) -> Double? {
        switch state {
        case .idle: return limits.idleTimeout
        case .readingHead: return limits.headerReadTimeout
        case .readingBody: return limits.bodyReadTimeout
        case .closing: return Self.lingerTimeout
        case .handling, .webSocket, .closed: return nil
        }
    }

    /// Sets the current deadline (e.g. the WebSocket close-handshake timeout).
    func setDeadline(after seconds: Double?) {
        guard let seconds else {
            deadline = .max
            return
        }
        deadline = DispatchTime.now().uptimeNanoseconds &+ UInt64(max(0, seconds) * 1e9)
        if deadline < timerFireTime {
            timerFireTime = deadline
            timer.schedule(deadline: DispatchTime(uptimeNanoseconds: deadline))
        }
    }

    private func timerFired() {
        timerFireTime = .max
        guard state != .closed, deadline != .max else { return }
        if DispatchTime.now().uptimeNanoseconds < deadline {
            timerFireTime = deadline
            timer.schedule(deadline: DispatchTime(uptimeNanoseconds: deadline))
            return
        }
        deadline = .max
        handleTimeout()
    }

    private func handleTimeout() {
        switch state {
        case .readingHead, .readingBody:
            server.logger.debug("closing \(remoteAddress): \(state) timed out")
            sendErrorAndClose(status: .requestTimeout, detail: "The request was not received in time.")
        case .closing, .webSocket, .idle, .handling:
            teardown()
        case .closed:
            break
        }
    }

    // MARK: - Reading

    /// Drains the socket until EAGAIN or EOF: libdispatch may not report EOF again (pitfall 3).
    func handleReadable() {
        while state != .closed && !readSuspended && !inputClosed {
            let count = recv(fd, readBuffer.pointer, readBuffer.capacity, 0)
            if count > 0 {
                let bytes = UnsafeRawBufferPointer(start: readBuffer.pointer, count: count)
                if state == .closing {
                    continue  // lingering close: discard input until EOF
                }
                ingest(bytes)
                updateReadInterest()
                continue
            }
            if count == 0 {
                peerClosedInput()
                return
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return
            default:
                teardown()  // ECONNRESET and friends
                return
            }
        }
    }

    private func ingest(_ bytes: UnsafeRawBufferPointer) {
        if state == .webSocket {
            webSocketReceive(bytes)
        } else {
            let dispatchedBefore = requestSequence
            parser.append(bytes)
            processBufferedRequests()
            if state == .idle && requestSequence == dispatchedBefore {
                // Bytes arrived but no request started (only skipped empty lines): the header clock runs now.
                transition(to: .readingHead)
            }
        }
    }

    private func peerClosedInput() {
        inputClosed = true
        pauseReading()
        switch state {
        case .handling:
            // Answer the request, then close (keep-alive is off once input is closed). A handler that never
            // responds must not pin the connection forever once the peer is gone.
            setDeadline(after: limits.idleTimeout)
        case .webSocket:
            deliverWebSocketEvents(webSocketSession?.transportClosed() ?? [])
            teardown()
        case .closing:
            if outputIsEmpty { teardown() }
        default:
            teardown()
        }
    }

    var isInputClosed: Bool { inputClosed }

    /// Read only while output is below the high-water mark and pipelined input is bounded (pitfall 11).
    func updateReadInterest() {
        let pipelineCap = limits.maxRequestLineBytes + limits.maxHeaderBytes + 64 * 1024
        let shouldRead = state != .closed && !inputClosed
            && pendingOutputCount < limits.outputHighWaterBytes
            && !(state == .handling && parser.bufferedByteCount > pipelineCap)
        if shouldRead { resumeReading() } else { pauseReading() }
    }

    private func pauseReading() {
        guard !readSuspended, state != .closed else { return }
        readSource.suspend()
        readSuspended = true
        if pendingOutputCount >= limits.outputHighWaterBytes { server.noteBackpressurePause() }
    }

    private func resumeReading() {
        guard readSuspended, state != .closed, !inputClosed else { return }
        readSource.resume()
        readSuspended = false
        // Data that arrived while suspended may not produce a new event: look now.
        queue.async { [self] in if state != .closed { handleReadable() } }
    }

    // MARK: - Writing

    var pendingOutputCount: Int { output.count - outputOffset }
    var outputIsEmpty: Bool { outputOffset == output.count }

    /// Queues bytes and writes as much as the socket takes now; the write source is armed only on EAGAIN.
    func enqueue(_ bytes: [UInt8]) {
        guard state != .closed, !bytes.isEmpty, !writeShutDown else { return }
        if outputIsEmpty {
            output = bytes
            outputOffset = 0
        } else {
            output.append(contentsOf: bytes)
        }
        flushOutput()
    }

    func flushOutput() {
        while outputOffset < output.count && state != .closed {
            let written = output.withUnsafeBytes { buffer in
                send(fd, buffer.baseAddress! + outputOffset, buffer.count - outputOffset, Int32(MSG_NOSIGNAL))
            }
            if written > 0 {
                outputOffset += written
                continue
            }
            if written < 0 && errno == EINTR { continue }
            if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                if outputOffset > 1024 * 1024 {
                    output.removeSubrange(0..<outputOffset)
                    outputOffset = 0
                }
                if writeSuspended {
                    writeSuspended = false
                    writeSource.resume()
                }
                updateReadInterest()
                return
            }
            teardown()  // EPIPE / ECONNRESET: the peer is gone
            return
        }
        guard state != .closed else { return }
        if output.capacity > 256 * 1024 {
            output = []
        } else {
            output.removeAll(keepingCapacity: true)
        }
        outputOffset = 0
        if !writeSuspended {
            writeSuspended = true
            writeSource.suspend()  // an empty buffer must not keep a write source armed (pitfall 2)
        }
        outputDrained()
    }

    private func outputDrained() {
        if state == .closing {
            if inputClosed {
                teardown()
            } else if !writeShutDown {
                // Lingering close: half-close so the client sees the end, keep reading until its EOF.
                writeShutDown = true
                Glibc.shutdown(fd, Int32(SHUT_WR))
            }
            return
        }
        updateReadInterest()
    }

    // MARK: - Closing

    /// Flush what is queued, then close.
    func closeAfterFlush() {
        guard state != .closed, state != .closing else { return }
        transition(to: .closing)
        if outputIsEmpty { outputDrained() }
        updateReadInterest()
    }

    /// Cancels both sources; the fd is closed in the last cancel handler (pitfall 4).
    func teardown() {
        guard state != .closed else { return }
        if let session = webSocketSession, session.state != .closed {
            deliverWebSocketEvents(webSocketSession?.transportClosed() ?? [])
        }
        transition(to: .closed)
        timer.cancel()
        readSource.cancel()
        if readSuspended {
            readSuspended = false
            readSource.resume()
        }
        writeSource.cancel()
        if writeSuspended {
            writeSuspended = false
            writeSource.resume()
        }
        inFlight = nil
        output = []
        outputOffset = 0
    }

    private func sourceCancelled() {
        cancelledSourceCount += 1
        guard cancelledSourceCount == 2 else { return }
        Glibc.close(fd)
        if writeSourceFD != fd { Glibc.close(writeSourceFD) }
        if webSocket != nil { server.metrics.webSocketClosed() }
        webSocket?.detach()
        webSocket = nil
        server.connectionClosed(self)
    }
}

/// Scratch buffer for `recv`, one per I/O queue: connections sharing an I/O queue never run concurrently.
final class ReadBuffer: @unchecked Sendable {
    let capacity: Int
    let pointer: UnsafeMutableRawPointer

    init(capacity: Int = 64 * 1024) {
        self.capacity = capacity
        pointer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    }

    deinit { pointer.deallocate() }
}
