import CSQLite
import Foundation

/// The current result row of a stepping statement. Only valid inside the closure it is handed to.
public struct Row {
    let handle: OpaquePointer

    public var columnCount: Int { Int(sqlite3_column_count(handle)) }

    public func columnName(_ index: Int) -> String {
        String(cString: sqlite3_column_name(handle, Int32(index)))
    }

    public func isNull(_ index: Int) -> Bool {
        sqlite3_column_type(handle, Int32(index)) == SQLITE_NULL
    }

    public func int64(_ index: Int) -> Int64 { sqlite3_column_int64(handle, Int32(index)) }
    public func int(_ index: Int) -> Int { Int(int64(index)) }
    public func double(_ index: Int) -> Double { sqlite3_column_double(handle, Int32(index)) }
    public func bool(_ index: Int) -> Bool { int64(index) != 0 }

    public func string(_ index: Int) -> String {
        guard let text = sqlite3_column_text(handle, Int32(index)) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, Int32(index)))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    public func bytes(_ index: Int) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(handle, Int32(index)))
        guard count > 0, let pointer = sqlite3_column_blob(handle, Int32(index)) else { return [] }
        return [UInt8](UnsafeRawBufferPointer(start: pointer, count: count))
    }

    public func data(_ index: Int) -> Data { Data(bytes(index)) }

    public func optionalInt64(_ index: Int) -> Int64? { isNull(index) ? nil : int64(index) }
    public func optionalDouble(_ index: Int) -> Double? { isNull(index) ? nil : double(index) }
    public func optionalString(_ index: Int) -> String? { isNull(index) ? nil : string(index) }
    public func optionalBytes(_ index: Int) -> [UInt8]? { isNull(index) ? nil : bytes(index) }

    /// The column as its storage class.
    public func value(_ index: Int) -> SQLValue {
        switch sqlite3_column_type(handle, Int32(index)) {
        case SQLITE_INTEGER: return .integer(int64(index))
        case SQLITE_FLOAT: return .real(double(index))
        case SQLITE_TEXT: return .text(string(index))
        case SQLITE_BLOB: return .blob(bytes(index))
        default: return .null
        }
    }
}
