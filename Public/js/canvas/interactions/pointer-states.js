/**
 * Canvas pointer interactions as small named states, the way tldraw structures its tools:
 * idle → pointing → (select | dragging | marquee | panning), idle → resizing (from a handle), idle → panning.
 * The current state's name is mirrored in `data-pointer-state` on the viewport (tests read it).
 * Moves and resizes change the drawn boxes live and submit one batch on release.
 */
import { applyStyleFrame, CONTAINER_TAGS, intersects, isMovable, styleFrame, superviewNode, viewBox } from "../geometry.js";
import { snap } from "./snapping.js";
import { FLIPPED_APPKIT_TAGS } from "../../document/appkit-flipped.js";
import { DropTargets } from "../drop-targets.js";

const DRAG_THRESHOLD = 4;

export function installPointerStates(viewport, { camera, selection, canvas, actions, onPointer = () => {}, onConnectDrag = () => false }) {
  let state = { name: "idle" };
  const enter = (next) => {
    state = next;
    viewport.dataset.pointerState = next.name;
  };
  enter(state);
  let spaceHeld = false;
  const model = () => canvas.model;

  const local = (event) => {
    const r = viewport.getBoundingClientRect();
    return { x: event.clientX - r.left, y: event.clientY - r.top };
  };

  /** The object id a pointer event is over (a scene title stands for its controller). */
  const objectAt = (target) => {
    const titled = target.closest("[data-selects]");
    if (titled) return titled.dataset.selects;
    return target.closest(".world [data-object-id]")?.dataset.objectId ?? null;
  };

  /** The containers a single dragged view may be dropped into (not itself nor its subviews). */
  const dropTargets = (items) => items.length !== 1 ? null : new DropTargets({
    world: canvas.world, viewport, camera, sceneRects: canvas.sceneRects, sceneScreens: canvas.sceneScreens, excluded: items.map((item) => item.box),
    isContainer: (id) => { const node = model().objects.get(id); return node && CONTAINER_TAGS.has(node.tag) ? node : null; },
  });

  const startDragging = (event, id) => {
    const ids = selection.has(id) ? selection.ids.filter((x) => isMovable(model().objects.get(x))) : [id];
    if (!selection.has(id)) selection.set([id], "canvas");
    const items = ids.map((x) => ({ id: x, box: viewBox(canvas.world, x) })).filter((item) => item.box);
    for (const item of items) item.frame = styleFrame(item.box);
    const superview = superviewNode(model().objects.get(id));
    const superBox = superview ? viewBox(canvas.world, superview.id) : null;
    const siblings = superBox ? [...superBox.children].filter((c) => c.matches(".ib-view") && !items.some((i) => i.box === c)).map(styleFrame) : [];
    enter({ name: "dragging", items, start: state.start, superview, superBox, siblings, dx: 0, dy: 0, drop: null, targets: dropTargets(items) });
  };

  const finishGuides = () => canvas.showGuides([]);

  const states = {
    idle: {
      down(event) {
        const handle = event.target.closest(".handle[data-handle-for]");
        if (handle && event.button === 0 && !actions.readOnly) {
          const box = viewBox(canvas.world, handle.dataset.handleFor);
          if (box) {
            const node = model().objects.get(handle.dataset.handleFor);
            const superBox = superviewNode(node) ? viewBox(canvas.world, superviewNode(node).id) : null;
            const siblings = superBox ? [...superBox.children].filter((c) => c.matches(".ib-view") && c !== box).map(styleFrame) : [];
            enter({ name: "resizing", id: node.id, box, frame: styleFrame(box), dir: handle.dataset.direction, start: { x: event.clientX, y: event.clientY }, superBox, siblings });
            return;
          }
        }
        const id = objectAt(event.target);
        if (event.button === 1 || spaceHeld || !id) {
          enter({ name: "panning", last: { x: event.clientX, y: event.clientY }, moved: false });
        } else {
          enter({ name: "pointing", id, start: { x: event.clientX, y: event.clientY }, additive: event.shiftKey || event.metaKey });
        }
      },
    },
    pointing: {
      move(event) {
        if (Math.hypot(event.clientX - state.start.x, event.clientY - state.start.y) <= DRAG_THRESHOLD) return;
        const node = model().objects.get(state.id);
        const box = viewBox(canvas.world, state.id);
        if (isMovable(node) && box && !actions.readOnly) {
          startDragging(event, state.id);
          states.dragging.move(event);
        } else if (node?.frame && box) {
          // A drag from a root view draws a selection rectangle over its subviews.
          enter({ name: "marquee", box, start: state.start, additive: state.additive, before: selection.ids });
          states.marquee.move(event);
        } else {
          enter({ name: "panning", last: { x: event.clientX, y: event.clientY }, moved: true });
        }
      },
      up() {
        if (state.additive) selection.toggle(state.id, "canvas");
        else selection.set([state.id], "canvas");
        enter({ name: "idle" });
      },
    },
    dragging: {
      move(event) {
        const zoom = camera.zoom;
        let dx = Math.round((event.clientX - state.start.x) / zoom);
        let dy = Math.round((event.clientY - state.start.y) / zoom);
        const union = unionOf(state.items.map((i) => i.frame));
        let guides = [];
        if (state.superview && !event.metaKey) {
          const superFrame = styleFrame(state.superBox);
          const snapped = snap({ ...union, x: union.x + dx, y: union.y + dy }, state.siblings, superFrame, { zoom, platform: model().platform });
          dx += Math.round(snapped.dx);
          dy += Math.round(snapped.dy);
          guides = snapped.guides;
        }
        state.dx = dx;
        state.dy = dy;
        for (const item of state.items) applyStyleFrame(item.box, { ...item.frame, x: item.frame.x + dx, y: item.frame.y + dy });
        canvas.showGuides(guides, state.superBox);
        const drop = state.targets?.at(event.clientX, event.clientY) ?? null;
        state.drop = drop && drop.node.id !== state.superview?.id ? drop : null;
        canvas.highlightDropTarget(state.drop?.node.id ?? null);
        canvas.refreshSelection();
      },
      up() {
        finishGuides();
        canvas.highlightDropTarget(null);
        const { items, dx, dy, drop } = state;
        enter({ name: "idle" });
        if (drop) {
          const item = items[0];
          const zoom = camera.zoom;
          const r = item.box.getBoundingClientRect();
          const target = drop.box.getBoundingClientRect();
          const frame = { x: Math.round((r.left - target.left) / zoom), y: Math.round((r.top - target.top) / zoom), width: item.frame.width, height: item.frame.height };
          if (model().platform === "macos" && !FLIPPED_APPKIT_TAGS.has(drop.node.tag)) frame.y = drop.node.frame.height - frame.y - frame.height;
          if (!actions.reparent(item.id, drop.node.id, frame)) canvas.render(model());
        } else if (dx || dy) {
          if (!actions.move(items.map((i) => i.id), dx, dy)) canvas.render(model());
        }
      },
    },
    resizing: {
      move(event) {
        const zoom = camera.zoom;
        const dx = Math.round((event.clientX - state.start.x) / zoom);
        const dy = Math.round((event.clientY - state.start.y) / zoom);
        const f = { ...state.frame };
        const dir = state.dir;
        if (dir.includes("e")) f.width = Math.max(1, state.frame.width + dx);
        if (dir.includes("s")) f.height = Math.max(1, state.frame.height + dy);
        if (dir.includes("w")) { f.width = Math.max(1, state.frame.width - dx); f.x = state.frame.x + state.frame.width - f.width; }
        if (dir.includes("n")) { f.height = Math.max(1, state.frame.height - dy); f.y = state.frame.y + state.frame.height - f.height; }
        let guides = [];
        if (state.superBox && !event.metaKey) {
          const edges = { left: dir.includes("w"), right: dir.includes("e"), top: dir.includes("n"), bottom: dir.includes("s") };
          const snapped = snap(f, state.siblings, styleFrame(state.superBox), { edges, zoom, platform: model().platform });
          if (edges.right) f.width += Math.round(snapped.dx);
          if (edges.left) { f.x += Math.round(snapped.dx); f.width -= Math.round(snapped.dx); }
          if (edges.bottom) f.height += Math.round(snapped.dy);
          if (edges.top) { f.y += Math.round(snapped.dy); f.height -= Math.round(snapped.dy); }
          guides = snapped.guides;
        }
        state.result = f;
        applyStyleFrame(state.box, f);
        canvas.showGuides(guides, state.superBox);
        canvas.refreshSelection();
      },
      up() {
        finishGuides();
        const { id, result } = state;
        enter({ name: "idle" });
        if (result && !actions.setScreenFrame(id, result)) canvas.render(model());
      },
    },
    marquee: {
      move(event) {
        const left = Math.min(state.start.x, event.clientX);
        const top = Math.min(state.start.y, event.clientY);
        const rect = { left, top, right: Math.max(state.start.x, event.clientX), bottom: Math.max(state.start.y, event.clientY) };
        canvas.showMarquee(rect);
        const ids = [...state.box.children].filter((c) => c.matches(".ib-view[data-object-id]"))
          .filter((c) => intersects(c.getBoundingClientRect(), rect)).map((c) => c.dataset.objectId);
        selection.set(state.additive ? [...state.before, ...ids] : ids, "canvas");
      },
      up() {
        canvas.showMarquee(null);
        enter({ name: "idle" });
      },
    },
    panning: {
      move(event) {
        camera.panBy(event.clientX - state.last.x, event.clientY - state.last.y);
        state.last = { x: event.clientX, y: event.clientY };
        state.moved = true;
      },
      up(event) {
        // The last move can be coalesced into the up event: apply it so a pan ends exactly under the pointer.
        if (event.clientX !== state.last.x || event.clientY !== state.last.y) states.panning.move(event);
        if (!state.moved) selection.clear("canvas");
        enter({ name: "idle" });
      },
    },
  };

  viewport.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 && event.button !== 1) return;
    if (event.target.closest(".title-editor, .context-menu")) return;
    // Control-drag from an object draws a connection (connection-drag.js), not a move.
    if (event.ctrlKey && event.button === 0 && state.name === "idle") {
      const id = objectAt(event.target);
      if (id && onConnectDrag(event, id)) return;
    }
    event.preventDefault();
    viewport.focus({ preventScroll: true });
    states[state.name].down?.(event);
    if (state.name !== "idle") viewport.setPointerCapture(event.pointerId);
  });
  viewport.addEventListener("pointermove", (event) => {
    states[state.name].move?.(event);
    onPointer(event);
  });
  viewport.addEventListener("pointerup", (event) => states[state.name].up?.(event));
  viewport.addEventListener("pointercancel", () => {
    finishGuides();
    enter({ name: "idle" });
  });
  viewport.addEventListener("pointerleave", () => onPointer(null));

  viewport.addEventListener("wheel", (event) => {
    event.preventDefault();
    if (event.ctrlKey || event.metaKey) {
      const p = local(event);
      camera.zoomAt(camera.zoom * Math.exp(-event.deltaY * 0.01), p.x, p.y);
    } else {
      camera.panBy(-event.deltaX, -event.deltaY);
    }
  }, { passive: false });

  viewport.addEventListener("keydown", (event) => {
    if (event.code === "Space" && !event.target.closest("input, textarea")) { spaceHeld = true; viewport.classList.add("grab"); event.preventDefault(); }
  });
  viewport.addEventListener("keyup", (event) => {
    if (event.code === "Space") { spaceHeld = false; viewport.classList.remove("grab"); }
  });
  return { get state() { return state.name; } };
}

function unionOf(frames) {
  const x = Math.min(...frames.map((f) => f.x));
  const y = Math.min(...frames.map((f) => f.y));
  return { x, y, width: Math.max(...frames.map((f) => f.x + f.width)) - x, height: Math.max(...frames.map((f) => f.y + f.height)) - y };
}
