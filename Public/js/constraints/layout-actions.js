/**
 * Auto Layout edits as one undoable batch each, through the editor's EditActions (so they sync, undo per
 * user and write Xcode's XML): add constraints, align, the Resolve Auto Layout Issues commands, Embed In
 * Stack View and constraint edits. The solver's answers come from LiveLayout (the document's own device).
 */
import { IdGenerator } from "../commands/ids.js";
import { CommandError } from "../commands/errors.js";
import { addConstraintsOps, clearConstraintsOps, editConstraintOps, embedInStackView, missingSpecs, reverseConstraintOps,
  suggestedSpecs, updateConstantsOps, updateFramesOps, viewsWithin } from "../commands/auto-layout/commands.js";
import { setDocumentDeviceOps } from "../commands/auto-layout/document-device.js";
import { installedOps } from "../commands/auto-layout/installed-edit.js";
import { isView, itemElement, rootViewOf, superviewOf } from "../commands/auto-layout/view-tree.js";

export class LayoutActions {
  constructor({ actions, liveLayout, notify }) {
    Object.assign(this, { actions, liveLayout, notify });
  }

  get doc() { return this.actions.doc; }

  /** Insets of a root view's safe area on the document's device (for spacing measured to the safe area). */
  get safeAreaOf() {
    const solution = this.liveLayout.solve("document");
    return solution ? solution.safeAreaOf : () => ({ top: 0, left: 0, bottom: 0, right: 0 });
  }

  /** Adds constraint specs (built against the document at submit time); returns the new ids or null. */
  addConstraints(label, buildSpecs) {
    const result = this.actions.run(label, (doc) => {
      const specs = buildSpecs(doc);
      if (!specs.length) throw new CommandError("there are no constraints to add.");
      return addConstraintsOps(doc, specs, IdGenerator.forDocument(doc));
    });
    return result ? result.ids : null;
  }

  /** The views a Resolve command acts on: the selection (and what is inside it), or every view of its scenes. */
  scope(ids, whole) {
    const doc = this.doc;
    if (!whole) return viewsWithin(doc, ids);
    const roots = new Set();
    for (const id of ids) {
      let element = itemElement(doc, id);
      if (element && !isView(element)) element = [...element.children].find((child) => isView(child)) ?? element;
      const root = element && (isView(element) ? rootViewOf(element) : null);
      if (root) roots.add(root.getAttribute("id"));
    }
    return viewsWithin(doc, [...roots]);
  }

  #solved() {
    const solution = this.liveLayout.solve("document");
    if (!solution) throw new CommandError("this document's layout cannot be solved.");
    return solution;
  }

  updateFrames(ids, whole = false, { quiet = false } = {}) {
    const scope = this.scope(ids, whole);
    const done = this.actions.run("Update Frames", (doc) => updateFramesOps(doc, scope, this.#solved().views));
    if (!done && !quiet) this.notify("The frames are already where their constraints put them.");
    return done;
  }

  updateConstants(ids, whole = false) {
    const scope = this.scope(ids, whole);
    const done = this.actions.run("Update Constraint Constants", (doc) => updateConstantsOps(doc, scope, this.#solved().views));
    if (!done) this.notify("The constants already match the frames.");
    return done;
  }

  addMissing(ids, whole = false) {
    const scope = this.scope(ids, whole).filter((id) => superviewOf(itemElement(this.doc, id)));
    const solution = this.liveLayout.solve("document", { ambiguity: true });
    if (!solution) return this.notify("This document's layout cannot be solved.", "error");
    const added = this.addConstraints("Add Missing Constraints", (doc) => missingSpecs(doc, scope, solution.ambiguous, { safeAreaOf: solution.safeAreaOf }));
    if (!added) this.notify("Nothing is missing: every view's position and size is determined.");
    return added;
  }

  resetToSuggested(ids, whole = false) {
    const scope = this.scope(ids, whole).filter((id) => superviewOf(itemElement(this.doc, id)));
    const safeAreaOf = this.safeAreaOf;
    return this.actions.run("Reset to Suggested Constraints", (doc) => {
      const clear = clearConstraintsOps(doc, scope);
      // The new constraints are placed among what is left once the old ones are gone.
      const cleared = doc.copy();
      cleared.applyBatch(clear);
      const specs = scope.flatMap((id) => suggestedSpecs(cleared, id, ["x", "y"], { safeAreaOf }));
      const generator = IdGenerator.forDocument(doc);
      return [...clear, ...addConstraintsOps(cleared, specs, generator).ops];
    });
  }

  clear(ids, whole = false) {
    const scope = this.scope(ids, whole);
    const done = this.actions.run("Clear Constraints", (doc) => clearConstraintsOps(doc, scope));
    if (!done) this.notify("There are no constraints to clear.");
    return done;
  }

  embedInStackView(ids) {
    const result = this.actions.run("Embed In Stack View", (doc) => embedInStackView(doc, { ids, generator: IdGenerator.forDocument(doc) }));
    if (result) this.actions.selection.set([result.id], "edit");
    return result;
  }

  /** Use as Document Device: the previewed device becomes the document's, every frame as solved there. */
  setDocumentDevice(device) {
    return this.actions.run("Use as Document Device", (doc) => {
      const solution = this.liveLayout.solve("shown");
      if (!solution) throw new CommandError("this document's layout cannot be solved.");
      return setDocumentDeviceOps(doc, device, solution.views);
    });
  }

  editConstraint(id, changes) {
    return this.actions.run("Edit Constraint", (doc) => editConstraintOps(doc, id, changes));
  }

  reverseConstraint(id) {
    return this.actions.run("Reverse First And Second Item", (doc) => reverseConstraintOps(doc, id));
  }

  /** The Installed checkbox of a constraint or subview for a size class ("default": the base class; null: no variation). */
  setInstalled(id, installed, key = "default") {
    const label = installed === null ? "Remove Variation" : installed ? "Install" : "Uninstall";
    return this.actions.run(label, (doc) => installedOps(doc, id, installed, key));
  }
}
