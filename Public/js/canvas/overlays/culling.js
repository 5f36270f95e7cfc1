/**
 * Culling: the screens of scenes more than a quarter viewport outside the view are skipped (`content-visibility:
 * hidden`). Zoomed in on one scene of a large storyboard, a drag's hit tests, style and layout then cost what the
 * scenes nearby cost instead of all 2,000 views. Geometry queries still work (the browser lays a skipped screen out
 * on demand), and a pan or zoom shows them again in the same frame that brings them into view. The first drawing
 * leaves the far scenes for later by the same rule (Canvas.render `opening`).
 */

/** True for a world rectangle more than a quarter viewport outside the view of `camera`. */
export function isFar(r, camera, viewportSize) {
  const { x, y, zoom } = camera;
  const { width, height } = viewportSize;
  const margin = { x: width / 4, y: height / 4 };
  const left = x + r.x * zoom;
  const top = y + r.y * zoom;
  return left + r.width * zoom < -margin.x || left > width + margin.x || top + r.height * zoom < -margin.y || top > height + margin.y;
}

/** The skippable screens of the drawn scenes, by scene id (scene-renderer.js marks them). */
export function skippableScreens(world) {
  const screens = new Map();
  for (const screen of world.querySelectorAll(".scene > .screen.skippable")) screens.set(screen.parentElement.dataset.sceneId, screen);
  return screens;
}

/** Skips the far screens and shows the near ones. */
export function cull(sceneScreens, sceneRects, camera, viewportSize) {
  if (!sceneRects || !sceneScreens) return;
  for (const [id, screen] of sceneScreens) {
    const r = sceneRects.get(id);
    if (!r) continue;
    const value = isFar(r, camera, viewportSize) ? "hidden" : "";
    if (screen.style.contentVisibility !== value) screen.style.contentVisibility = value;
  }
}
