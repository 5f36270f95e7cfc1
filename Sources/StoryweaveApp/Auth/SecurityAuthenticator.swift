import Foundation
import HTTPServer
import HTTPTypes
import Store

/// Reads the credentials of a request (accounts mode): `Authorization: Bearer <token>`, the
/// `sw_session` cookie, and a share link (`Storyweave-Share` header or `?share=`, the latter
/// for WebSockets and links). Never throws for a bad credential: it reports a `rejection`, and
/// the policy answers 401 unless the route is open. Throws 429 when a token is over its rate.
public final class SecurityAuthenticator: CredentialAuthenticator, @unchecked Sendable {
    public static let sessionCookie = "sw_session"
    public static let csrfCookie = "sw_csrf"
    public static let shareHeader = HTTPField.Name("Storyweave-Share")!

    let database: Database
    let configuration: SecurityConfiguration
    /// Requests per API token, per node (docs/security.md, "Rate limits": a store write per request
    /// would cost more than the request, and document affinity sends a document's requests to one node).
    let tokenLimiter: RateLimiter
    /// Bad bearer tokens per client address (token guessing), counted in the store for every node.
    let badTokenLimiter: any RateLimiting
    let cache: CredentialCache

    init(database: Database, configuration: SecurityConfiguration, cache: CredentialCache) {
        self.database = database
        self.configuration = configuration
        self.cache = cache
        tokenLimiter = RateLimiter(limit: configuration.tokenRequestsPerMinute, window: 60)
        badTokenLimiter = SharedRateLimiter(name: "bad-token", limit: configuration.signInAttemptLimit * 3,
                                            window: configuration.signInWindowSeconds, database: database)
    }

    public func authenticate(_ request: HTTPServerRequest) throws -> Principal {
        try authentication(for: request).principal
    }

    public func authentication(for request: HTTPServerRequest) throws -> Authentication {
        let now = Clock.milliseconds()
        var result = Authentication(principal: .anonymous, method: .none)
        if let authorization = request.headers[.authorization] {
            guard authorization.lowercased().hasPrefix("bearer "), authorization.count > 7 else {
                result.rejection = "The Authorization header must be \"Bearer <token>\"."
                return result
            }
            try authenticateToken(String(authorization.dropFirst(7)).trimmingCharacters(in: .whitespaces),
                                  request: request, now: now, into: &result)
        } else if let cookie = Self.cookie(Self.sessionCookie, in: request) {
            let hash = SecretToken.hash(cookie)
            if let cached = cache.lookup(hash) {
                result = cached.authentication
            } else {
                result = try sessionAuthentication(hash: hash, now: now)
                if result.rejection == nil { cache.store(hash, .init(authentication: result, cachedAt: Date().timeIntervalSince1970)) }
            }
        }
        if let share = request.headers[Self.shareHeader] ?? request.query["share"] {
            try addShareLink(share, now: now, to: &result)
        }
        return result
    }

    private func sessionAuthentication(hash: String, now: Int64) throws -> Authentication {
        var result = Authentication(principal: .anonymous, method: .none)
        let found = try database.read { db -> (SessionRecord, AccountRecord)? in
            guard let session = try SessionRepository(db).findLive(idHash: hash, now: now),
                  let account = try AccountRepository(db).find(id: session.accountID) else { return nil }
            return (session, account)
        }
        if let (session, account) = found {
            // Cached, it may outlive its expiry by the cache lifetime (seconds; sessions last days).
            result = Authentication(principal: .user(id: account.id),
                                    method: .session(idHash: hash, csrfToken: session.csrfToken), account: account)
        } else {
            result.rejection = "Your session has ended; sign in again."
        }
        return result
    }

    private func addShareLink(_ share: String, now: Int64, to result: inout Authentication) throws {
        let link = try database.read { try ShareLinkRepository($0).findLive(tokenHash: SecretToken.hash(share), now: now) }
        if let link {
            result.share = link
            if result.account == nil && result.rejection == nil {
                result.principal = .shareLink(id: link.id, documentID: link.documentID)
                result.method = .shareLink
            }
        } else if result.account == nil {
            result.rejection = "The share link is unknown, revoked or expired."
        }
    }

