/**
 * Where the canvas puts each scene: its screen's size (root view frame, preview device, or the document's device,
 * taller by the edges opaque bars cover outside the root view) centred on its canvas location scaled by the spread,
 * unplaced scenes in a row after the others.
 */

/** Height of the dock drawn under each scene's screen. */
export const DOCK_HEIGHT = 34;
const SCENE_GAP = 120;

/**
 * Size of a scene's screen: its root view's frame (`sizeOf`: its size on a preview device), else the document's
 * device size. `coveredOf(scene, model)` → {top, bottom, rootSize}, when given, is how much of the screen the scene's
 * bars take outside its root view (a root that starts below an opaque navigation bar, Xcode stores it at y = 0 and
 * shorter): the screen is that much taller and `rootTop` says where the root view's box starts in it. `rootSize`,
 * when set, is the size the root is drawn at (one stored at the whole screen's size under such bars).
 */
function sceneScreen(scene, model, { sizeOf = null, coveredOf = null } = {}) {
  const root = sceneRoot(scene);
  const covered = root && coveredOf?.(scene, model);
  const size = root && (sizeOf?.(root) ?? covered?.rootSize ?? (root.frame && { width: root.frame.width, height: root.frame.height }));
  if (size) {
    if (!covered?.top && !covered?.bottom) return { width: size.width, height: size.height };
    return { width: size.width, height: covered.top + size.height + covered.bottom, rootTop: covered.top };
  }
  if (root?.tag === "menu") return { width: Math.max(160, 24 + 62 * root.children.filter((c) => c.tag === "menuItem").length), height: 26 };
  // A Storyboard Reference is drawn as Xcode draws it: a small box naming the storyboard, not a device screen.
  if (!root && isStoryboardReference(scene.controller)) return { width: 160, height: 64 };
  if (root && !root.frame) return { width: 160, height: 64 };
  return { ...model.screenSize };
}

/** A scene standing for a scene of another storyboard (iOS `<viewControllerPlaceholder>`, AppKit `<controllerPlaceholder>`). */
export const isStoryboardReference = (node) => node?.tag === "viewControllerPlaceholder" || node?.tag === "controllerPlaceholder";

/** The object whose frame is the scene's screen: the controller's view, or the xib top-level object. */
export function sceneRoot(scene) {
  if (scene.root) return scene.root;
  return scene.controller?.children.find((c) => c.frame && c.element.getAttribute("key") === "view") ?? null;
}

/**
 * Xcode writes canvas locations in a space smaller than the scenes drawn at 1 pt = 1 px (scenes of large
 * devices would overlap), so locations are scaled by the smallest factor ≥ 1 that keeps every scene apart.
 */
function spreadFactor(scenes, sizes) {
  let factor = 1;
  const gap = 60;
  for (let i = 0; i < scenes.length; i += 1) {
    for (let j = i + 1; j < scenes.length; j += 1) {
      const a = sizes.get(scenes[i].id);
      const b = sizes.get(scenes[j].id);
      const dx = Math.abs(scenes[i].location.x - scenes[j].location.x);
      const dy = Math.abs(scenes[i].location.y - scenes[j].location.y);
      const needX = dx > 0 ? ((a.width + b.width) / 2 + gap) / dx : Infinity;
      const needY = dy > 0 ? ((a.height + b.height) / 2 + gap + DOCK_HEIGHT) / dy : Infinity;
      const need = Math.min(needX, needY);
      if (need !== Infinity) factor = Math.max(factor, Math.min(need, 4));
    }
  }
  return factor;
}

/**
 * World rectangles of the scenes' screens ({x, y, width, height}, and `rootTop` where bars take the top of the
 * screen: centred on their canvas locations × spread; unplaced ones in a row) and the spread used. `screens`:
 * `sizeOf(root)` may give a root's size on a preview device (device-bar.js), `coveredOf(scene, model)` the edges
 * its bars cover outside the root (constraints/simulated-bars.js); `spread`, when given, is kept instead of
 * computed (the canvas keeps one while a document is open, see Canvas.render).
 */
export function layoutScenes(model, screens = {}, spread = null) {
  const rects = new Map();
  let nextX = 0;
  const placed = model.scenes.filter((scene) => scene.location);
  const sizes = new Map(model.scenes.map((scene) => [scene.id, sceneScreen(scene, model, screens)]));
  spread ??= spreadFactor(placed, sizes);
  for (const scene of placed) {
    const size = sizes.get(scene.id);
    const rect = { x: scene.location.x * spread - size.width / 2, y: scene.location.y * spread - size.height / 2, ...size };
    rects.set(scene.id, rect);
    nextX = Math.max(nextX, rect.x + rect.width + SCENE_GAP);
  }
  for (const scene of model.scenes) {
    if (scene.location) continue;
    const size = sizes.get(scene.id);
    rects.set(scene.id, { x: nextX, y: 0, ...size });
    nextX += size.width + SCENE_GAP;
  }
  return { rects, spread };
}
