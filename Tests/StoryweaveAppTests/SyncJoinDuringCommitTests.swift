import Foundation
import IBSync
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// Issue #23's first server bug: a client that joins while batches are being committed must get
/// each version exactly once — in its welcome (the catch-up batches, or the snapshot's version)
/// or as a live `ops` message, never both, and the live stream must continue the welcome in order.
final class SyncJoinDuringCommitTests: XCTestCase {
    private let viewID = "8bC-Xf-vdC"

    /// One writer sends a one-op batch every 2 ms (without waiting for acks) while 60 clients join
    /// one after the other, half with a `lastVersion`, half without; each listens for 40 ms.
    func testClientsJoiningDuringABurstSeeEachVersionOnceInOrder() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let writer = try WebSocketTestClient(port: server.port, stream: documentID)
        _ = try writer.hello(clientID: "writer", lastVersion: nil)

        let stop = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        let acked = Acked()
        finished.enter()
        Thread.detachNewThread {
            defer { finished.leave() }
            var number = 0
            while stop.wait(timeout: .now() + .milliseconds(2)) == .timedOut {
                number += 1
                try? writer.send(ops: ClientBatch(batchId: "w\(number)", clientId: "writer", baseVersion: 0, ops: [
                    .setAttribute(target: .object(self.viewID), name: "userLabel", value: "w\(number)", expect: nil),
                ]))
            }
        }
        finished.enter()
        Thread.detachNewThread {
            defer { finished.leave() }
            while stop.wait(timeout: .now()) == .timedOut {
                guard let message = try? writer.nextJSON(timeout: 0.05) else { continue }
                if message["type"] as? String == "ack", let version = message["version"] as? Int { acked.version = version }
            }
        }
        defer {
            stop.signal()
            stop.signal()
            finished.wait()
            writer.close()
        }

        var joins = 0
        var twice: [String] = []
        var outOfOrder: [String] = []
        for join in 0..<60 {
            let client = try WebSocketTestClient(port: server.port, stream: documentID)
            let lastVersion = join.isMultiple(of: 2) ? nil : max(0, acked.version - 3)
            let welcome = try client.hello(clientID: "joiner-\(join)", lastVersion: lastVersion)
            let welcomeVersion = try XCTUnwrap(welcome["version"] as? Int)
            // What the client has before the live stream: the snapshot's version, or its own lastVersion plus the catch-up.
            let baseline = welcome["snapshot"] != nil ? welcomeVersion : try XCTUnwrap(lastVersion)
            var delivered = (welcome["batches"] as? [[String: Any]])?.compactMap { $0["version"] as? Int } ?? []
            let end = Date().addingTimeInterval(0.04)
            while Date() < end, let message = try client.nextJSON(timeout: 0.01) {
                guard message["type"] as? String == "ops" else { continue }
                delivered += try WebSocketTestClient.batches(message).map(\.version)
            }
            client.close()
            joins += 1
            if Set(delivered).count != delivered.count || delivered.contains(where: { $0 <= baseline }) {
                twice.append("join \(join) (welcome at \(welcomeVersion), baseline \(baseline)): \(delivered)")
            } else if delivered != Array((baseline + 1)..<(baseline + 1 + delivered.count)) {
                outOfOrder.append("join \(join) (welcome at \(welcomeVersion), baseline \(baseline)): \(delivered)")
            }
        }
        XCTAssertGreaterThan(acked.version, 100, "the writer kept committing during the joins")
        XCTAssertEqual(joins, 60)
        XCTAssertEqual(twice, [], "\(twice.count) of \(joins) joins saw a version twice")
        XCTAssertEqual(outOfOrder, [], "welcome and live stream do not meet exactly")
    }
}

/// The newest version acknowledged to the writer (read by the joining thread).
private final class Acked: @unchecked Sendable {
    private let lock = NSLock()
    private var latest = 0
    var version: Int {
        get { lock.withLock { latest } }
        set { lock.withLock { latest = max(latest, newValue) } }
    }
}
