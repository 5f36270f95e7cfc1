// Unit tests for the editor's pure modules: the canvas camera and Interface Builder naming.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Camera, WHEEL_STEP, ZOOM_STEPS, wheelZoomFactor } from "../../Public/js/canvas/camera.js";
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

test("Fit goes below 10 % for a world too large for it, and the wheel then stops at that zoom, not at 10 % (#22)", () => {
  const camera = new Camera();
  camera.fit({ x: 0, y: 0, width: 40000, height: 900 }, 1000, 800);
  assert.ok(Math.abs(camera.zoom - (1000 - 96) / 40000) < 1e-12, `fit zoom ${camera.zoom}`);
  const fitted = camera.zoom;
  assert.equal(camera.visibleRect(1000, 800).x <= 0 && camera.visibleRect(1000, 800).width >= 40000, true, "all of it is shown");
  camera.zoomAt(0.0001, 500, 400);
  assert.equal(camera.zoom, fitted, "zooming out stops at the fit");
  camera.step(-1, 500, 400);
  assert.equal(camera.zoom, fitted);
  camera.step(+1, 500, 400);
  assert.equal(camera.zoom, ZOOM_STEPS[0], "the first step in is 10 %");
  camera.fit({ x: 0, y: 0, width: 400, height: 300 }, 1000, 800);
  camera.zoomAt(0.0001, 0, 0);
  assert.equal(camera.zoom, ZOOM_STEPS[0], "a document that fits at 10 % or more keeps the 10 % floor");
});

test("one mouse-wheel notch zooms about 10 %; a pinch's small deltas follow the fingers (#22)", () => {
  for (const notch of [100, 120, 53]) {
    assert.ok(Math.abs(wheelZoomFactor(notch) - 1 / WHEEL_STEP) < 1e-12, `${notch} px down`);
    assert.ok(Math.abs(wheelZoomFactor(-notch) - WHEEL_STEP) < 1e-12, `${notch} px up`);
  }
  assert.ok(Math.abs(wheelZoomFactor(3, 1) - 1 / WHEEL_STEP) < 1e-12, "three lines (Firefox's notch)");
  assert.ok(Math.abs(wheelZoomFactor(-4) - Math.exp(0.04)) < 1e-12, "a pinch event of 4 px");
  assert.equal(wheelZoomFactor(0), 1);
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
