import assert from "node:assert/strict";
import { test } from "node:test";
import { Backoff } from "../../../Public/js/sync/backoff.js";

test("delays grow exponentially, stay within [half, full] of the base, and are capped", () => {
  const low = new Backoff({ initialMs: 100, maxMs: 1000, random: () => 0 });
  assert.deepEqual([1, 2, 3, 4, 5, 6].map(() => low.next()), [50, 100, 200, 400, 500, 500]);
  const high = new Backoff({ initialMs: 100, maxMs: 1000, random: () => 0.999999 });
  assert.deepEqual([1, 2, 3, 4, 5].map(() => high.next()), [100, 200, 400, 800, 1000]);
});

test("jitter spreads delays between clients", () => {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const delays = new Set(Array.from({ length: 20 }, () => new Backoff({ initialMs: 1000, random }).next()));
  assert.ok(delays.size > 10, `only ${delays.size} distinct delays`);
  for (const delay of delays) assert.ok(delay >= 500 && delay <= 1000, `${delay}`);
});

test("reset starts again from the initial delay", () => {
  const backoff = new Backoff({ initialMs: 100, random: () => 0 });
  backoff.next();
  backoff.next();
  backoff.reset();
  assert.equal(backoff.next(), 50);
});

test("refuses nonsensical settings", () => {
  assert.throws(() => new Backoff({ initialMs: 0 }), RangeError);
  assert.throws(() => new Backoff({ initialMs: 100, maxMs: 50 }), RangeError);
});
