import Foundation
import IBSource
import Store

/// Parsed source sets by (project, revision). Parsing hundreds of files with swift-syntax takes
/// tens of milliseconds and a revision never changes, so each is parsed once and kept, up to
/// `capacity` revisions (least recently used dropped first).
final class SourceIndexCache: @unchecked Sendable {
    struct Entry {
        let revision: Int64
        let files: [SourceFile]
        let index: SourceIndex
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var recency: [String] = []
    private let capacity: Int

    init(capacity: Int = 16) { self.capacity = capacity }

    /// The parsed sources of `projectID` at `revision` (latest when nil); nil when it has none.
    func entry(projectID: String, revision: Int64?, database: Database) throws -> Entry? {
        let loaded: (revision: Int64, records: [SourceFileRecord])? = try database.read { db in
            let repository = SourceSetRepository(db)
            guard let chosen = try revision ?? repository.latestRevision(projectID: projectID)?.revision else { return nil }
            let records = try repository.files(projectID: projectID, revision: chosen)
            if records.isEmpty, try repository.revisions(projectID: projectID).contains(where: { $0.revision == chosen }) == false {
                throw APIError.notFound("Project \(projectID) has no source revision \(chosen).")
            }
            return (chosen, records)
        }
        guard let loaded else { return nil }
        let key = "\(projectID)\u{0}\(loaded.revision)"
        if let hit = cached(key) { return hit }
        let files: [SourceFile] = try database.read { db in
            let blobs = BlobRepository(db)
            return try loaded.records.map { record in
                SourceFile(path: record.path, text: String(decoding: try blobs.bytes(id: record.blobID), as: UTF8.self), module: record.module)
            }
        }
        let entry = Entry(revision: loaded.revision, files: files, index: SourceIndex(files: files))
        store(entry, key: key)
        return entry
    }

    private func cached(_ key: String) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[key] else { return nil }
        recency.removeAll { $0 == key }
        recency.append(key)
        return entry
    }

    private func store(_ entry: Entry, key: String) {
        lock.lock()
        defer { lock.unlock() }
        entries[key] = entry
        recency.removeAll { $0 == key }
        recency.append(key)
        while recency.count > capacity { entries[recency.removeFirst()] = nil }
    }
}
