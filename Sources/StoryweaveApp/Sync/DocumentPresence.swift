import Dispatch
import Foundation

/// Who is in one open document: each session's presence (name, colour, selection, pointer,
/// viewport), relayed to the other sessions as it changes, and a copy of the list for the
/// document list.
///
/// Lives on its hub's queue: every method is called there, except `occupants`.
final class DocumentPresence {
    /// Presence updates closer together than this wait (the latest is relayed when it has passed): at most 20 per
    /// second per person.
    static let relayInterval: UInt64 = 50_000_000
    private let queue: DispatchQueue
    /// Sends a message to every session of the document but one (set by the hub).
    var broadcast: (SyncServerMessage, _ except: SyncSession?) -> Void = { _, _ in }
    private var states: [ObjectIdentifier: SyncPresence] = [:]
    private var lastRelayUptime: [ObjectIdentifier: UInt64] = [:]
    /// Sessions whose latest presence waits for the interval to pass (`update`).
    private var relayDue: Set<ObjectIdentifier> = []
    /// A copy of who is here, kept under its own lock so the document list can read it without
    /// waiting behind the hub's queue (which may be committing a batch).
    private let occupantsLock = NSLock()
    private var occupantsCopy: [SyncPresence] = []

    init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// The people in the document now (any thread), in a stable order.
    var occupants: [SyncPresence] { occupantsLock.withLock { occupantsCopy } }

    /// Adds a session's person (no selection, no pointer yet) and returns the people who were here before.
    /// The others hear of the newcomer through `announce`, after its welcome.
    func join(_ session: SyncSession, clientID: String, name: String?) -> [SyncPresence] {
        let others = Array(states.values)
        states[ObjectIdentifier(session)] = SyncPresence(clientId: clientID, name: name, color: PresencePalette.color(for: clientID),
                                                        selection: [], pointer: nil, left: nil)
        publishOccupants()
        return others
    }

    /// Tells the other sessions of this session's person as they are now.
    func announce(_ session: SyncSession) {
        guard let state = states[ObjectIdentifier(session)] else { return }
        broadcast(.presence([state]), session)
    }

    /// Forgets a session's person without telling anyone (a new session of the same client takes its place).
    func forget(_ session: SyncSession) {
        let key = ObjectIdentifier(session)
        lastRelayUptime[key] = nil
        relayDue.remove(key)
        if states.removeValue(forKey: key) != nil { publishOccupants() }
    }

    /// Forgets a session's person and tells everyone left that they left.
    func leave(_ session: SyncSession) {
        let key = ObjectIdentifier(session)
        lastRelayUptime[key] = nil
        relayDue.remove(key)
        if var state = states.removeValue(forKey: key) {
            publishOccupants()
            state.left = true
            broadcast(.presence([state]), nil)
        }
    }

    /// Every presence message carries the sender's full state: the pointer and viewport it lacks are gone. The
    /// others hear at most one update per `relayInterval` from a person: one arriving sooner is kept and relayed
    /// (the latest state) when the interval has passed, never dropped, so where someone stopped always arrives.
    /// `received`: the uptime (nanoseconds) when the message arrived.
    func update(from session: SyncSession, selection: [String]?, pointer: SyncPointer?, viewport: SyncViewport?, received now: UInt64) {
        let key = ObjectIdentifier(session)
        guard var state = states[key] else { return }
        if let selection { state.selection = Array(selection.prefix(1000)) }
        state.pointer = pointer
        state.viewport = viewport
        states[key] = state
        if let last = lastRelayUptime[key], now &- last < Self.relayInterval {
            guard !relayDue.contains(key) else { return }
            relayDue.insert(key)
            let wait = Self.relayInterval - (now &- last)
            queue.asyncAfter(deadline: .now() + .nanoseconds(Int(wait))) { [weak self, weak session] in
                guard let self, let session else { return }
                self.relayDue.remove(key)
                guard let latest = self.states[key] else { return }
                self.lastRelayUptime[key] = DispatchTime.now().uptimeNanoseconds
                self.broadcast(.presence([latest]), session)
            }
            return
        }
        lastRelayUptime[key] = now
        broadcast(.presence([state]), session)
    }

    private func publishOccupants() {
        let list = states.values.sorted { ($0.name ?? "", $0.clientId) < ($1.name ?? "", $1.clientId) }
        occupantsLock.withLock { occupantsCopy = list }
    }
}
