/**
 * The documents the Strings tool covers ("the open documents"): the page's own, plus the ones the person added
 * from the same project, remembered per browser (localStorage). Each added document is a live session of its
 * own (editor-session.js's openSession, the same SyncClient the editor uses), so an edit or a replacement there
 * is an ordinary batch in that document's op log: its editors see it live, it is undone with that document's
 * undo, and a refused or offline edit is handled by that client (rolled back with a message, or queued).
 */
import { json } from "../api/client.js";
import { DocumentModel } from "../document/document-model.js";
import { EditActions } from "../editing/edit-actions.js";
import { openSession } from "../app/editor-session.js";
import { defaultClassName } from "../document/ib-names.js";
import { localizableStrings } from "./catalog.js";

export const REMEMBERED_KEY = "storyweave.strings.documents";
const MAX_REMEMBERED = 24;

/** The ids of the documents added to the tool, most recent first (`storage`: localStorage or a test's Map-like). */
export class RememberedDocuments {
  constructor(storage) { this.storage = storage; }

  ids() {
    try {
      const value = JSON.parse(this.storage.getItem(REMEMBERED_KEY) ?? "[]");
      return Array.isArray(value) ? value.filter((id) => typeof id === "string") : [];
    } catch {
      return [];
    }
  }

  add(id) { this.#write([id, ...this.ids().filter((x) => x !== id)].slice(0, MAX_REMEMBERED)); }
  remove(id) { this.#write(this.ids().filter((x) => x !== id)); }

  #write(ids) {
    try { this.storage.setItem(REMEMBERED_KEY, JSON.stringify(ids)); } catch { /* private mode: this page only */ }
  }
}

/**
 * The documents the tool may add for a document of `project` (from GET /api/documents/{id}/classes): the
 * project's documents the caller can read; documents outside any project (open mode's `local`) see every
 * document. Answers [] when listing is not allowed (a share-link holder).
 */
export async function projectDocuments(project) {
  const query = project && project !== "local" ? `?project=${encodeURIComponent(project)}` : "";
  try {
    return (await json(`/api/documents${query}`)).documents;
  } catch {
    return [];
  }
}

const classResolver = (model) => (element) => element.getAttribute("customClass") ?? defaultClassName(element.tagName, model.platform);

/** No selection to keep: the tool's edits in another document select nothing there. */
const NO_SELECTION = { ids: [], primary: null, set() {}, clear() {} };

/** One document of the tool: its session, the EditActions that submit to it, its model for object names. */
export class StringsSource {
  /**
   * @param {object} options `id`, `name`, `actions` (EditActions on the document's session), `current` (the
   *   page's own document), `getModel` (the page's model, for the current one)
   */
  constructor({ id, name, actions, current = false, getModel = null }) {
    Object.assign(this, { id, name, actions, current });
    this.getModel = getModel;
    this.cachedModel = null;
  }

  /** Opens another document's live session (read-only when it cannot be edited or reached). */
  static async open({ id, name, notify }) {
    const session = await openSession({ documentId: id });
    const source = new StringsSource({ id, name, actions: new EditActions(session, NO_SELECTION, (message, kind) => notify(`${name}: ${message}`, kind)) });
    session.addEventListener?.("change", () => { source.cachedModel = null; });
    return source;
  }

  get session() { return this.actions.session; }
  get readOnly() { return this.actions.readOnly; }
  get status() { return this.session.status; }
  get pendingCount() { return this.session.pendingCount ?? 0; }

  get model() {
    if (this.getModel) return this.getModel();
    this.cachedModel ??= new DocumentModel(this.session.document.root);
    return this.cachedModel;
  }

  /** The document's localizable strings, each with `source` (this) and the object's display `objectName`. */
  entries() {
    if (!this.session.document) return [];
    const model = this.model;
    return localizableStrings(this.actions.doc, classResolver(model)).map((entry) => ({
      ...entry, source: this, objectName: model.objects.get(entry.id)?.name ?? entry.id,
    }));
  }

  close() {
    if (!this.current) this.session.close?.();
  }
}
