/**
 * The open document's editor: one object, built once by the composition root (app/editor-page.js) and handed to
 * every panel, so nothing reaches for globals or sets fields on another object.
 *
 * - `session`: the SyncClient or ReadOnlySession (app/editor-session.js); `model`: the DocumentModel of its
 *   document, replaced after every change (document/document-model.js);
 * - `selection`, `actions` (EditActions: every edit, through commands/), `notify` (a message to the user);
 * - `canvas`, `camera`, `viewport`: the drawn document and its view;
 * - `catalog`, `userClasses`, `sourceProject`: loaded after the first drawing (null until then, and
 *   `userClasses`/`sourceProject` stay null when the project has no code); `layout`: Auto Layout's LayoutActions
 *   once its module is installed (constraints/auto-layout.js).
 */
import { CONTAINER_TAGS, isMovable, superviewNode } from "../canvas/geometry.js";
import { EditActions } from "./edit-actions.js";

export class Editor {
  #model;

  constructor({ documentId, session, model, selection, notify, canvas, camera, viewport }) {
    Object.assign(this, { documentId, session, selection, notify, canvas, camera, viewport });
    this.#model = model;
    this.catalog = null;
    this.userClasses = null;
    this.sourceProject = null;
    this.layout = null;
    this.actions = new EditActions(session, selection, notify, { catalog: () => this.catalog });
  }

  get model() { return this.#model; }
  get readOnly() { return this.actions.readOnly; }

  /** The document changed: `model` is read from it again (by the composition root's renderer). */
  replaceModel(model) { this.#model = model; }

  /** The class catalog of the document's platform arrived (GET /api/catalog). */
  catalogLoaded(catalog) { this.catalog = catalog; }

  /** The classes of the project's uploaded code arrived (code/user-classes.js): autocomplete, HUD, inspectables. */
  classesLoaded(userClasses, project) {
    this.userClasses = userClasses;
    this.sourceProject = project;
  }

  /** Auto Layout is installed: its edits (LayoutActions), for the inspector's constraint rows and the context menu. */
  layoutInstalled(layoutActions) { this.layout = layoutActions; }

  /** Whether this object can be moved on the canvas now (a view with a frame, the document editable). */
  isMovable(objectId) { return !this.readOnly && isMovable(this.#model.objects.get(objectId)); }

  /** The selected objects that can be moved (arrow keys). */
  movableIds() { return this.selection.ids.filter((id) => isMovable(this.#model.objects.get(id))); }

  /** The container a paste goes into: the selected container, else the selection's superview, else a root view. */
  pasteTarget() {
    const node = this.#model.objects.get(this.selection.primary);
    if (node && CONTAINER_TAGS.has(node.tag) && node.frame) return node.id;
    const superview = node && superviewNode(node);
    if (superview) return superview.id;
    const scene = node?.scene ?? this.#model.scenes[0];
    const root = scene?.controller?.children.find((c) => c.frame && c.element.getAttribute("key") === "view") ?? scene?.root;
    return root?.frame ? root.id : null;
  }
}
