/**
 * My batches the server has not answered yet, oldest first, mirrored in durable storage so a
 * reload resends them (with the same ids: the server acknowledges a repeated id without
 * applying it twice).
 *
 * An entry: { batch, sequence, inverse, applied, sent }
 *   batch     the ClientBatch as sent ({batchId, clientId, baseVersion, ops})
 *   inverse   ops that take it off the displayed document; null while it is not shown
 *             (it no longer applies on top of the server's state)
 *   applied   the ops as applied locally (cascade included), to recognise an ack that
 *             changes nothing
 *   sent      whether the server may have it (sent on some connection, or restored from
 *             storage after a reload): only the server's answer can then remove it
 *
 * Storage writes run one after another in the background; `whenPersisted()` waits for them.
 */
export class PendingQueue {
  constructor({ storage, documentId, clientId, onError = () => {} }) {
    this.storage = storage;
    this.documentId = documentId;
    this.clientId = clientId;
    this.onError = onError;
    this.entries = [];
    this.persistence = Promise.resolve();
  }

  get length() {
    return this.entries.length;
  }

  get first() {
    return this.entries[0] ?? null;
  }

  /** Entries restored from storage: not shown yet, and possibly already received by the server. */
  restore(batches, firstSequence = 1) {
    this.entries = batches.map((batch, index) => ({ batch, sequence: firstSequence + index, inverse: null, applied: null, sent: true }));
  }

  add(entry) {
    this.entries.push(entry);
    this.persist(() => this.storage.putBatch(this.documentId, this.clientId, entry.batch, entry.sequence));
  }

  find(batchId) {
    return this.entries.find((entry) => entry.batch.batchId === batchId) ?? null;
  }

  /** Removes a batch (answered by the server, or dropped); returns it or null. */
  remove(batchId) {
    const index = this.entries.findIndex((entry) => entry.batch.batchId === batchId);
    if (index < 0) return null;
    const [entry] = this.entries.splice(index, 1);
    this.persist(() => this.storage.deleteBatch(this.documentId, this.clientId, batchId));
    return entry;
  }

  /** Resolves once every storage write queued so far has finished. */
  whenPersisted() {
    return this.persistence;
  }

  persist(write) {
    this.persistence = this.persistence.then(write).catch((error) => this.onError(error));
  }
}
