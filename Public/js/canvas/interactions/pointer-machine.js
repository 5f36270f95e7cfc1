/**
 * The canvas's pointer, as one state machine the way tldraw structures its tools: one file per state (idle,
 * pointing, translating, resizing, marquee, panning, connecting, dragging-from-library, dragging-media, moving-entry-point) and the
 * transitions in one place (TRANSITIONS below). A state's handlers answer the transition they want (`{to, data}`);
 * only this file changes the state. The current state's name is mirrored in `data-pointer-state` on the viewport
 * (tests and the stylesheet read it).
 *
 * Canvas states get the viewport's pointer events. Drags that start elsewhere — a control-drag from the outline,
 * an object or an image dragged from the library — are `start`ed by their panel and follow the pointer over the whole
 * page: their events come from the document (capture or bubble phase, as the state says), so no panel adds its own
 * document listeners. `whenIdle` runs a callback once no canvas state holds drawn views (remote changes wait for the
 * drop of a moved view; the page-wide drags, which move no drawn view, do not hold them back).
 */
import { connecting } from "./connecting.js";
import { draggingFromLibrary } from "./dragging-from-library.js";
import { draggingMedia } from "./dragging-media.js";
import { idle } from "./idle.js";
import { marquee } from "./marquee.js";
import { movingEntryPoint } from "./moving-entry-point.js";
import { panning } from "./panning.js";
import { pointing } from "./pointing.js";
import { resizing, sizeReadout } from "./resizing.js";
import { translating } from "./translating.js";
import { wheelZoomFactor } from "../camera.js";
import { objectAtTarget } from "../geometry.js";

/** Where a space is text: a field, a select's type-ahead, the in-place title editor. */
const isTextEntry = (target) => Boolean(target?.closest?.("input, textarea, select, [contenteditable='true'], [contenteditable='']"));

const STATES = { idle, pointing, translating, resizing, marquee, panning, connecting, "dragging-from-library": draggingFromLibrary,
  "dragging-media": draggingMedia, "moving-entry-point": movingEntryPoint };

/** Where each state may go. Every state ends in idle (on release, or when the browser cancels the pointer). */
export const TRANSITIONS = {
  idle: ["pointing", "resizing", "panning", "connecting", "dragging-from-library", "dragging-media", "moving-entry-point"],
  pointing: ["idle", "translating", "marquee", "panning"],
  translating: ["idle"],
  resizing: ["idle"],
  marquee: ["idle"],
  panning: ["idle"],
  connecting: ["idle"],
  "dragging-from-library": ["idle"],
  "dragging-media": ["idle"],
  "moving-entry-point": ["idle"],
};

/**
 * @param {import("../../editing/editor.js").Editor} editor
 * @param {object} options `onPointer(event|null)`: every pointer move over the canvas (presence);
 *   `onHover(event)`: a move over the canvas while idle (the Alt-hover distances);
 *   `onDrag(box, superBox)`: each frame of a single view's drag, and `onDrag(null)` at its end (the distances to the
 *   superview's edges);
 *   `connections`: the connection HUD a connecting drag opens on release (panels/connection-hud.js)
 */
