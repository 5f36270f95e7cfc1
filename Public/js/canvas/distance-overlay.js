/**
 * Option/Alt-hover distances, as in Interface Builder: with one view selected, holding Alt over another
 * view shows the gaps between them in points (red lines with labels); over the superview (or the selected
 * view itself) it shows the distances to the superview's four edges. While one view is dragged, its
 * distances to the superview's four edges follow it (#22: distances on the guides while dragging).
 */
import { el } from "../util/dom.js";

const format = (points) => String(Math.round(points * 2) / 2);

/**
 * @param {import("../editing/editor.js").Editor} editor
 * @returns {{hover(event: PointerEvent): void, dragged(box: Element|null, superBox?: Element|null): void}} what the
 *   pointer machine's idle state draws on a move, and its translating state while one view is dragged
 */
export function installDistanceOverlay({ viewport, canvas, selection, camera }) {
  const layer = el("div", "distance-layer");
  viewport.append(layer);
  let last = null;

  const clear = () => layer.replaceChildren();

  /** A line between two viewport points with its length (in points) as a label. */
  const segment = (x1, y1, x2, y2, points) => {
    const line = el("div", "distance-line");
    const horizontal = y1 === y2;
    Object.assign(line.style, horizontal
      ? { left: `${Math.min(x1, x2)}px`, top: `${y1}px`, width: `${Math.abs(x2 - x1)}px`, height: "1px" }
      : { left: `${x1}px`, top: `${Math.min(y1, y2)}px`, height: `${Math.abs(y2 - y1)}px`, width: "1px" });
    const label = el("span", "distance-label", format(points));
    Object.assign(label.style, { left: `${(x1 + x2) / 2}px`, top: `${(y1 + y2) / 2}px` });
    layer.append(line, label);
  };

  /** The four gaps from view rectangle `a` to the edges of its container `c` (viewport pixels). */
  const toEdges = (a, c, zoom) => {
    const midY = (a.top + a.bottom) / 2;
    const midX = (a.left + a.right) / 2;
    segment(c.left, midY, a.left, midY, (a.left - c.left) / zoom);
    segment(a.right, midY, c.right, midY, (c.right - a.right) / zoom);
    segment(midX, c.top, midX, a.top, (a.top - c.top) / zoom);
    segment(midX, a.bottom, midX, c.bottom, (c.bottom - a.bottom) / zoom);
  };

  const relative = (r) => {
    const origin = viewport.getBoundingClientRect();
    return { left: r.left - origin.left, right: r.right - origin.left, top: r.top - origin.top, bottom: r.bottom - origin.top };
  };

  /** While `box` (a dragged view) moves inside `superBox`: its distances to the superview's edges; null clears. */
  const dragged = (box, superBox) => {
    clear();
    if (box && superBox) toEdges(relative(box.getBoundingClientRect()), relative(superBox.getBoundingClientRect()), camera.zoom);
  };

  const draw = (event) => {
    clear();
    if (!event?.altKey || selection.ids.length !== 1) return;
    const selected = canvas.world.querySelector(`.ib-view[data-object-id="${CSS.escape(selection.primary)}"]`);
    if (!selected) return;
    const hovered = document.elementsFromPoint(event.clientX, event.clientY).map((e) => e.closest(".world .ib-view")).find(Boolean);
    if (!hovered) return;
    const zoom = camera.zoom;
    const rel = relative;
    const a = rel(selected.getBoundingClientRect());
    const container = hovered === selected || hovered.contains(selected) ? (hovered === selected ? selected.parentElement.closest(".ib-view") : hovered) : null;
    if (container) {
      toEdges(a, rel(container.getBoundingClientRect()), zoom);
      return;
    }
    const b = rel(hovered.getBoundingClientRect());
    const midY = (Math.max(a.top, b.top) + Math.min(a.bottom, b.bottom)) / 2;
    const midX = (Math.max(a.left, b.left) + Math.min(a.right, b.right)) / 2;
    const y = Number.isFinite(midY) && Math.max(a.top, b.top) < Math.min(a.bottom, b.bottom) ? midY : (a.top + a.bottom) / 2;
    const x = Math.max(a.left, b.left) < Math.min(a.right, b.right) ? midX : (a.left + a.right) / 2;
    if (b.left >= a.right) segment(a.right, y, b.left, y, (b.left - a.right) / zoom);
    else if (a.left >= b.right) segment(b.right, y, a.left, y, (a.left - b.right) / zoom);
    if (b.top >= a.bottom) segment(x, a.bottom, x, b.top, (b.top - a.bottom) / zoom);
    else if (a.top >= b.bottom) segment(x, b.bottom, x, a.top, (a.top - b.bottom) / zoom);
  };

  viewport.addEventListener("pointermove", (event) => { last = event; });
  viewport.addEventListener("pointerleave", () => { last = null; clear(); });
  document.addEventListener("keydown", (event) => { if (event.key === "Alt" && last) draw({ clientX: last.clientX, clientY: last.clientY, altKey: true }); });
  document.addEventListener("keyup", (event) => { if (event.key === "Alt") clear(); });
  selection.onChange(clear);
  /** `hover`: the idle state's moves over the canvas (no button down); `dragged`: the translating state's. */
  return { hover: draw, dragged };
}
