import Foundation
import IBSync
import Store

/// Rebuilds the exact bytes of any version of a document: the nearest stored snapshot at or
/// before it, then the op log's batches up to it replayed through IBSync (the same replay
/// every client does, so the bytes are the ones the document had at that version).
///
/// Lives in the application layer because it joins Store (snapshots, op log) and IBSync
/// (replay); Store itself knows nothing about operations.
struct VersionRebuilder {
    let database: Database

    /// A stored snapshot or logged batch that cannot be read back (a server-side fault: 500).
    enum RebuildError: Error, CustomStringConvertible {
        case unreadableBatch(documentID: String, version: Int64, reason: String)

        var description: String {
            switch self {
            case .unreadableBatch(let id, let version, let reason):
                return "The stored history of document \(id) at version \(version) cannot be replayed: \(reason)"
            }
        }
    }

    /// The op log lacks a batch between the snapshot and the requested version (the head was
    /// moved without logging, e.g. by an import): that version is simply not available.
    private static func unavailable(_ documentID: String, version: Int64, missing: Int64) -> APIError {
        .notFound("Document \(documentID) has no stored revision at version \(version), and its op log lacks version \(missing) to rebuild it.")
    }

    /// What a rebuild produced: the document's record (read in the same transaction) and the bytes.
    struct Rebuilt {
        var record: DocumentRecord
        var version: Int64
        var bytes: [UInt8]
        /// The snapshot the rebuild started from and how many batches it replayed.
        var snapshotVersion: Int64
        var replayedBatches: Int
    }

    /// The bytes at `version` (the head when nil). A version beyond the head is `APIError.notFound`.
    func rebuild(documentID: String, version requested: Int64?) throws -> Rebuilt {
        let (record, snapshot, snapshotBytes, entries) = try database.read { db
            -> (DocumentRecord, Int64, [UInt8], [OpLogEntry]) in
            let record = try DocumentRepository(db).get(id: documentID)
            let version = requested ?? record.headVersion
            guard version <= record.headVersion else {
                throw APIError.notFound("Document \(documentID) is at version \(record.headVersion); version \(version) does not exist yet.")
            }
            // Start from the newest stored bytes at or before `version`: the head blob (which
            // trails the head between the hub's snapshots) or a revision snapshot.
            let revision = try RevisionRepository(db).nearest(documentID: documentID, atOrBefore: version)
            let start: (version: Int64, blobID: Int64)
            if record.headBlobVersion <= version, record.headBlobVersion >= (revision?.version ?? -1) {
                start = (record.headBlobVersion, record.headBlobID)
            } else if let revision {
                start = (revision.version, revision.blobID)
            } else {
                throw APIError.notFound("Document \(documentID) has no snapshot at or before version \(version).")
            }
            let bytes = try BlobRepository(db).bytes(id: start.blobID)
            let entries = start.version == version ? [] :
                try OpLogRepository(db).entries(documentID: documentID, after: start.version, through: version)
            return (record, start.version, bytes, entries)
        }
        let target = requested ?? record.headVersion
        guard snapshot != target else {
            return Rebuilt(record: record, version: target, bytes: snapshotBytes, snapshotVersion: snapshot, replayedBatches: 0)
        }
        let document: SyncDocument
        do { document = try SyncDocument(bytes: snapshotBytes) } catch {
            throw RebuildError.unreadableBatch(documentID: documentID, version: snapshot, reason: "its snapshot does not parse: \(error)")
        }
        let decoder = JSONDecoder()
        var expected = snapshot + 1
        for entry in entries {
            guard entry.version == expected else { throw Self.unavailable(documentID, version: target, missing: expected) }
            do {
                let batch = try decoder.decode(AppliedBatch.self, from: Data(entry.opsJSON.utf8))
                _ = try BatchApplier.replay(batch.ops, on: document)
            } catch {
                throw RebuildError.unreadableBatch(documentID: documentID, version: entry.version, reason: "\(error)")
            }
            expected += 1
        }
        guard expected == target + 1 else { throw Self.unavailable(documentID, version: target, missing: expected) }
        return Rebuilt(record: record, version: target, bytes: document.serialized(), snapshotVersion: snapshot,
                       replayedBatches: entries.count)
    }
}
