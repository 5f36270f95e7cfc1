import Dispatch
import Foundation

/// A SQLite database file with one writer connection on its own serial queue and one read
/// connection on another. WAL mode lets reads run while a write is in progress; every write is
/// one IMMEDIATE transaction on the writer queue, so writes are totally ordered and never see
/// SQLITE_BUSY from each other. Callers never touch a connection outside these closures.
/// Checkpoints run on a third connection, off the writer's queue (`SQLiteWALCheckpointer`).
public final class SQLiteDatabase: Database, @unchecked Sendable {
    public let path: String
    public var dialect: SQLDialect { .sqlite }
    public var location: String { path }
    private let writer: SQLiteConnection
    private let reader: SQLiteConnection
    private let checkpointer: SQLiteWALCheckpointer
    private let writeQueue = DispatchQueue(label: "storyweave.store.writer", qos: .userInitiated)
    private let readQueue = DispatchQueue(label: "storyweave.store.reader", qos: .userInitiated)
    private let queueKey = DispatchSpecificKey<String>()

    public init(path: String, configuration: DatabaseConfiguration = .init()) throws {
        self.path = path
        writer = try SQLiteConnection(path: path, readOnly: false, configuration: configuration)
        reader = try SQLiteConnection(path: path, readOnly: true, configuration: configuration)
        checkpointer = SQLiteWALCheckpointer(path: path, configuration: configuration)
        if path != ":memory:" { checkpointer.attach(to: writer) }
        writeQueue.setSpecific(key: queueKey, value: "writer")
        readQueue.setSpecific(key: queueKey, value: "reader")
    }

    /// Runs `body` in a write transaction on the writer queue and waits for it.
    /// Called from inside a write (same queue), it nests as a savepoint instead of deadlocking.
    @discardableResult
    public func write<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        if DispatchQueue.getSpecific(key: queueKey) == "writer" {
            return try writer.transaction(.immediate) { try body(writer) }
        }
        return try writeQueue.sync { try writer.transaction(.immediate) { try body(writer) } }
    }

    /// Runs `body` in a read transaction (one consistent snapshot) on the read queue and waits.
    public func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        switch DispatchQueue.getSpecific(key: queueKey) {
        case "writer": return try body(writer)  // sees its own uncommitted writes
        case "reader": return try reader.transaction(.deferred) { try body(reader) }
        default: return try readQueue.sync { try reader.transaction(.deferred) { try body(reader) } }
        }
    }

    /// Asynchronous write: the HTTP layer uses these so no I/O queue ever waits on SQLite.
    public func asyncWrite<T>(_ body: @escaping (any SQLConnection) throws -> T,
                              completion: @escaping (Result<T, Error>) -> Void) {
        writeQueue.async { [writer] in
            completion(Result { try writer.transaction(.immediate) { try body(writer) } })
        }
    }

    /// Asynchronous read on the read connection.
    public func asyncRead<T>(_ body: @escaping (any SQLConnection) throws -> T,
                             completion: @escaping (Result<T, Error>) -> Void) {
        readQueue.async { [reader] in
            completion(Result { try reader.transaction(.deferred) { try body(reader) } })
        }
    }

    /// Raw access to the writer connection outside any transaction (migrations manage their own).
    public func withWriterConnection<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        if DispatchQueue.getSpecific(key: queueKey) == "writer" { return try body(writer) }
        return try writeQueue.sync { try body(writer) }
    }

    /// Folds the WAL back into the main file (e.g. before a backup); safe at any time.
    public func checkpoint() throws {
        guard path != ":memory:" else { return }
        try checkpointer.truncate()
    }

    /// `PRAGMA quick_check` on the read connection: "ok" when the file is sound.
    public func quickCheck() throws -> String {
        try read { try $0.queryOne("PRAGMA quick_check") { $0.string(0) } ?? "no result" }
    }
}
