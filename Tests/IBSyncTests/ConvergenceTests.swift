import XCTest
import IBDocument
@testable import IBSync

/// Simulated clients editing one document at random through an in-memory network: optimistic
/// local apply, batches delivered to the authority in random interleavings, server batches
/// delivered late, disconnects with resend. Everyone must end with the server's bytes.
final class ConvergenceTests: XCTestCase {
    private enum Message { case applied(AppliedBatch), rejected(BatchRejection) }

    private struct Peer {
        let replica: ClientReplica
        var ids: IdentifierGenerator
        var outbox: [ClientBatch] = []
        var inbox: [Message] = []
    }

    func testRandomClientsConvergeToTheServersBytes() throws {
        for seed in [1, 2, 3] as [UInt64] { try runSimulation(seed: seed, clients: 6, steps: 1500) }
    }

    /// The same on a document with references outside connections (tie-breakers, size-class
    /// masks): no delete, whoever makes it and whatever it takes along, leaves a dangling reference.
    func testRandomDeletesNeverLeaveADanglingReference() throws {
        for seed in [4, 5] as [UInt64] {
            try runSimulation(seed: seed, clients: 6, steps: 1000, start: ReferenceCascadeTests.storyboard)
        }
    }

    private func runSimulation(seed: UInt64, clients: Int, steps: Int, start: String = SampleDocuments.storyboard) throws {
        var random = SeededRandom(seed: seed)
        let authority = DocumentAuthority(document: try SyncDocument(text: start))
        var log: [AppliedBatch] = []
        var danglingAfter: [Int] = []
        var peers = try (0..<clients).map { index in
            // Clients 0 and 1 share an id seed, so they propose the same new ids: the server refuses the second.
            Peer(replica: ClientReplica(clientId: "client\(index)", document: try SyncDocument(text: start), version: 0),
                 ids: IdentifierGenerator(seed: seed &* 1000 &+ UInt64(index == 1 ? 0 : index)))
        }
        var rejected = 0
        // The server's bytes at every version: a client with nothing pending shows exactly these.
        var states = [start]
        var driftedAt: [String] = []

        func deliverToServer(_ index: Int) {
            guard !peers[index].outbox.isEmpty else { return }
            let batch = peers[index].outbox.removeFirst()
            switch authority.submit(batch) {
            case .applied(let applied):
                log.append(applied)
                states.append(authority.document.serializedString())
                if !ReferenceCascade.danglingReferences(in: authority.document).isEmpty { danglingAfter.append(applied.version) }
                for peer in peers.indices { peers[peer].inbox.append(.applied(applied)) }
            case .duplicate:
                break // the batch reaches the client through the stream it is catching up on
            case .rejected(let rejection):
                rejected += 1
                peers[index].inbox.append(.rejected(rejection))
            }
        }

        for _ in 0..<steps {
            let index = random.below(clients)
            switch random.below(100) {
            case 0..<34:
                let ops = RandomEdits.ops(for: peers[index].replica.document, ids: &peers[index].ids, random: &random)
                if !ops.isEmpty, let batch = try? peers[index].replica.edit(ops) { peers[index].outbox.append(batch) }
            case 34..<66:
                deliverToServer(index)
            case 66..<98:
                if !peers[index].inbox.isEmpty { try deliver(peers[index].inbox.removeFirst(), to: peers[index].replica, states: states, drifted: &driftedAt) }
            default:
                // Disconnect: in-flight messages are lost both ways; on reconnect the client
                // catches up from its last version and resends everything unacknowledged.
                peers[index].inbox = (authority.batches(after: peers[index].replica.confirmedVersion) ?? []).map { .applied($0) }
                peers[index].outbox = peers[index].replica.unacknowledged
            }
        }
        // Drain: everything reaches the server, every answer reaches its client.
        while peers.contains(where: { !$0.outbox.isEmpty || !$0.inbox.isEmpty }) {
            for index in peers.indices {
                deliverToServer(index)
                while !peers[index].inbox.isEmpty { try deliver(peers[index].inbox.removeFirst(), to: peers[index].replica, states: states, drifted: &driftedAt) }
            }
        }

        let serverBytes = authority.document.serializedString()
        for peer in peers {
            XCTAssertTrue(peer.replica.pending.isEmpty)
            XCTAssertEqual(peer.replica.confirmedVersion, authority.version)
            XCTAssertEqual(peer.replica.document.serializedString(), serverBytes, "seed \(seed): \(peer.replica.clientId) diverged")
        }
        XCTAssertEqual(danglingAfter, [], "seed \(seed): versions that left a dangling reference")
        XCTAssertEqual(driftedAt, [], "seed \(seed): clients with nothing pending that did not show the server's bytes")
        XCTAssertEqual(log.map(\.version), Array(1...max(1, log.count)).prefix(log.count).map { $0 })
        XCTAssertEqual(Set(log.map(\.key)).count, log.count, "every batch is in the log once")
        XCTAssertGreaterThan(log.count, steps / 12)
        if start == ReferenceCascadeTests.storyboard {
            // Deletes that took mask entries or tie-breakers along (a cascade outside connections).
            let outside = log.filter { batch in
                batch.ops.dropLast().contains { "\($0)".contains("mask") || "\($0)".contains("inferredMetricsTieBreakers") }
                    && { if case .removeSubtree = batch.ops.last! { return true } else { return false } }()
            }
            XCTAssertGreaterThan(outside.count, 2, "seed \(seed): too few cascades outside connections")
            print("ConvergenceTests seed \(seed): \(log.count) versions, \(outside.count) deletes with mask or tie-breaker cascades, "
                  + "\(danglingAfter.count) versions left a dangling reference")
        }
        XCTAssertGreaterThan(rejected, 0, "the run should include refused conflicting edits")
        // The log alone rebuilds the document from the initial bytes.
        let rebuilt = try SyncDocument(text: start)
        for batch in log { _ = try BatchApplier.replay(batch.ops, on: rebuilt) }
        XCTAssertEqual(rebuilt.serializedString(), serverBytes)
        // Undoing every batch newest first gives back the initial bytes.
        for batch in log.reversed() { _ = try BatchApplier.replay(batch.inverse, on: rebuilt) }
        XCTAssertEqual(rebuilt.serializedString(), start)
    }

