import Foundation

/// Accounts: create, find by id or e-mail (case-insensitive), set the password hash.
public struct AccountRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    static let columns = "id, email, display_name, password_hash, is_admin, created_at, password_changed_at"

    static func record(_ row: Row) -> AccountRecord {
        AccountRecord(id: row.string(0), email: row.string(1), displayName: row.string(2),
                      passwordHash: row.optionalString(3), isAdmin: row.bool(4), createdAt: row.int64(5),
                      passwordChangedAt: row.int64(6))
    }

    public func create(email: String, displayName: String, passwordHash: String?, isAdmin: Bool = false,
                       id: String = DocumentID.generate(), now: Int64 = Clock.milliseconds()) throws -> AccountRecord {
        let email = email.trimmingCharacters(in: .whitespacesAndNewlines)
        guard email.utf8.count >= 3, email.utf8.count <= 254, email.contains("@"),
              !email.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }) else {
            throw StoreError.invalidValue("An e-mail address looks like name@example.com.")
        }
        let name = displayName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.utf8.count <= 100 else {
            throw StoreError.invalidValue("A display name is 1 to 100 bytes.")
        }
        do {
            try db.run("INSERT INTO accounts (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       [id, email, name, passwordHash, isAdmin, now, now])
        } catch let error as any SQLDatabaseError where error.isUniqueViolation {
            throw StoreError.conflict("An account with that e-mail address already exists.")
        }
        return try get(id: id)
    }

    public func find(id: String) throws -> AccountRecord? {
        try db.queryOne("SELECT \(Self.columns) FROM accounts WHERE id = ?", [id], Self.record)
    }

    public func get(id: String) throws -> AccountRecord {
        guard let account = try find(id: id) else { throw StoreError.invalidValue("No account \(id).") }
        return account
    }

    public func find(email: String) throws -> AccountRecord? {
        try db.queryOne("SELECT \(Self.columns) FROM accounts WHERE email = ?",
                        [email.trimmingCharacters(in: .whitespacesAndNewlines)], Self.record)
    }

    public func count() throws -> Int {
        try db.queryOne("SELECT count(*) FROM accounts") { $0.int(0) } ?? 0
    }

    public func setPassword(accountID: String, hash: String, now: Int64 = Clock.milliseconds()) throws {
        try db.run("UPDATE accounts SET password_hash = ?, password_changed_at = ? WHERE id = ?", [hash, now, accountID])
    }
}
