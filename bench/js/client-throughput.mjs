#!/usr/bin/env node
/**
 * How fast a node SyncClient (Public/js/sync/sync-client.js, real engine) gets edits through
 * the real server: starts `storyweave serve` (STORYWEAVE_BIN) on a temporary database, uploads
 * the sample storyboard, then
 *   1. pipelined: one writer submits N single-op batches (setAttribute) as fast as it can while
 *      a second client watches; reports batches/s until every ack arrived and until the watcher
 *      has applied them all;
 *   2. round trip: sequential submit → ack, p50 / p99 latency.
 *
 * Usage: node --experimental-websocket bench/js/client-throughput.mjs [--batches 5000] [--round-trips 300] [--ops-per-batch 1]
 */
import { performance } from "node:perf_hooks";
import { startClient, waitUntil } from "../../Tests/js/support/clients.mjs";
import { SAMPLE_STORYBOARD } from "../../Tests/js/support/sample-storyboard.mjs";
import { TestServer } from "../../Tests/js/support/server.mjs";

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const batches = option("batches", 5000);
const roundTrips = option("round-trips", 300);
const opsPerBatch = option("ops-per-batch", 1);
const targets = ["lb1-aa-bbb", "bt1-aa-bbb", "bx1-aa-bbb", "tx1-aa-bbb", "vw1-aa-bbb"];
const batchOps = (n) => Array.from({ length: opsPerBatch }, (_, k) => ({
  op: "setAttribute", target: { id: targets[(n + k) % targets.length] }, name: "userLabel", value: `v${n}-${k}`,
}));

const server = await TestServer.start();
try {
  const id = await server.upload(SAMPLE_STORYBOARD);
  const writer = await startClient(server, id, { name: "writer" });
  const watcher = await startClient(server, id, { name: "watcher" });

  // 1. Pipelined.
  const start = performance.now();
  for (let n = 0; n < batches; n += 1) {
    writer.submit(batchOps(n), { undoable: false });
    if (n % 500 === 499) await new Promise((resolve) => setImmediate(resolve)); // let acks in
  }
  const submitted = performance.now();
  await waitUntil(() => writer.pendingCount === 0, "all acks", 300_000);
  const acked = performance.now();
  await waitUntil(() => watcher.serverVersion === writer.serverVersion, "watcher caught up", 300_000);
  const watched = performance.now();
  const content = await server.content(id);
  if (writer.document.serialize() !== content || watcher.document.serialize() !== content) throw new Error("clients differ from the server");
  const seconds = (acked - start) / 1000;
  console.log(`pipelined: ${batches} batches × ${opsPerBatch} op: submit loop ${(submitted - start).toFixed(0)} ms, all acked after ${(acked - start).toFixed(0)} ms ` +
    `→ ${(batches / seconds).toFixed(0)} batches/s, ${((batches * opsPerBatch) / seconds).toFixed(0)} ops/s; ` +
    `watcher at version ${watcher.serverVersion} after ${(watched - start).toFixed(0)} ms`);

  // 2. Round trips.
  const latencies = [];
  for (let n = 0; n < roundTrips; n += 1) {
    const began = performance.now();
    const batchId = writer.submit(batchOps(batches + n), { undoable: false });
    await new Promise((resolve) => {
      const onAck = (event) => {
        if (event.detail.batchId !== batchId) return;
        writer.removeEventListener("ack", onAck);
        resolve();
      };
      writer.addEventListener("ack", onAck);
    });
    latencies.push(performance.now() - began);
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  console.log(`round trip submit → ack (${roundTrips} sequential batches): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  await writer.close();
  await watcher.close();
} finally {
  await server.dispose();
}