    /// Delivers one server message; a client left with nothing pending must show the server's
    /// bytes at its confirmed version (the display is never wrong while it waits for nothing).
    private func deliver(_ message: Message, to replica: ClientReplica, states: [String], drifted: inout [String]) throws {
        switch message {
        case .applied(let batch): try replica.receive(batch)
        case .rejected(let rejection): try replica.receive(rejection)
        }
        if replica.pending.isEmpty, replica.document.serializedString() != states[replica.confirmedVersion] {
            drifted.append("\(replica.clientId) at version \(replica.confirmedVersion)")
        }
    }
}

/// SplitMix64, so a failing seed reproduces.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[below(items.count)] }
}

/// Random edits of every op kind over the views of a document.
enum RandomEdits {
    static func ops(for document: SyncDocument, ids: inout IdentifierGenerator, random: inout SeededRandom) -> [EditOperation] {
        var views: [MarkupElement] = []
        document.root.forEachElement { element in
            if ["view", "label", "button", "textView"].contains(element.name), element.hasAttribute("id") { views.append(element) }
        }
        let movable = views.filter { $0.parent?.name == "subviews" }
        guard let view = random.pick(views), let id = view.attribute("id") else { return [] }
        let subviews = NodeAddress.child(of: .object(id), name: "subviews", key: nil)
        switch random.below(13) {
        case 0:
            return [.setAttribute(target: .object(id), name: random.pick(["userLabel", "tag", "alpha"])!, value: "v\(random.below(50))", expect: nil)]
        case 1:
            return [.removeAttribute(target: .object(id), name: random.pick(["userLabel", "tag"])!, expect: nil)]
        case 2:
            return [.setAttribute(target: .child(of: .object(id), name: "rect", key: "frame"), name: "x", value: "\(random.below(400))", expect: nil)]
        case 3:
            let newID = ids.next()
            let xml = random.below(2) == 0
                ? #"<view contentMode="scaleToFill" id="\#(newID)"><rect key="frame" x="1" y="2" width="30" height="40"/></view>"#
                : #"<textView contentMode="scaleToFill" id="\#(newID)"><rect key="frame" x="1" y="2" width="30" height="40"/><string key="text">new</string></textView>"#
            let children = view.firstChild(named: "subviews")?.childElements.compactMap { $0.attribute("id") } ?? []
            let position: InsertPosition = random.pick(children).map { .after(.object($0)) } ?? (random.below(2) == 0 ? .atStart : .atEnd)
            return [.insertSubtree(parent: subviews, xml: xml, position: position)]
        case 4:
            guard let victim = random.pick(movable)?.attribute("id") else { return [] }
            return [.removeSubtree(target: .object(victim))]
        case 5, 6:
            guard let moving = random.pick(movable)?.attribute("id") else { return [] }
            return [.move(target: .object(moving), newParent: subviews, position: random.below(2) == 0 ? .atStart : .atEnd)]
        case 7:
            guard let text = views.filter({ $0.name == "textView" }).randomElement(using: &random) else { return [] }
            return [.setText(target: .child(of: .object(text.attribute("id")!), name: "string", key: "text"), text: "t\(random.below(99)) & <x>", expect: nil)]
        case 8:
            let siblings = view.firstChild(named: "subviews")?.childElements.compactMap { $0.attribute("id") } ?? []
            guard siblings.count >= 2, let first = random.pick(siblings), let second = random.pick(siblings), first != second else { return [] }
            let xml = #"<constraint firstItem="\#(first)" firstAttribute="top" secondItem="\#(second)" secondAttribute="bottom" constant="8" id="\#(ids.next())"/>"#
            return [.insertSubtree(parent: .child(of: .object(id), name: "constraints", key: nil), xml: xml, position: .atEnd)]
        case 10:
            // Delete something others point at from outside connections: a constraint, a segue.
            var referred: [String] = []
            document.root.forEachElement { if ["constraint", "segue"].contains($0.name), let id = $0.attribute("id") { referred.append(id) } }
            guard let victim = random.pick(referred) else { return [] }
            return [.removeSubtree(target: .object(victim))]
        case 11:
            // Exclude some of the view's constraints in the default size class (a new mask replaces the old one).
            let constraints = view.firstChild(named: "constraints")?.childElements.compactMap { $0.attribute("id") } ?? []
            guard let first = random.pick(constraints) else { return [] }
            let excluded = Set([first] + (random.below(2) == 0 ? random.pick(constraints).map { [$0] } ?? [] : []))
            let variation = NodeAddress.child(of: .object(id), name: "variation", key: "default")
            let mask = NodeAddress.child(of: variation, name: "mask", key: "constraints")
            let xml = #"<mask key="constraints">"# + excluded.sorted().map { #"<exclude reference="\#($0)"/>"# }.joined() + "</mask>"
            return (document.resolve(mask) == nil ? [] : [.removeSubtree(target: mask)])
                + [.insertSubtree(parent: variation, xml: xml, position: .xcodeOrder)]
        case 12:
            // A new segue from the first scene, listed among the tie-breakers (a new list replaces the old one).
            guard document.containsID("vc1-aa-bbb"), document.containsID("vc2-aa-bbb") else { return [] }
            let segue = ids.next()
            let tieBreakers = NodeAddress.child(of: .root, name: "inferredMetricsTieBreakers", key: nil)
            var listed: [String] = []
            document.resolve(tieBreakers)?.forEachElement { if $0.name == "segue", let id = $0.attribute("reference") { listed.append(id) } }
            let xml = "<inferredMetricsTieBreakers>" + (listed + [segue]).map { #"<segue reference="\#($0)"/>"# }.joined()
                + "</inferredMetricsTieBreakers>"
            return [.insertSubtree(parent: .child(of: .object("vc1-aa-bbb"), name: "connections", key: nil),
                                   xml: #"<segue destination="vc2-aa-bbb" kind="show" id="\#(segue)"/>"#, position: .atEnd)]
                + (listed.isEmpty ? [] : [.removeSubtree(target: tieBreakers)])
                + [.insertSubtree(parent: .root, xml: xml, position: .xcodeOrder)]
        default:
            guard document.containsID("vc1-aa-bbb") else { return [] }
            let xml = #"<outlet property="p\#(random.below(9))" destination="\#(id)" id="\#(ids.next())"/>"#
            return [.insertSubtree(parent: .child(of: .object("vc1-aa-bbb"), name: "connections", key: nil), xml: xml, position: .atEnd)]
        }
    }
}

extension SeededRandom: RandomNumberGenerator {}
