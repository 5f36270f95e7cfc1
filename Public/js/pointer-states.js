/**
 * Canvas pointer interactions as small named states (idle → pointing → selected, idle → panning), the way
 * tldraw structures its tools. The current state's name is mirrored in `data-pointer-state` on the viewport.
 */
const DRAG_THRESHOLD = 4;

export function installPointerStates(viewport, { camera, selection }) {
  let state = { name: "idle" };
  const enter = (next) => {
    state = next;
    viewport.dataset.pointerState = next.name;
  };
  enter(state);
  let spaceHeld = false;

  const local = (event) => {
    const r = viewport.getBoundingClientRect();
    return { x: event.clientX - r.left, y: event.clientY - r.top };
  };

  /** The object id a pointer event is over (a scene title stands for its controller). */
  const objectAt = (target) => {
    const titled = target.closest("[data-selects]");
    if (titled) return titled.dataset.selects;
    return target.closest("[data-object-id]")?.dataset.objectId ?? null;
  };

  const states = {
    idle: {
      down(event) {
        const id = objectAt(event.target);
        if (event.button === 1 || spaceHeld || !id) {
          enter({ name: "panning", last: { x: event.clientX, y: event.clientY }, moved: false });
        } else {
          enter({ name: "pointing", id, start: { x: event.clientX, y: event.clientY }, additive: event.shiftKey || event.metaKey });
        }
        viewport.setPointerCapture(event.pointerId);
      },
    },
    pointing: {
      move(event) {
        if (Math.hypot(event.clientX - state.start.x, event.clientY - state.start.y) > DRAG_THRESHOLD) {
          // Moving views arrives with editing; until then a drag from an object pans like one from the background.
          enter({ name: "panning", last: { x: event.clientX, y: event.clientY }, moved: true, pendingId: state.id });
        }
      },
      up() {
        if (state.additive) selection.toggle(state.id, "canvas");
        else selection.set([state.id], "canvas");
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
    event.preventDefault();
    viewport.focus({ preventScroll: true });
    states[state.name].down?.(event);
  });
  viewport.addEventListener("pointermove", (event) => states[state.name].move?.(event));
  viewport.addEventListener("pointerup", (event) => states[state.name].up?.(event));
  viewport.addEventListener("pointercancel", () => enter({ name: "idle" }));

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
    if (event.code === "Space") { spaceHeld = true; viewport.classList.add("grab"); event.preventDefault(); }
    if (event.key === "Escape") selection.clear("canvas");
  });
  viewport.addEventListener("keyup", (event) => {
    if (event.code === "Space") { spaceHeld = false; viewport.classList.remove("grab"); }
  });
}
