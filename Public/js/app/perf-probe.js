/**
 * What the editor measures about itself, for bench/browser/editor_perf.py (and DevTools):
 * `performance.mark("storyweave:<name>")` at the milestones of opening a document, and the time each
 * canvas pointermove spends in the page's handlers (drag, snapping, guides, selection box — including the
 * style and layout they force). Samples are kept on `window.__storyweavePerf`; the cost is one
 * performance.now() pair per pointermove.
 */
const MAX_SAMPLES = 5000;

export const perf = {
  /** Milliseconds of work per canvas pointermove, with the pointer state it ran in. */
  pointerMoves: [],
  /** Phases of each redraw after someone else's change (milliseconds: model, canvas, total). */
  remoteRenders: [],
  /** Milliseconds of each panels update (outline, inspector, presence, strings) that follows such a redraw. */
  panelUpdates: [],
  clear() {
    this.pointerMoves.length = 0;
    this.remoteRenders.length = 0;
    this.panelUpdates.length = 0;
  },
};

globalThis.__storyweavePerf = perf;

/** Marks a milestone (`storyweave:name`); its startTime is relative to navigation start. */
export function mark(name) {
  performance.mark(`storyweave:${name}`);
}

/**
 * Marks `name` once the next frame after now has been produced (rAF runs before that frame's paint; the
 * task queued from it runs after it).
 */
export function markAfterNextFrame(name) {
  afterNextFrame().then(() => mark(name));
}

/**
 * Resolves once the next frame has been produced. setTimeout as well, so a page in a background tab (no
 * frames) still goes on after a while.
 */
export function afterNextFrame() {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 200);
    requestAnimationFrame(() => setTimeout(() => {
      clearTimeout(timer);
      resolve();
    }, 0));
  });
}

function push(list, sample) {
  if (list.length >= MAX_SAMPLES) list.shift();
  list.push(sample);
}

/**
 * Times every pointermove over the viewport: a capturing listener on window starts the clock before any
 * handler of the page, a bubbling one on window stops it after all of them (the viewport's included).
 */
export function installPointerProbe(viewport) {
  let started = null;
  window.addEventListener("pointermove", (event) => {
    started = viewport.contains(event.target) ? performance.now() : null;
  }, { capture: true });
  window.addEventListener("pointermove", () => {
    if (started === null) return;
    push(perf.pointerMoves, { ms: performance.now() - started, state: viewport.dataset.pointerState ?? "" });
    started = null;
  });
}

/** Milliseconds spent in the named phases of one piece of work, in order (`laps.total` is the sum). */
export class PhaseTimer {
  constructor() {
    this.last = performance.now();
    this.laps = { total: 0 };
  }

  lap(name) {
    const now = performance.now();
    this.laps[name] = now - this.last;
    this.laps.total += now - this.last;
    this.last = now;
  }
}

/** Milliseconds `work()` took. */
export function timed(work) {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/** Records how long a deferred panels update took. */
export function recordPanels(ms) {
  push(perf.panelUpdates, ms);
}

/** Records a remote redraw's phases (PhaseTimer laps). */
export function recordRemoteRender(laps) {
  push(perf.remoteRenders, laps);
}
