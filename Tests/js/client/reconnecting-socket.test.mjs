import assert from "node:assert/strict";
import { test } from "node:test";
import { ReconnectingSocket } from "../../../Public/js/sync/reconnecting-socket.js";

/** A WebSocket stand-in: each instance is recorded; the test opens, fails or closes it. */
function fakeWebSocketClass() {
  const sockets = [];
  class FakeSocket {
    constructor(url) {
      this.url = url;
      this.readyState = 0;
      this.sent = [];
      sockets.push(this);
    }
    send(text) { this.sent.push(text); }
    close() {
      if (this.readyState === 3) return;
      this.readyState = 3;
      this.onclose?.({ code: 1006 });
    }
    succeed() { this.readyState = 1; this.onopen?.(); }
    fail() { this.onerror?.({}); } // node 20 style: an error without a close event
  }
  return { FakeSocket, sockets };
}

const tick = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test("reopens after failures with growing delays, resets after a successful handshake, stops on close", async () => {
  const { FakeSocket, sockets } = fakeWebSocketClass();
  const log = [];
  const connection = new ReconnectingSocket({
    url: "ws://test/stream",
    WebSocketImpl: FakeSocket,
    backoff: { initialMs: 20, maxMs: 1000, random: () => 0.999 },
    onConnecting: () => log.push("connecting"),
    onOpen: () => log.push("open"),
    onText: (text) => log.push(`text:${text}`),
    onDown: () => log.push("down"),
  });
  connection.open();
  sockets[0].fail();
  assert.equal(connection.socket, null);
  assert.equal(connection.send("x"), false, "nothing is sent while down");
  await tick(30); // first retry after ~20 ms
  assert.equal(sockets.length, 2);
  sockets[1].fail();
  await tick(25);
  assert.equal(sockets.length, 2, "the second retry waits ~40 ms");
  await tick(30);
  assert.equal(sockets.length, 3);
  sockets[2].succeed();
  connection.connected();
  sockets[2].onmessage({ data: "hello" });
  assert.equal(connection.send("frame"), true);
  assert.deepEqual(sockets[2].sent, ["frame"]);
  connection.drop();
  await tick(30);
  assert.equal(sockets.length, 4, "after a successful connection the first delay is short again");
  connection.close();
  await tick(60);
  assert.equal(sockets.length, 4, "no reconnect after close");
  assert.deepEqual(log, ["connecting", "down", "connecting", "down", "connecting", "open", "text:hello", "down", "connecting"]);
});

test("events of a replaced socket are ignored", async () => {
  const { FakeSocket, sockets } = fakeWebSocketClass();
  const texts = [];
  const connection = new ReconnectingSocket({
    url: "ws://test", WebSocketImpl: FakeSocket, backoff: { initialMs: 5 },
    onConnecting() {}, onOpen() {}, onText: (t) => texts.push(t), onDown() {},
  });
  connection.open();
  const first = sockets[0];
  first.succeed();
  connection.drop();
  await tick(20);
  first.onmessage({ data: "late frame from the old socket" });
  sockets[1].succeed();
  sockets[1].onmessage({ data: "current" });
  assert.deepEqual(texts, ["current"]);
  connection.close();
});
