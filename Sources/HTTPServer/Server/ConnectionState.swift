/// Lifecycle of one TCP connection. All legal transitions are listed in `canTransition(to:)`;
/// `Connection.transition(to:)` refuses anything else. Each state owns exactly one timeout.
///
///     idle ──first byte──▶ readingHead ──head──▶ readingBody ──body──▶ handling
///      ▲  ╲________________________________________________________________▲ │
///      └──────────── response written, keep-alive ──────────────────────────┘ │
///     handling ──101──▶ webSocket                                             │
///     any open state ──error / Connection: close / shutdown──▶ closing ──▶ closed
enum ConnectionState: Equatable, CustomStringConvertible {
    /// Between requests; keep-alive idle timeout.
    case idle
    /// Part of a request head is buffered; header-read timeout (slow-loris).
    case readingHead
    /// Head parsed, body incomplete; body-read timeout.
    case readingBody
    /// Handler running, waiting for `respond`. Pipelined bytes are buffered, not parsed.
    case handling
    /// Upgraded; bytes go to the WebSocket session.
    case webSocket
    /// Flushing the last output, then half-closing and draining input until EOF or the linger timeout.
    case closing
    /// Sources cancelled; the fd is closed once both cancel handlers have run.
    case closed

    func canTransition(to next: ConnectionState) -> Bool {
        switch (self, next) {
        case (.closed, _): return false
        case (_, .closed): return true
        case (.closing, _): return false
        case (_, .closing): return true
        case (.idle, .readingHead), (.idle, .readingBody), (.idle, .handling): return true
        case (.readingHead, .readingBody), (.readingHead, .handling): return true
        case (.readingBody, .handling): return true
        case (.handling, .idle), (.handling, .readingHead), (.handling, .readingBody), (.handling, .handling),
             (.handling, .webSocket): return true
        default: return false
        }
    }

    /// True while the connection is reading HTTP (not upgraded, not shutting down).
    var isParsingHTTP: Bool {
        self == .idle || self == .readingHead || self == .readingBody
    }

    var description: String {
        switch self {
        case .idle: return "idle"
        case .readingHead: return "readingHead"
        case .readingBody: return "readingBody"
        case .handling: return "handling"
        case .webSocket: return "webSocket"
        case .closing: return "closing"
        case .closed: return "closed"
        }
    }
}
