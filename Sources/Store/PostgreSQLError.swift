import CLibPQ
import Foundation

/// An error reported by PostgreSQL (or libpq): its SQLSTATE (e.g. `23505` unique_violation), its
/// message and the SQL involved. Connection failures carry SQLSTATE `08006` (connection_failure).
public struct PostgreSQLError: SQLDatabaseError, Sendable, Equatable {
    public let sqlState: String
    public let message: String
    public let sql: String?

    public init(sqlState: String, message: String, sql: String? = nil) {
        self.sqlState = sqlState
        self.message = message
        self.sql = sql
    }

    public static let connectionFailure = "08006"

    /// Class 23: integrity constraint violation.
    public var isConstraintViolation: Bool { sqlState.hasPrefix("23") }
    /// 23505 unique_violation (primary keys report it too).
    public var isUniqueViolation: Bool { sqlState == "23505" }
    /// 40001 serialization_failure, 40P01 deadlock_detected, 55P03 lock_not_available.
    public var isBusy: Bool { ["40001", "40P01", "55P03"].contains(sqlState) }
    public var isConnectionFailure: Bool { sqlState.hasPrefix("08") }

    public var description: String {
        var text = "PostgreSQL error \(sqlState): \(message)"
        if let sql { text += " — in: \(sql.prefix(200))" }
        return text
    }

    /// The error of a failed `result` (or of the connection when libpq returned no result).
    static func from(_ connection: OpaquePointer, result: OpaquePointer?, sql: String?) -> PostgreSQLError {
        let field = { (code: UInt8) -> String? in
            guard let result, let value = PQresultErrorField(result, Int32(code)) else { return nil }
            return String(cString: value)
        }
        let state = field(UInt8(ascii: "C")) ?? (PQstatus(connection) == CONNECTION_OK ? "XX000" : connectionFailure)
        let message = field(UInt8(ascii: "M")) ?? String(cString: PQerrorMessage(connection))
        return PostgreSQLError(sqlState: state, message: message.trimmingCharacters(in: .whitespacesAndNewlines), sql: sql)
    }
}
