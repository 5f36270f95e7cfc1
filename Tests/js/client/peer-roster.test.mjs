import assert from "node:assert/strict";
import { test } from "node:test";
import { PeerRoster } from "../../../Public/js/sync/peer-roster.js";

test("join, update, leave, and my own state is not a peer", () => {
  const roster = new PeerRoster("me");
  assert.deepEqual(roster.apply([{ clientId: "me", color: "#000", selection: [] }]), []);
  assert.deepEqual(roster.apply([{ clientId: "b9", name: "Ben", color: "#0090ff", selection: [] }]).map((c) => c.kind), ["join"]);
  const [update] = roster.apply([{ clientId: "b9", name: "Ben", color: "#0090ff", selection: ["x"], pointer: { x: 1, y: 2 } }]);
  assert.equal(update.kind, "update");
  assert.deepEqual(roster.peers.get("b9"), { clientId: "b9", name: "Ben", color: "#0090ff", selection: ["x"], pointer: { x: 1, y: 2 } });
  assert.deepEqual(roster.apply([{ clientId: "b9", color: "#0090ff", selection: [], left: true }]).map((c) => c.kind), ["leave"]);
  assert.equal(roster.peers.size, 0);
  assert.deepEqual(roster.apply([{ clientId: "zz", color: "#0090ff", selection: [], left: true }]), [], "leave of an unknown peer");
});

test("a welcome replaces the list; a lost connection clears it", () => {
  const roster = new PeerRoster("me");
  roster.apply([{ clientId: "a", color: "#1", selection: [] }, { clientId: "b", color: "#2", selection: [] }]);
  const changes = roster.reset([{ clientId: "b", color: "#2", selection: [] }, { clientId: "c", color: "#3", selection: [] }]);
  assert.deepEqual(changes.map((c) => `${c.kind}:${c.peer.clientId}`), ["leave:a", "update:b", "join:c"]);
  assert.deepEqual(roster.clear().map((c) => `${c.kind}:${c.peer.clientId}`), ["leave:b", "leave:c"]);
  assert.equal(roster.peers.size, 0);
});

test("peers silent for longer than the timeout are dropped; a later message brings them back", () => {
  let now = 1000;
  const roster = new PeerRoster("me", () => now);
  roster.apply([{ clientId: "a", color: "#1", selection: [] }, { clientId: "b", color: "#2", selection: [] }]);
  now = 1400;
  roster.apply([{ clientId: "b", color: "#2", selection: ["x"] }]);
  now = 1600;
  const expired = roster.expire(500);
  assert.deepEqual(expired.map((c) => `${c.kind}:${c.peer.clientId}:${c.reason}`), ["leave:a:timeout"]);
  assert.deepEqual([...roster.peers.keys()], ["b"]);
  assert.equal(roster.apply([{ clientId: "a", color: "#1", selection: [] }])[0].kind, "join");
});

test("a peer's viewport is kept when their editor sends one, and gone when a later state has none", () => {
  const roster = new PeerRoster("me");
  roster.apply([{ clientId: "b9", color: "#0090ff", selection: [], viewport: { x: -5, y: 10, width: 640, height: 480 } }]);
  assert.deepEqual(roster.peers.get("b9").viewport, { x: -5, y: 10, width: 640, height: 480 });
  roster.apply([{ clientId: "b9", color: "#0090ff", selection: ["x"] }]);
  assert.equal(roster.peers.get("b9").viewport, undefined);
});
