// The pure parts of AppKit button images (uikit-views.js, image-slots.js): where the image goes by NSButtonCell's
// imagePosition, and the size it is drawn at inside the room the button leaves.
import { test } from "node:test";
import assert from "node:assert/strict";
import { macImagePosition } from "../../../Public/js/canvas/views/uikit-views.js";
import { buttonImageSize } from "../../../Public/js/canvas/views/image-slots.js";

test("imagePosition as written is kept; absent, the image goes beside a title or alone", () => {
  for (const position of ["noImage", "left", "right", "above", "below", "only", "overlaps", "leading", "trailing"]) {
    assert.equal(macImagePosition(position, "Title"), position);
  }
  assert.equal(macImagePosition(null, "Add"), "left");
  assert.equal(macImagePosition(null, ""), "only");
  assert.equal(macImagePosition("sideways", ""), "only", "an unknown value reads as absent");
});

test("a button image is scaled down (never up) into the slot's limit, keeping its proportions", () => {
  const slot = (maxWidth, maxHeight) => ({ dataset: maxWidth === undefined ? {} : { maxWidth: String(maxWidth), maxHeight: String(maxHeight) } });
  assert.deepEqual(buttonImageSize({ width: 100, height: 50 }, slot()), { width: 100, height: 50 }, "no limit: its point size");
  assert.deepEqual(buttonImageSize({ width: 100, height: 50 }, slot(150, 33)), { width: 66, height: 33 });
  assert.deepEqual(buttonImageSize({ width: 100, height: 50 }, slot(40, 100)), { width: 40, height: 20 });
  assert.deepEqual(buttonImageSize({ width: 16, height: 16 }, slot(150, 33)), { width: 16, height: 16 }, "small images keep their size");
});
