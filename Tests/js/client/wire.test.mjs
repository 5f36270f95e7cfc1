import assert from "node:assert/strict";
import { test } from "node:test";
import { decodeServerMessage, encode, helloMessage, opsMessage, presenceMessage, WireError } from "../../../Public/js/sync/wire.js";

test("client messages have the protocol's shape", () => {
  assert.deepEqual(helloMessage({ clientId: "c7", lastVersion: 40, name: "Ana" }), { type: "hello", clientId: "c7", lastVersion: 40, name: "Ana" });
  assert.deepEqual(helloMessage({ clientId: "c7" }), { type: "hello", clientId: "c7" }, "no lastVersion asks for a snapshot");
  const op = { op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "text", value: "Hi" };
  assert.equal(
    encode(opsMessage({ batchId: "c7-12", clientId: "c7", baseVersion: 42, ops: [op] })),
    '{"type":"ops","batch":{"batchId":"c7-12","clientId":"c7","baseVersion":42,"ops":[{"op":"setAttribute","target":{"id":"lb1-aa-bbb"},"name":"text","value":"Hi"}]}}',
  );
  assert.deepEqual(presenceMessage({ selection: ["a"], pointer: { scene: "sc1", x: 1, y: 2 } }), { type: "presence", selection: ["a"], pointer: { x: 1, y: 2, scene: "sc1" } });
  assert.deepEqual(presenceMessage({ selection: [], pointer: null }), { type: "presence", selection: [] });
  assert.deepEqual(presenceMessage({ selection: [], pointer: null, viewport: { x: "1", y: -2, width: 300, height: 200 } }),
    { type: "presence", selection: [], viewport: { x: 1, y: -2, width: 300, height: 200 } });
  // What the server would refuse is left out: a size of zero, a non-finite number, beyond ±10,000,000 points.
  for (const viewport of [{ x: 0, y: 0, width: 0, height: 10 }, { x: NaN, y: 0, width: 10, height: 10 }, { x: 2e7, y: 0, width: 10, height: 10 }]) {
    assert.deepEqual(presenceMessage({ selection: [], pointer: null, viewport }), { type: "presence", selection: [] });
  }
});

test("server messages from docs/protocol.md decode", () => {
  const batch = { version: 43, batchId: "c7-12", clientId: "c7", baseVersion: 42, ops: [], inverse: [] };
  assert.equal(decodeServerMessage(JSON.stringify({ type: "welcome", documentId: "d1", version: 42, snapshot: "<x/>" })).presence.length, 0);
  assert.equal(decodeServerMessage(JSON.stringify({ type: "welcome", documentId: "d1", version: 42, batches: [batch], presence: [{ clientId: "b9", color: "#0090ff", selection: [] }] })).batches.length, 1);
  assert.equal(decodeServerMessage(JSON.stringify({ type: "ack", batchId: "c7-12", version: 43, checksum: "8f3a09c2d41e7b55", batch })).batch.version, 43);
  assert.equal(decodeServerMessage('{"type":"ack","batchId":"c7-12","version":43}').batch, undefined);
  assert.deepEqual(decodeServerMessage(JSON.stringify({ type: "ops", checksum: "x", batch })).batches.map((b) => b.batchId), ["c7-12"]);
  const next = { ...batch, version: 44, batchId: "b9-4", clientId: "b9" };
  assert.deepEqual(decodeServerMessage(JSON.stringify({ type: "ops", checksum: "x", batches: [batch, next] })).batches.map((b) => b.version), [43, 44]);
  assert.equal(decodeServerMessage('{"type":"reject","batchId":"c7-12","opIndex":0,"reason":"gone"}').reason, "gone");
  assert.equal(decodeServerMessage('{"type":"presence","presence":[{"clientId":"c7","color":"#e5484d","selection":[],"left":true}]}').presence[0].left, true);
  assert.equal(decodeServerMessage('{"type":"error","code":"notFound","message":"there is no document d404."}').code, "notFound");
});

test("malformed server messages are refused with a WireError", () => {
  for (const text of [
    "not json",
    "[]",
    '{"type":"nope"}',
    '{"type":"welcome","version":1}',
    '{"type":"welcome","version":-1,"snapshot":""}',
    '{"type":"ops","batch":{"version":0,"batchId":"a","clientId":"b","ops":[]}}',
    '{"type":"ops","batch":{"version":1,"batchId":"a","clientId":"b","ops":[1]}}',
    '{"type":"ops","batches":[]}',
    '{"type":"ops","batches":[{"version":1,"batchId":"a","clientId":"b","ops":[]},{"version":0,"batchId":"a","clientId":"b","ops":[]}]}',
    '{"type":"ack","batchId":"a"}',
    '{"type":"reject"}',
    '{"type":"presence","presence":{}}',
  ]) {
    assert.throws(() => decodeServerMessage(text), WireError, text);
  }
});
