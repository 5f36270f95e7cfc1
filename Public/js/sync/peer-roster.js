/**
 * Who else is in the document, from the server's presence messages (docs/protocol.md §9):
 * a Map clientId -> { clientId, name, color, selection, pointer, viewport? }, and for each message the
 * list of changes (join / update / leave) for the "presence" event.
 */
export class PeerRoster {
  constructor(ownClientId = null, now = () => Date.now()) {
    this.ownClientId = ownClientId;
    this.now = now;
    /** clientId -> when the last message about this peer arrived (ms) */
    this.lastSeen = new Map();
    /** @type {Map<string, {clientId: string, name: string|null, color: string, selection: string[], pointer: object|null}>} */
    this.peers = new Map();
  }

  /** States from a `presence` message; returns the changes. */
  apply(states) {
    const changes = [];
    for (const state of states) {
      if (state.clientId === this.ownClientId) continue;
      if (state.left) {
        const peer = this.peers.get(state.clientId);
        if (peer) {
          this.peers.delete(state.clientId);
          this.lastSeen.delete(state.clientId);
          changes.push({ kind: "leave", peer });
        }
        continue;
      }
      const peer = {
        clientId: state.clientId,
        name: state.name ?? null,
        color: state.color ?? "#888888",
        selection: Array.isArray(state.selection) ? state.selection : [],
        pointer: state.pointer ?? null,
      };
      // The canvas rectangle they see (world points), when their editor sends it (follow mode shows it).
      if (state.viewport) peer.viewport = { ...state.viewport };
      const kind = this.peers.has(state.clientId) ? "update" : "join";
      this.peers.set(state.clientId, peer);
      this.lastSeen.set(state.clientId, this.now());
      changes.push({ kind, peer });
    }
    return changes;
  }

  /** The full list from a `welcome`: people no longer listed have left. */
  reset(states) {
    const listed = new Set(states.map((state) => state.clientId));
    const changes = [];
    for (const [clientId, peer] of this.peers) {
      if (!listed.has(clientId)) {
        this.peers.delete(clientId);
        this.lastSeen.delete(clientId);
        changes.push({ kind: "leave", peer });
      }
    }
    return changes.concat(this.apply(states));
  }

  /** The connection is gone: nobody can be seen any more (they come back with the next welcome). */
  clear() {
    const changes = [...this.peers.values()].map((peer) => ({ kind: "leave", peer, reason: "disconnected" }));
    this.peers.clear();
    this.lastSeen.clear();
    return changes;
  }

  /**
   * Drops peers not heard from for `timeoutMs`. Every client re-sends its presence as a
   * heartbeat, so silence means its connection died without the server noticing yet.
   */
  expire(timeoutMs) {
    const changes = [];
    const now = this.now();
    for (const [clientId, seen] of this.lastSeen) {
      if (now - seen < timeoutMs) continue;
      changes.push({ kind: "leave", peer: this.peers.get(clientId), reason: "timeout" });
      this.peers.delete(clientId);
      this.lastSeen.delete(clientId);
    }
    return changes;
  }
}
