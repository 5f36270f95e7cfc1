// Unit tests for the editor's pure modules: the canvas camera and Interface Builder naming.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Camera, ZOOM_STEPS } from "../../Public/js/canvas/camera.js";
import { humanize, defaultClassName } from "../../Public/js/document/ib-names.js";

test("zoomAt keeps the world point under the pointer fixed", () => {
  const camera = new Camera();
  camera.panBy(40, 25);
  const before = camera.toWorld(300, 200);
  camera.zoomAt(2, 300, 200);
  const after = camera.toWorld(300, 200);
  assert.ok(Math.abs(before.x - after.x) < 1e-9 && Math.abs(before.y - after.y) < 1e-9);
  assert.equal(camera.zoom, 2);
});

test("zoom is clamped to the step range", () => {
  const camera = new Camera();
  camera.zoomAt(100, 0, 0);
  assert.equal(camera.zoom, ZOOM_STEPS.at(-1));
  camera.zoomAt(0.0001, 0, 0);
  assert.equal(camera.zoom, ZOOM_STEPS[0]);
});

test("outline labels humanize tags as Interface Builder does", () => {
  assert.equal(humanize("tableViewController"), "Table View Controller");
  assert.equal(humanize("view"), "View");
});

test("default runtime classes per platform", () => {
  assert.equal(defaultClassName("button", "ios"), "UIButton");
  assert.equal(defaultClassName("customView", "macos"), "NSView");
  assert.equal(defaultClassName("mapView", "ios"), "MKMapView");
  assert.equal(defaultClassName("textField", "macos"), "NSTextField");
});
