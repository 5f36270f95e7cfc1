/**
 * The client's durable state, kept in memory (node tests; a page without IndexedDB).
 *
 * Every storage implements the same asynchronous interface, used by `SyncClient`:
 *
 *   open(documentId, { preferredClientId }) -> { clientId, nextBatchNumber, batches }
 *       Claims a client record for this document: the preferred one if it is free, else any
 *       record nobody holds (a crashed or closed tab's, so its queued edits are resent), else
 *       a new one. `batches` are the unacknowledged ClientBatches, oldest first.
 *   putBatch(documentId, clientId, batch, sequence)   queue one batch (sequence orders them)
 *   deleteBatch(documentId, clientId, batchId)        the server answered it
 *   setNextBatchNumber(documentId, clientId, n)       batch ids are never reused
 *   release(documentId, clientId)                     the client closed; others may claim it
 *
 * Sharing one MemoryStorage between two SyncClients simulates a page reload.
 */
export class MemoryStorage {
  constructor() {
    /** documentId -> clientId -> { nextBatchNumber, batches: Map<batchId, {sequence, batch}> } */
    this.documents = new Map();
    /** "documentId/clientId" of records claimed by a live client. */
    this.held = new Set();
  }

  async open(documentId, { preferredClientId } = {}) {
    const records = this.documents.get(documentId) ?? new Map();
    this.documents.set(documentId, records);
    const free = (clientId) => records.has(clientId) && !this.held.has(`${documentId}/${clientId}`);
    let clientId = preferredClientId && free(preferredClientId) ? preferredClientId : null;
    clientId ??= [...records.keys()].find(free) ?? null;
    if (clientId === null) {
      clientId = newClientId();
      records.set(clientId, { nextBatchNumber: 1, batches: new Map() });
    }
    this.held.add(`${documentId}/${clientId}`);
    const record = records.get(clientId);
    const batches = [...record.batches.values()].sort((a, b) => a.sequence - b.sequence).map((entry) => structuredClone(entry.batch));
    return { clientId, nextBatchNumber: record.nextBatchNumber, batches };
  }

  async putBatch(documentId, clientId, batch, sequence) {
    const record = this.record(documentId, clientId);
    record.batches.set(batch.batchId, { sequence, batch: structuredClone(batch) });
    record.nextBatchNumber = Math.max(record.nextBatchNumber, sequence + 1);
  }

  async deleteBatch(documentId, clientId, batchId) {
    this.record(documentId, clientId).batches.delete(batchId);
  }

  async setNextBatchNumber(documentId, clientId, nextBatchNumber) {
    const record = this.record(documentId, clientId);
    record.nextBatchNumber = Math.max(record.nextBatchNumber, nextBatchNumber);
  }

  async release(documentId, clientId) {
    this.held.delete(`${documentId}/${clientId}`);
  }

  record(documentId, clientId) {
    const record = this.documents.get(documentId)?.get(clientId);
    if (!record) throw new Error(`no stored client ${clientId} for document ${documentId}`);
    return record;
  }
}

/** A random client id: "c" + 16 hex digits (the server accepts 1–128 bytes). */
export function newClientId() {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return "c" + Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
