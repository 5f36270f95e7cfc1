import Foundation
import Logging
import Store

/// The document is open on another node: a request for it goes there (the answer names the holder).
struct DocumentOwnedElsewhere: Error, CustomStringConvertible {
    var documentID: String
    var nodeID: String
    var address: String

    var description: String { "document \(documentID) is open on node \(nodeID) (\(address))" }
}

/// This node no longer holds the document's lease: another node took it over, so nothing more may be committed here.
struct DocumentLeaseLost: Error, CustomStringConvertible {
    var documentID: String
    var epoch: Int64

    var description: String { "this node lost its lease on document \(documentID) (epoch \(epoch)): another node holds it now" }
}

/// This node's lease on one open document (issue #25): taken when the hub opens, confirmed inside
/// every commit's transaction (the fence), renewed by the hub's timer, let go when the hub closes.
/// Used on the hub's queue only.
final class DocumentOwnership {
    let documentID: String
    let settings: ClusterSettings
    private let database: Database
    /// The fencing token of this hub's lease.
    let epoch: Int64

    private init(documentID: String, settings: ClusterSettings, database: Database, epoch: Int64) {
        self.documentID = documentID
        self.settings = settings
        self.database = database
        self.epoch = epoch
    }

    /// Takes the lease (`DocumentLeaseRepository.acquire`), or, when another node holds it, asks that
    /// node to let it go (the load balancer now sends the document here) and throws `DocumentOwnedElsewhere`.
    static func acquire(documentID: String, database: Database, settings: ClusterSettings) throws -> DocumentOwnership {
        let lease = try database.write { connection -> DocumentLease in
            _ = try DocumentRepository(connection).get(id: documentID)
            let leases = DocumentLeaseRepository(connection)
            let now = Clock.milliseconds()
            let lease = try leases.acquire(documentID: documentID, nodeID: settings.nodeID, address: settings.address,
                                           duration: settings.leaseMilliseconds, now: now)
            if lease.nodeID != settings.nodeID { try leases.requestHandover(documentID: documentID, requester: settings.nodeID, now: now) }
            return lease
        }
        guard lease.nodeID == settings.nodeID else {
            throw DocumentOwnedElsewhere(documentID: documentID, nodeID: lease.nodeID, address: lease.nodeAddress)
        }
        return DocumentOwnership(documentID: documentID, settings: settings, database: database, epoch: lease.epoch)
    }

    /// The fence, inside a commit's transaction: throws `DocumentLeaseLost` (rolling the commit back)
    /// unless this node still holds the lease at this epoch, and renews it.
    func confirm(on connection: any SQLConnection) throws {
        guard try DocumentLeaseRepository(connection).confirm(documentID: documentID, nodeID: settings.nodeID, epoch: epoch,
                                                             duration: settings.leaseMilliseconds, now: Clock.milliseconds()) != nil
        else { throw DocumentLeaseLost(documentID: documentID, epoch: epoch) }
    }

    enum Renewal: Equatable {
        case held
        /// Another node, which the load balancer now routes the document to, asked for it.
        case handoverRequested
        case lost
    }

    /// The timer's renewal. A database that does not answer keeps the hub as it is (its commits fail
    /// anyway until it answers; the lease runs out on its own).
    func renew(logger: Logger) -> Renewal {
        do {
            let lease = try database.write { connection in
                try DocumentLeaseRepository(connection).confirm(documentID: documentID, nodeID: settings.nodeID, epoch: epoch,
                                                                duration: settings.leaseMilliseconds, now: Clock.milliseconds())
            }
            guard let lease else { return .lost }
            return lease.handoverRequestedAt == nil ? .held : .handoverRequested
        } catch {
            logger.warning("document \(documentID): could not renew its lease: \(error)")
            return .held
        }
    }

    /// Lets the document go at once, so the next node does not wait for the expiry.
    func release(logger: Logger) {
        do {
            try database.write { try DocumentLeaseRepository($0).release(documentID: documentID, nodeID: settings.nodeID, epoch: epoch) }
        } catch {
            logger.warning("document \(documentID): could not release its lease (it expires on its own): \(error)")
        }
    }
}
