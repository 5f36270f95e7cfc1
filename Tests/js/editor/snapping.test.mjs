// Blue-guide snapping: edges and centres snap to siblings, the superview and its standard margins.
import { test } from "node:test";
import assert from "node:assert/strict";
import { snap, standardMargin } from "../../../Public/js/canvas/interactions/snapping.js";

const superview = { width: 375, height: 667 };

test("a moved view's left edge snaps to a sibling's left edge within 5 points", () => {
  const result = snap({ x: 23, y: 300, width: 100, height: 40 }, [{ x: 20, y: 100, width: 200, height: 30 }], superview);
  assert.equal(result.dx, -3);
  assert.deepEqual(result.guides.find((g) => g.axis === "x"), { axis: "x", at: 20, kind: "edge" });
});

test("centres snap to the superview's centre", () => {
  const result = snap({ x: 140, y: 500, width: 100, height: 40 }, [], superview);
  assert.equal(result.dx, 375 / 2 - 190);
  assert.equal(result.guides[0].kind, "centre");
});

test("the standard margin is 16 pt on phones and 20 pt elsewhere", () => {
  assert.equal(standardMargin(375, "ios"), 16);
  assert.equal(standardMargin(1024, "ios"), 20);
  assert.equal(standardMargin(480, "macos"), 20);
  const result = snap({ x: 18, y: 250, width: 50, height: 20 }, [], superview);
  assert.equal(result.dx, -2);
  assert.equal(result.guides[0].kind, "margin");
});

test("nothing within reach: no snap and no guide; zooming out widens the reach in points", () => {
  const far = snap({ x: 50, y: 250, width: 50, height: 21 }, [], superview);
  assert.deepEqual(far, { dx: 0, dy: 0, guides: [] });
  const zoomedOut = snap({ x: 26, y: 250, width: 50, height: 21 }, [], superview, { zoom: 0.5 });
  assert.equal(zoomedOut.dx, -10);
});

test("a resize only snaps the edges that move", () => {
  const result = snap({ x: 23, y: 100, width: 100, height: 40 }, [{ x: 20, y: 0, width: 102, height: 30 }], superview,
    { edges: { left: false, right: true, top: false, bottom: false } });
  assert.equal(result.dx, -1);
  assert.equal(result.dy, 0);
});
