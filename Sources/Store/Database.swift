/// The store's database as the layers above use it, whichever engine: SQLite (`SQLiteDatabase`, the
/// embedded default) or PostgreSQL (`PostgreSQLDatabase`, shared by several nodes). Every write runs
/// in one transaction; `write` calls on one `Database` are totally ordered (one writer queue);
/// reads see one consistent snapshot. Callers never touch a connection outside these closures.
public protocol Database: AnyObject, Sendable {
    var dialect: SQLDialect { get }
    /// Where the data lives, for logs and /healthz (a file path, or a URL without its password).
    var location: String { get }

    /// Runs `body` in a write transaction on the writer queue and waits for it.
    /// Called from inside a write (same queue), it nests as a savepoint instead of deadlocking.
    @discardableResult
    func write<T>(_ body: (any SQLConnection) throws -> T) throws -> T

    /// Runs `body` in a read transaction (one consistent snapshot) and waits.
    /// Called from inside a write it runs on the writer connection and sees that write's changes.
    func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T

    /// Asynchronous write: the HTTP layer uses these so no I/O queue ever waits on the database.
    func asyncWrite<T>(_ body: @escaping (any SQLConnection) throws -> T, completion: @escaping (Result<T, Error>) -> Void)

    /// Asynchronous read.
    func asyncRead<T>(_ body: @escaping (any SQLConnection) throws -> T, completion: @escaping (Result<T, Error>) -> Void)

    /// Raw access to the writer connection outside any transaction (migrations manage their own).
    func withWriterConnection<T>(_ body: (any SQLConnection) throws -> T) throws -> T

    /// Makes what is committed durable in the database's main files (SQLite: folds the WAL back).
    func checkpoint() throws

    /// A quick consistency check: "ok" when the database is sound.
    func quickCheck() throws -> String
}
