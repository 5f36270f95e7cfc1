/**
 * Resizing: one of a selected view's eight handles follows the pointer; the moving edges snap to siblings and the
 * superview (hold ⌘ to resize freely), its W × H shown beside the pointer. Released, one batch sets the frame.
 */
import { applyStyleFrame, styleFrame } from "../geometry.js";
import { SizeReadout } from "../overlays/size-readout.js";
import { snap } from "./snapping.js";

/** One W × H readout per canvas, shown while a handle is dragged. */
const readouts = new WeakMap();
export function sizeReadout(viewport) {
  if (!readouts.has(viewport)) readouts.set(viewport, new SizeReadout(viewport));
  return readouts.get(viewport);
}

export const resizing = {
  move({ camera, canvas, model, viewport }, data, event) {
    const zoom = camera.zoom;
    const dx = Math.round((event.clientX - data.start.x) / zoom);
    const dy = Math.round((event.clientY - data.start.y) / zoom);
    const f = { ...data.frame };
    const dir = data.dir;
    if (dir.includes("e")) f.width = Math.max(1, data.frame.width + dx);
    if (dir.includes("s")) f.height = Math.max(1, data.frame.height + dy);
    if (dir.includes("w")) { f.width = Math.max(1, data.frame.width - dx); f.x = data.frame.x + data.frame.width - f.width; }
    if (dir.includes("n")) { f.height = Math.max(1, data.frame.height - dy); f.y = data.frame.y + data.frame.height - f.height; }
    let guides = [];
    if (data.superBox && !event.metaKey) {
      const edges = { left: dir.includes("w"), right: dir.includes("e"), top: dir.includes("n"), bottom: dir.includes("s") };
      const snapped = snap(f, data.siblings, styleFrame(data.superBox), { edges, zoom, platform: model.platform });
      if (edges.right) f.width += Math.round(snapped.dx);
      if (edges.left) { f.x += Math.round(snapped.dx); f.width -= Math.round(snapped.dx); }
      if (edges.bottom) f.height += Math.round(snapped.dy);
      if (edges.top) { f.y += Math.round(snapped.dy); f.height -= Math.round(snapped.dy); }
      guides = snapped.guides;
    }
    data.result = f;
    applyStyleFrame(data.box, f);
    canvas.showGuides(guides, data.superBox);
    sizeReadout(viewport).show(f, event.clientX, event.clientY);
    canvas.refreshSelection();
    return null;
  },
  up({ canvas, actions, model, viewport }, data) {
    canvas.showGuides([]);
    sizeReadout(viewport).hide();
    const { id, result } = data;
    if (result && !actions.setScreenFrame(id, result)) canvas.render(model);
    return { to: "idle" };
  },
};
