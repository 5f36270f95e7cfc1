/**
 * SyncClient with the real engine against the real server over real WebSockets: every op
 * kind, convergence of seeded random editors with reconnects, offline + restart, resends,
 * undo of a delete with its cascade, rejects.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { eventsOf, startClient, waitConverged, waitUntil } from "../support/clients.mjs";
import { RandomEditor } from "../support/random-editor.mjs";
import { SAMPLE_STORYBOARD } from "../support/sample-storyboard.mjs";
import { TestServer } from "../support/server.mjs";

let server;
before(async () => {
  server = await TestServer.start();
});
after(async () => {
  await server?.dispose();
});

async function expectSameAsServer(documentId, clients) {
  const content = await server.content(documentId);
  for (const client of clients) assert.equal(client.document.serialize(), content, `client ${client.clientId} differs from the server`);
  return content;
}

test("every op kind from two clients converges to the server's bytes", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await startClient(server, id), await startClient(server, id)];
  try {
    assert.equal(a.document.serialize(), SAMPLE_STORYBOARD, "the snapshot round-trips");
    a.submit([{ op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "text", value: "Bye & <ciao>" }]);
    b.submit([{ op: "insertSubtree", parent: { in: { id: "vw2-aa-bbb" }, name: "subviews" }, xml: '<view contentMode="scaleToFill" id="nw1-aa-bbb"/>' }]);
    a.submit([{ op: "setText", target: { in: { id: "tx1-aa-bbb" }, name: "string", key: "text" }, text: "Hi" }]);
    b.submit([{ op: "move", target: { id: "bt1-aa-bbb" }, newParent: { in: { id: "bx1-aa-bbb" }, name: "subviews" }, position: { atEnd: true } }]);
    a.submit([{ op: "removeSubtree", target: { id: "lb1-aa-bbb" } }]);
    b.submit([{ op: "removeAttribute", target: { id: "vw1-aa-bbb" }, name: "contentMode" }]);
    await waitConverged([a, b]);
    const content = await expectSameAsServer(id, [a, b]);
    assert.ok(!content.includes("lb1-aa-bbb"), "the label and everything pointing at it (outlet, constraints) are gone");
    assert.ok(content.includes('id="nw1-aa-bbb"'));
    assert.deepEqual(eventsOf(a, "reject").concat(eventsOf(b, "reject")), []);
  } finally {
    await a.close();
    await b.close();
  }
});

test("seeded random editors with reconnects converge (3 clients × 150 batches)", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const clients = [];
  for (let index = 0; index < 3; index += 1) clients.push(await startClient(server, id, { name: `R${index}` }));
  // Clients 0 and 2 use the same id prefix, so they sometimes insert the same ids (refused).
  const editors = clients.map((_, index) => new RandomEditor(1000 + index, `r${index % 2}`));
  const chooser = new RandomEditor(7, "x");
  try {
    for (let step = 0; step < 450; step += 1) {
      const index = Math.floor(chooser.random() * clients.length);
      const client = clients[index];
      if (chooser.random() < 0.02) client.dropConnection();
      const ops = editors[index].nextOps(client.document);
      if (!ops) continue;
      try {
        client.submit(ops);
      } catch (error) {
        if (error.name !== "OpRefused") throw error;
      }
      if (step % 25 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await waitConverged(clients, 30_000);
    await expectSameAsServer(id, clients);
    const acked = clients.reduce((sum, client) => sum + new Set(eventsOf(client, "ack").map((ack) => ack.batchId)).size, 0);
    assert.equal((await server.metadata(id)).version, clients[0].serverVersion);
    assert.equal(acked, clients[0].serverVersion, "every applied batch was acknowledged to its author once");
    assert.ok(acked > 100, `only ${acked} batches applied`);
    const rejects = clients.reduce((sum, client) => sum + eventsOf(client, "reject").length, 0);
    assert.ok(rejects > 0, "conflicting edits were refused along the way");
    const drifts = clients.flatMap((client) => eventsOf(client, "error")).filter((e) => e.error.name === "ReplicaDriftError");
    assert.deepEqual(drifts.map((e) => e.error.message), [], "no client drifted from the server (checksums verified)");
    const snapshots = clients.flatMap((client) => eventsOf(client, "change")).filter((c) => c.source === "snapshot");
    assert.equal(snapshots.length, clients.length, "reconnects catch up with deltas, not snapshots");
  } finally {
    for (const client of clients) await client.close();
  }
});

test("offline edits are delivered after a server restart; the other client gets them", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await startClient(server, id), await startClient(server, id)];
  try {
    await server.stop({ kill: true });
    await waitUntil(() => a.status === "offline" && b.status === "offline", "offline");
    a.submit([{ op: "insertSubtree", parent: { in: { id: "vw2-aa-bbb" }, name: "subviews" }, xml: '<label text="offline" id="of1-aa-bbb"/>' }]);
    a.submit([{ op: "setAttribute", target: { id: "of1-aa-bbb" }, name: "text", value: "offline 2" }]);
    b.submit([{ op: "setAttribute", target: { id: "bx1-aa-bbb" }, name: "userLabel", value: "Box" }]);
    await server.restart();
    await waitConverged([a, b]);
    const content = await expectSameAsServer(id, [a, b]);
    assert.match(content, /text="offline 2"/);
    assert.equal((await server.metadata(id)).version, 3);
  } finally {
    await a.close();
    await b.close();
  }
});

test("undo of my delete brings back the subtree and its cascade and keeps the other's later edit", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await startClient(server, id), await startClient(server, id)];
  try {
    a.submit([{ op: "removeSubtree", target: { id: "lb1-aa-bbb" } }]);
    await waitConverged([a, b]);
    b.submit([{ op: "setAttribute", target: { id: "bx1-aa-bbb" }, name: "userLabel", value: "Theirs" }]);
    await waitConverged([a, b]);
    assert.equal(a.undo(), true);
    await waitConverged([a, b]);
    const content = await expectSameAsServer(id, [a, b]);
    for (const restored of ['id="lb1-aa-bbb"', 'id="ou1-aa-bbb"', 'id="cn1-aa-bbb"', 'id="cn2-aa-bbb"']) assert.ok(content.includes(restored), restored);
    assert.match(content, /userLabel="Theirs"/);
    assert.equal(content, SAMPLE_STORYBOARD.replace('<view contentMode="scaleToFill" id="bx1-aa-bbb">', '<view contentMode="scaleToFill" id="bx1-aa-bbb" userLabel="Theirs">'));
  } finally {
    await a.close();
    await b.close();
  }
});

test("undo is skipped when someone deleted my target; it never resurrects it", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await startClient(server, id), await startClient(server, id)];
  try {
    a.submit([{ op: "setAttribute", target: { id: "tx1-aa-bbb" }, name: "userLabel", value: "Mine" }]);
    await waitConverged([a, b]);
    b.submit([{ op: "removeSubtree", target: { id: "bx1-aa-bbb" } }]);
    await waitConverged([a, b]);
    assert.equal(a.undo(), false);
    assert.equal(a.pendingCount, 0);
    await expectSameAsServer(id, [a, b]);
    assert.equal(a.document.elementById("tx1-aa-bbb"), null);
  } finally {
    await a.close();
    await b.close();
  }
});

test("the same new id from two clients: the second insert is refused and rolled back", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await startClient(server, id), await startClient(server, id)];
  try {
    const insert = (text) => [{ op: "insertSubtree", parent: { in: { id: "vw2-aa-bbb" }, name: "subviews" }, xml: `<label text="${text}" id="dup-aa-bbb"/>` }];
    const batchIds = { A: a.submit(insert("A")), B: b.submit(insert("B")) };
    await waitConverged([a, b]);
    // Whichever reached the server first wins; the other is refused and rolled back.
    const rejects = [...eventsOf(a, "reject"), ...eventsOf(b, "reject")];
    assert.equal(rejects.length, 1, JSON.stringify(rejects));
    assert.match(rejects[0].reason, /dup-aa-bbb/);
    const loser = rejects[0].batchId === batchIds.A ? "A" : "B";
    const winner = loser === "A" ? "B" : "A";
    assert.equal(rejects[0].batchId, batchIds[loser]);
    const content = await expectSameAsServer(id, [a, b]);
    assert.match(content, new RegExp(`text="${winner}" id="dup-aa-bbb"`));
    assert.doesNotMatch(content, new RegExp(`text="${loser}"`));
  } finally {
    await a.close();
    await b.close();
  }
});

test("a client whose document drifted notices by the server's checksum and heals with a snapshot", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const [a, b] = [await startClient(server, id), await startClient(server, id)];
  try {
    // Corrupt a's copy behind the client's back (as a bug in one apply implementation would).
    a.document.applyOp({ op: "setAttribute", target: { id: "vw2-aa-bbb" }, name: "userLabel", value: "only here" });
    b.submit([{ op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "text", value: "next" }]);
    await waitUntil(() => eventsOf(a, "change").filter((c) => c.source === "snapshot").length === 2, "a reloads a snapshot");
    await waitConverged([a, b]);
    const drift = eventsOf(a, "error").map((e) => e.error);
    assert.equal(drift.length, 1);
    assert.equal(drift[0].name, "ReplicaDriftError");
    assert.match(drift[0].message, /checksum/);
    const content = await expectSameAsServer(id, [a, b]);
    assert.ok(!content.includes("only here"));
  } finally {
    await a.close();
    await b.close();
  }
});
