import CSQLite

/// SQLite's SQLITE_TRANSIENT: SQLite copies the bound bytes before the bind call returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement. Owned by one `SQLiteConnection` (cached by SQL text) and used on that
/// connection's queue only; `inUse` lets the connection hand out a fresh statement for re-entrant use.
final class Statement {
    let handle: OpaquePointer
    let sql: String
    private unowned let connection: SQLiteConnection
    var inUse = false

    init(connection: SQLiteConnection, sql: String, persistent: Bool) throws {
        var handle: OpaquePointer?
        let flags: UInt32 = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sqlite3_prepare_v3(connection.handle, sql, -1, flags, &handle, nil)
        guard code == SQLITE_OK, let handle else {
            throw SQLiteError.from(connection.handle, code: code, sql: sql)
        }
        self.handle = handle
        self.sql = sql
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    func bind(_ parameters: [any SQLValueConvertible]) throws {
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard expected == parameters.count else {
            throw SQLiteError(code: SQLITE_RANGE,
                              message: "statement takes \(expected) parameters, \(parameters.count) given",
                              sql: sql)
        }
        for (offset, parameter) in parameters.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch parameter.sqlValue {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let value): code = sqlite3_bind_int64(handle, index, value)
            case .real(let value): code = sqlite3_bind_double(handle, index, value)
            case .text(let value):
                // Explicit byte count: a string may contain NUL, which -1 would cut at.
                var utf8 = value.utf8CString
                utf8.removeLast()
                code = utf8.withUnsafeBufferPointer {
                    sqlite3_bind_text64(handle, index, $0.baseAddress, UInt64($0.count), transient, UInt8(SQLITE_UTF8))
                }
            case .blob(let bytes):
                // A zero-length blob must still be a BLOB, not NULL: bind_zeroblob(0) does that.
                code = bytes.isEmpty
                    ? sqlite3_bind_zeroblob(handle, index, 0)
                    : bytes.withUnsafeBytes { sqlite3_bind_blob64(handle, index, $0.baseAddress, UInt64($0.count), transient) }
            }
            guard code == SQLITE_OK else { throw SQLiteError.from(connection.handle, code: code, sql: sql) }
        }
    }

    /// Steps once: true when a row is available, false when done.
    func step() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw SQLiteError.from(connection.handle, code: code, sql: sql)
        }
    }

    /// Makes the statement ready for its next use and releases bound values.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }
}
