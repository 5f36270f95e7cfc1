/**
 * How the page follows its document. After every change event of the session the model is read again — only the
 * scenes the ops touched when they are known (document/changed-scenes.js) — and the canvas redrawn; then the panels
 * (outline, inspector, presence marks, and `onPanelsUpdate` listeners such as the Strings tool): at once after my
 * change, once the canvas change is on screen after someone else's. Remote changes arriving mid-drag wait for the
 * drop (the pointer's `whenIdle`), so the dragged view is not redrawn under the pointer.
 */
import { changedSceneIds } from "../document/changed-scenes.js";
import { DocumentModel } from "../document/document-model.js";
import { afterNextFrame, PhaseTimer, recordPanels, recordRemoteRender, timed } from "./perf-probe.js";

export class ChangeFollower {
  /** Scene ids whose outline rows are out of date ("all": every row), or null when the panels are current. */
  #panelsDue = null;
  /** Remote ops waiting for the drop (undefined: redraw everything), or null when nothing waits. */
  #queuedOps = null;
  /** The outline is drawn once the canvas is on screen; until then changes only redraw the canvas. */
  #outlineDrawn = false;
  #listeners = [];

  /**
   * @param {import("../editing/editor.js").Editor} editor
   * @param {object} panels `outline`, `inspector`, `presence`, and `pointer` (canvas/interactions/pointer-machine.js)
   */
  constructor(editor, { outline, inspector, presence, pointer }) {
    Object.assign(this, { editor, outline, inspector, presence, pointer });
  }

  /** Starts listening: local edits redraw at once (the drop lands where it was released), remote ones once no drag is under way. */
  start() {
    const { session, notify } = this.editor;
    session.addEventListener("change", (event) => {
      const { source, ops } = event.detail ?? {};
      if (source === "local") this.render("local", ops);
      else this.#schedule(source === "remote" ? ops : null);
    });
    session.addEventListener("reject", (event) => notify(`Your change was undone: ${event.detail.reason}`, "error"));
  }

  /** The outline has been drawn: changes redraw it from now on. */
  outlineDrawn() { this.#outlineDrawn = true; }

  /** `listener()` runs whenever the panels follow a change (after the outline, inspector and presence). */
  onPanelsUpdate(listener) { this.#listeners.push(listener); }

  /** Redraws after a change; `ops` (when known) lets the canvas redraw only the scenes they touched. */
  render(source = "local", ops = null) {
    const { editor } = this;
    const { canvas, session } = editor;
    const phases = new PhaseTimer();
    const before = editor.model;
    const scenes = ops && changedSceneIds(ops, before, session.document);
    editor.replaceModel(scenes ? DocumentModel.afterSceneChange(before, scenes) : new DocumentModel(session.document.root));
    phases.lap("model");
    if (scenes) canvas.update(editor.model, scenes);
    else canvas.render(editor.model);
    phases.lap("canvas");
    this.#panelsDue = !scenes || this.#panelsDue === "all" ? "all" : new Set([...(this.#panelsDue ?? []), ...scenes]);
    if (source === "local") this.#updatePanels(source);
    else afterNextFrame().then(() => recordPanels(timed(() => this.#updatePanels(source))));
    return phases.laps;
  }

  #updatePanels(source) {
    if (this.#panelsDue === null) return;
    const { model, selection, viewport, session } = this.editor;
    const scenes = this.#panelsDue === "all" ? null : [...this.#panelsDue];
    this.#panelsDue = null;
    if (this.#outlineDrawn) {
      if (scenes) this.outline.update(model, scenes);
      else this.outline.render(model);
    }
    this.inspector.setModel(model);
    this.inspector.show(selection.primary, { preserveEditing: source !== "local" });
    this.presence.render();
    for (const listener of this.#listeners) listener();
    const live = selection.ids.filter((x) => model.objects.has(x) || model.segues.some((s) => s.id === x));
    if (live.length !== selection.ids.length) selection.set(live, "document");
    viewport.dataset.version = String(session.serverVersion ?? "");
  }

  #schedule(ops) {
    const first = this.#queuedOps === null;
    this.#queuedOps = this.#queuedOps === undefined || !ops ? undefined : [...(this.#queuedOps ?? []), ...ops];
    if (!first) return;
    // setTimeout, not requestAnimationFrame: a tab in the background must still apply what others do.
    setTimeout(() => this.pointer.whenIdle(() => {
      const pending = this.#queuedOps;
      this.#queuedOps = null;
      recordRemoteRender(this.render("remote", pending ?? null));
    }), 0);
  }
}
