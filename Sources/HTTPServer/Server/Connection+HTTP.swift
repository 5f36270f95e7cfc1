import Dispatch
import HTTPTypes

/// What the connection remembers about the request whose response is outstanding.
struct InFlightRequest {
    let sequence: Int
    let method: String
    let path: String
    let minorVersion: Int
    let isHead: Bool
    let keepAlive: Bool
    var label: String
    let startNanoseconds: UInt64
}

extension Connection {
    /// Parses buffered bytes and dispatches complete requests one at a time (responses stay in order).
    /// Re-entrant calls (a handler responding synchronously) return at once; the outer loop continues.
    func processBufferedRequests() {
        guard !isProcessingRequests else { return }
        isProcessingRequests = true
        defer { isProcessingRequests = false }
        while state.isParsingHTTP {
            let event: HTTPParserEvent?
            do {
                event = try parser.next()
            } catch {
                sendParseError(error)
                return
            }
            guard let event else {
                if parser.isReadingBody {
                    transition(to: .readingBody)
                } else if parser.bufferedByteCount > 0 {
                    transition(to: .readingHead)
                }
                // A head in progress stays in readingHead even if only skipped empty lines were consumed,
                // so CRLF drip-feeding cannot reset the header timeout.
                return
            }
            switch event {
            case .head(let head):
                pendingHead = head
                if head.framing != .none { transition(to: .readingBody) }
                if head.expectsContinue && !shuttingDown { enqueue(HTTPResponseSerializer.continueBytes) }
            case .complete(let body, _):
                guard let head = pendingHead else { return }
                pendingHead = nil
                transition(to: .handling)
                dispatch(head, body: body)
            }
        }
    }

    private func dispatch(_ head: HTTPRequestHead, body: [UInt8]) {
        requestSequence += 1
        let sequence = requestSequence
        var request: HTTPServerRequest
        do {
            request = try head.makeServerRequest(body: body, remoteAddress: remoteAddress)
        } catch {
            sendParseError(error)
            return
        }
        inFlight = InFlightRequest(sequence: sequence, method: head.method, path: request.path,
                                   minorVersion: head.minorVersion, isHead: request.method == .head,
                                   keepAlive: head.keepAlive, label: "unmatched",
                                   startNanoseconds: DispatchTime.now().uptimeNanoseconds)
        let resolution = server.router.resolve(method: request.method, path: request.path)
        inFlight?.label = resolution.label
        if case .route(.webSocket(let handler), let parameters, _) = resolution {
            request.pathParameters = parameters
            upgradeToWebSocket(request, handler: handler, sequence: sequence)
        } else {
            server.router.handle(request, resolution: resolution, responder: makeResponder(sequence: sequence))
        }
    }

    /// The responder hops to this connection's queue unless it is already on it.
    private func makeResponder(sequence: Int) -> HTTPResponder {
        HTTPResponder { [weak self] response in
            guard let self else { return }
            if self.isOnQueue {
                self.complete(response, sequence: sequence)
            } else {
                self.queue.async { self.complete(response, sequence: sequence) }
            }
        }
    }

    /// Writes the response of the request in flight; duplicate or late calls are ignored.
    func complete(_ response: HTTPServerResponse, sequence: Int) {
        guard let flight = inFlight, flight.sequence == sequence, state == .handling else { return }
        inFlight = nil
        let keepAlive = flight.keepAlive && !shuttingDown && !isInputClosed
        var response = response
        response.addDefaultHeaders(server.configuration.defaultResponseHeaders)
        var bytes: [UInt8] = []
        HTTPResponseSerializer.serialize(
            response, context: .init(minorVersion: flight.minorVersion, isHeadRequest: flight.isHead, keepAlive: keepAlive),
            into: &bytes)
        // Recorded before the bytes leave, so a client that saw the response also sees it in the metrics.
        server.recordRequest(flight, status: response.status.code, bodyBytes: flight.isHead ? 0 : response.body.count)
        enqueue(bytes)
        guard state == .handling else { return }
        if keepAlive {
            transition(to: parser.bufferedByteCount > 0 ? .readingHead : .idle)
            processBufferedRequests()
            updateReadInterest()
        } else {
            closeAfterFlush()
        }
    }

    /// A request that cannot be trusted: answer and close, never read another request from this connection.
    func sendParseError(_ error: HTTPParseError) {
        server.logger.debug("bad request from \(remoteAddress): \(error)")
        sendErrorAndClose(status: HTTPResponse.Status(code: error.statusCode), detail: error.detail)
    }

    func sendErrorAndClose(status: HTTPResponse.Status, detail: String) {
        guard state != .closing, state != .closed else { return }
        inFlight = nil
        server.metrics.recordRequest(route: "invalid", status: status.code, durationSeconds: 0)
        enqueue(HTTPResponseSerializer.problemBytes(status: status, detail: detail, keepAlive: false))
        closeAfterFlush()
    }

    /// Graceful shutdown: idle connections close now, requests in flight finish first, WebSockets get 1001.
    func beginShutdown() {
        shuttingDown = true
        switch state {
        case .idle, .readingHead:
            teardown()
        case .readingBody, .handling, .closing, .closed:
            break
        case .webSocket:
            webSocketClose(code: 1001, reason: "server shutting down")
        }
    }
}
