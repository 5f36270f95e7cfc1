import Dispatch
import Foundation

/// How the PostgreSQL backend connects: the URL and the size of the read pool.
public struct PostgreSQLConfiguration: Sendable {
    /// `postgres://user:password@host:port/database` (or any libpq connection string).
    public var url: String
    /// Read connections, at most (the pool is bounded: a read waits for a free one). Writes use one
    /// more connection of their own.
    public var readPoolSize: Int = 4
    public var statementCacheLimit: Int = 256

    public init(url: String) { self.url = url }
}

/// How much of the pool is in use, for /metrics.
public struct ConnectionPoolStatistics: Sendable, Equatable {
    public var size: Int
    public var inUse: Int
    /// Reads that had to wait for a free connection, since the database was opened.
    public var waits: Int
}

/// A PostgreSQL database shared by several nodes, as `Database`: one writer connection on a serial
/// queue (so this node's writes are totally ordered, exactly as on SQLite, and every write is one
/// transaction), and a bounded pool of read connections, each read one REPEATABLE READ READ ONLY
/// transaction (one consistent snapshot). Writes of different nodes are kept apart by the schema's
/// unique keys and by document leases (Sources/StoryweaveApp/Cluster).
/// A connection the server dropped is replaced on its next use.
public final class PostgreSQLDatabase: Database, @unchecked Sendable {
    public let configuration: PostgreSQLConfiguration
    public var dialect: SQLDialect { .postgres }
    public let location: String

    private var writer: PostgreSQLConnection
    private let writeQueue = DispatchQueue(label: "storyweave.store.pg-writer", qos: .userInitiated)
    private let readQueue = DispatchQueue(label: "storyweave.store.pg-readers", qos: .userInitiated, attributes: .concurrent)
    private let queueKey = DispatchSpecificKey<String>()

    private let lock = NSLock()
    private var idleReaders: [PostgreSQLConnection] = []
    private var readersInUse = 0
    private var readWaits = 0
    private var writerBusy = false
    private let readerAvailable: DispatchSemaphore

    public init(configuration: PostgreSQLConfiguration) throws {
        precondition(configuration.readPoolSize >= 1, "the read pool needs at least one connection")
        self.configuration = configuration
        writer = try PostgreSQLConnection(url: configuration.url, statementCacheLimit: configuration.statementCacheLimit)
        location = writer.location
        readerAvailable = DispatchSemaphore(value: configuration.readPoolSize)
        writeQueue.setSpecific(key: queueKey, value: "writer")
    }

    public convenience init(url: String) throws { try self.init(configuration: PostgreSQLConfiguration(url: url)) }

    @discardableResult
    public func write<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        if DispatchQueue.getSpecific(key: queueKey) == "writer" {
            return try writer.transaction { try body(writer) }
        }
        return try writeQueue.sync { try writeNow(body) }
    }

    public func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        if DispatchQueue.getSpecific(key: queueKey) == "writer" { return try body(writer) }
        return try withReader { reader in
            try reader.transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { try body(reader) }
        }
    }

    public func asyncWrite<T>(_ body: @escaping (any SQLConnection) throws -> T,
                              completion: @escaping (Result<T, Error>) -> Void) {
        writeQueue.async { completion(Result { try self.writeNow(body) }) }
    }

    public func asyncRead<T>(_ body: @escaping (any SQLConnection) throws -> T,
                             completion: @escaping (Result<T, Error>) -> Void) {
        readQueue.async { completion(Result { try self.read(body) }) }
    }

    public func withWriterConnection<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        if DispatchQueue.getSpecific(key: queueKey) == "writer" { return try body(writer) }
        return try writeQueue.sync {
            try reconnectWriterIfNeeded()
            return try body(writer)
        }
    }

    /// Nothing to fold: every PostgreSQL commit is durable in its WAL (`synchronous_commit = on`).
    public func checkpoint() throws {}

    /// "ok" when the server answers a query.
    public func quickCheck() throws -> String {
        try read { try $0.queryOne("SELECT 'ok'") { $0.string(0) } ?? "no result" }
    }

    /// Read connections open and in use (the writer counts as one more, in use while it writes).
    public var poolStatistics: ConnectionPoolStatistics {
        lock.lock(); defer { lock.unlock() }
        return ConnectionPoolStatistics(size: configuration.readPoolSize + 1,
                                        inUse: readersInUse + (writerBusy ? 1 : 0), waits: readWaits)
    }

    /// On the writer queue: one transaction on a live writer connection.
    private func writeNow<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try reconnectWriterIfNeeded()
        setWriterBusy(true)
        defer { setWriterBusy(false) }
        return try writer.transaction { try body(writer) }
    }

    private func setWriterBusy(_ busy: Bool) {
        lock.lock(); writerBusy = busy; lock.unlock()
    }

    private func reconnectWriterIfNeeded() throws {
        guard !writer.isHealthy else { return }
        writer = try PostgreSQLConnection(url: configuration.url, statementCacheLimit: configuration.statementCacheLimit)
    }

    /// Borrows a read connection (waiting while all are in use), opening one when the pool has room.
    private func withReader<T>(_ body: (PostgreSQLConnection) throws -> T) throws -> T {
        if readerAvailable.wait(timeout: .now()) == .timedOut {
            lock.lock(); readWaits += 1; lock.unlock()
            readerAvailable.wait()
        }
        defer { readerAvailable.signal() }
        lock.lock()
        let idle = idleReaders.popLast()
        readersInUse += 1
        lock.unlock()
        let connection: PostgreSQLConnection
        do {
            connection = try idle.flatMap { $0.isHealthy ? $0 : nil }
                ?? PostgreSQLConnection(url: configuration.url, statementCacheLimit: configuration.statementCacheLimit)
        } catch {
            lock.lock(); readersInUse -= 1; lock.unlock()
            throw error
        }
        defer {
            lock.lock()
            readersInUse -= 1
            if connection.isHealthy { idleReaders.append(connection) }
            lock.unlock()
        }
        return try body(connection)
    }
}
