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

/** A point of the page (clientX/Y) in the local coordinates (points) of a drawn view. */
export function clientToLocal(box, clientX, clientY, zoom) {
  const r = box.getBoundingClientRect();
  return { x: (clientX - r.left) / zoom, y: (clientY - r.top) / zoom };
}

export const intersects = (a, b) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
