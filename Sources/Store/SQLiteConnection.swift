import CSQLite
import Foundation

/// How a connection is opened and tuned. The defaults are the server's.
public struct DatabaseConfiguration: Sendable {
    /// `FULL`: every commit waits for the WAL fsync, so an acknowledged edit survives power loss,
    /// not only a process crash (`NORMAL` in WAL mode may lose the last commits on power loss).
    /// Commits are op batches (small and infrequent per user), so one fsync per commit is affordable.
    public enum Synchronous: String, Sendable { case normal = "NORMAL", full = "FULL" }

    public var synchronous: Synchronous = .full
    /// Milliseconds a connection waits for another process's lock before SQLITE_BUSY.
    public var busyTimeoutMilliseconds: Int = 5_000
    /// Prepared statements kept per connection (LRU beyond this is not needed: SQL texts are static).
    public var statementCacheLimit: Int = 256

    public init() {}
}

/// One SQLite connection. Not thread-safe: `Database` confines each connection to one serial queue.
public final class SQLiteConnection: SQLConnection {
    let handle: OpaquePointer
    public let path: String
    public var dialect: SQLDialect { .sqlite }
    private var statements: [String: Statement] = [:]
    private let cacheLimit: Int
    private var savepointDepth = 0

    public init(path: String, readOnly: Bool = false, configuration: DatabaseConfiguration = .init()) throws {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let error = SQLiteError.from(handle, code: code)
            sqlite3_close_v2(handle)
            throw SQLiteError(code: error.code, message: "cannot open \(path): \(error.message)")
        }
        self.handle = handle
        self.path = path
        self.cacheLimit = configuration.statementCacheLimit
        sqlite3_extended_result_codes(handle, 1)
        do {
            try execute("PRAGMA busy_timeout = \(configuration.busyTimeoutMilliseconds)")
            try execute("PRAGMA foreign_keys = ON")
            if readOnly {
                try execute("PRAGMA query_only = ON")
            } else {
                let mode = try queryOne("PRAGMA journal_mode = WAL") { $0.string(0) }
                guard mode?.lowercased() == "wal" || path == ":memory:" else {
                    throw SQLiteError(code: SQLITE_ERROR, message: "cannot switch \(path) to WAL mode (got \(mode ?? "nothing"))")
                }
            }
            try execute("PRAGMA synchronous = \(configuration.synchronous.rawValue)")
        } catch {
            statements.removeAll()
            sqlite3_close_v2(handle)
            throw error
        }
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one or more SQL statements without parameters or results (schema, pragmas, migrations).
    public func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(message)
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    /// Runs a statement that returns no rows; returns the number of rows it changed.
    @discardableResult
    public func run(_ sql: String, _ parameters: [any SQLValueConvertible] = []) throws -> Int {
        try withStatement(sql, parameters) { statement in
            while try statement.step() {}
        }
        return Int(sqlite3_changes64(handle))
    }

    /// Runs a query and maps every row.
    public func query<T>(_ sql: String, _ parameters: [any SQLValueConvertible] = [],
                         _ map: (Row) throws -> T) throws -> [T] {
        try withStatement(sql, parameters) { statement in
            var results: [T] = []
            while try statement.step() { results.append(try map(Row(handle: statement.handle))) }
            return results
        }
    }

    /// Runs a query and maps its first row, if any.
    public func queryOne<T>(_ sql: String, _ parameters: [any SQLValueConvertible] = [],
                            _ map: (Row) throws -> T) throws -> T? {
        try withStatement(sql, parameters) { statement in
            try statement.step() ? try map(Row(handle: statement.handle)) : nil
        }
    }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
    public var cachedStatementCount: Int { statements.count }

    public typealias TransactionKind = SQLTransactionKind

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    /// Nested calls become savepoints, so repositories compose inside one outer transaction.
    @discardableResult
    public func transaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        if isInTransaction {
            savepointDepth += 1
            let name = "sp\(savepointDepth)"
            defer { savepointDepth -= 1 }
            try execute("SAVEPOINT \(name)")
            do {
                let result = try body()
                try execute("RELEASE \(name)")
                return result
            } catch {
                try? execute("ROLLBACK TO \(name); RELEASE \(name)")
                throw error
            }
        }
        try execute("BEGIN \(kind.rawValue)")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }

    /// Borrows the cached prepared statement for `sql` (preparing it once), binds, runs `body`, resets.
    private func withStatement<T>(_ sql: String, _ parameters: [any SQLValueConvertible],
                                  _ body: (Statement) throws -> T) throws -> T {
        let statement: Statement
        if let cached = statements[sql], !cached.inUse {
            statement = cached
        } else if statements[sql] == nil, statements.count < cacheLimit {
            statement = try Statement(connection: self, sql: sql, persistent: true)
            statements[sql] = statement
        } else {
            // Re-entrant use of the same SQL (or a full cache): a one-off statement.
            statement = try Statement(connection: self, sql: sql, persistent: false)
        }
        statement.inUse = true
        defer {
            statement.reset()
            statement.inUse = false
        }
        try statement.bind(parameters)
        return try body(statement)
    }
}
