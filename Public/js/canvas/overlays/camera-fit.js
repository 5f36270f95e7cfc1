/**
 * Where the camera looks: the bounds of everything drawn, zoom to fit, the view a document opens at, and panning an
 * object into view.
 */
import { fittingZoom } from "../camera.js";
import { DOCK_HEIGHT } from "../scene-layout.js";

/** Below this zoom nothing on a scene is legible (a 17 pt label is 4 px tall): the opening view shows the entry scene instead. */
const READABLE_ZOOM = 0.25;

/** World bounds of everything drawn, including docks. */
export function drawnBounds(sceneRects) {
  const rects = [...(sceneRects?.values() ?? [])];
  if (!rects.length) return { x: 0, y: 0, width: 800, height: 600 };
  const minX = Math.min(...rects.map((r) => r.x)) - 80;
  const minY = Math.min(...rects.map((r) => r.y)) - DOCK_HEIGHT - 16;
  const maxX = Math.max(...rects.map((r) => r.x + r.width));
  const maxY = Math.max(...rects.map((r) => r.y + r.height));
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/**
 * The view a document opens at: everything (zoom to fit), unless that would draw the views too small to read
 * (a large storyboard): then the entry scene (else the first) with its dock, as large as fits up to 100 %, as
 * Xcode opens one. Everything is still drawn; the scenes far outside the viewport are skipped (culling.js), so the
 * first frame lays out and paints the scenes nearby only (docs/browser.md, "Measured").
 */
export function showOpening(camera, model, sceneRects, { width, height }) {
  const bounds = drawnBounds(sceneRects);
  const scenes = model?.scenes ?? [];
  const entry = scenes.find((s) => s.controller && s.controller.id === model.initialControllerId) ?? scenes[0];
  const r = entry && sceneRects?.get(entry.id);
  if (!r || fittingZoom(bounds, width, height) >= READABLE_ZOOM) return camera.fit(bounds, width, height);
  camera.fit({ x: r.x - 80, y: r.y - DOCK_HEIGHT - 16, width: r.width + 80, height: r.height + DOCK_HEIGHT + 16 }, width, height);
}

/** Pans so the drawn element `target` is visible, when it is not already inside the viewport. */
export function revealElement(camera, viewport, target) {
  const view = viewport.getBoundingClientRect();
  const r = target.getBoundingClientRect();
  const inside = r.left >= view.left && r.right <= view.right && r.top >= view.top && r.bottom <= view.bottom;
  if (inside) return;
  camera.panBy(view.left + view.width / 2 - (r.left + r.width / 2), view.top + view.height / 2 - (r.top + r.height / 2));
}
