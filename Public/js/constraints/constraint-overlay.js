/**
 * Draws the selected views' constraints on the canvas as Interface Builder does: I-beams for spacing and
 * sizes, lines for alignments, blue when satisfied, orange when a view is not where its constraints put it,
 * red when the constraint is part of an unsatisfiable set; and the orange dashed frame where the solver
 * would put a misplaced view (also live, while a constrained view is dragged). Clicking a constraint
 * selects it.
 */
import { attributeValue, axisOf, MARGIN_ATTRIBUTES, SIZE_ATTRIBUTES } from "../commands/auto-layout/attributes.js";
import { constraintsInvolving, multiplierValue } from "../commands/auto-layout/constraint-xml.js";
import { isView, itemElement, superviewOf } from "../commands/auto-layout/view-tree.js";

const SVG = "http://www.w3.org/2000/svg";
const svgEl = (tag, attributes = {}) => {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
};
const CAP = 4; // half the length of an I-beam's end caps, in pixels
const round = (value) => Math.round(value * 10) / 10;
// As the solver's misplacement check (≤ 0.5 pt is in place), with room for the float noise of positions read back from the page.
const differs = (a, b) => ["x", "y", "width", "height"].some((k) => Math.abs(a[k] - b[k]) > 0.501);

export function installConstraintOverlay({ viewport, canvas, selection, liveLayout, getDocument }) {
  const layer = svgEl("svg", { class: "constraint-layer", "aria-hidden": "true" });
  canvas.overlay.after(layer);

  /** The drawn box of a view on the canvas, or null. */
  const drawn = (id) => canvas.world.querySelector(`.ib-view[data-object-id="${CSS.escape(id)}"]`);

  function draw() {
    layer.replaceChildren();
    const doc = getDocument();
    if (!doc || !canvas.model || canvas.model.platform !== "ios") return;
    const ids = selection.ids;
    if (!ids.length) return;
    const selectedConstraints = new Set(ids.filter((id) => itemElement(doc, id)?.tagName === "constraint"));
    const views = ids.filter((id) => isView(itemElement(doc, id)));
    const firstItems = [...selectedConstraints].map((id) => itemElement(doc, id)).map((element) => element.getAttribute("firstItem") ?? element.parentElement?.parentElement?.getAttribute("id"));
    const entries = constraintsInvolving(doc, new Set(views)).concat(
      selectedConstraints.size ? constraintsInvolving(doc, new Set(firstItems)).filter(({ spec }) => selectedConstraints.has(spec.id)) : []);
    const viewsWithConstraints = new Set(entries.flatMap(({ spec }) => [spec.first, spec.second]));
    // Views laid out by Auto Layout (constrained, or arranged by a stack view) can be misplaced even without a
    // constraint of their own; views that keep their autoresizing mask need no solving.
    const laidOut = views.some((id) => {
      const element = itemElement(doc, id);
      return element.getAttribute("translatesAutoresizingMaskIntoConstraints") === "NO" || superviewOf(element)?.tagName === "stackView";
    });
    if (!entries.length && !laidOut) return;
    // Solving a large document takes a while: it happens after the frame that shows the change, not in it.
    const solution = liveLayout.cached("shown");
    if (solution === undefined) {
      deferSolve();
      return;
    }
    if (!solution) return;
    const origin = viewport.getBoundingClientRect();
    const zoom = canvas.camera.zoom;
    // Geometry is in canvas points from the viewport's corner: a view where it is drawn now (a drag is followed
    // live), and where the solver puts it relative to its superview as drawn (frames are relative, as in Xcode).
    const boxes = new Map();
    const drawnRect = (id) => {
      if (!boxes.has(id)) {
        const r = drawn(id)?.getBoundingClientRect();
        boxes.set(id, r ? { x: (r.left - origin.left) / zoom, y: (r.top - origin.top) / zoom, width: r.width / zoom, height: r.height / zoom } : null);
      }
      return boxes.get(id);
    };
    const current = (id) => (isView(itemElement(doc, id)) ? drawnRect(id) : null);
    const solvedRect = (id) => {
      const view = solution.views.get(id);
      if (!view) return null;
      const parent = view.superviewID ? drawnRect(view.superviewID) : null;
      if (!parent) return current(id);
      return { x: parent.x + view.frame.x, y: parent.y + view.frame.y, width: view.frame.width, height: view.frame.height };
    };
    const misplacedIds = new Set();
    for (const id of new Set([...views, ...viewsWithConstraints])) {
      const now = current(id), solved = solvedRect(id);
      const view = solution.views.get(id);
      if (now && solved && view && !view.translatesAutoresizingMask && view.superviewID && differs(now, solved)) misplacedIds.add(id);
    }
    /** Canvas points (from the viewport's corner) → viewport pixels. */
    const toScreen = (x, y) => [x * zoom, y * zoom];

    const selectedRects = views.map(current).filter(Boolean);
    // Constraints the shown size class doesn't install (or whose items it doesn't) are not drawn, as in Xcode.
    const installed = ({ spec }) => ![spec.id, spec.first, spec.second].some((id) => id && solution.uninstalled?.has(id));
    for (const { element, spec } of entries.filter(installed)) {
      const state = solution.conflicting.has(spec.id) ? "conflicting"
        : misplacedIds.has(spec.first) || misplacedIds.has(spec.second) ? "misplaced" : "satisfied";
      const group = svgEl("g", { class: `constraint ${state}${selectedConstraints.has(spec.id) ? " selected" : ""}` });
      group.dataset.constraintId = spec.id;
      group.dataset.state = state;
      const segments = geometry(spec, { current, solvedRect });
      if (!segments) continue;
      for (const [x1, y1, x2, y2, kind] of segments) {
        const [ax, ay] = toScreen(x1, y1);
        const [bx, by] = toScreen(x2, y2);
        group.append(svgEl("line", { x1: ax, y1: ay, x2: bx, y2: by, class: kind ?? "beam" }));
        if (kind === "beam") {
          const vertical = Math.abs(bx - ax) < Math.abs(by - ay);
          for (const [px, py] of [[ax, ay], [bx, by]]) {
            group.append(svgEl("line", vertical ? { x1: px - CAP, y1: py, x2: px + CAP, y2: py, class: "cap" } : { x1: px, y1: py - CAP, x2: px, y2: py + CAP, class: "cap" }));
          }
        }
        // I-beams outside the selected views can be clicked; over a view (alignment lines, centre offsets, sizes)
        // a press stays the view's, so it can still be dragged.
        const mid = [(x1 + x2) / 2, (y1 + y2) / 2];
        const overView = selectedRects.some((r) => mid[0] >= r.x && mid[0] <= r.x + r.width && mid[1] >= r.y && mid[1] <= r.y + r.height);
        if (kind === "beam" && !overView) group.append(svgEl("line", { x1: ax, y1: ay, x2: bx, y2: by, class: "hit" }));
      }
      // The constant of a selected constraint; how far off a misplaced one is (as Interface Builder labels them).
      const off = segments.residual ?? 0;
      const text = selectedConstraints.has(spec.id) ? `${spec.relation === "greaterThanOrEqual" ? "≥ " : spec.relation === "lessThanOrEqual" ? "≤ " : ""}${round(spec.constant)}`
        : state === "misplaced" && Math.abs(off) >= 0.5 ? `${off > 0 ? "+" : "−"}${round(Math.abs(off))}` : null;
      if (text !== null) {
        const [x1, y1, x2, y2] = segments[0];
        const [mx, my] = toScreen((x1 + x2) / 2, (y1 + y2) / 2);
        const width = 8 + text.length * 6.2;
        group.append(svgEl("rect", { x: mx - width / 2, y: my - 8, width, height: 16, rx: 4, class: "constraint-badge" }));
        const label = svgEl("text", { x: mx, y: my + 4, class: "constraint-label" });
        label.textContent = text;
        group.append(label);
      }
      const title = svgEl("title");
      title.textContent = element.getAttribute("userLabel") ?? describe(spec);
      group.append(title);
      layer.append(group);
    }
    // Where the solver would put the selected misplaced views: an orange dashed frame.
    for (const id of views) {
      if (!misplacedIds.has(id)) continue;
      const solved = solvedRect(id);
      const [x, y] = toScreen(solved.x, solved.y);
      const rect = svgEl("rect", { x, y, width: solved.width * zoom, height: solved.height * zoom, class: "misplaced-frame" });
      rect.dataset.misplacedFor = id;
      layer.append(rect);
    }
  }

  // A click on a constraint selects it (the canvas underneath does not see the press).
  layer.addEventListener("pointerdown", (event) => {
    const group = event.target.closest?.("g.constraint");
    if (!group) return;
    event.stopPropagation();
    event.preventDefault();
    selection.set([group.dataset.constraintId], "overlay");
  });

  let solving = false;
  const deferSolve = () => {
    if (solving) return;
    solving = true;
    requestAnimationFrame(() => setTimeout(() => {
      solving = false;
      liveLayout.solve("shown");
      draw();
    }, 0));
  };

  let scheduled = false;
  const redraw = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => { scheduled = false; draw(); });
  };
  canvas.onSelectionDrawn(redraw);
  liveLayout.onPreviewChange(redraw);
  return { redraw, layer };
}

