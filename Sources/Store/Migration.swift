import Foundation

/// One `Migrations/NNNN_name.sql` file.
public struct Migration: Sendable, Equatable {
    public let version: Int
    public let name: String
    public let fileName: String
    public let sql: String
    /// FNV-1a 64 of the file's exact bytes.
    public let checksum: String

    public init(version: Int, name: String, fileName: String, sql: String) {
        self.version = version
        self.name = name
        self.fileName = fileName
        self.sql = sql
        self.checksum = FNV1a64.hex(of: Array(sql.utf8))
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
            migrations.append(Migration(version: version, name: name, fileName: fileName, sql: sql))
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
        case .failed(let file, let message):
            return "Migration \(file) failed and was rolled back: \(message)"
        }
    }
}