    private func authenticateToken(_ token: String, request: HTTPServerRequest, now: Int64,
                                   into result: inout Authentication) throws {
        let hash = SecretToken.hash(token)
        // A token verified seconds ago is not a guess: only tokens looked up in the store face the
        // invalid-token limit (a store read), so a valid token's requests cost no query.
        if let cached = cache.lookup(hash), let id = cached.authentication.tokenID {
            if let retry = tokenLimiter.record("token:" + id) { throw RateLimitError(retryAfter: retry, what: "requests with this token") }
            recordUse(tokenID: id, hash: hash, lastUsedAt: cached.lastUsedAt, now: now)
            result = cached.authentication
            return
        }
        let client = RateLimiter.clientKey(request.remoteAddress)
        if let retry = badTokenLimiter.retryAfter(client) { throw RateLimitError(retryAfter: retry, what: "invalid tokens") }
        let found = try database.read { db -> (APITokenRecord, AccountRecord)? in
            guard let record = try APITokenRepository(db).find(tokenHash: SecretToken.hash(token)),
                  let account = try AccountRepository(db).find(id: record.accountID) else { return nil }
            return (record, account)
        }
        guard let (record, account) = found else {
            _ = badTokenLimiter.record(client)
            result.rejection = "The API token is not valid."
            return
        }
        if record.revokedAt != nil { result.rejection = "The API token was revoked."; return }
        if let expiry = record.expiresAt, expiry <= now { result.rejection = "The API token has expired."; return }
        if let retry = tokenLimiter.record("token:" + record.id) {
            throw RateLimitError(retryAfter: retry, what: "requests with this token")
        }
        result = Authentication(principal: .user(id: account.id),
                                method: .token(id: record.id, scopes: Set(record.scopes.compactMap(TokenScope.init))),
                                account: account)
        // An expiring token is not cached past its expiry.
        if record.expiresAt.map({ $0 > now + Int64(cache.lifetime * 1000) }) ?? true {
            cache.store(hash, .init(authentication: result, cachedAt: Date().timeIntervalSince1970, lastUsedAt: record.lastUsedAt))
        }
        recordUse(tokenID: record.id, hash: hash, lastUsedAt: record.lastUsedAt, now: now)
    }

    /// Records use at most once a minute: a write per request would cost more than the request.
    private func recordUse(tokenID: String, hash: String, lastUsedAt: Int64?, now: Int64) {
        guard (lastUsedAt ?? 0) < now - 60_000 else { return }
        cache.markUsed(hash, at: now)
        database.asyncWrite({ try APITokenRepository($0).markUsed(id: tokenID, now: now) }, completion: { _ in })
    }

    /// The value of cookie `name` (the first one; RFC 6265 `name=value; name2=value2`).
    /// The value of cookie `name` (RFC 6265 `name=value; name2=value2`), scanned as UTF-8 bytes: this
    /// runs on every request, and Foundation's `trimmingCharacters` cost ~10% of a small route's CPU.
    static func cookie(_ name: String, in request: HTTPServerRequest) -> String? {
        let wanted = Array(name.utf8)
        for field in request.headers[fields: .cookie] {
            let bytes = Array(field.value.utf8)
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
                let pair = trimmed(bytes[start..<end])
                if let equals = pair.firstIndex(of: UInt8(ascii: "=")), Array(trimmed(pair[..<equals])) == wanted {
                    let value = trimmed(pair[(equals + 1)...])
                    return value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
                }
                start = end + 1
            }
        }
        return nil
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
        return slice
    }
}

/// Too many attempts: answered as 429 with `Retry-After`.
struct RateLimitError: Error, CustomStringConvertible {
    let retryAfter: Int
    let what: String
    var description: String { "Too many \(what); retry in \(retryAfter) seconds." }

    var response: HTTPServerResponse {
        var response = APIError(.tooManyRequests, description).response
        response.headers[.retryAfter] = String(retryAfter)
        return response
    }
}