function describe(spec) {
  const right = spec.second ? `${spec.second}.${spec.secondAttribute}${spec.constant ? ` + ${spec.constant}` : ""}` : String(spec.constant);
  return `${spec.first}.${spec.firstAttribute} = ${right}`;
}

/**
 * Line segments (canvas points) that draw a constraint: [x1, y1, x2, y2, kind] with kind "beam" (an I-beam
 * with end caps) or "align" (a plain line).
 */
export function geometry(spec, { current, solvedRect }) {
  const axis = axisOf(spec.firstAttribute);
  const firstRect = current(spec.first);
  const secondRect = spec.second ? current(spec.second) : null;
  const m = multiplierValue(spec.multiplier);
  const c = spec.constant ?? 0;
  // Size constraints: an I-beam across the view, just inside its bottom (width) or trailing (height) edge.
  if (SIZE_ATTRIBUTES.has(spec.firstAttribute) && (!spec.second || SIZE_ATTRIBUTES.has(spec.secondAttribute))) {
    const beams = [];
    const sizeBeam = (rect, attribute) => (attribute === "width"
      ? [rect.x, rect.y + rect.height - 6, rect.x + rect.width, rect.y + rect.height - 6, "beam"]
      : [rect.x + rect.width - 6, rect.y, rect.x + rect.width - 6, rect.y + rect.height, "beam"]);
    if (firstRect) beams.push(sizeBeam(firstRect, spec.firstAttribute));
    if (secondRect && spec.second !== spec.first) beams.push(sizeBeam(secondRect, spec.secondAttribute));
    if (spec.second === spec.first && firstRect) {
      // Aspect ratio: a diagonal in the view's corner.
      const size = Math.min(14, firstRect.width / 3, firstRect.height / 3);
      beams.push([firstRect.x + firstRect.width - 4 - size, firstRect.y + firstRect.height - 4, firstRect.x + firstRect.width - 4, firstRect.y + firstRect.height - 4 - size, "align"]);
    }
    if (!beams.length) return null;
    if (firstRect) {
      const other = spec.second ? attributeValue(secondRect ?? firstRect, spec.secondAttribute) : 0;
      beams.residual = attributeValue(firstRect, spec.firstAttribute) - (spec.second ? m * other : 0) - c;
    }
    return beams;
  }
  if (!axis) return null;
  // Each side's position along the axis: from the drawn view, or — for guides and margins — from the
  // constraint's own equation with the other item where the solver puts it.
  const direct = (rect, attribute) => (rect && !MARGIN_ATTRIBUTES.has(attribute) ? attributeValue(rect, attribute) : null);
  let p1 = direct(firstRect, spec.firstAttribute);
  let p2 = spec.second ? direct(secondRect, spec.secondAttribute) : null;
  if (p1 === null && p2 !== null) p1 = m * attributeValue(solvedRect(spec.second) ?? secondRect, spec.secondAttribute) + c;
  if (p2 === null && p1 !== null && spec.second) p2 = (attributeValue(solvedRect(spec.first) ?? firstRect, spec.firstAttribute) - c) / m;
  if (p1 === null || p2 === null) return null;
  // The measured view (not the container holding the constraint) is where the beam is drawn.
  const view = firstRect && spec.first !== spec.owner ? firstRect : secondRect ?? firstRect;
  const other = view === firstRect ? secondRect : firstRect;
  const aligned = Math.abs(p1 - p2) < 0.5;
  const withResidual = (segments) => Object.assign(segments, { residual: p1 - m * p2 - c });
  if (axis === "x") {
    if (aligned) {
      const top = Math.min(view.y, other?.y ?? view.y) - 6, bottom = Math.max(view.y + view.height, other ? other.y + other.height : view.y + view.height) + 6;
      return withResidual([[p1, top, p1, bottom, "align"]]);
    }
    const y = view.y + view.height / 2;
    return withResidual([[p1, y, p2, y, "beam"]]);
  }
  if (aligned) {
    const left = Math.min(view.x, other?.x ?? view.x) - 6, right = Math.max(view.x + view.width, other ? other.x + other.width : view.x + view.width) + 6;
    return withResidual([[left, p1, right, p1, "align"]]);
  }
  const x = view.x + view.width / 2;
  return withResidual([[x, p1, x, p2, "beam"]]);
}
