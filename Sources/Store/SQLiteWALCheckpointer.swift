import CSQLite
import Dispatch
import Foundation

/// Folds the write-ahead log back into the database file on its own queue and connection, off the
/// commit path.
///
/// SQLite's automatic checkpoint runs inside the COMMIT that takes the WAL past 1,000 pages: on the
/// writer's queue, copying those pages into the database file and fsyncing it, while every write
/// behind it (a document hub's commit, and so every edit waiting for its ack) waits. SQLite's own
/// documentation names the alternative: turn the automatic checkpoint off and "run checkpoints in a
/// separate thread" (sqlite.org/wal.html, "Automatic Checkpoint"; `sqlite3_wal_hook`). A PASSIVE
/// checkpoint takes no lock a writer or reader needs, so commits go on while it copies; the WAL is
/// reused from its start by the first commit after a checkpoint that reached its end.
///
/// The writer's WAL hook sees the log's size after each commit and schedules one checkpoint at a
/// time past `pageThreshold`. Should the log still grow to `inlineThreshold` (checkpoints never
/// reaching its end, e.g. a reader holding an old snapshot), the hook checkpoints inline, as SQLite
/// would have done by default.
final class SQLiteWALCheckpointer: @unchecked Sendable {
    /// SQLite's default automatic checkpoint size (`SQLITE_DEFAULT_WAL_AUTOCHECKPOINT`), in pages.
    static let pageThreshold: Int32 = 1_000
    static let inlineThreshold: Int32 = 16_000

    private let path: String
    private let configuration: DatabaseConfiguration
    private let queue = DispatchQueue(label: "storyweave.store.checkpointer", qos: .utility)
    /// Opened on first use, on `queue` only.
    private var connection: SQLiteConnection?
    private let lock = NSLock()
    private var isScheduled = false

    init(path: String, configuration: DatabaseConfiguration) {
        self.path = path
        self.configuration = configuration
    }

    /// Replaces `writer`'s automatic checkpoint with this one. `self` must outlive the connection's
    /// commits (the database holds both).
    func attach(to writer: SQLiteConnection) {
        sqlite3_wal_hook(writer.handle, { context, database, _, pages in
            guard let context else { return SQLITE_OK }
            Unmanaged<SQLiteWALCheckpointer>.fromOpaque(context).takeUnretainedValue()
                .committed(walPages: pages, on: database)
            return SQLITE_OK
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Called by SQLite on the writer's queue after each commit, with the WAL's size in pages.
    private func committed(walPages pages: Int32, on writer: OpaquePointer?) {
        if pages >= Self.inlineThreshold {
            sqlite3_wal_checkpoint_v2(writer, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
            return
        }
        guard pages >= Self.pageThreshold else { return }
        lock.lock()
        let start = !isScheduled
        isScheduled = true
        lock.unlock()
        guard start else { return }
        queue.async { [self] in
            defer { lock.lock(); isScheduled = false; lock.unlock() }
            _ = try? run(SQLITE_CHECKPOINT_PASSIVE)
        }
    }

    /// A TRUNCATE checkpoint (the whole log folded in, the file emptied), after any checkpoint in
    /// progress: two checkpoints at once would refuse each other with SQLITE_BUSY.
    func truncate() throws {
        try queue.sync { try run(SQLITE_CHECKPOINT_TRUNCATE) }
    }

    /// On `queue`.
    private func run(_ mode: Int32) throws {
        if connection == nil { connection = try SQLiteConnection(path: path, readOnly: false, configuration: configuration) }
        guard let connection else { return }
        let code = sqlite3_wal_checkpoint_v2(connection.handle, nil, mode, nil, nil)
        guard code == SQLITE_OK else { throw SQLiteError.from(connection.handle, code: code) }
    }
}
