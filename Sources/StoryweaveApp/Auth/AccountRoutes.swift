import Foundation
import HTTPServer
import HTTPTypes
import Store

/// Sign up / in / out, one-time sign-in links, password change and API tokens (docs/security.md).
struct AccountRoutes {
    let service: AccountService
    let mode: SecurityConfiguration.Mode
    /// Answers `GET /api/session?document=ID` (may the caller edit it?) with the same policy as the routes.
    let policy: AuthorizationPolicy
    /// Records a team join made by signing up with an invitation (the accept route records its own).
    let audit: AuditRecorder
    var database: Database { service.database }

    func register(on routes: APIRoutes) {
        routes.get("/api/session") { try current($0) }
        routes.post("/api/session") { try signIn($0) }
        routes.post("/api/session/link") { try signInWithLink($0) }
        routes.delete("/api/session") { try signOut($0) }
        routes.post("/api/accounts") { try signUp($0) }
        routes.post("/api/account/password") { try changePassword($0) }
        routes.get("/api/tokens") { try listTokens($0) }
        routes.post("/api/tokens") { try createToken($0) }
        routes.delete("/api/tokens/:token") { try revokeToken($0) }
    }

    private func current(_ context: RequestContext) throws -> HTTPServerResponse {
        let auth = context.authentication
        var csrf: String?
        if case .session(_, let token) = auth.method { csrf = token }
        var documentAccess: SessionResource.DocumentAccess?
        if let document = context.query("document") {
            var request = context.request
            request.pathParameters["id"] = document
            let canRead = (try? policy.authorize(.document(.read), auth, request)) != nil
            let canEdit = (try? policy.authorize(.document(.edit), auth, request)) != nil
            let canExport = (try? policy.authorize(.document(.export), auth, request)) != nil
            let canManage = (try? policy.authorize(.document(.manage), auth, request)) != nil
            documentAccess = .init(documentId: document, canRead: canRead, canEdit: canEdit, canExport: canExport,
                                   canManage: canManage)
        }
        var response = HTTPServerResponse.apiJSON(SessionResource(
            mode: mode == .open ? "open" : "accounts", signedIn: auth.account != nil || mode == .open,
            account: auth.account.map(AccountResource.init), csrfToken: csrf,
            share: auth.share.map { .init(documentId: $0.documentID, access: $0.access.rawValue) },
            document: documentAccess))
        response.headers[.cacheControl] = "no-store"
        return response
    }

    private func signedIn(_ account: AccountRecord, _ context: RequestContext, status: HTTPResponse.Status = .ok) throws -> HTTPServerResponse {
        let (secret, session) = try service.startSession(for: account, replacing: context.request)
        var response = HTTPServerResponse.apiJSON(SessionResource(mode: "accounts", signedIn: true, account: AccountResource(account),
                                                                  csrfToken: session.csrfToken, share: nil, document: nil),
                                                  status: status)
        response.appendCookies(service.sessionCookies(secret: secret, session: session))
        return response
    }

