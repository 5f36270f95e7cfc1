/**
 * Every edit the UI can make, as one call: it builds the ops with a command (`commands/*.js`) against the
 * session's current document and submits them as one batch. Refusals become a message, never an exception
 * in the page. Listeners (toolbar undo buttons...) hear about each submit.
 */
import { CLIP_TYPE, decodeClip, encodeClip, WEB_CLIP_TYPE } from "./clipboard.js";
import * as commands from "../commands/index.js";

const CLIPBOARD_KEY = "storyweave.clipboard";

const parseXML = (xml) => new DOMParser().parseFromString(xml, "application/xml").documentElement;

/** Writes a clip with the async clipboard API (a menu's Copy has no copy event): the custom type where supported. */
function writeSystemClipboard(json, text) {
  const clipboard = globalThis.navigator?.clipboard;
  if (!clipboard) return;
  const asText = () => clipboard.writeText?.(text).catch(() => {});
  if (!globalThis.ClipboardItem || !clipboard.write) return asText();
  const blob = (type, value) => new Blob([value], { type });
  let item;
  try {
    item = new ClipboardItem({ [WEB_CLIP_TYPE]: blob(CLIP_TYPE, json), "text/plain": blob("text/plain", text) });
  } catch {
    return asText();
  }
  clipboard.write([item]).catch(asText);
}

/** The clip on the system clipboard through the async clipboard API, or null (not allowed, empty, not ours). */
async function readSystemClipboard() {
  const clipboard = globalThis.navigator?.clipboard;
  try {
    for (const item of await clipboard.read()) {
      const read = async (type) => (item.types.includes(type) ? (await item.getType(type)).text() : null);
      const clip = decodeClip({ json: await read(WEB_CLIP_TYPE), text: await read("text/plain") }, parseXML);
      if (clip) return clip;
    }
  } catch { /* no permission or no API: try text */ }
  try {
    return decodeClip({ text: await clipboard.readText() }, parseXML);
  } catch {
    return null;
  }
}

export class EditActions {
  #catalog;
  /** `(doc, ops, label) => more ops` appended to every batch before it is submitted (addBatchHook). */
  #batchHooks = [];

  /**
   * @param session SyncClient or ReadOnlySession (editor-session.js)
   * @param selection the Selection
   * @param {(message: string, kind?: string) => void} notify shows a message to the user
   * @param {{catalog?: () => object|null}} options `catalog`: the class catalog once loaded (the editor's), for
   *   what the library adds
   */
  constructor(session, selection, notify, { catalog = () => null } = {}) {
    this.session = session;
    this.selection = selection;
    this.notify = notify;
    this.#catalog = catalog;
  }

