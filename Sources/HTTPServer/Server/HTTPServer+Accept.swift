import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension HTTPServer {
    /// Connections accepted per wakeup before yielding to other work on the server queue (pitfall 7).
    static let acceptBatchLimit = 256
    /// Pause after EMFILE/ENFILE so a full fd table does not make the accept loop spin (pitfall 8).
    static let acceptPauseAfterFDExhaustion = 0.1

    /// Runs on serverQueue (from `start`).
    func startAccepting() {
        let source = DispatchSource.makeReadSource(fileDescriptor: listenFD, queue: serverQueue)
        let fd = listenFD
        source.setEventHandler { [unowned self] in acceptConnections() }
        source.setCancelHandler { [self] in
            Glibc.close(fd)
            listenerCancelled = true
            finishShutdownIfDone()
        }
        listenSource = source
        source.resume()
    }

    func stopAccepting() {
        guard let source = listenSource else {
            listenerCancelled = true
            return
        }
        listenSource = nil
        source.cancel()
        if listenSuspended {
            listenSuspended = false
            source.resume()
        }
    }

    /// Accepts until EAGAIN, at most `acceptBatchLimit` at a time; continues asynchronously if more are waiting.
    func acceptConnections() {
        guard lifecycle == .running, !listenSuspended else { return }
        var accepted = 0
        while accepted < Self.acceptBatchLimit {
            var address = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let fd = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    accept(listenFD, $0, &length)
                }
            }
            if fd < 0 {
                switch errno {
                case EINTR, ECONNABORTED, EPROTO:
                    continue
                case EAGAIN, EWOULDBLOCK:
                    return
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    logger.warning("accept failed (errno \(errno)): pausing accepts for \(Self.acceptPauseAfterFDExhaustion)s")
                    pauseAccepting()
                    return
                default:
                    logger.error("accept failed (errno \(errno))")
                    return
                }
            }
            accepted += 1
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            if connections.count >= configuration.limits.maxConnections {
                rejectOverLimit(fd)
                continue
            }
            var one: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            let remote = ListeningSocket.describe(&address, length: length)
            let ioIndex = nextIOQueue
            nextIOQueue = (nextIOQueue + 1) % ioQueues.count
            nextConnectionID += 1
            let connection = Connection(id: nextConnectionID, fd: fd, remoteAddress: remote, server: self,
                                        ioQueue: ioQueues[ioIndex], readBuffer: readBuffers[ioIndex])
            connections[connection.id] = connection
            metrics.connectionOpened()
            connection.start()
        }
        serverQueue.async { [self] in acceptConnections() }
    }

    private func pauseAccepting() {
        guard let source = listenSource, !listenSuspended else { return }
        noteAcceptPause()
        listenSuspended = true
        source.suspend()
        serverQueue.asyncAfter(deadline: .now() + Self.acceptPauseAfterFDExhaustion) { [self] in
            guard listenSuspended, let source = listenSource else { return }
            listenSuspended = false
            source.resume()
            acceptConnections()
        }
    }

    /// Over `maxConnections`: a best-effort 503 (non-blocking, may be partial) and close.
    private func rejectOverLimit(_ fd: Int32) {
        let bytes = HTTPResponseSerializer.problemBytes(
            status: .serviceUnavailable, detail: "The server has too many open connections.", keepAlive: false)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        Glibc.close(fd)
        metrics.recordRequest(route: "rejected", status: 503, durationSeconds: 0)
    }
}
