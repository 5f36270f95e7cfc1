import CSQLite

/// An error reported by SQLite, with its (extended) result code, its own message and the SQL involved.
public struct SQLiteError: SQLDatabaseError, Sendable, Equatable {
    /// Extended result code (e.g. SQLITE_CONSTRAINT_UNIQUE); `primaryCode` is the low byte.
    public let code: Int32
    public let message: String
    public let sql: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    public var primaryCode: Int32 { code & 0xFF }
    public var isConstraintViolation: Bool { primaryCode == SQLITE_CONSTRAINT }
    public var isUniqueViolation: Bool {
        // SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY: function-like macros Swift does not import.
        code == SQLITE_CONSTRAINT | (8 << 8) || code == SQLITE_CONSTRAINT | (6 << 8)
    }
    public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }

    public var description: String {
        let name = String(cString: sqlite3_errstr(code))
        var text = "SQLite error \(code) (\(name)): \(message)"
        if let sql { text += " — in: \(sql.prefix(200))" }
        return text
    }

    /// Reads the current error of `handle`.
    static func from(_ handle: OpaquePointer?, code: Int32, sql: String? = nil) -> SQLiteError {
        let extended = handle.map { sqlite3_extended_errcode($0) } ?? code
        let message = handle.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
            ?? String(cString: sqlite3_errstr(code))
        return SQLiteError(code: extended, message: message, sql: sql)
    }
}

/// Repository-level failures: what callers (the REST layer) map to 404/409.
public enum StoreError: Error, CustomStringConvertible, Sendable, Equatable {
    case documentNotFound(id: String)
    case revisionNotFound(documentID: String, version: Int64)
    case blobNotFound(id: Int64)
    case invalidValue(String)
    /// Another record already holds a unique key (e.g. an op batch id or a document version).
    case conflict(String)
    case cannotCreateDirectory(path: String, reason: String)

    public var description: String {
        switch self {
        case .documentNotFound(let id): return "No document with id \(id)."
        case .revisionNotFound(let documentID, let version):
            return "Document \(documentID) has no stored revision at version \(version)."
        case .blobNotFound(let id): return "No blob with id \(id)."
        case .invalidValue(let message): return message
        case .conflict(let message): return message
        case .cannotCreateDirectory(let path, let reason):
            return "Cannot create the data directory \(path): \(reason)."
        }
    }
}