export function installPointerMachine(editor, { onPointer = () => {}, onHover = () => {}, onDrag = () => {}, connections }) {
  const { viewport, camera } = editor;
  let spaceHeld = false;
  /** What every state handler gets: the editor's parts, the drawn model, and whether Space is held (pan). */
  const context = {
    editor, viewport, camera, canvas: editor.canvas, selection: editor.selection, actions: editor.actions, connections,
    hover: onHover,
    dragged: onDrag,
    get model() { return editor.canvas.model; },
    get spaceHeld() { return spaceHeld; },
  };
  let name = "idle";
  let data = {};
  const idleCallbacks = [];
  /** True while a canvas state is under way (pointing … panning): its drawn views must not be redrawn under it. */
  const holdsCanvas = () => name !== "idle" && !STATES[name].phase;

  const enter = (next, nextData = {}) => {
    if (next !== "idle" && !TRANSITIONS[name].includes(next)) throw new Error(`pointer: no transition ${name} → ${next}`);
    name = next;
    data = nextData;
    viewport.dataset.pointerState = next;
    // After the handler that ended the drag has finished (its batch submitted), not in the middle of it.
    if (!holdsCanvas() && idleCallbacks.length) setTimeout(flushIdle, 0);
  };
  const flushIdle = () => {
    while (!holdsCanvas() && idleCallbacks.length) idleCallbacks.shift()();
  };
  /** Applies what a handler answered: a transition (the same event replayed in the new state when it asks). */
  const follow = (transition, event) => {
    if (!transition) return;
    enter(transition.to, transition.data);
    if (transition.replay) follow(STATES[name].move?.(context, data, event), event);
  };
  const handle = (phase, event) => follow(STATES[name][phase]?.(context, data, event), event);
  enter("idle");

  viewport.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 && event.button !== 1) return;
    if (event.target.closest(".title-editor, .context-menu")) return;
    // Control-drag from an object draws a connection (connecting.js), not a move.
    if (event.ctrlKey && event.button === 0 && name === "idle") {
      const id = objectAtTarget(event.target);
      if (id && start("connecting", { event, sourceId: id })) return;
    }
    event.preventDefault();
    viewport.focus({ preventScroll: true });
    handle("down", event);
    if (name !== "idle") viewport.setPointerCapture(event.pointerId);
  });
  const onCanvas = () => !STATES[name].phase;
  viewport.addEventListener("pointermove", (event) => {
    if (onCanvas()) handle("move", event);
    onPointer(event);
  });
  viewport.addEventListener("pointerup", (event) => { if (onCanvas()) handle("up", event); });
  viewport.addEventListener("pointercancel", () => {
    if (!onCanvas()) return;
    editor.canvas.showGuides([]); // a move's or a resize's
    onDrag(null);
    sizeReadout(viewport).hide();
    enter("idle");
  });
  viewport.addEventListener("pointerleave", () => onPointer(null));
  // The drags that follow the pointer over the whole page.
  for (const capture of [true, false]) {
    const phase = capture ? "capture" : "bubble";
    for (const [type, handler] of [["pointermove", "move"], ["pointerup", "up"]]) {
      document.addEventListener(type, (event) => { if (STATES[name].phase === phase) handle(handler, event); }, capture);
    }
  }

  viewport.addEventListener("wheel", (event) => {
    event.preventDefault();
    if (event.ctrlKey || event.metaKey) {
      const r = viewport.getBoundingClientRect();
      camera.zoomAt(camera.zoom * wheelZoomFactor(event.deltaY, event.deltaMode), event.clientX - r.left, event.clientY - r.top);
    } else {
      camera.panBy(-event.deltaX, -event.deltaY);
    }
  }, { passive: false });

  // Space held pans, wherever the focus is (a toolbar button just clicked keeps it): the keys are read on the
  // document, and Space is the canvas's while the pointer is over it or the canvas has the focus — then the focused
  // button is not pressed by it. Text fields keep their spaces; elsewhere Space presses the focused control.
  let pointerOverCanvas = false;
  viewport.addEventListener("pointerenter", () => { pointerOverCanvas = true; });
  viewport.addEventListener("pointerleave", () => { pointerOverCanvas = false; });
  const releaseSpace = () => { spaceHeld = false; viewport.classList.remove("grab"); };
  const spaceIsCanvas = (event) => event.code === "Space" && !isTextEntry(event.target)
    && (spaceHeld || pointerOverCanvas || viewport.contains(event.target));
  document.addEventListener("keydown", (event) => {
    if (!spaceIsCanvas(event)) return;
    spaceHeld = true;
    viewport.classList.add("grab");
    event.preventDefault();
  }, true);
  document.addEventListener("keyup", (event) => {
    if (event.code !== "Space" || !spaceHeld) return;
    releaseSpace();
    event.preventDefault(); // a focused button is activated on Space's keyup
  }, true);
  window.addEventListener("blur", releaseSpace);

  /**
   * Starts a drag from outside the canvas's own pointerdown (a control-drag from the outline, the library's
   * object or image) when no other is under way; answers whether it started (a state may refuse: read-only…).
   */
  function start(next, payload) {
    if (name !== "idle") return false;
    const started = STATES[next].start(context, payload);
    if (!started) return false;
    enter(next, started);
    return true;
  }

  return {
    start,
    /** Runs `callback` now when no canvas state holds drawn views, else once the pointer is back to idle (after that task). */
    whenIdle(callback) {
      if (!holdsCanvas()) callback();
      else idleCallbacks.push(callback);
    },
  };
}
