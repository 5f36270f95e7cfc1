import Foundation
import IBSync

/// Restoring an old version: one ordinary batch, ordered and committed like any other.
extension DocumentHub {
    enum RestoreFailure: Error, CustomStringConvertible {
        case refused(String)
        case notSaved
        var description: String {
            switch self {
            case .refused(let reason): return "The restore was refused: \(reason)"
            case .notSaved: return "The restore could not be saved; try again."
            }
        }
    }

    /// Makes the head equal `content` (an old version's bytes) through one ordinary batch
    /// (`RestorePlan`), committed at once and broadcast to every connected session. Calls
    /// `completion` on the hub's queue with the new head version — or the current one, with
    /// no new batch, when the head already has exactly these bytes.
    func restore(to content: [UInt8], restoredVersion: Int64, completion: @escaping (Result<Int, Error>) -> Void) {
        queue.async { [self] in
            do {
                let (current, version) = head
                if current.serialized() == content { return completion(.success(version)) }
                let ops = try RestorePlan.ops(from: current, to: try SyncDocument(bytes: content))
                // Dry run on a copy: the batch must reproduce the old bytes exactly.
                let trial = current.copy()
                do { _ = try BatchApplier.apply(ops, to: trial) } catch {
                    throw RestoreFailure.refused("\(error)")
                }
                guard trial.serialized() == content else { throw RestorePlan.RestoreError.inexact }
                // Commits this batch and any client batch queued before it, in order.
                switch commitServerBatch(batchID: "restore-\(restoredVersion)-\(UUID().uuidString.lowercased())", ops: ops) {
                case .committed(let version), .alreadyApplied(let version): completion(.success(version))
                case .refused(let reason): throw RestoreFailure.refused(reason)
                case .notSaved: throw RestoreFailure.notSaved
                }
            } catch {
                completion(.failure(error))
            }
        }
    }
}
