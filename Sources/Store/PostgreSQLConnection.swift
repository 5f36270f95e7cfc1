import CLibPQ
import Foundation

/// One PostgreSQL connection through libpq, wrapped as thinly as `SQLiteConnection` wraps SQLite:
/// `?` parameters (numbered `$1…` once per SQL text), statements prepared once per connection and
/// cached by their text, results read in text format (bytea as hex). Not thread-safe:
/// `PostgreSQLDatabase` confines each connection to one queue at a time.
public final class PostgreSQLConnection: SQLConnection {
    let handle: OpaquePointer
    /// The URL without its password (for logs and errors).
    public let location: String
    public var dialect: SQLDialect { .postgres }
    private var statements: [String: String] = [:]
    private let cacheLimit: Int
    private var savepointDepth = 0

    /// Connects to `url` (`postgres://user:password@host:port/database?…`, any libpq connection string).
    public init(url: String, statementCacheLimit: Int = 256) throws {
        location = PostgreSQLConnection.redacted(url)
        guard let handle = PQconnectdb(url) else {
            throw PostgreSQLError(sqlState: PostgreSQLError.connectionFailure, message: "libpq could not allocate a connection")
        }
        guard PQstatus(handle) == CONNECTION_OK else {
            let message = String(cString: PQerrorMessage(handle)).trimmingCharacters(in: .whitespacesAndNewlines)
            PQfinish(handle)
            throw PostgreSQLError(sqlState: PostgreSQLError.connectionFailure, message: "cannot connect to \(location): \(message)")
        }
        self.handle = handle
        cacheLimit = statementCacheLimit
        PQsetNoticeProcessor(handle, { _, _ in }, nil)  // NOTICEs (e.g. "relation already exists, skipping") are not errors
        do {
            // Milliseconds and text compare as in SQLite: UTC, and the same string escapes.
            try execute("SET TIME ZONE 'UTC'; SET standard_conforming_strings = on; SET client_encoding = 'UTF8'")
        } catch {
            PQfinish(handle)
            throw error
        }
    }

    deinit { PQfinish(handle) }

    /// False once the server went away (the pool then opens a new connection).
    public var isHealthy: Bool { PQstatus(handle) == CONNECTION_OK }

    public func execute(_ sql: String) throws {
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        try check(result, sql: sql)
    }

    @discardableResult
    public func run(_ sql: String, _ parameters: [any SQLValueConvertible] = []) throws -> Int {
        try withResult(sql, parameters) { result in Int(String(cString: PQcmdTuples(result))) ?? 0 }
    }

    public func query<T>(_ sql: String, _ parameters: [any SQLValueConvertible] = [],
                         _ map: (Row) throws -> T) throws -> [T] {
        try withResult(sql, parameters) { result in
            try (0..<PQntuples(result)).map { try map(Row(postgresResult: result, index: $0)) }
        }
    }

    public func queryOne<T>(_ sql: String, _ parameters: [any SQLValueConvertible] = [],
                            _ map: (Row) throws -> T) throws -> T? {
        try withResult(sql, parameters) { result in
            PQntuples(result) > 0 ? try map(Row(postgresResult: result, index: 0)) : nil
        }
    }

    public var isInTransaction: Bool { PQtransactionStatus(handle) != PQTRANS_IDLE }
    public var cachedStatementCount: Int { statements.count }

    /// `kind` is SQLite's; here every top-level transaction is READ COMMITTED read-write (`deferred`
    /// reads run on `PostgreSQLDatabase`'s readers, which start REPEATABLE READ READ ONLY themselves).
    @discardableResult
    public func transaction<T>(_ kind: SQLTransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        try transaction(begin: "BEGIN", body)
    }

    /// A top-level transaction started by `begin` (nested: a savepoint).
    @discardableResult
    func transaction<T>(begin: String, _ body: () throws -> T) throws -> T {
        if isInTransaction {
            savepointDepth += 1
            let name = "sp\(savepointDepth)"
            defer { savepointDepth -= 1 }
            try execute("SAVEPOINT \(name)")
            do {
                let result = try body()
                try execute("RELEASE SAVEPOINT \(name)")
                return result
            } catch {
                try? execute("ROLLBACK TO SAVEPOINT \(name); RELEASE SAVEPOINT \(name)")
                throw error
            }
        }
        try execute(begin)
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }

