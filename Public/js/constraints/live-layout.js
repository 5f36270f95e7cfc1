/**
 * The live Auto Layout solution of the open document (Public/js/layout's solver), for the document's own
 * device and for the preview device the device bar picked. Solved lazily and cached per drawn model (the
 * editor makes a new model after every change), so nothing is solved until a constrained view is selected
 * or another device is previewed. The device bar's right-to-left toggle previews the document as in a
 * right-to-left language (`rightToLeft`): the "shown" solution mirrors leading/trailing; nothing is written.
 * On the document's own device, labels, buttons and text fields unchanged since the document was loaded keep
 * the size Xcode stored (layout/stored-text-sizes.js, captured on the first draw of each document); edited ones
 * are measured.
 */
import { DocumentLayout } from "../layout/document-layout.js";
import { deviceOfDocument } from "../layout/devices.js";
import { documentConstraintID } from "../layout/layout-issues.js";
import { StoredTextSizes } from "../layout/stored-text-sizes.js";

const ZERO = { top: 0, left: 0, bottom: 0, right: 0 };

export class LiveLayout {
  /** @param {() => object} getDocument the session's document  @param {() => object} getModel the drawn model */
  constructor({ getDocument, getModel }) {
    this.getDocument = getDocument;
    this.getModel = getModel;
    /** The previewed device (a layout/devices.js Device), or null for the document's own. */
    this.preview = null;
    /** True when the canvas previews a right-to-left language (the "shown" solution only). */
    this.rightToLeft = false;
    this.listeners = new Set();
    this.cache = { model: null, results: new Map() };
    /** document → the StoredTextSizes captured when it was loaded. */
    this.captures = new WeakMap();
  }

  /**
   * The text sizes Xcode stored in `doc` (default the session's document) as it was when first seen here: call it
   * when a document is loaded, before any edit (the canvas does on its first draw; the batch hooks do too).
   */
  storedTextSizes(doc = this.getDocument()) {
    if (!doc) return null;
    if (!this.captures.has(doc)) this.captures.set(doc, StoredTextSizes.capture(doc));
    return this.captures.get(doc);
  }

  /** The document's `<device>` (null for documents without one, e.g. macOS). */
  get documentDevice() {
    const doc = this.getDocument();
    return doc ? deviceOfDocument(doc.root) : null;
  }

  /** True when the canvas shows another device than the document's. */
  get previewing() {
    return Boolean(this.preview && !this.preview.equals(this.documentDevice));
  }

  /** True when the canvas shows something else than the document's own layout (another device, right to left). */
  get showsPreview() {
    return this.previewing || this.rightToLeft;
  }

  setPreview(device) {
    this.preview = device;
    for (const listener of this.listeners) listener(device);
  }

  setRightToLeft(rightToLeft) {
    this.rightToLeft = rightToLeft;
    for (const listener of this.listeners) listener(this.preview);
  }

  /** The cache key of a "shown"/"document" solution. */
  #key(which, ambiguity) {
    const device = which === "shown" && this.previewing ? this.preview : null;
    const rightToLeft = which === "shown" && this.rightToLeft;
    return `${device ? `${device.id}/${device.orientation}` : "document"}${rightToLeft ? "+rtl" : ""}${ambiguity ? "+ambiguity" : ""}`;
  }

  onPreviewChange(listener) { this.listeners.add(listener); }

  /**
   * The solution for "document" (stored frames are compared with it: misplaced views, Update Frames) or
   * "shown" (the device on the canvas): {device, views: Map id → {frame, rootFrame, storedFrame, superviewID,
   * translatesAutoresizingMask}, issues, misplaced: Map id → issue, conflicting: Set of constraint ids,
   * safeAreaOf(viewElement) → insets, uninstalled: Set of ids the device's size classes don't install,
   * hidden: Set of view ids hidden there}, or null when the document cannot be laid out.
   */
  solve(which = "shown", { ambiguity = false } = {}) {
    const model = this.getModel();
    if (this.cache.model !== model) this.cache = { model, results: new Map() };
    const device = which === "shown" && this.previewing ? this.preview : null;
    const key = this.#key(which, ambiguity);
    if (!this.cache.results.has(key)) this.cache.results.set(key, this.#solve(device, ambiguity, which === "shown" && this.rightToLeft));
    return this.cache.results.get(key);
  }

  /** The solution when it is already known for the drawn model (never solves), else undefined. */
  cached(which = "shown") {
    if (this.cache.model !== this.getModel()) return undefined;
    return this.cache.results.get(this.#key(which, false));
  }

  #solve(device, ambiguity, rightToLeft) {
    const doc = this.getDocument();
    if (!doc || (this.getModel()?.platform ?? "ios") !== "ios") return null;
    try {
      // Xcode's sizes are for the width Xcode laid the document out at: a previewed device measures.
      const storedTextSizes = device ? null : this.storedTextSizes(doc);
      const layout = new DocumentLayout(doc, { ...(device ? { device } : {}), storedTextSizes, detectsAmbiguity: ambiguity,
        direction: rightToLeft ? "rightToLeft" : "leftToRight" });
      const result = layout.solve();
      const views = new Map();
      for (const view of result.views) if (!views.has(view.id)) views.set(view.id, view);
      const misplaced = new Map();
      const conflicting = new Set();
      const ambiguous = new Map();
      for (const issue of result.issues) {
        if (issue.kind === "misplaced") misplaced.set(issue.objectID, issue);
        if (issue.kind === "unsatisfiable") {
          for (const origin of [issue.broken, ...issue.conflicting]) {
            const id = documentConstraintID(origin);
            if (id) conflicting.add(id);
          }
        }
        if (issue.kind === "ambiguous") ambiguous.set(issue.objectID, issue.axes);
      }
      const safeAreas = new Map(layout.mappings.map((mapping) => [mapping.root?.id, mapping.rootSafeArea ?? ZERO]));
      const safeAreaOf = (view) => safeAreas.get(view.getAttribute("id")) ?? ZERO;
      // The device's size classes: views (and everything else) their variations don't install, views they hide.
      const uninstalled = layout.environment.variations.uninstalledIDs;
      const hidden = new Set(layout.mappings.flatMap((mapping) => mapping.nodes.filter((node) => node.isHidden).map((node) => node.id)));
      return { device: result.device, views, issues: result.issues, misplaced, conflicting, ambiguous, safeAreaOf, uninstalled, hidden };
    } catch (error) {
      console.warn(`Auto Layout could not solve this document: ${error.message}`);
      return null;
    }
  }
}
