// The camera arithmetic follow mode relies on (presence.js): the rectangle a viewport shows, and showing a
// rectangle someone else sees whole and centred in a viewport of another size.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Camera } from "../../../Public/js/canvas/camera.js";

const close = (actual, expected, message) => assert.ok(Math.abs(actual - expected) < 1e-9, `${message}: ${actual} ≠ ${expected}`);

test("visibleRect is the world rectangle under the viewport", () => {
  const camera = new Camera();
  camera.zoomAt(0.5, 0, 0);
  camera.panBy(100, -40);
  const rect = camera.visibleRect(1000, 800);
  close(rect.x, -200, "x");
  close(rect.y, 80, "y");
  close(rect.width, 2000, "width");
  close(rect.height, 1600, "height");
  // Its corners are the viewport's corners in world points.
  const corner = camera.toWorld(1000, 800);
  close(rect.x + rect.width, corner.x, "right");
  close(rect.y + rect.height, corner.y, "bottom");
});

test("show puts someone's rectangle whole and centred in a viewport of another shape", () => {
  const theirs = { x: 300, y: -120, width: 1280, height: 720 };
  const camera = new Camera();
  let changes = 0;
  camera.onChange(() => { changes += 1; });
  camera.show(theirs, 800, 800); // square: the width decides
  assert.equal(changes, 1);
  close(camera.zoom, 800 / 1280, "zoom");
  const mine = camera.visibleRect(800, 800);
  close(mine.x, theirs.x, "same left edge");
  close(mine.width, theirs.width, "same width");
  close(mine.y + mine.height / 2, theirs.y + theirs.height / 2, "same vertical centre");
  assert.ok(mine.height >= theirs.height, "all of their height is visible");
  // Showing what I now see changes nothing for them when they follow me back with the same window.
  const again = new Camera();
  again.show(theirs, 1280, 720);
  const back = again.visibleRect(1280, 720);
  for (const key of ["x", "y", "width", "height"]) close(back[key], theirs[key], key);
});

test("show keeps within the zoom limits", () => {
  const camera = new Camera();
  camera.show({ x: 0, y: 0, width: 10, height: 10 }, 1000, 1000);
  assert.equal(camera.zoom, 4);
  camera.show({ x: 0, y: 0, width: 1e6, height: 1e6 }, 1000, 1000);
  assert.equal(camera.zoom, 0.1);
  const centre = camera.toWorld(500, 500);
  close(centre.x, 5e5, "centred x");
  close(centre.y, 5e5, "centred y");
});