    /// Prepares `sql` once (cached by its text), runs it with `parameters`, hands the result to `body`.
    private func withResult<T>(_ sql: String, _ parameters: [any SQLValueConvertible],
                               _ body: (OpaquePointer) throws -> T) throws -> T {
        let values = parameters.map(\.sqlValue)
        let name: String?
        if let cached = statements[sql] {
            name = cached
        } else if statements.count < cacheLimit {
            let fresh = "sw\(statements.count + 1)"
            let prepared = PQprepare(handle, fresh, Self.numberingParameters(sql), Int32(values.count), nil)
            defer { PQclear(prepared) }
            try check(prepared, sql: sql)
            statements[sql] = fresh
            name = fresh
        } else {
            name = nil  // a full cache: run the text unprepared
        }
        let result = try Self.withParameters(values) { count, types, pointers, lengths, formats in
            if let name {
                return PQexecPrepared(handle, name, count, pointers, lengths, formats, 0)
            }
            return PQexecParams(handle, Self.numberingParameters(sql), count, types, pointers, lengths, formats, 0)
        }
        defer { PQclear(result) }
        try check(result, sql: sql)
        return try body(result!)
    }

    private func check(_ result: OpaquePointer?, sql: String) throws {
        let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            throw PostgreSQLError.from(handle, result: result, sql: sql)
        }
    }

    /// Text for numbers and strings (the server infers their types from the statement, as SQLite's
    /// affinity does), binary `bytea` for blobs, a null pointer for NULL.
    private static func withParameters<T>(_ values: [SQLValue],
                                          _ body: (Int32, [Oid], [UnsafePointer<CChar>?], [Int32], [Int32]) throws -> T) throws -> T {
        var buffers: [[UInt8]?] = []
        var types: [Oid] = []
        var formats: [Int32] = []
        for value in values {
            switch value {
            case .null: buffers.append(nil); types.append(0); formats.append(0)
            case .integer(let number): buffers.append(Array(String(number).utf8) + [0]); types.append(0); formats.append(0)
            case .real(let number): buffers.append(Array(Self.text(of: number).utf8) + [0]); types.append(0); formats.append(0)
            case .text(let text):
                guard !text.utf8.contains(0) else {
                    throw StoreError.invalidValue("PostgreSQL text cannot contain a NUL character.")
                }
                buffers.append(Array(text.utf8) + [0]); types.append(0); formats.append(0)
            case .blob(let bytes): buffers.append(bytes); types.append(PostgreSQLType.bytea); formats.append(1)
            }
        }
        let lengths = buffers.enumerated().map { index, buffer in
            Int32(formats[index] == 1 ? buffer?.count ?? 0 : max(0, (buffer?.count ?? 1) - 1))
        }
        return try withPointers(buffers[...]) { pointers in
            try body(Int32(values.count), types, pointers, lengths, formats)
        }
    }

    /// Keeps every buffer alive while `body` runs with pointers to them.
    private static func withPointers<T>(_ buffers: ArraySlice<[UInt8]?>, _ collected: [UnsafePointer<CChar>?] = [],
                                        _ body: ([UnsafePointer<CChar>?]) throws -> T) throws -> T {
        guard let first = buffers.first else { return try body(collected) }
        guard let buffer = first else { return try withPointers(buffers.dropFirst(), collected + [nil], body) }
        return try buffer.withUnsafeBufferPointer { pointer in
            let address = UnsafeRawPointer(pointer.baseAddress ?? UnsafePointer(bitPattern: 1)!).assumingMemoryBound(to: CChar.self)
            return try withPointers(buffers.dropFirst(), collected + [address], body)
        }
    }

    /// A Double as PostgreSQL reads it (`Infinity`, not Swift's `inf`).
    private static func text(of number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number > 0 ? "Infinity" : "-Infinity" }
        return "\(number)"
    }

    /// `?` → `$1`, `$2`… outside string literals, quoted identifiers and comments.
    static func numberingParameters(_ sql: String) -> String {
        var output = ""
        output.reserveCapacity(sql.utf8.count + 8)
        var number = 0
        var quote: Character?
        var lineComment = false
        var blockComment = false
        var previous: Character = " "
        for character in sql {
            defer { previous = character }
            if lineComment {
                if character == "\n" { lineComment = false }
            } else if blockComment {
                if previous == "*" && character == "/" { blockComment = false }
            } else if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if previous == "-" && character == "-" {
                lineComment = true
            } else if previous == "/" && character == "*" {
                blockComment = true
            } else if character == "?" {
                number += 1
                output += "$\(number)"
                continue
            }
            output.append(character)
        }
        return output
    }

    /// `postgres://user:secret@host/db` → `postgres://user@host/db`.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = nil
        return components.string ?? url
    }
}
