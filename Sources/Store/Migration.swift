import Foundation

/// One `Migrations/NNNN_name.sql` file: one change, in every dialect.
///
/// Where the SQL differs between SQLite and PostgreSQL, the file is in parts: a line
/// `-- dialect: sqlite`, `-- dialect: postgres` or `-- dialect: all` starts a part for that dialect
/// (or for both), up to the next such line; what comes before the first one is for both. A dialect's
/// SQL is its parts and the shared ones in file order, without the marker lines; its checksum is
/// FNV-1a 64 of exactly that text, so adding a PostgreSQL part to a file leaves the SQLite checksum
/// recorded in existing databases as it was (docs/store.md, *Migrations*).
public struct Migration: Sendable, Equatable {
    public let version: Int
    public let name: String
    public let fileName: String
    /// The file's whole text (every dialect's part).
    public let sql: String

    public init(version: Int, name: String, fileName: String, sql: String) {
        self.version = version
        self.name = name
        self.fileName = fileName
        self.sql = sql
    }

    static let markerPrefix = "-- dialect: "

    /// The SQL `dialect` runs: the shared parts and its own, marker lines (with their newline) left out.
    public func sql(for dialect: SQLDialect) -> String {
        var text: [UInt8] = []
        var included = true
        var rest = Array(sql.utf8)[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? rest.endIndex
            let line = rest[..<end]
            rest = rest[end...]
            let content = String(decoding: line.last == UInt8(ascii: "\n") ? line.dropLast() : line, as: UTF8.self)
            if let part = Self.part(named: content[...]) {
                included = part == "all" || part == dialect.rawValue
            } else if included {
                text += line
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// FNV-1a 64 of `sql(for: dialect)`: what `schema_migrations` records.
    public func checksum(for dialect: SQLDialect) -> String { FNV1a64.hex(of: Array(sql(for: dialect).utf8)) }

    /// The dialect named by a marker line (`sqlite`, `postgres`, `all`, or a misspelling), nil for other lines.
    static func part(named line: Substring) -> String? {
        guard line.hasPrefix(markerPrefix) else { return nil }
        return line.dropFirst(markerPrefix.count).trimmingCharacters(in: .whitespaces)
    }

    /// Marker lines naming no dialect (a typo would silently drop a part).
    func unknownParts() -> [String] {
        sql.split(separator: "\n").compactMap { Self.part(named: $0) }
            .filter { $0 != "all" && SQLDialect(rawValue: $0) == nil }
    }

    /// Parses `NNNN_name.sql` (four or more digits, then `_`, then letters, digits, `_` or `-`).
    static func parseFileName(_ fileName: String) -> (version: Int, name: String)? {
        guard fileName.hasSuffix(".sql") else { return nil }
        let stem = fileName.dropLast(4)
        guard let underscore = stem.firstIndex(of: "_") else { return nil }
        let digits = stem[..<underscore]
        let name = stem[stem.index(after: underscore)...]
        guard digits.count >= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let version = Int(digits), version > 0,
              !name.isEmpty,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
        else { return nil }
        return (version, String(name))
    }

    /// Loads every `*.sql` file of `directory`, sorted by version. Other files are ignored;
    /// a `.sql` file with a malformed name, or two files with one version, is an error.
    public static func load(from directory: String) throws -> [Migration] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MigrationError.directoryNotFound(path: directory)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".sql") }
        var migrations: [Migration] = []
        for fileName in names.sorted() {
            guard let (version, name) = parseFileName(fileName) else {
                throw MigrationError.invalidFileName(fileName)
            }
            let path = (directory as NSString).appendingPathComponent(fileName)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw MigrationError.unreadable(file: fileName)
            }
            guard let sql = String(data: data, encoding: .utf8) else {
                throw MigrationError.unreadable(file: fileName)
            }
            if let other = migrations.first(where: { $0.version == version }) {
                throw MigrationError.duplicateVersion(version, files: [other.fileName, fileName])
            }
            let migration = Migration(version: version, name: name, fileName: fileName, sql: sql)
            if let unknown = migration.unknownParts().first {
                throw MigrationError.unknownDialect(file: fileName, dialect: unknown)
            }
            migrations.append(migration)
        }
        return migrations.sorted { $0.version < $1.version }
    }
}

/// Why migrations could not be applied; each message names the file involved.
public enum MigrationError: Error, CustomStringConvertible, Sendable, Equatable {
    case directoryNotFound(path: String)
    case invalidFileName(String)
    case unreadable(file: String)
    case duplicateVersion(Int, files: [String])
    /// The file of an already-applied migration changed since it was applied.
    case editedAfterApplying(file: String, recordedChecksum: String, currentChecksum: String)
    /// The database records a migration this build does not have (a newer build used it?).
    case unknownAppliedMigration(version: Int, name: String)
    case failed(file: String, message: String)
    /// A `-- dialect: NAME` line naming no dialect this build knows.
    case unknownDialect(file: String, dialect: String)

    public var description: String {
        switch self {
        case .directoryNotFound(let path):
            return "Migrations directory \(path) not found (pass --migrations DIR pointing at the project's Migrations folder)."
        case .invalidFileName(let file):
            return "Migration file \(file) is not named NNNN_name.sql."
        case .unreadable(let file):
            return "Migration file \(file) cannot be read as UTF-8 text."
        case .duplicateVersion(let version, let files):
            return "Migration version \(version) appears in more than one file: \(files.joined(separator: ", "))."
        case .editedAfterApplying(let file, let recorded, let current):
            return "Migration \(file) was edited after it was applied to this database (checksum \(recorded) recorded, \(current) now). Applied migrations are immutable: restore the file and add a new migration instead."
        case .unknownAppliedMigration(let version, let name):
            return "The database has migration \(version) (\(name)) applied, which is not among this build's migration files; it was probably created by a newer Storyweave."
        case .unknownDialect(let file, let dialect):
            return "Migration \(file) has a part for dialect \"\(dialect)\"; the dialects are \(SQLDialect.allCases.map(\.rawValue).joined(separator: ", ")) and all."
        case .failed(let file, let message):
            return "Migration \(file) failed and was rolled back: \(message)"
        }
    }
}