  /** Appends what `hook(doc, ops, label)` answers to every batch before it is submitted (commands/auto-layout/placement-marks.js). */
  addBatchHook(hook) { this.#batchHooks.push(hook); }

  get doc() { return this.session.document; }
  get readOnly() { return Boolean(this.session.readOnly); }

  /** Builds ops with `build(doc)` (returns ops or {ops, ...}) and submits them; returns the build result or null. */
  run(label, build) {
    if (this.readOnly) {
      this.notify(this.session.reason ?? "This document is read-only.", "error");
      return null;
    }
    try {
      const result = build(this.doc);
      const ops = Array.isArray(result) ? result : result.ops;
      if (!ops.length) return null;
      for (const hook of this.#batchHooks) ops.push(...hook(this.doc, ops, label));
      this.session.submit(ops, { label });
      return result;
    } catch (error) {
      this.notify(error.reason ?? error.message, "error");
      return null;
    }
  }

  #generator() { return commands.IdGenerator.forDocument(this.doc); }

  move(ids, dx, dy) { return this.run("Move", (doc) => commands.moveViews(doc, { ids, dx, dy })); }
  setScreenFrame(id, rect) { return this.run("Resize", (doc) => commands.setScreenFrame(doc, { id, ...rect })); }
  setFrame(id, frame) { return this.run("Size", (doc) => commands.setFrame(doc, { id, ...frame })); }
  setAttribute(id, name, value) { return this.run("Change Attribute", (doc) => commands.setAttribute(doc, { id, name, value })); }
  setKeyedChildAttribute(args) { return this.run("Change Attribute", (doc) => commands.setKeyedChildAttribute(doc, args)); }
  replaceKeyedChild(args) { return this.run("Change Attribute", (doc) => commands.replaceKeyedChild(doc, args)); }
  removeKeyedChild(args) { return this.run("Change Attribute", (doc) => commands.removeKeyedChild(doc, args)); }
  renameLabel(id, label) { return this.run("Rename", (doc) => commands.renameLabel(doc, { id, label })); }
  changeClass(id, customClass, module) { return this.run("Change Class", (doc) => commands.changeClass(doc, { id, customClass, module })); }
  setTitle(id, text) { return this.run("Edit Title", (doc) => commands.setTitle(doc, { id, text })); }
  disconnect(id) { return this.run("Disconnect", (doc) => commands.disconnect(doc, { id })); }
  /** Several attribute ops as one undoable change (user-defined runtime attributes, fonts...). */
  submitOps(label, ops) { return this.run(label, () => ops); }

  delete(ids = this.selection.ids) {
    const done = this.run("Delete", (doc) => commands.deleteObjects(doc, { ids }));
    if (done) this.selection.clear("edit");
    return done;
  }

  duplicate(ids = this.selection.ids) {
    const result = this.run("Duplicate", (doc) => commands.duplicateObjects(doc, { ids, generator: this.#generator(), offset: { x: 10, y: 10 } }));
    if (result) this.selection.set(result.ids, "edit");
    return result;
  }

  /** Option-drag: copies of the views where the drag left them (dx, dy screen points), one undoable batch; selects them. */
  duplicateMoved(ids, dx, dy) {
    const result = this.run("Duplicate", (doc) => commands.duplicateObjects(doc, {
      ids, generator: this.#generator(), offset: commands.screenOffsetInXML(doc, ids[0], dx, dy) }));
    if (result) this.selection.set(result.ids, "edit");
    return result;
  }

  /**
   * Copies the objects: onto the system clipboard (the copy event's `clipboardData` when there is one, else
   * the async clipboard API) as a Storyweave clip and as XML text, and into localStorage for browsers that
   * let a page read neither (clipboard.js). Returns the clip, or null when nothing could be copied.
   */
  copy(ids = this.selection.ids, { clipboardData = null } = {}) {
    if (!ids.length) return null;
    try {
      const clip = { ...commands.copyObjects(this.doc, { ids }), documentId: this.session.documentId ?? null };
      if (!clip.items.length) return null;
      const { json, text } = encodeClip(clip);
      try { localStorage.setItem(CLIPBOARD_KEY, json); } catch { /* full or unavailable: the system clipboard still has it */ }
      if (clipboardData) {
        clipboardData.setData(CLIP_TYPE, json);
        clipboardData.setData("text/plain", text);
      } else {
        writeSystemClipboard(json, text);
      }
      return clip;
    } catch (error) {
      this.notify(error.reason ?? error.message, "error");
      return null;
    }
  }

  cut(ids = this.selection.ids, options = {}) {
    if (this.readOnly) return this.run("Cut", () => []);
    return this.copy(ids, options) ? this.delete(ids) : null;
  }

  /**
   * Pastes into `into` (a container view id) what the clipboard holds: the paste event's `clipboardData`
   * when given (answers the result), else the async clipboard API, then localStorage (answers a promise).
   * Ids are new; references to objects outside the copy are kept only within the document it came from.
   */
  paste(into, { clipboardData = null } = {}) {
    if (clipboardData) {
      const clip = decodeClip({ json: clipboardData.getData(CLIP_TYPE), text: clipboardData.getData("text/plain") }, parseXML);
      if (!clip) return this.notify("The clipboard holds no objects to paste.", "error");
      return this.pasteClip(into, clip);
    }
    return readSystemClipboard().then((clip) => {
      const stored = clip ?? decodeClip({ json: localStorage.getItem(CLIPBOARD_KEY) }, parseXML);
      if (!stored) return this.notify("The clipboard is empty.", "error");
      return this.pasteClip(into, stored);
    });
  }

  /** Pastes a decoded clip (clipboard.js's `decodeClip`). */
  pasteClip(into, clip) {
    const sameDocument = Boolean(clip.documentId) && clip.documentId === this.session.documentId;
    const result = this.run("Paste", (doc) => commands.pasteObjects(doc, { clip, into, generator: this.#generator(), parse: parseXML, sameDocument }));
    if (result) this.selection.set(result.ids, "edit");
    return result;
  }

  addFromLibrary(className, into, x, y) {
    const catalog = this.#catalog();
    const catalogClass = catalog?.byName.get(className);
    const cellClass = catalog?.byName.get(commands.cellClassName(className)) ?? null;
    const result = this.run("Add Object", (doc) => commands.addObject(doc, { catalogClass, cellClass, into, x, y, generator: this.#generator() }));
    if (result) this.selection.set([result.id], "edit");
    return result;
  }

  /** A view controller from the library on the empty canvas: new scene(s) at (x, y) in canvas coordinates (add-scene.js). */
  addSceneFromLibrary(className, x, y) {
    const catalogClass = this.#catalog()?.byName.get(className);
    const result = this.run("Add Scene", (doc) => commands.addScene(doc, { catalogClass, x, y, generator: this.#generator() }));
    if (result) this.selection.set([result.id], "edit");
    return result;
  }

  /** Size to Fit Content: `sizes` maps ids to {width, height} measured by the canvas; origins stay. */
  sizeToFit(sizes) {
    return this.run("Size to Fit Content", (doc) => Object.entries(sizes).flatMap(([id, size]) => commands.setFrame(doc, { id, ...size })));
  }

  reparent(id, into, frame, place = {}) { return this.run("Move Into", (doc) => commands.reparent(doc, { id, into, frame, ...place })); }

  embedInNavigationController(id) {
    const result = this.run("Embed In Navigation Controller", (doc) => commands.embedInNavigationController(doc, { id, generator: this.#generator() }));
    if (result) this.selection.set([result.id], "edit");
    return result;
  }

  embedInView(ids = this.selection.ids) {
    const result = this.run("Embed In View", (doc) => commands.embedInView(doc, { ids, generator: this.#generator() }));
    if (result) this.selection.set([result.id], "edit");
    return result;
  }

  connectOutlet(source, property, destination) {
    return this.run("Connect Outlet", (doc) => commands.connectOutlet(doc, { source, property, destination, generator: this.#generator() }));
  }

  connectOutletCollection(source, property, destination) {
    return this.run("Connect Outlet Collection",
      (doc) => commands.connectOutlet(doc, { source, property, destination, generator: this.#generator(), collection: true }));
  }

  connectAction(source, selector, target, eventType) {
    return this.run("Connect Action", (doc) => commands.connectAction(doc, { source, selector, target, eventType, generator: this.#generator() }));
  }

  setInitialController(id) { return this.run("Set Initial View Controller", (doc) => commands.setInitialController(doc, { id })); }

  connectBinding(source, name, destination, keyPath) {
    return this.run("Bind", (doc) => commands.connectBinding(doc, { source, name, destination, keyPath, generator: this.#generator() }));
  }

  connectSegue(source, destination, kind, relationship = null) {
    return this.run("Connect Segue", (doc) => commands.connectSegue(doc, { source, destination, kind, relationship, generator: this.#generator() }));
  }

  undo() {
    if (this.readOnly) return false;
    return this.session.undo();
  }

  redo() {
    if (this.readOnly) return false;
    return this.session.redo();
  }
}
