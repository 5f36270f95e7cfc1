import assert from "node:assert/strict";
import { test } from "node:test";
import { PresenceThrottle } from "../../../Public/js/sync/presence-throttle.js";

/** A manual clock and timer queue. */
function fakeTime() {
  const clock = { now: 0, timers: [] };
  clock.setTimer = (fn, ms) => {
    const timer = { at: clock.now + ms, fn };
    clock.timers.push(timer);
    return timer;
  };
  clock.clearTimer = (timer) => (clock.timers = clock.timers.filter((t) => t !== timer));
  clock.advance = (ms) => {
    clock.now += ms;
    for (const timer of clock.timers.filter((t) => t.at <= clock.now)) {
      clock.timers = clock.timers.filter((t) => t !== timer);
      timer.fn();
    }
  };
  return clock;
}

test("the first update goes at once, later ones at most once per interval, the last one always", () => {
  const clock = fakeTime();
  const sent = [];
  const throttle = new PresenceThrottle({ intervalMs: 60, now: () => clock.now, setTimer: clock.setTimer, clearTimer: clock.clearTimer, send: (s) => sent.push(s) });
  throttle.update({ pointer: { x: 1, y: 1 } });
  assert.equal(sent.length, 1);
  for (let i = 2; i <= 10; i += 1) {
    clock.advance(5);
    throttle.update({ pointer: { x: i, y: i } });
  }
  assert.equal(sent.length, 1, "nothing within the interval");
  clock.advance(15);
  assert.equal(sent.length, 2);
  assert.deepEqual(sent[1], { selection: [], pointer: { x: 10, y: 10 } }, "the trailing send carries the latest state");
  clock.advance(1000);
  assert.equal(sent.length, 2, "no repeat when nothing changed");
});

test("every message carries the full state (selection and pointer)", () => {
  const clock = fakeTime();
  const sent = [];
  const throttle = new PresenceThrottle({ now: () => clock.now, setTimer: clock.setTimer, clearTimer: clock.clearTimer, send: (s) => sent.push(s) });
  throttle.update({ selection: ["a"] });
  clock.advance(100);
  throttle.update({ pointer: { x: 3, y: 4, scene: "sc" } });
  assert.deepEqual(sent, [
    { selection: ["a"], pointer: null },
    { selection: ["a"], pointer: { x: 3, y: 4, scene: "sc" } },
  ]);
});

test("a state that could not be sent (offline) is sent on resend", () => {
  const clock = fakeTime();
  const sent = [];
  let online = false;
  const throttle = new PresenceThrottle({ now: () => clock.now, setTimer: clock.setTimer, clearTimer: clock.clearTimer, send: (s) => online && sent.push(s) > 0 });
  throttle.update({ selection: ["x"] });
  assert.equal(sent.length, 0);
  online = true;
  clock.advance(100);
  throttle.resend();
  assert.deepEqual(sent, [{ selection: ["x"], pointer: null }]);
});

test("cancel stops a scheduled send", () => {
  const clock = fakeTime();
  const sent = [];
  const throttle = new PresenceThrottle({ now: () => clock.now, setTimer: clock.setTimer, clearTimer: clock.clearTimer, send: (s) => sent.push(s) });
  throttle.update({ selection: ["a"] });
  throttle.update({ selection: ["b"] });
  throttle.cancel();
  clock.advance(500);
  assert.equal(sent.length, 1);
});

test("a viewport, once given, goes with every later message until it is cleared", () => {
  const clock = fakeTime();
  const sent = [];
  const throttle = new PresenceThrottle({ now: () => clock.now, setTimer: clock.setTimer, clearTimer: clock.clearTimer, send: (s) => sent.push(s) });
  throttle.update({ viewport: { x: 10, y: 20, width: 800, height: 600 } });
  clock.advance(100);
  throttle.update({ selection: ["a"] });
  clock.advance(100);
  throttle.update({ viewport: null });
  assert.deepEqual(sent, [
    { selection: [], pointer: null, viewport: { x: 10, y: 20, width: 800, height: 600 } },
    { selection: ["a"], pointer: null, viewport: { x: 10, y: 20, width: 800, height: 600 } },
    { selection: ["a"], pointer: null },
  ]);
});
