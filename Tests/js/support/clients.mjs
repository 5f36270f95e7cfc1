/** Helpers for tests that drive SyncClients against a TestServer. */
import { SyncClient } from "../../../Public/js/sync/sync-client.js";
import { MemoryStorage } from "../../../Public/js/sync/storage-memory.js";

/** Starts a client on the server's stream of `documentId` (fast reconnects for tests). */
export async function startClient(server, documentId, options = {}) {
  const client = new SyncClient({
    documentId,
    url: server.streamURL(documentId),
    storage: options.storage ?? new MemoryStorage(),
    WebSocketImpl: globalThis.WebSocket,
    backoff: { initialMs: 50, maxMs: 500 },
    ...options,
  });
  client.events = [];
  for (const type of ["change", "presence", "status", "reject", "ack", "error"]) {
    client.addEventListener(type, (event) => client.events.push({ type, detail: event.detail }));
  }
  await client.start();
  return client;
}

/** Polls until `predicate()` is true; fails with `what` after `timeoutMs`. */
export async function waitUntil(predicate, what = "condition", timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until every client is online, has nothing pending, and all are at the same version. */
export async function waitConverged(clients, timeoutMs = 15_000) {
  await waitUntil(
    () => clients.every((c) => c.status === "online" && c.pendingCount === 0 && c.serverVersion === clients[0].serverVersion),
    `convergence (${clients.map((c) => `${c.status}/${c.pendingCount}/v${c.serverVersion}`).join(", ")})`,
    timeoutMs,
  );
}

/** Events of one type recorded on a client by startClient. */
export function eventsOf(client, type) {
  return client.events.filter((event) => event.type === type).map((event) => event.detail);
}
