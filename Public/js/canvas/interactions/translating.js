/**
 * Translating: a view (the whole selection when it is selected) follows the pointer; its edges and centre snap to
 * its siblings and superview (hold ⌘ to move freely); over another container a single view is dropped into it.
 * Released, one batch moves (or reparents) it; with Option (Alt) held on release, one batch adds copies there instead.
 */
import { applyStyleFrame, CONTAINER_TAGS, isMovable, siblingFrames, styleFrame, superviewNode, viewBox } from "../geometry.js";
import { DropTargets } from "../drop-targets.js";
import { FLIPPED_APPKIT_TAGS } from "../../document/appkit-flipped.js";
import { snap } from "./snapping.js";

/** The state's data when a press on view `id` at `start` becomes a drag (the selection follows the press). */
export function startTranslating({ canvas, camera, viewport, selection, model }, id, start) {
  const ids = selection.has(id) ? selection.ids.filter((x) => isMovable(model.objects.get(x))) : [id];
  if (!selection.has(id)) selection.set([id], "canvas");
  const items = ids.map((x) => ({ id: x, box: viewBox(canvas.world, x) })).filter((item) => item.box);
  for (const item of items) item.frame = styleFrame(item.box);
  const superview = superviewNode(model.objects.get(id));
  const superBox = superview ? viewBox(canvas.world, superview.id) : null;
  const siblings = siblingFrames(superBox, items.map((item) => item.box));
  // The containers a single dragged view may be dropped into (not itself nor its subviews).
  const targets = items.length !== 1 ? null : new DropTargets({
    world: canvas.world, viewport, camera, sceneRects: canvas.sceneRects, sceneScreens: canvas.sceneScreens, excluded: items.map((item) => item.box),
    isContainer: (x) => { const node = canvas.model.objects.get(x); return node && CONTAINER_TAGS.has(node.tag) ? node : null; },
  });
  return { items, start, superview, superBox, siblings, dx: 0, dy: 0, drop: null, targets };
}

export const translating = {
  move({ camera, canvas, model, dragged }, data, event) {
    const zoom = camera.zoom;
    let dx = Math.round((event.clientX - data.start.x) / zoom);
    let dy = Math.round((event.clientY - data.start.y) / zoom);
    const union = unionOf(data.items.map((i) => i.frame));
    let guides = [];
    if (data.superview && !event.metaKey) {
      const superFrame = styleFrame(data.superBox);
      const snapped = snap({ ...union, x: union.x + dx, y: union.y + dy }, data.siblings, superFrame, { zoom, platform: model.platform });
      dx += Math.round(snapped.dx);
      dy += Math.round(snapped.dy);
      guides = snapped.guides;
    }
    data.dx = dx;
    data.dy = dy;
    for (const item of data.items) applyStyleFrame(item.box, { ...item.frame, x: item.frame.x + dx, y: item.frame.y + dy });
    canvas.showGuides(guides, data.superBox);
    const drop = data.targets?.at(event.clientX, event.clientY) ?? null;
    data.drop = drop && drop.node.id !== data.superview?.id ? drop : null;
    canvas.highlightDropTarget(data.drop?.node.id ?? null);
    // One view: its distances to the superview's edges follow it (none while it hovers over another container).
    dragged(data.items.length === 1 && !data.drop ? data.items[0].box : null, data.superBox);
    canvas.refreshSelection();
    return null;
  },
  up({ camera, canvas, actions, model, dragged }, data, event) {
    canvas.showGuides([]);
    dragged(null);
    canvas.highlightDropTarget(null);
    const { items, dx, dy, drop } = data;
    if (event?.altKey && !drop && (dx || dy)) {
      // Option-drag duplicates, as in Interface Builder: the originals go back, copies land where the drag ended.
      for (const item of items) applyStyleFrame(item.box, item.frame);
      if (!actions.duplicateMoved(items.map((i) => i.id), dx, dy)) canvas.render(model);
    } else if (drop) {
      const item = items[0];
      const zoom = camera.zoom;
      const r = item.box.getBoundingClientRect();
      const target = drop.box.getBoundingClientRect();
      const frame = { x: Math.round((r.left - target.left) / zoom), y: Math.round((r.top - target.top) / zoom), width: item.frame.width, height: item.frame.height };
      if (model.platform === "macos" && !FLIPPED_APPKIT_TAGS.has(drop.node.tag)) frame.y = drop.node.frame.height - frame.y - frame.height;
      if (!actions.reparent(item.id, drop.node.id, frame)) canvas.render(model);
    } else if (dx || dy) {
      if (!actions.move(items.map((i) => i.id), dx, dy)) canvas.render(model);
    }
    return { to: "idle" };
  },
};

function unionOf(frames) {
  const x = Math.min(...frames.map((f) => f.x));
  const y = Math.min(...frames.map((f) => f.y));
  return { x, y, width: Math.max(...frames.map((f) => f.x + f.width)) - x, height: Math.max(...frames.map((f) => f.y + f.height)) - y };
}
