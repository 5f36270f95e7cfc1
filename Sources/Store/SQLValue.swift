import Foundation

/// One SQLite value, as stored: the five storage classes.
public enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

/// Types that can be bound as a statement parameter.
public protocol SQLValueConvertible {
    var sqlValue: SQLValue { get }
}

extension SQLValue: SQLValueConvertible { public var sqlValue: SQLValue { self } }
extension Int64: SQLValueConvertible { public var sqlValue: SQLValue { .integer(self) } }
extension Int: SQLValueConvertible { public var sqlValue: SQLValue { .integer(Int64(self)) } }
extension Int32: SQLValueConvertible { public var sqlValue: SQLValue { .integer(Int64(self)) } }
extension Bool: SQLValueConvertible { public var sqlValue: SQLValue { .integer(self ? 1 : 0) } }
extension Double: SQLValueConvertible { public var sqlValue: SQLValue { .real(self) } }
extension String: SQLValueConvertible { public var sqlValue: SQLValue { .text(self) } }
extension Substring: SQLValueConvertible { public var sqlValue: SQLValue { .text(String(self)) } }
extension Array: SQLValueConvertible where Element == UInt8 { public var sqlValue: SQLValue { .blob(self) } }
extension Data: SQLValueConvertible { public var sqlValue: SQLValue { .blob([UInt8](self)) } }
extension Optional: SQLValueConvertible where Wrapped: SQLValueConvertible {
    public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}
