import assert from "node:assert/strict";
import { test } from "node:test";
import { PendingQueue } from "../../../Public/js/sync/pending-queue.js";
import { MemoryStorage, newClientId } from "../../../Public/js/sync/storage-memory.js";

const batch = (clientId, n) => ({ batchId: `${clientId}-${n}`, clientId, baseVersion: 0, ops: [{ op: "removeAttribute", target: { root: true }, name: `a${n}` }] });

test("client ids are random, short and distinct", () => {
  const ids = new Set(Array.from({ length: 100 }, newClientId));
  assert.equal(ids.size, 100);
  for (const id of ids) assert.match(id, /^c[0-9a-f]{16}$/);
});

test("a queue survives a reload: same client id, same batches in order, batch numbers not reused", async () => {
  const storage = new MemoryStorage();
  const first = await storage.open("doc");
  assert.deepEqual(first.batches, []);
  const queue = new PendingQueue({ storage, documentId: "doc", clientId: first.clientId });
  for (const n of [1, 2, 3]) queue.add({ batch: batch(first.clientId, n), sequence: n, inverse: [], applied: [], sent: true });
  queue.remove(`${first.clientId}-2`);
  await queue.whenPersisted();
  await storage.release("doc", first.clientId);

  const reloaded = await storage.open("doc", { preferredClientId: first.clientId });
  assert.equal(reloaded.clientId, first.clientId);
  assert.deepEqual(reloaded.batches.map((b) => b.batchId), [`${first.clientId}-1`, `${first.clientId}-3`]);
  assert.equal(reloaded.nextBatchNumber, 4);
});

test("a record held by a live client is not claimed twice; a released one is adopted", async () => {
  const storage = new MemoryStorage();
  const a = await storage.open("doc");
  const b = await storage.open("doc", { preferredClientId: a.clientId });
  assert.notEqual(a.clientId, b.clientId, "a second tab gets its own id");
  await storage.putBatch("doc", a.clientId, batch(a.clientId, 1), 1);
  await storage.release("doc", a.clientId);
  const c = await storage.open("doc");
  assert.equal(c.clientId, a.clientId, "a closed tab's queue is adopted");
  assert.equal(c.batches.length, 1);
  const other = await storage.open("other-doc");
  assert.notEqual(other.clientId, a.clientId, "records are per document");
});

test("the queue finds, removes and reports storage failures", async () => {
  const errors = [];
  const failing = { putBatch: async () => { throw new Error("disk full"); }, deleteBatch: async () => {} };
  const queue = new PendingQueue({ storage: failing, documentId: "d", clientId: "c", onError: (e) => errors.push(e.message) });
  queue.add({ batch: batch("c", 1), sequence: 1, inverse: null, applied: null, sent: false });
  queue.add({ batch: batch("c", 2), sequence: 2, inverse: null, applied: null, sent: false });
  await queue.whenPersisted();
  assert.deepEqual(errors, ["disk full", "disk full"]);
  assert.equal(queue.find("c-2").sequence, 2);
  assert.equal(queue.remove("c-1").sequence, 1);
  assert.equal(queue.remove("c-1"), null);
  assert.equal(queue.first.batch.batchId, "c-2");
  assert.equal(queue.length, 1);
});
