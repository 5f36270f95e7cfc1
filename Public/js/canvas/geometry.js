/**
 * Geometry of the drawn canvas: which objects can be moved, their superviews, screen-space frames (CSS
 * left/top/width/height inside the superview, already flipped for AppKit), and viewport coordinates.
 */

/** Tags whose instances accept subviews dropped or moved into them. */
export const CONTAINER_TAGS = new Set(["view", "scrollView", "stackView", "customView", "box", "tableViewCellContentView",
  "collectionViewCellContentView", "containerView", "visualEffectView", "clipView", "tabView", "splitView"]);

/** The nearest framed ancestor of a model node (its superview), or null. */
export function superviewNode(node) {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.frame) return parent;
  return null;
}

/** A view the user can move or resize: it has a frame and sits in a superview (root views and bars do not). */
export function isMovable(node) {
  return Boolean(node?.frame && superviewNode(node));
}

/** The drawn box of a view (not its dock icon or outline row). */
export function viewBox(world, id) {
  return world.querySelector(`.ib-view[data-object-id="${CSS.escape(id)}"]`);
}

/** CSS frame of a drawn view inside its superview, in points. */
export function styleFrame(box) {
  return { x: parseFloat(box.style.left) || 0, y: parseFloat(box.style.top) || 0, width: parseFloat(box.style.width) || 0, height: parseFloat(box.style.height) || 0 };
}

export function applyStyleFrame(box, frame) {
  Object.assign(box.style, { left: `${frame.x}px`, top: `${frame.y}px`, width: `${frame.width}px`, height: `${frame.height}px` });
}

/** The CSS frames of the views drawn in `superBox` (none without one), leaving out the `excluded` boxes. */
export function siblingFrames(superBox, excluded) {
  return superBox ? [...superBox.children].filter((c) => c.matches(".ib-view") && !excluded.includes(c)).map(styleFrame) : [];
}

/** The object id a pointer event's target is over on the canvas (a scene title stands for its controller), or null. */
export function objectAtTarget(target) {
  const titled = target.closest("[data-selects]");
  if (titled) return titled.dataset.selects;
  return target.closest(".world [data-object-id]")?.dataset.objectId ?? null;
}

export const intersects = (a, b) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
