/// The SQL dialect a connection speaks. Repositories write SQL both dialects accept (`?` parameters,
/// `ON CONFLICT`, `RETURNING`); migrations carry a part per dialect where the DDL differs (docs/store.md).
public enum SQLDialect: String, Sendable, CaseIterable {
    case sqlite
    case postgres
}

/// How a top-level transaction starts. SQLite: `BEGIN DEFERRED` / `BEGIN IMMEDIATE`; PostgreSQL has
/// no such distinction (a read starts a read-only snapshot, a write a read-write transaction).
public enum SQLTransactionKind: String, Sendable { case deferred = "DEFERRED", immediate = "IMMEDIATE" }

/// One connection to the database, whichever engine: what every repository runs its SQL on.
/// Not thread-safe: a `Database` confines each connection to one queue at a time.
/// Parameters are `?` placeholders in both dialects (the PostgreSQL connection numbers them).
public protocol SQLConnection: AnyObject {
    var dialect: SQLDialect { get }
    /// Runs one or more SQL statements without parameters or results (schema, migrations).
    func execute(_ sql: String) throws
    /// Runs a statement that returns no rows; returns the number of rows it changed.
    @discardableResult
    func run(_ sql: String, _ parameters: [any SQLValueConvertible]) throws -> Int
    /// Runs a query and maps every row.
    func query<T>(_ sql: String, _ parameters: [any SQLValueConvertible], _ map: (Row) throws -> T) throws -> [T]
    /// Runs a query and maps its first row, if any.
    func queryOne<T>(_ sql: String, _ parameters: [any SQLValueConvertible], _ map: (Row) throws -> T) throws -> T?
    var isInTransaction: Bool { get }
    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    /// Nested calls become savepoints, so repositories compose inside one outer transaction.
    @discardableResult
    func transaction<T>(_ kind: SQLTransactionKind, _ body: () throws -> T) throws -> T
}

extension SQLConnection {
    @discardableResult
    public func run(_ sql: String) throws -> Int { try run(sql, []) }

    public func query<T>(_ sql: String, _ map: (Row) throws -> T) throws -> [T] { try query(sql, [], map) }

    public func queryOne<T>(_ sql: String, _ map: (Row) throws -> T) throws -> T? { try queryOne(sql, [], map) }

    @discardableResult
    public func transaction<T>(_ body: () throws -> T) throws -> T { try transaction(.immediate, body) }
}

/// An error of either engine, as the layers above ask about it.
public protocol SQLDatabaseError: Error, CustomStringConvertible {
    /// The engine's own message, without the SQL.
    var message: String { get }
    var isConstraintViolation: Bool { get }
    /// A unique or primary key already holds the value.
    var isUniqueViolation: Bool { get }
    /// Another connection holds a lock (or a serialization failure): retrying may succeed.
    var isBusy: Bool { get }
}
