/**
 * Who else is in the document, from the server's presence messages (docs/protocol.md §9):
 * a Map clientId -> { clientId, name, color, selection, pointer }, and for each message the
 * list of changes (join / update / leave) for the "presence" event.
 */
export class PeerRoster {
  constructor(ownClientId = null) {
    this.ownClientId = ownClientId;
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
      const kind = this.peers.has(state.clientId) ? "update" : "join";
      this.peers.set(state.clientId, peer);
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
        changes.push({ kind: "leave", peer });
      }
    }
    return changes.concat(this.apply(states));
  }

  /** The connection is gone: nobody can be seen any more (they come back with the next welcome). */
  clear(kind = "leave") {
    const changes = [...this.peers.values()].map((peer) => ({ kind, peer }));
    this.peers.clear();
    return changes;
  }
}
