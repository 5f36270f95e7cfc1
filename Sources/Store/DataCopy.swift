import Foundation

/// Copies every table of one store into another, empty one (e.g. a team's SQLite file into the
/// PostgreSQL that several nodes will share), in one read snapshot of the source and one transaction
/// on the target, then checks each table by its row count and a checksum of its rows.
///
/// The tables are the source's own (`sqlite_schema`, less `schema_migrations`), copied parents first
/// (by their foreign keys), rows in primary-key order, ids kept; the target's identity sequences are
/// moved past the copied ids. Both stores must be at the same migrations.
public struct DataCopy {
    public struct TableReport: Sendable, Equatable {
        public let table: String
        public let rows: Int
        /// The wrapping sum of every row's FNV-1a 64 (each value tagged by its storage class).
        public let checksum: String
    }

    public let source: Store
    public let target: Store
    /// Rows read and written per statement round.
    public var batchSize = 500

    public init(from source: Store, to target: Store) {
        self.source = source
        self.target = target
    }

    /// Copies, verifies and returns one report per table (source side; the target matched it).
    @discardableResult
    public func run(progress: (String) -> Void = { _ in }) throws -> [TableReport] {
        guard source.database.dialect == .sqlite else {
            throw StoreError.invalidValue("The data copy reads a SQLite store (got \(source.database.dialect.rawValue)).")
        }
        let sourceVersions = try source.database.read { try MigrationRunner.applied($0).map(\.version) }
        let targetVersions = try target.database.read { try MigrationRunner.applied($0).map(\.version) }
        guard sourceVersions == targetVersions else {
            throw StoreError.conflict("The source has migrations \(sourceVersions) applied and the target \(targetVersions): run both at the same build.")
        }
        return try source.database.read { from in
            let tables = try Self.tablesParentsFirst(from)
            return try target.database.write { to in
                for table in tables {
                    let count = try to.queryOne("SELECT count(*) FROM \(table.name)") { $0.int(0) } ?? 0
                    guard count == 0 else {
                        throw StoreError.conflict("The target is not empty: \(table.name) has \(count) rows. Copy into a freshly migrated database.")
                    }
                }
                var reports: [TableReport] = []
                for table in tables {
                    let copied = try copy(table, from: from, to: to)
                    if to.dialect == .postgres { try Self.moveIdentityPastCopiedIDs(table, on: to) }
                    let expected = try Self.report(table, on: from)
                    let actual = try Self.report(table, on: to)
                    guard expected == actual, copied == expected.rows else {
                        throw StoreError.conflict("\(table.name): the source has \(expected.rows) rows (checksum \(expected.checksum)), the target \(actual.rows) (\(actual.checksum)) after copying \(copied); nothing was committed.")
                    }
                    progress("\(table.name): \(expected.rows) rows, checksum \(expected.checksum)")
                    reports.append(expected)
                }
                return reports
            }
        }
    }

    /// A table: its name, columns and primary key (the order rows are copied and checked in).
    struct Table: Equatable {
        let name: String
        let columns: [String]
        let key: [String]
        let parents: Set<String>
    }

    private func copy(_ table: Table, from: any SQLConnection, to: any SQLConnection) throws -> Int {
        let columns = table.columns.joined(separator: ", ")
        let insert = "INSERT INTO \(table.name) (\(columns)) VALUES (\(Array(repeating: "?", count: table.columns.count).joined(separator: ", ")))"
        var offset = 0
        while true {
            let rows = try from.query("SELECT \(columns) FROM \(table.name) ORDER BY \(table.key.joined(separator: ", ")) LIMIT ? OFFSET ?",
                                      [batchSize, offset]) { row in (0..<table.columns.count).map { row.value($0) } }
            for values in rows { try to.run(insert, values) }
            offset += rows.count
            if rows.count < batchSize { return offset }
        }
    }

    /// Row count and checksum of `table` on `connection`: the wrapping sum of each row's FNV-1a 64, so
    /// it does not depend on the order rows come back in (collations differ between engines).
    static func report(_ table: Table, on connection: any SQLConnection) throws -> TableReport {
        var sum: UInt64 = 0
        var rows = 0
        try connection.query("SELECT \(table.columns.joined(separator: ", ")) FROM \(table.name)") { row in
            var hasher = FNV1a64()
            for index in 0..<table.columns.count { hasher.update(canonicalBytes(row.value(index))) }
            sum &+= hasher.value
            rows += 1
        }
        let digits = String(sum, radix: 16)
        return TableReport(table: table.name, rows: rows, checksum: String(repeating: "0", count: 16 - digits.count) + digits)
    }

    /// A value as tagged bytes: the storage class, the length, the payload.
    static func canonicalBytes(_ value: SQLValue) -> [UInt8] {
        func tagged(_ tag: UInt8, _ payload: [UInt8]) -> [UInt8] {
            [tag] + withUnsafeBytes(of: UInt64(payload.count).littleEndian, Array.init) + payload
        }
        switch value {
        case .null: return [0]
        case .integer(let number): return tagged(1, withUnsafeBytes(of: number.littleEndian, Array.init))
        case .real(let number): return tagged(2, withUnsafeBytes(of: number.bitPattern.littleEndian, Array.init))
        case .text(let text): return tagged(3, Array(text.utf8))
        case .blob(let bytes): return tagged(4, bytes)
        }
    }

    /// The SQLite store's tables, each after the tables it references.
    static func tablesParentsFirst(_ connection: any SQLConnection) throws -> [Table] {
        let names = try connection.query("""
            SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name
            """) { $0.string(0) }
        var tables: [Table] = []
        for name in names {
            let info = try connection.query("SELECT name, pk FROM pragma_table_info(?) ORDER BY cid", [name]) { (name: $0.string(0), pk: $0.int(1)) }
            let key = info.filter { $0.pk > 0 }.sorted { $0.pk < $1.pk }.map(\.name)
            let parents = try connection.query("SELECT \"table\" FROM pragma_foreign_key_list(?)", [name]) { $0.string(0) }
            tables.append(Table(name: name, columns: info.map(\.name), key: key.isEmpty ? info.map(\.name) : key,
                                parents: Set(parents).subtracting([name])))
        }
        var ordered: [Table] = []
        var placed: Set<String> = []
        while ordered.count < tables.count {
            guard let next = tables.first(where: { !placed.contains($0.name) && $0.parents.isSubset(of: placed) }) else {
                throw StoreError.invalidValue("The tables' foreign keys form a cycle; cannot order the copy.")
            }
            ordered.append(next)
            placed.insert(next.name)
        }
        return ordered
    }

    /// PostgreSQL identity columns continue after the largest copied id.
    private static func moveIdentityPastCopiedIDs(_ table: Table, on connection: any SQLConnection) throws {
        guard table.key == ["id"] else { return }
        let sequence = try connection.queryOne("SELECT pg_get_serial_sequence(?, 'id')", [table.name]) { $0.optionalString(0) } ?? nil
        guard let sequence else { return }
        try connection.queryOne("SELECT setval(?, (SELECT max(id) FROM \(table.name)), true)", [sequence]) { _ in () }
    }
}