    private func signIn(_ context: RequestContext) throws -> HTTPServerResponse {
        try requireAccountsMode()
        struct Body: Decodable { var email: String; var password: String }
        let body = try decodeBody(Body.self, context, shape: #"{"email": "…", "password": "…"}"#)
        let account = try service.verify(email: body.email, password: body.password, client: context.request.remoteAddress)
        return try signedIn(account, context)
    }

    private func signInWithLink(_ context: RequestContext) throws -> HTTPServerResponse {
        try requireAccountsMode()
        struct Body: Decodable { var token: String }
        let body = try decodeBody(Body.self, context, shape: #"{"token": "…"}"#)
        let client = RateLimiter.clientKey(context.request.remoteAddress)
        if let retry = service.signInLimiter.retryAfter(client) { throw RateLimitError(retryAfter: retry, what: "failed sign-ins") }
        let account = try database.write { db -> AccountRecord? in
            guard let id = try SessionRepository(db).consumeSignInLink(tokenHash: SecretToken.hash(body.token)) else { return nil }
            return try AccountRepository(db).find(id: id)
        }
        guard let account else {
            _ = service.signInLimiter.record(client)
            throw Denial(.unauthorized, "The sign-in link is unknown, used or expired.")
        }
        return try signedIn(account, context)
    }

    private func signOut(_ context: RequestContext) throws -> HTTPServerResponse {
        if let hash = context.authentication.sessionIDHash {
            try database.write { try SessionRepository($0).revoke(idHash: hash) }
            service.cache.remove(hash: hash)
            service.gate.closeStreams(credential: "session:" + hash, reason: "signed out")
        }
        var response = HTTPServerResponse(status: .noContent)
        response.appendCookies(service.clearingCookies())
        return response
    }

    private func signUp(_ context: RequestContext) throws -> HTTPServerResponse {
        try requireAccountsMode()
        guard service.configuration.allowSignUp || hasInvitation(context) else {
            throw Denial(.forbidden, "Sign-up is closed on this server; ask an owner for an invitation.")
        }
        struct Body: Decodable { var email: String; var displayName: String?; var password: String; var invitation: String? }
        let body = try decodeBody(Body.self, context, shape: #"{"email": "…", "displayName": "…", "password": "…"}"#)
        try service.validateNewPassword(body.password)
        if let retry = service.signUpLimiter.record(RateLimiter.clientKey(context.request.remoteAddress)) {
            throw RateLimitError(retryAfter: retry, what: "new accounts from this address")
        }
        let name = body.displayName ?? String(body.email.split(separator: "@").first ?? "Me")
        let account = try service.createAccount(email: body.email, displayName: name, passwordHash: try service.hasher.hash(body.password))
        if let invitation = body.invitation {
            let accepted = try database.write { try InvitationRepository($0).accept(tokenHash: SecretToken.hash(invitation), account: account) }
            audit.record(teamID: accepted.teamID, actor: account.email, action: "member.join", target: "/api/teams/\(accepted.teamID)",
                         detail: accepted.role.rawValue)
        }
        var response = try signedIn(account, context, status: .created)
        response.headers[.location] = "/api/session"
        return response
    }

    private func hasInvitation(_ context: RequestContext) -> Bool {
        struct Body: Decodable { var invitation: String? }
        return (try? JSONDecoder().decode(Body.self, from: Data(context.request.body)))?.invitation != nil
    }

    /// Sets a new password and revokes every other session of the account (closing their streams).
    private func changePassword(_ context: RequestContext) throws -> HTTPServerResponse {
        let account = try requireAccount(context)
        struct Body: Decodable { var currentPassword: String?; var newPassword: String }
        let body = try decodeBody(Body.self, context, shape: #"{"currentPassword": "…", "newPassword": "…"}"#)
        if account.passwordHash != nil {
            _ = try service.verify(email: account.email, password: body.currentPassword ?? "", client: context.request.remoteAddress)
        }
        try service.validateNewPassword(body.newPassword)
        let hash = try service.hasher.hash(body.newPassword)
        let keep = context.authentication.sessionIDHash
        let revoked = try database.write { db -> [String] in
            try AccountRepository(db).setPassword(accountID: account.id, hash: hash)
            return try SessionRepository(db).revokeAll(accountID: account.id, keeping: keep)
        }
        for session in revoked {
            service.cache.remove(hash: session)
            service.gate.closeStreams(credential: "session:" + session, reason: "password changed")
        }
        return HTTPServerResponse(status: .noContent)
    }

    private func listTokens(_ context: RequestContext) throws -> HTTPServerResponse {
        let account = try requireAccount(context)
        let tokens = try database.read { try APITokenRepository($0).list(accountID: account.id) }
        struct List: Encodable { let tokens: [TokenResource] }
        return .apiJSON(List(tokens: tokens.map { TokenResource($0) }))
    }

    private func createToken(_ context: RequestContext) throws -> HTTPServerResponse {
        let account = try requireAccount(context)
        struct Body: Decodable { var name: String; var scopes: [String]; var expiresInDays: Int? }
        let body = try decodeBody(Body.self, context, shape: #"{"name": "CI", "scopes": ["read", "export"], "expiresInDays": 90}"#)
        guard !body.scopes.isEmpty, body.scopes.allSatisfy({ TokenScope(rawValue: $0) != nil }) else {
            throw APIError.badRequest("scopes must list some of read, write, export.", supported: TokenScope.allCases.map(\.rawValue))
        }
        if let days = body.expiresInDays, !(1...3650).contains(days) {
            throw APIError.badRequest("expiresInDays must be from 1 to 3650.")
        }
        let secret = SecretToken.generate(prefix: "swt_")
        let expiry = body.expiresInDays.map { Clock.milliseconds() + Int64($0) * 86_400_000 }
        let scopes = TokenScope.allCases.map(\.rawValue).filter(body.scopes.contains)
        let record = try database.write {
            try APITokenRepository($0).create(accountID: account.id, name: body.name, tokenHash: SecretToken.hash(secret),
                                              scopes: scopes, expiresAt: expiry)
        }
        var response = HTTPServerResponse.apiJSON(TokenResource(record, token: secret), status: .created)
        response.headers[.location] = "/api/tokens/\(record.id)"
        response.headers[.cacheControl] = "no-store"
        return response
    }

    /// Revokes the token and closes the streams opened with it (immediately, well within a second).
    private func revokeToken(_ context: RequestContext) throws -> HTTPServerResponse {
        let account = try requireAccount(context)
        let id = context.pathParameter("token")
        guard try database.write({ try APITokenRepository($0).revoke(id: id, accountID: account.id) }) else {
            throw APIError.notFound("No live token \(id).")
        }
        service.cache.remove(tokenID: id)
        service.gate.closeStreams(credential: "token:" + id, reason: "token revoked")
        return HTTPServerResponse(status: .noContent)
    }

    private func requireAccountsMode() throws {
        guard mode == .accounts else { throw APIError.badRequest("Accounts are off: the server runs in open mode (serve --open).") }
    }
}
