import Foundation
import HTTPServer
import HTTPTypes
import Store

/// Sign-in, sessions and their cookies, shared by the account routes and first-run setup.
final class AccountService: @unchecked Sendable {
    let database: Database
    let configuration: SecurityConfiguration
    let hasher: PasswordHasher
    let gate: StreamGate
    /// Verified sessions and tokens; every revocation here drops its entries.
    let cache: CredentialCache
    /// Failed sign-ins per e-mail address and per client address, counted in the store for every node.
    let signInLimiter: any RateLimiting
    /// Accounts created per client address (each costs a KDF run and a team), counted in the store.
    let signUpLimiter: any RateLimiting

    static let minimumPasswordLength = 10

    init(database: Database, configuration: SecurityConfiguration, gate: StreamGate, cache: CredentialCache) {
        self.database = database
        self.cache = cache
        self.configuration = configuration
        self.hasher = PasswordHasher(iterations: configuration.passwordIterations)
        self.gate = gate
        signInLimiter = SharedRateLimiter(name: "sign-in", limit: configuration.signInAttemptLimit,
                                          window: configuration.signInWindowSeconds, database: database)
        signUpLimiter = SharedRateLimiter(name: "sign-up", limit: configuration.signInAttemptLimit * 2,
                                          window: configuration.signInWindowSeconds, database: database)
    }

    /// Checks e-mail and password, counting failures per address and per client. Unknown addresses
    /// cost the same KDF time as wrong passwords, so timing does not reveal which accounts exist.
    func verify(email: String, password: String, client: String) throws -> AccountRecord {
        let keys = ["email:" + email.lowercased(), RateLimiter.clientKey(client)]
        for key in keys {
            if let retry = signInLimiter.retryAfter(key) { throw RateLimitError(retryAfter: retry, what: "failed sign-ins") }
        }
        let account = try database.read { try AccountRepository($0).find(email: email) }
        guard let account, let stored = account.passwordHash else {
            hasher.burnVerificationTime()
            keys.forEach { _ = signInLimiter.record($0) }
            throw Denial(.unauthorized, "Wrong e-mail address or password.")
        }
        guard hasher.verify(password, against: stored) else {
            keys.forEach { _ = signInLimiter.record($0) }
            throw Denial(.unauthorized, "Wrong e-mail address or password.")
        }
        signInLimiter.reset(keys[0])
        return account
    }

    func validateNewPassword(_ password: String) throws {
        guard password.count >= Self.minimumPasswordLength else {
            throw APIError.badRequest("A password has at least \(Self.minimumPasswordLength) characters.")
        }
        guard password.utf8.count <= PasswordHasher.maximumPasswordBytes else {
            throw APIError.badRequest("A password has at most \(PasswordHasher.maximumPasswordBytes) bytes.")
        }
    }

    /// A fresh session (never one the client proposed: no fixation). A session cookie the request
    /// carried is revoked, so signing in as someone else cannot keep an old session alive.
    func startSession(for account: AccountRecord, replacing request: HTTPServerRequest) throws -> (secret: String, session: SessionRecord) {
        let secret = SecretToken.generate()
        let previous = SecurityAuthenticator.cookie(SecurityAuthenticator.sessionCookie, in: request).map(SecretToken.hash)
        let session = try database.write { db -> SessionRecord in
            if let previous { try SessionRepository(db).revoke(idHash: previous) }
            return try SessionRepository(db).create(idHash: SecretToken.hash(secret), accountID: account.id,
                                                    csrfToken: SecretToken.generate(),
                                                    lifetimeMilliseconds: configuration.sessionLifetimeSeconds * 1000)
        }
        if let previous {
            cache.remove(hash: previous)
            gate.closeStreams(credential: "session:" + previous, reason: "signed out")
        }
        return (secret, session)
    }

    /// `Set-Cookie` for the session (HttpOnly) and its CSRF token (readable by our scripts).
    func sessionCookies(secret: String, session: SessionRecord) -> [String] {
        let suffix = "; Path=/; SameSite=Lax; Max-Age=\(configuration.sessionLifetimeSeconds)" + (configuration.secureCookies ? "; Secure" : "")
        return ["\(SecurityAuthenticator.sessionCookie)=\(secret)\(suffix); HttpOnly",
                "\(SecurityAuthenticator.csrfCookie)=\(session.csrfToken)\(suffix)"]
    }

    func clearingCookies() -> [String] {
        let suffix = "=; Path=/; SameSite=Lax; Max-Age=0" + (configuration.secureCookies ? "; Secure" : "")
        return [SecurityAuthenticator.sessionCookie + suffix + "; HttpOnly", SecurityAuthenticator.csrfCookie + suffix]
    }

    /// A new account with its own team ("<name>'s team") and a "Default" project, so it can upload at once.
    func createAccount(email: String, displayName: String, passwordHash: String?, isAdmin: Bool = false) throws -> AccountRecord {
        try database.write { db in
            let account = try AccountRepository(db).create(email: email, displayName: displayName,
                                                           passwordHash: passwordHash, isAdmin: isAdmin)
            let team = try TeamRepository(db).create(name: String("\(account.displayName)'s team".prefix(100)), ownerID: account.id)
            _ = try ProjectRepository(db).create(teamID: team.id, name: "Default")
            return account
        }
    }
}

extension HTTPServerResponse {
    mutating func appendCookies(_ cookies: [String]) {
        for cookie in cookies { headers.append(HTTPField(name: .setCookie, value: cookie)) }
        headers[.cacheControl] = "no-store"
    }
}
