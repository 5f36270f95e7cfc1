/**
 * The client's copy of the document: the server's state plus my unanswered batches applied
 * on top ("rebase by replay"), the JavaScript twin of Sources/IBSync/ClientReplica.swift.
 *
 * When a server batch arrives, my shown pending batches are undone (newest first, through
 * their inverses), the server batch is replayed, and the pending batches are applied again on
 * top. A batch that no longer applies is taken off the display: if the server may already
 * have it, it stays queued until the server's answer (ack or reject) decides; if it was never
 * sent, it is dropped and reported (the server would refuse it the same way).
 */
/** The local document can no longer follow the server (a gap, or an op that cannot be undone). */
export class ReplicaDriftError extends Error {
  constructor(message) {
    super(message);
    this.name = "ReplicaDriftError";
  }
}

/** Structural equality of JSON values (key order ignored). */
export function sameJSON(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((value, index) => sameJSON(value, b[index]));
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  if (keys.length !== Object.keys(b).filter((key) => b[key] !== undefined).length) return false;
  return keys.every((key) => sameJSON(a[key], b[key]));
}

export class ClientReplica {
  /**
   * @param {import("./pending-queue.js").PendingQueue} queue
   * @param {(xml: string) => object} parseDocument makes a SyncDocument from the server's bytes
   */
  constructor(queue, parseDocument) {
    this.queue = queue;
    this.parseDocument = parseDocument;
    /** @type {import("./engine/sync-document.js").SyncDocument|null} confirmed state + shown pending batches */
    this.document = null;
    this.serverVersion = 0;
  }

  /**
   * Replaces the document with the server's bytes at `version` and re-applies every pending
   * batch on top. Returns the dropped (never sent, no longer applying) entries with reasons.
   */
  loadSnapshot(text, version) {
    this.document = this.parseDocument(text);
    this.serverVersion = version;
    for (const entry of this.queue.entries) {
      entry.inverse = null;
      entry.applied = null;
    }
    return this.reapply();
  }

  /** Applies my ops now (throws OpRefused, nothing changes) and queues them as a batch. */
  edit(ops, batch, sequence) {
    const result = this.document.applyBatch(ops);
    const entry = { batch, sequence, inverse: result.inverse, applied: result.ops, sent: false };
    this.queue.add(entry);
    return { entry, applied: result.ops };
  }

  /**
   * A batch the server applied (someone else's, or mine in an ack). Returns
   * { ignored, own, dropped }: `own` is my entry it answered, `dropped` as for loadSnapshot.
   */
  receive(applied) {
    if (applied.version <= this.serverVersion) return { ignored: true, own: null, dropped: [] };
    if (applied.version !== this.serverVersion + 1) {
      throw new ReplicaDriftError(`missing server versions ${this.serverVersion + 1}..${applied.version - 1}`);
    }
    const first = this.queue.first;
    const mine = applied.clientId === this.queue.clientId ? this.queue.find(applied.batchId) : null;
    // Fast path: the ack of my oldest batch, applied by the server exactly as I applied it on
    // the same state: the display is already right.
    if (mine && mine === first && first.inverse && sameJSON(first.applied, applied.ops)) {
      this.queue.remove(applied.batchId);
      this.serverVersion = applied.version;
      return { ignored: false, own: mine, dropped: [], unchanged: true };
    }
    this.rewind();
    try {
      this.document.replay(applied.ops);
    } catch (error) {
      throw new ReplicaDriftError(`server batch ${applied.clientId}/${applied.batchId} (version ${applied.version}) does not apply here: ${error.message}`);
    }
    this.serverVersion = applied.version;
    if (mine) this.queue.remove(applied.batchId);
    return { ignored: false, own: mine, dropped: this.reapply(), unchanged: false };
  }

  /**
   * The server answered one of my batches without applying it again (a resend of a batch it
   * already applied: its effects are in the state I have) or refused it: it leaves the queue
   * and the display. Returns { entry, dropped } (entry null when it was not pending).
   */
  settle(batchId) {
    const entry = this.queue.find(batchId);
    if (!entry) return { entry: null, dropped: [] };
    this.rewind();
    this.queue.remove(batchId);
    return { entry, dropped: this.reapply() };
  }

  /** Takes every shown pending batch off the display, newest first. */
  rewind() {
    const entries = this.queue.entries;
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const entry = entries[index];
      if (!entry.inverse) continue;
      try {
        this.document.replay(entry.inverse);
      } catch (error) {
        throw new ReplicaDriftError(`could not take back my batch ${entry.batch.batchId}: ${error.message}`);
      }
      entry.inverse = null;
      entry.applied = null;
    }
  }

  /** Applies every pending batch again on top of the confirmed state; see the class comment. */
  reapply() {
    const dropped = [];
    for (const entry of [...this.queue.entries]) {
      try {
        const result = this.document.applyBatch(entry.batch.ops);
        entry.inverse = result.inverse;
        entry.applied = result.ops;
      } catch (error) {
        entry.inverse = null;
        entry.applied = null;
        if (!entry.sent) {
          this.queue.remove(entry.batch.batchId);
          dropped.push({ entry, reason: `no longer applies: ${error.message}` });
        }
      }
    }
    return dropped;
  }

  /** True when the displayed document is the confirmed one (nothing of mine is shown on top). */
  get showsOnlyConfirmed() {
    return this.queue.entries.every((entry) => !entry.inverse);
  }
}
