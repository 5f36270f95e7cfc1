import Foundation
import HTTPServer
import HTTPTypes
import Store

/// Admission to the document stream (`/api/documents/{id}/stream`) under the same policy as
/// the REST routes (`.document(.read)`), plus what REST cannot do for a long-lived socket:
/// read-only enforcement (viewers and view links may watch, their ops are refused) and closing
/// open sockets when the credential they were admitted with is revoked.
public final class StreamGate: @unchecked Sendable {
    let authenticator: any RequestAuthenticator
    let policy: AuthorizationPolicy?
    /// Where client id → author rows go (nil: not recorded).
    let database: Database?
    private let lock = NSLock()
    private var sockets: [ObjectIdentifier: (socket: WebSocket, keys: Set<String>)] = [:]

    public init(authenticator: any RequestAuthenticator, policy: AuthorizationPolicy?, database: Database? = nil) {
        self.authenticator = authenticator
        self.policy = policy
        self.database = database
    }

    /// Authenticates and authorizes the upgrade request; throws `Denial`/`APIError`/`RateLimitError`.
    func admit(_ request: HTTPServerRequest, socket: WebSocket) throws -> StreamAccess {
        let authentication = try authenticator.resolveAuthentication(request)
        if case .session = authentication.method, let policy, let origin = request.headers[.origin],
           !policy.isTrustedOrigin(origin, request: request) {
            // Browsers send cookies on cross-site WebSocket handshakes: the Origin is the only defence.
            throw Denial(.forbidden, "Cross-site WebSocket refused (Origin \(origin)).")
        }
        let grant = try policy?.authorize(.document(.read), authentication, request) ?? {
            var open = AccessGrant()
            open.canEditDocument = true
            return open
        }()
        var keys: Set<String> = []
        if let hash = authentication.sessionIDHash { keys.insert("session:" + hash) }
        if let id = authentication.tokenID { keys.insert("token:" + id) }
        if let share = authentication.share { keys.insert("share:" + share.id) }
        if let account = authentication.account { keys.insert("account:" + account.id) }
        let id = ObjectIdentifier(socket)
        lock.withLock { sockets[id] = (socket, keys) }
        let documentID = request.pathParameters["id"] ?? ""
        let author = authentication.actorName
        return StreamAccess(mayEdit: grant.canEditDocument, release: { [weak self] in
            self?.lock.withLock { self?.sockets[id] = nil }
        }, recordClient: { [database] clientID in
            database?.asyncWrite({ try StreamClientRepository($0).record(documentID: documentID, clientID: clientID, author: author) },
                                 completion: { _ in })
        })
    }

    /// Told of every revocation made on this node (`CredentialRevocationFeed`: the other nodes act on it too).
    private var revocationObserver: (@Sendable (_ credential: String, _ reason: String) -> Void)?

    func observeRevocations(_ observer: @escaping @Sendable (_ credential: String, _ reason: String) -> Void) {
        lock.withLock { revocationObserver = observer }
    }

    /// Closes (1008) every open stream admitted with this credential key
    /// ("session:<hash>", "token:<id>", "share:<id>", "account:<id>"), here and, through the
    /// revocation observer, on the other nodes. Returns how many closed here.
    @discardableResult
    public func closeStreams(credential key: String, reason: String = "credential revoked") -> Int {
        lock.withLock { revocationObserver }?(key, reason)
        return closeStreamsHere(credential: key, reason: reason)
    }

    /// `closeStreams` on this node only: for a revocation another node made.
    @discardableResult
    func closeStreamsHere(credential key: String, reason: String) -> Int {
        let matching = lock.withLock { sockets.filter { $0.value.keys.contains(key) } }
        for (id, entry) in matching {
            if let text = try? SyncServerMessage.error(code: "unauthorized", reason).encoded() { entry.socket.send(text: text) }
            entry.socket.close(code: 1008, reason: reason)
            lock.withLock { sockets[id] = nil }
        }
        return matching.count
    }

    /// The stream message for a refusal at admission.
    static func refusal(_ error: Error) -> (code: String, message: String) {
        switch error {
        case let denial as Denial:
            let code = denial.status == .unauthorized ? "unauthorized" : denial.status == .notFound ? "notFound" : "forbidden"
            return (code, denial.detail)
        case let limited as RateLimitError: return ("rateLimited", limited.description)
        default: return ("forbidden", APIError(error).detail)
        }
    }
}

/// What an admitted stream connection may do.
struct StreamAccess: Sendable {
    let mayEdit: Bool
    let release: @Sendable () -> Void
    /// Records who is behind a client id (from `hello`), so op-log batches have authors.
    let recordClient: @Sendable (String) -> Void

    static let readOnlyMessage = "you can view this document but not edit it: ops are refused."

    /// Looks at a client message (decoded once, by the session) before the session acts on it: nil
    /// lets it through; a message refuses it. Read-only callers' `ops` are refused; a `hello`
    /// records the client id's author.
    func screen(_ message: SyncClientMessage) -> SyncServerMessage? {
        if message.type == "ops", !mayEdit { return .error(code: "forbidden", Self.readOnlyMessage) }
        if message.type == "hello", let clientID = message.clientId, !clientID.isEmpty, clientID.utf8.count <= SyncSession.maximumClientIDLength {
            recordClient(clientID)
        }
        return nil
    }
}
