import CSQLite
import CLibPQ
import Foundation

/// The current result row of a query, on either engine. Only valid inside the closure it is handed to.
public struct Row {
    private enum Source {
        /// A SQLite statement stepped onto a row.
        case sqlite(OpaquePointer)
        /// Row `index` of a PostgreSQL result in text format (bytea as `\x` hex).
        case postgres(result: OpaquePointer, index: Int32)
    }

    private let source: Source

    init(handle: OpaquePointer) { source = .sqlite(handle) }

    init(postgresResult result: OpaquePointer, index: Int32) { source = .postgres(result: result, index: index) }

    public var columnCount: Int {
        switch source {
        case .sqlite(let handle): return Int(sqlite3_column_count(handle))
        case .postgres(let result, _): return Int(PQnfields(result))
        }
    }

    public func columnName(_ index: Int) -> String {
        switch source {
        case .sqlite(let handle): return String(cString: sqlite3_column_name(handle, Int32(index)))
        case .postgres(let result, _): return String(cString: PQfname(result, Int32(index)))
        }
    }

    public func isNull(_ index: Int) -> Bool {
        switch source {
        case .sqlite(let handle): return sqlite3_column_type(handle, Int32(index)) == SQLITE_NULL
        case .postgres(let result, let row): return PQgetisnull(result, row, Int32(index)) == 1
        }
    }

    public func int64(_ index: Int) -> Int64 {
        switch source {
        case .sqlite(let handle): return sqlite3_column_int64(handle, Int32(index))
        case .postgres:
            // SQLite's conversions: NULL and non-numbers read as 0; PostgreSQL's booleans as 1 / 0.
            let text = string(index)
            if let value = Int64(text) { return value }
            if text == "t" { return 1 }
            return Double(text).map { Int64($0) } ?? 0
        }
    }

    public func int(_ index: Int) -> Int { Int(int64(index)) }

    public func double(_ index: Int) -> Double {
        switch source {
        case .sqlite(let handle): return sqlite3_column_double(handle, Int32(index))
        case .postgres: return Double(string(index)) ?? 0
        }
    }

    public func bool(_ index: Int) -> Bool { int64(index) != 0 }

    public func string(_ index: Int) -> String {
        switch source {
        case .sqlite(let handle):
            guard let text = sqlite3_column_text(handle, Int32(index)) else { return "" }
            let count = Int(sqlite3_column_bytes(handle, Int32(index)))
            return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
        case .postgres(let result, let row):
            return String(decoding: postgresBytes(result, row, index), as: UTF8.self)
        }
    }

    public func bytes(_ index: Int) -> [UInt8] {
        switch source {
        case .sqlite(let handle):
            let count = Int(sqlite3_column_bytes(handle, Int32(index)))
            guard count > 0, let pointer = sqlite3_column_blob(handle, Int32(index)) else { return [] }
            return [UInt8](UnsafeRawBufferPointer(start: pointer, count: count))
        case .postgres(let result, let row):
            let raw = postgresBytes(result, row, index)
            guard PQftype(result, Int32(index)) == PostgreSQLType.bytea else { return Array(raw) }
            return PostgreSQLType.decodeHexBytea(raw) ?? Array(raw)
        }
    }

    public func data(_ index: Int) -> Data { Data(bytes(index)) }

    public func optionalInt64(_ index: Int) -> Int64? { isNull(index) ? nil : int64(index) }
    public func optionalDouble(_ index: Int) -> Double? { isNull(index) ? nil : double(index) }
    public func optionalString(_ index: Int) -> String? { isNull(index) ? nil : string(index) }
    public func optionalBytes(_ index: Int) -> [UInt8]? { isNull(index) ? nil : bytes(index) }

    /// The column as its storage class (PostgreSQL: by the column's type).
    public func value(_ index: Int) -> SQLValue {
        switch source {
        case .sqlite(let handle):
            switch sqlite3_column_type(handle, Int32(index)) {
            case SQLITE_INTEGER: return .integer(int64(index))
            case SQLITE_FLOAT: return .real(double(index))
            case SQLITE_TEXT: return .text(string(index))
            case SQLITE_BLOB: return .blob(bytes(index))
            default: return .null
            }
        case .postgres(let result, _):
            if isNull(index) { return .null }
            switch PostgreSQLType.storageClass(of: PQftype(result, Int32(index))) {
            case .integer: return .integer(int64(index))
            case .real: return .real(double(index))
            case .blob: return .blob(bytes(index))
            case .text: return .text(string(index))
            }
        }
    }

    private func postgresBytes(_ result: OpaquePointer, _ row: Int32, _ index: Int) -> UnsafeBufferPointer<UInt8> {
        let column = Int32(index)
        let count = Int(PQgetlength(result, row, column))
        guard let value = PQgetvalue(result, row, column) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), count: count)
    }
}
