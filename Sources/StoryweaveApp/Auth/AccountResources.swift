import Foundation
import HTTPServer
import HTTPTypes
import Store

/// JSON shapes of the account, team, project, token, share-link, invitation and audit routes.
struct AccountResource: Encodable {
    let id: String, email: String, displayName: String, isAdmin: Bool
    init(_ record: AccountRecord) { (id, email, displayName, isAdmin) = (record.id, record.email, record.displayName, record.isAdmin) }
}

struct SessionResource: Encodable {
    let mode: String
    let signedIn: Bool
    let account: AccountResource?
    /// For our own pages: send it back as `X-CSRF-Token` on writes (also in the `sw_csrf` cookie).
    let csrfToken: String?
    let share: ShareScope?
    /// With `?document=ID`: what the caller may do with that document (the editor hides editing when it cannot).
    let document: DocumentAccess?

    struct ShareScope: Encodable { let documentId: String, access: String }
    /// `canExport`: Download and Export (a share link alone may not export: AuthorizationPolicy's `.export`);
    /// `canManage`: rename, delete, restore a version, share (the editor role in the project, never a share link).
    struct DocumentAccess: Encodable { let documentId: String, canRead: Bool, canEdit: Bool, canExport: Bool, canManage: Bool }
}

struct TokenResource: Encodable {
    let id: String, name: String, scopes: [String]
    let createdAt: Date, expiresAt: Date?, lastUsedAt: Date?, revokedAt: Date?
    /// Only in the creation answer: the secret is shown once and never stored.
    var token: String?

    init(_ record: APITokenRecord, token: String? = nil) {
        (id, name, scopes) = (record.id, record.name, record.scopes)
        createdAt = date(record.createdAt)
        expiresAt = record.expiresAt.map(date)
        lastUsedAt = record.lastUsedAt.map(date)
        revokedAt = record.revokedAt.map(date)
        self.token = token
    }
}

struct TeamResource: Encodable {
    let id: String, name: String, role: String?
    let createdAt: Date
    init(_ record: TeamRecord, role: TeamRole?) {
        (id, name, self.role, createdAt) = (record.id, record.name, role?.rawValue, date(record.createdAt))
    }
}

struct MemberResource: Encodable {
    let accountId: String, email: String, displayName: String, role: String, joinedAt: Date
    init(_ record: MembershipRecord) {
        (accountId, email, displayName, role, joinedAt) = (record.accountID, record.email, record.displayName,
                                                           record.role.rawValue, date(record.createdAt))
    }
}

struct ProjectResource: Encodable {
    let id: String, teamId: String, name: String, createdAt: Date
    init(_ record: ProjectRecord) { (id, teamId, name, createdAt) = (record.id, record.teamID, record.name, date(record.createdAt)) }
}

struct InvitationResource: Encodable {
    let id: String, teamId: String, email: String?, role: String, createdAt: Date, expiresAt: Date
    let acceptedAt: Date?, revokedAt: Date?
    var token: String?
    var link: String?
    init(_ record: InvitationRecord, token: String? = nil) {
        (id, teamId, email, role) = (record.id, record.teamID, record.email, record.role.rawValue)
        (createdAt, expiresAt) = (date(record.createdAt), date(record.expiresAt))
        (acceptedAt, revokedAt) = (record.acceptedAt.map(date), record.revokedAt.map(date))
        self.token = token
        link = token.map { "/signin.html?invitation=\($0)" }
    }
}

struct ShareLinkResource: Encodable {
    let id: String, documentId: String, access: String, createdAt: Date, expiresAt: Date?, revokedAt: Date?
    var token: String?
    var link: String?
    init(_ record: ShareLinkRecord, token: String? = nil) {
        (id, documentId, access) = (record.id, record.documentID, record.access.rawValue)
        (createdAt, expiresAt, revokedAt) = (date(record.createdAt), record.expiresAt.map(date), record.revokedAt.map(date))
        self.token = token
        link = token.map { "/d/\(record.documentID)?share=\($0)" }
    }
}

struct AuditResource: Encodable {
    let id: Int64, actor: String, action: String, target: String, detail: String?, at: Date
    init(_ entry: AuditEntry) {
        (id, actor, action, target, detail, at) = (entry.id, entry.actor, entry.action, entry.target, entry.detail, date(entry.createdAt))
    }
}

private func date(_ milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

/// Decodes a JSON body or answers 400 naming the expected shape.
func decodeBody<T: Decodable>(_ type: T.Type, _ context: RequestContext, shape: String) throws -> T {
    do { return try JSONDecoder().decode(type, from: Data(context.request.body)) } catch {
        throw APIError.badRequest("The body must be JSON shaped like \(shape).")
    }
}

/// The signed-in account of a request (routes that make no sense in open mode say so).
func requireAccount(_ context: RequestContext) throws -> AccountRecord {
    guard let account = context.authentication.account else {
        throw APIError.badRequest("This needs an account: the server runs in open mode (serve --open) or you used a share link.")
    }
    return account
}

func parseRole(_ text: String) throws -> TeamRole {
    guard let role = TeamRole(rawValue: text) else {
        throw APIError.badRequest("Unknown role \"\(text)\".", supported: TeamRole.allCases.map(\.rawValue))
    }
    return role
}
