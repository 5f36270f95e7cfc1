/**
 * SyncClient's `initialContent` (the editor fetches the head over REST while the client starts): the hello
 * asks only for the batches after that version, messages wait until the bytes are parsed, and bytes that
 * fail or do not parse fall back to a snapshot. Real server, real WebSockets.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { eventsOf, startClient, waitConverged, waitUntil } from "../support/clients.mjs";
import { SAMPLE_STORYBOARD } from "../support/sample-storyboard.mjs";
import { TestServer } from "../support/server.mjs";

let server;
before(async () => {
  server = await TestServer.start();
});
after(async () => {
  await server?.dispose();
});

/** The head over REST as the editor fetches it: the version at once, the text as a promise. */
async function headContent(documentId) {
  const response = await fetch(`${server.baseURL}/api/documents/${documentId}/content`);
  return { version: Number(response.headers.get("Storyweave-Version")), text: response.text() };
}

test("a client started from prefetched bytes gets only the batches made since, not a snapshot in the welcome", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const prefetched = await headContent(id);
  const other = await startClient(server, id);
  try {
    // Two edits land after the bytes were fetched: the welcome must bring them as batches.
    other.submit([{ op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "text", value: "after the fetch" }]);
    other.submit([{ op: "removeAttribute", target: { id: "vw1-aa-bbb" }, name: "contentMode" }]);
    await waitConverged([other]);
    const client = await startClient(server, id, { initialContent: async () => prefetched });
    try {
      assert.equal(prefetched.version, 0);
      assert.equal(client.serverVersion, 2);
      assert.equal(client.document.serialize(), await server.content(id));
      const changes = eventsOf(client, "change");
      assert.deepEqual(changes.map((c) => c.source), ["snapshot", "remote", "remote"], "the prefetched bytes, then the two batches");
      client.submit([{ op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "text", value: "mine" }]);
      await waitConverged([client, other]);
      assert.equal(other.document.serialize(), client.document.serialize());
      assert.match(await server.content(id), /text="mine"/);
    } finally {
      await client.close();
    }
  } finally {
    await other.close();
  }
});

test("prefetched bytes that fail to arrive: the welcome brings a snapshot", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const client = await startClient(server, id, { initialContent: async () => { throw new Error("network down"); } });
  try {
    assert.equal(client.document.serialize(), SAMPLE_STORYBOARD);
    assert.deepEqual(eventsOf(client, "change").map((c) => c.source), ["snapshot"]);
    assert.deepEqual(eventsOf(client, "error").map((e) => e.error.message), ["network down"]);
  } finally {
    await client.close();
  }
});

test("prefetched bytes that do not parse after the hello went out: the client reconnects for a snapshot", async () => {
  const id = await server.upload(SAMPLE_STORYBOARD);
  let release;
  const late = new Promise((resolve) => (release = resolve));
  // The bytes (not XML) come only once the server has answered the hello that asked for batches after 0.
  class AnsweredSocket extends WebSocket {
    constructor(url) {
      super(url);
      this.addEventListener("message", () => release("<document"));
    }
  }
  const client = await startClient(server, id, { initialContent: async () => ({ version: 0, text: late }), WebSocketImpl: AnsweredSocket });
  try {
    await waitUntil(() => client.status === "online" && client.document !== null, "a snapshot after the failed parse");
    assert.equal(client.document.serialize(), SAMPLE_STORYBOARD);
    assert.ok(eventsOf(client, "change").some((c) => c.source === "snapshot"));
    assert.ok(eventsOf(client, "error").length >= 1, "the parse failure is reported");
  } finally {
    await client.close();
  }
});
