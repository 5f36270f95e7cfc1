/**
 * The client's queue, rebase, ack/reject, reconnect, persistence, undo and presence logic
 * against the real server over real WebSockets, with a test double document that only sets
 * existing attributes (Tests/js/support/attribute-document.mjs), so these run independently
 * of the engine. sync-client.test.mjs repeats the important paths with the real engine.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { MemoryStorage } from "../../../Public/js/sync/storage-memory.js";
import { AttributeDocument } from "../support/attribute-document.mjs";
import { eventsOf, startClient, waitConverged, waitUntil } from "../support/clients.mjs";
import { SAMPLE_STORYBOARD } from "../support/sample-storyboard.mjs";
import { TestServer } from "../support/server.mjs";

const parseDocument = (xml) => AttributeDocument.parse(xml);
const set = (id, name, value, expect) => ({ op: "setAttribute", target: { id }, name, value, ...(expect !== undefined ? { expect } : {}) });

let server;
before(async () => {
  server = await TestServer.start();
});
after(async () => {
  await server?.dispose();
});

async function open(documentId, options = {}) {
  return startClient(server, documentId, { parseDocument, ...options });
}

test("two clients converge after concurrent edits; documents equal the server's content", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await open(id, { name: "Ana" }), await open(id, { name: "Ben" })];
  try {
    assert.equal(a.document.serialize(), SAMPLE_STORYBOARD);
    for (let i = 0; i < 20; i += 1) {
      a.submit([set("lb1-aa-bbb", "text", `A${i}`)]);
      b.submit([set("lb1-aa-bbb", "text", `B${i}`), set("bt1-aa-bbb", "contentMode", `mode${i}`)]);
      a.submit([set("vw1-aa-bbb", "contentMode", `a${i}`)]);
    }
    await waitConverged([a, b]);
    const content = await server.content(id);
    assert.equal(a.document.serialize(), content);
    assert.equal(b.document.serialize(), content);
    assert.equal(a.serverVersion, 60);
    assert.equal((await server.metadata(id)).version, 60);
    assert.deepEqual(eventsOf(a, "reject"), []);
  } finally {
    await a.close();
    await b.close();
  }
});

test("edits made offline are queued, then delivered once after the connection comes back", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await open(id), await open(id)];
  try {
    await server.stop();
    await waitUntil(() => a.status === "offline", "a offline");
    a.submit([set("lb1-aa-bbb", "text", "offline1")]);
    a.submit([set("bx1-aa-bbb", "contentMode", "offline2")]);
    assert.equal(a.pendingCount, 2);
    assert.equal(a.document.getAttribute("lb1-aa-bbb", "text"), "offline1", "applied optimistically");
    await server.restart();
    await waitConverged([a, b]);
    const content = await server.content(id);
    assert.equal(b.document.serialize(), content);
    assert.equal(a.document.serialize(), content);
    assert.equal((await server.metadata(id)).version, 2);
  } finally {
    await a.close();
    await b.close();
  }
});

test("a batch whose ack was lost is resent with the same id and applied once", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const a = await open(id);
  try {
    // The server applies the batch; the socket is cut before the client reads the ack.
    const realSend = a.socket.send.bind(a.socket);
    a.socket.send = (text) => {
      realSend(text);
      if (JSON.parse(text).type === "ops") a.dropConnection();
    };
    const batchId = a.submit([set("lb1-aa-bbb", "text", "once")]);
    await waitUntil(async () => (await server.metadata(id)).version === 1, "server applied it");
    await waitConverged([a]);
    assert.equal((await server.metadata(id)).version, 1, "not applied twice");
    assert.equal(a.serverVersion, 1);
    assert.ok(eventsOf(a, "ack").some((ack) => ack.batchId === batchId));
    assert.equal(a.document.serialize(), await server.content(id));
  } finally {
    await a.close();
  }
});

test("a repeated batch id sent by hand is acknowledged without being applied again", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const a = await open(id);
  try {
    const batchId = a.submit([set("lb1-aa-bbb", "text", "x1")]);
    await waitConverged([a]);
    const answers = [];
    a.socket.addEventListener("message", (event) => answers.push(JSON.parse(event.data)));
    a.socket.send(JSON.stringify({ type: "ops", batch: { batchId, clientId: a.clientId, baseVersion: 0, ops: [set("lb1-aa-bbb", "text", "x1")] } }));
    await waitUntil(() => answers.some((m) => m.type === "ack"), "ack of the resend");
    assert.deepEqual(answers.find((m) => m.type === "ack"), { type: "ack", batchId, version: 1 });
    assert.equal((await server.metadata(id)).version, 1);
    assert.equal(a.serverVersion, 1);
  } finally {
    await a.close();
  }
});

test("a batch the server refuses is rolled back and reported", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const a = await open(id);
  try {
    // The test document lets a change an id; the server refuses it (ids are immutable).
    const batchId = a.submit([set("lb1-aa-bbb", "id", "zz1-aa-bbb")]);
    assert.equal(a.document.getAttribute("zz1-aa-bbb", "id"), "zz1-aa-bbb", "shown at once");
    await waitUntil(() => eventsOf(a, "reject").length === 1, "reject");
    const [reject] = eventsOf(a, "reject");
    assert.equal(reject.batchId, batchId);
    assert.match(reject.reason, /id/);
    assert.equal(a.pendingCount, 0);
    assert.equal(a.document.serialize(), SAMPLE_STORYBOARD, "rolled back");
    assert.ok(eventsOf(a, "change").some((change) => change.source === "rollback" && change.batchId === batchId));
    assert.equal(a.canUndo, false, "a refused batch leaves nothing to undo");
  } finally {
    await a.close();
  }
});

test("a sent batch that conflicts with an earlier one is refused by the server; the client follows", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await open(id), await open(id)];
  try {
    // Hold a's outgoing batch until b's conflicting edit is committed and seen by a.
    const realSend = a.socket.send.bind(a.socket);
    const held = [];
    a.socket.send = (text) => held.push(text);
    const batchId = a.submit([set("lb1-aa-bbb", "textAlignment", "left", "natural")]);
    b.submit([set("lb1-aa-bbb", "textAlignment", "center", "natural")]);
    await waitUntil(() => a.serverVersion === 1, "a sees b's edit");
    assert.equal(a.document.getAttribute("lb1-aa-bbb", "textAlignment"), "center", "a's stale batch is no longer shown");
    assert.equal(a.pendingCount, 1, "but it waits for the server's verdict");
    held.forEach(realSend);
    await waitUntil(() => eventsOf(a, "reject").length === 1, "reject");
    assert.equal(eventsOf(a, "reject")[0].batchId, batchId);
    await waitConverged([a, b]);
    assert.equal(a.document.serialize(), await server.content(id));
  } finally {
    await a.close();
    await b.close();
  }
});

test("an offline batch that no longer applies after catching up is dropped and reported", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await open(id), await open(id)];
  try {
    const url = a.url;
    a.url = "ws://127.0.0.1:1/unreachable";
    a.dropConnection();
    await waitUntil(() => a.status !== "online", "a offline");
    b.submit([set("lb1-aa-bbb", "textAlignment", "center", "natural")]);
    await waitConverged([b]);
    const stale = a.submit([set("lb1-aa-bbb", "textAlignment", "left", "natural")]);
    const fine = a.submit([set("bt1-aa-bbb", "contentMode", "redraw")]);
    a.url = url;
    await waitConverged([a, b]);
    assert.deepEqual(eventsOf(a, "reject").map((r) => r.batchId), [stale]);
    assert.ok(eventsOf(a, "ack").some((ack) => ack.batchId === fine));
    assert.equal(b.document.getAttribute("bt1-aa-bbb", "contentMode"), "redraw");
    assert.equal(a.document.serialize(), await server.content(id));
  } finally {
    await a.close();
    await b.close();
  }
});

test("a reload with pending edits loses nothing (same storage, same client id, resent once)", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const storage = new MemoryStorage();
  const first = await open(id, { storage });
  const clientId = first.clientId;
  first.url = "ws://127.0.0.1:1/unreachable";
  first.dropConnection();
  await waitUntil(() => first.status !== "online", "offline");
  first.submit([set("lb1-aa-bbb", "text", "kept1")]);
  first.submit([set("bt1-aa-bbb", "contentMode", "kept2")]);
  await first.close();

  const second = await open(id, { storage });
  try {
    assert.equal(second.clientId, clientId);
    await waitConverged([second]);
    const content = await server.content(id);
    assert.match(content, /text="kept1"/);
    assert.match(content, /contentMode="kept2"/);
    assert.equal(second.document.serialize(), content);
    assert.equal((await server.metadata(id)).version, 2);
  } finally {
    await second.close();
  }
});

test("a reload after the server applied a batch whose ack never arrived does not apply it twice", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const storage = new MemoryStorage();
  const first = await open(id, { storage });
  first.socket.onmessage = () => {}; // the tab stops hearing the server (then "crashes")
  const batchId = first.submit([set("lb1-aa-bbb", "text", "applied-before-crash")]);
  await waitUntil(async () => (await server.metadata(id)).version === 1, "server applied it");
  assert.equal(first.pendingCount, 1, "the ack never arrived");
  await first.close();

  const second = await open(id, { storage });
  try {
    assert.equal(second.clientId, first.clientId);
    await waitConverged([second]);
    assert.ok(eventsOf(second, "ack").some((ack) => ack.batchId === batchId), "the resend is acknowledged");
    assert.equal((await server.metadata(id)).version, 1);
    assert.equal(second.document.serialize(), await server.content(id));
    assert.deepEqual(eventsOf(second, "reject"), []);
  } finally {
    await second.close();
  }
});

test("undo reverts my batch and leaves the other's later edit alone; redo puts mine back", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await open(id), await open(id)];
  try {
    a.submit([set("lb1-aa-bbb", "text", "mine"), set("bt1-aa-bbb", "contentMode", "mineToo")]);
    await waitConverged([a, b]);
    b.submit([set("lb1-aa-bbb", "text", "theirs")]);
    await waitConverged([a, b]);
    assert.equal(a.canUndo, true);
    assert.equal(a.undo(), true);
    await waitConverged([a, b]);
    assert.equal(a.document.getAttribute("lb1-aa-bbb", "text"), "theirs", "their later value stays");
    assert.equal(a.document.getAttribute("bt1-aa-bbb", "contentMode"), "scaleToFill", "my other change is undone");
    assert.equal(a.canRedo, true);
    assert.equal(a.redo(), true);
    await waitConverged([a, b]);
    assert.equal(b.document.getAttribute("bt1-aa-bbb", "contentMode"), "mineToo");
    assert.equal(b.document.getAttribute("lb1-aa-bbb", "text"), "theirs");
    assert.equal(a.document.serialize(), await server.content(id));
  } finally {
    await a.close();
    await b.close();
  }
});

test("undo is refused cleanly when someone changed everything my batch touched", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await open(id), await open(id)];
  try {
    a.submit([set("lb1-aa-bbb", "text", "mine")]);
    await waitConverged([a, b]);
    b.submit([set("lb1-aa-bbb", "text", "theirs")]);
    await waitConverged([a, b]);
    const version = a.serverVersion;
    assert.equal(a.canUndo, false, "Undo is not offered: their batch left my entry nothing to change (#22)");
    assert.equal(a.undo(), false, "nothing to undo here");
    assert.equal(a.pendingCount, 0);
    assert.equal(a.serverVersion, version);
    assert.equal(a.document.getAttribute("lb1-aa-bbb", "text"), "theirs");
  } finally {
    await a.close();
    await b.close();
  }
});

test("someone else's batch pops only the entries it left with nothing to change; the one under still undoes", async () => {
  // #22: Undo stayed enabled after a version was restored (a server batch) but did nothing.
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await open(id), await open(id)];
  try {
    a.submit([set("lb1-aa-bbb", "textAlignment", "center")]);
    a.submit([set("bt1-aa-bbb", "contentMode", "mineToo")]);
    await waitConverged([a, b]);
    b.submit([set("bt1-aa-bbb", "contentMode", "theirs")]);
    await waitConverged([a, b]);
    assert.equal(a.canUndo, true, "the label edit under it can still be undone");
    assert.equal(a.undo(), true);
    await waitConverged([a, b]);
    assert.equal(a.document.getAttribute("lb1-aa-bbb", "textAlignment"), "natural", "the first undo reverts the label");
    assert.equal(b.document.getAttribute("lb1-aa-bbb", "textAlignment"), "natural");
    assert.equal(a.document.getAttribute("bt1-aa-bbb", "contentMode"), "theirs", "their value stays");
    assert.equal(a.canUndo, false);
    assert.equal(a.canRedo, true, "my undo can be redone (my own batches prune nothing)");
  } finally {
    await a.close();
    await b.close();
  }
});

test("presence reaches the other client at a bounded rate and is dropped on close", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const a = await open(id, { name: "Ana" });
  const b = await open(id, { name: "Ben" });
  try {
    await waitUntil(() => a.peers.has(b.clientId) && b.peers.has(a.clientId), "both see each other");
    assert.equal(b.peers.get(a.clientId).name, "Ana");
    assert.match(b.peers.get(a.clientId).color, /^#[0-9a-f]{6}$/);
    for (let x = 0; x <= 100; x += 1) a.setPresence({ selection: ["lb1-aa-bbb"], pointer: { x, y: 2 * x, scene: "sc1-aa-bbb" } });
    await waitUntil(() => b.peers.get(a.clientId)?.pointer?.x === 100, "the last pointer position arrives");
    assert.deepEqual(b.peers.get(a.clientId), { clientId: a.clientId, name: "Ana", color: b.peers.get(a.clientId).color, selection: ["lb1-aa-bbb"], pointer: { scene: "sc1-aa-bbb", x: 100, y: 200 } });
    const updates = eventsOf(b, "presence").flatMap((e) => e.changes).filter((c) => c.kind === "update" && c.peer.clientId === a.clientId);
    assert.ok(updates.length < 10, `${updates.length} updates for 101 calls in a burst`);
    await a.close();
    await waitUntil(() => !b.peers.has(a.clientId), "a left");
    assert.ok(eventsOf(b, "presence").flatMap((e) => e.changes).some((c) => c.kind === "leave" && c.peer.clientId === a.clientId));
  } finally {
    await a.close();
    await b.close();
  }
});

test("a peer whose heartbeat stops is dropped after the timeout and comes back when heard again", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const quiet = await open(id, { name: "Quiet", presenceHeartbeatMs: 600_000 });
  const watcher = await open(id, { name: "Watcher", peerTimeoutMs: 300 });
  try {
    await waitUntil(() => watcher.peers.has(quiet.clientId), "joined");
    await waitUntil(() => !watcher.peers.has(quiet.clientId), "timed out");
    const leave = eventsOf(watcher, "presence").flatMap((e) => e.changes).find((c) => c.kind === "leave");
    assert.equal(leave.reason, "timeout");
    quiet.setPresence({ selection: ["bx1-aa-bbb"] });
    await waitUntil(() => watcher.peers.get(quiet.clientId)?.selection?.[0] === "bx1-aa-bbb", "back");
    assert.ok(quiet.peers.has(watcher.clientId), "the watcher's own heartbeats keep it visible");
  } finally {
    await quiet.close();
    await watcher.close();
  }
});

test("status goes connecting → online → offline → online across a server restart", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const a = await open(id);
  try {
    await server.restart({ kill: true });
    await waitConverged([a]);
    const statuses = eventsOf(a, "status").map((s) => s.status);
    assert.deepEqual(statuses.slice(0, 2), ["connecting", "online"]);
    assert.ok(statuses.includes("offline"));
    assert.equal(statuses.at(-1), "online");
    await a.close();
    assert.equal(a.status, "closed");
  } finally {
    await a.close();
  }
});

test("a client of a document that does not exist fails to start", async () => {
  await assert.rejects(open("0000000000000000"), /no document/);
});

test("submit refuses what cannot be sent: before start, empty batches, more than 10,000 ops", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const { SyncClient } = await import("../../../Public/js/sync/sync-client.js");
  const idle = new SyncClient({ documentId: id, url: server.streamURL(id), storage: new MemoryStorage(), parseDocument });
  assert.throws(() => idle.submit([set("lb1-aa-bbb", "text", "x")]), /await start/);
  const a = await open(id);
  try {
    assert.throws(() => a.submit([]), TypeError);
    assert.throws(() => a.submit(Array.from({ length: 10_001 }, () => set("lb1-aa-bbb", "text", "x"))), RangeError);
    assert.throws(() => a.submit([set("nope-aa-bbb", "text", "x")]), (error) => error.name === "OpRefused");
    assert.equal(a.pendingCount, 0, "nothing queued");
  } finally {
    await a.close();
  }
});

test("a client closed while starting rejects start() and leaves no connection behind", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const { SyncClient } = await import("../../../Public/js/sync/sync-client.js");
  const storage = new MemoryStorage();
  const client = new SyncClient({ documentId: id, url: server.streamURL(id), storage, parseDocument });
  const started = client.start();
  await client.close();
  await assert.rejects(started, /closed before the document was ready/);
  assert.equal(client.socket, null);
  assert.equal(client.status, "closed");
  assert.equal(storage.held.size, 0, "its stored record is free for the next client");
});
