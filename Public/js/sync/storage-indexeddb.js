/**
 * The client's durable state in IndexedDB (browser), so a reload or a crashed tab loses no
 * edit: the unacknowledged batches of each client and its next batch number.
 *
 * Interface: see storage-memory.js. A client record belongs to one tab at a time: the tab
 * holds a Web Lock named after it while it is open (the browser frees it when the tab closes
 * or crashes). A reload prefers the record this tab used before (its id is kept in
 * sessionStorage, which survives reloads and is per tab); a new tab adopts any record no live
 * tab holds, so edits queued by a crashed tab are still delivered.
 */
import { newClientId } from "./storage-memory.js";

const DATABASE = "storyweave-sync";
const CLIENTS = "clients";
const BATCHES = "batches";

function promisify(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function completion(transaction) {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
  });
}

/** Holds a Web Lock until the returned release function is called; null when taken. */
function tryHoldLock(name) {
  const locks = globalThis.navigator?.locks;
  if (!locks) return Promise.resolve(() => {});
  return new Promise((resolve, reject) => {
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (!lock) return resolve(null);
        return new Promise((release) => resolve(release));
      })
      .catch(reject);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class IndexedDBStorage {
  constructor({ indexedDB = globalThis.indexedDB, sessionStorage = globalThis.sessionStorage } = {}) {
    if (!indexedDB) throw new Error("IndexedDB is not available here; pass a MemoryStorage");
    this.indexedDB = indexedDB;
    this.sessionStorage = sessionStorage;
    this.database = null;
    /** "documentId/clientId" -> release function of the held lock */
    this.locks = new Map();
  }

  async db() {
    if (this.database) return this.database;
    const request = this.indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(CLIENTS, { keyPath: "key" }).createIndex("document", "documentId");
      db.createObjectStore(BATCHES, { keyPath: "key" }).createIndex("owner", ["documentId", "clientId"]);
    };
    this.database = await promisify(request);
    return this.database;
  }

  sessionKey(documentId) {
    return `storyweave.sync.client.${documentId}`;
  }

  async open(documentId, { preferredClientId } = {}) {
    const db = await this.db();
    preferredClientId ??= this.sessionStorage?.getItem(this.sessionKey(documentId)) ?? undefined;
    const records = await promisify(db.transaction(CLIENTS).objectStore(CLIENTS).index("document").getAll(documentId));
    const known = new Map(records.map((record) => [record.clientId, record]));
    const candidates = [];
    if (preferredClientId && known.has(preferredClientId)) candidates.push(preferredClientId);
    for (const clientId of known.keys()) if (clientId !== preferredClientId) candidates.push(clientId);

    let clientId = null;
    for (const [index, candidate] of candidates.entries()) {
      // The previous page of a reload may still be letting go of its lock for a moment.
      const attempts = index === 0 && candidate === preferredClientId ? 10 : 1;
      for (let attempt = 0; attempt < attempts && clientId === null; attempt += 1) {
        const release = await tryHoldLock(this.lockName(documentId, candidate));
        if (release) {
          this.locks.set(`${documentId}/${candidate}`, release);
          clientId = candidate;
        } else if (attempt + 1 < attempts) {
          await sleep(50);
        }
      }
      if (clientId !== null) break;
    }
    if (clientId === null) {
      clientId = newClientId();
      this.locks.set(`${documentId}/${clientId}`, (await tryHoldLock(this.lockName(documentId, clientId))) ?? (() => {}));
      const transaction = db.transaction(CLIENTS, "readwrite");
      transaction.objectStore(CLIENTS).put({ key: `${documentId}/${clientId}`, documentId, clientId, nextBatchNumber: 1 });
      await completion(transaction);
    }
    this.sessionStorage?.setItem(this.sessionKey(documentId), clientId);

    const stored = await promisify(db.transaction(BATCHES).objectStore(BATCHES).index("owner").getAll([documentId, clientId]));
    stored.sort((a, b) => a.sequence - b.sequence);
    const nextFromBatches = stored.reduce((next, row) => Math.max(next, row.sequence + 1), 1);
    return {
      clientId,
      nextBatchNumber: Math.max(known.get(clientId)?.nextBatchNumber ?? 1, nextFromBatches),
      batches: stored.map((row) => row.batch),
    };
  }

  lockName(documentId, clientId) {
    return `storyweave-sync:${documentId}:${clientId}`;
  }

  async putBatch(documentId, clientId, batch, sequence) {
    const db = await this.db();
    const transaction = db.transaction([BATCHES, CLIENTS], "readwrite");
    transaction.objectStore(BATCHES).put({ key: `${documentId}/${clientId}/${batch.batchId}`, documentId, clientId, sequence, batchId: batch.batchId, batch });
    transaction.objectStore(CLIENTS).put({ key: `${documentId}/${clientId}`, documentId, clientId, nextBatchNumber: sequence + 1 });
    await completion(transaction);
  }

  async deleteBatch(documentId, clientId, batchId) {
    const db = await this.db();
    const transaction = db.transaction(BATCHES, "readwrite");
    transaction.objectStore(BATCHES).delete(`${documentId}/${clientId}/${batchId}`);
    await completion(transaction);
  }

  async setNextBatchNumber(documentId, clientId, nextBatchNumber) {
    const db = await this.db();
    const transaction = db.transaction(CLIENTS, "readwrite");
    transaction.objectStore(CLIENTS).put({ key: `${documentId}/${clientId}`, documentId, clientId, nextBatchNumber });
    await completion(transaction);
  }

  async release(documentId, clientId) {
    const key = `${documentId}/${clientId}`;
    this.locks.get(key)?.();
    this.locks.delete(key);
  }
}
