/**
 * The sync harness page: opens a SyncClient (IndexedDB storage, same-origin stream) on the
 * document named in `?doc=`, shows its state and events, and exposes `window.harness` for
 * browser tests: submit ops, go offline (the server is made unreachable for this client),
 * come back online, wait for the queue to be persisted or synced.
 */
import { SyncClient } from "/js/sync/sync-client.js";

const params = new URLSearchParams(location.search);
const documentId = params.get("doc");
const $ = (id) => document.getElementById(id);
const log = (line) => {
  const text = `${new Date().toISOString().slice(11, 23)} ${line}\n`;
  $("log").textContent = (text + $("log").textContent).slice(0, 20_000);
};

function render(client) {
  $("status").textContent = client.status;
  $("status").className = `status-${client.status}`;
  $("client-id").textContent = client.clientId ?? "—";
  $("server-version").textContent = String(client.serverVersion);
  $("pending").textContent = String(client.pendingCount);
  $("peers").textContent = [...client.peers.values()].map((peer) => `${peer.name ?? peer.clientId} (${peer.color})`).join(", ") || "nobody else";
}

async function main() {
  if (!documentId) {
    $("status").textContent = "add ?doc=<document id> to the address";
    return;
  }
  const client = new SyncClient({ documentId, name: params.get("name") ?? "Harness" });
  const onlineURL = client.url;
  for (const type of ["change", "status", "reject", "ack", "presence", "error"]) {
    client.addEventListener(type, (event) => {
      const detail = event.detail;
      const summary = type === "error" ? String(detail.error?.message ?? detail.error)
        : type === "change" ? `${detail.source} ${detail.batchId ?? ""} (${detail.ops.length} ops)`
        : type === "presence" ? detail.changes.map((c) => `${c.kind} ${c.peer.name ?? c.peer.clientId}`).join(", ")
        : JSON.stringify(detail);
      log(`${type}: ${summary}`);
      render(client);
    });
  }
  window.harness = {
    client,
    submit: (ops) => client.submit(ops),
    serialize: () => client.document.serialize(),
    state: () => ({ status: client.status, clientId: client.clientId, serverVersion: client.serverVersion, pendingCount: client.pendingCount }),
    goOffline() {
      client.url = "ws://127.0.0.1:1/unreachable";
      client.dropConnection();
    },
    goOnline() {
      client.url = onlineURL;
    },
    whenPersisted: () => client.whenPersisted(),
    whenSynced: () => client.whenSynced(),
  };
  render(client);
  await client.start();
  render(client);
  log(`started as ${client.clientId} at version ${client.serverVersion} with ${client.pendingCount} pending`);
  document.body.dataset.ready = "true";
}

main().catch((error) => {
  log(`failed: ${error.message}`);
  document.body.dataset.failed = error.message;
});
