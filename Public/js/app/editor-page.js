/**
 * The editor page's composition root (loaded by editor.js, which has already started opening the session): it
 * builds the one Editor (editing/editor.js) once the session is ready, hands it to every panel, and follows the
 * document (follow-changes.js). Every edit goes through EditActions → commands → `session.submit(ops)`.
 */
import { documentAccess } from "../account/document-access.js";
import { getCatalog, getDocumentClasses } from "../api/client.js";
import { UserClasses } from "../code/user-classes.js";
import { CONTAINER_TAGS, isMovable, superviewNode } from "../canvas/geometry.js";
import { installDistanceOverlay } from "../canvas/distance-overlay.js";
import { installPointerMachine } from "../canvas/interactions/pointer-machine.js";
import { installAutoLayout } from "../constraints/auto-layout.js";
import { Catalog } from "../document/catalog.js";
import { DocumentModel } from "../document/document-model.js";
import { installClipboard } from "../editing/clipboard.js";
import { installContextMenu } from "../editing/context-menu.js";
import { Editor } from "../editing/editor.js";
import { installKeyboardShortcuts } from "../editing/keyboard-shortcuts.js";
import { Selection } from "../editing/selection.js";
import { sizeToFitSelection } from "../editing/size-to-fit.js";
import { installTitleEditor } from "../editing/title-editor.js";
import { installConnectionHud } from "../panels/connection-hud.js";
import { installExportMenu } from "../panels/export-menu.js";
import { HistoryPanel } from "../panels/history.js";
import { Inspector } from "../panels/inspector/inspector.js";
import { IssuesPanel } from "../panels/issues.js";
import { Library } from "../panels/library.js";
import { Outline } from "../panels/outline.js";
import { Presence } from "../panels/presence.js";
import { Toolbar } from "../panels/toolbar.js";
import { StringsTool } from "../strings/tool.js";
import { linkAddress } from "../util/credentials.js";
import { platformShortcutTitles } from "../util/shortcut-label.js";
import { ChangeFollower } from "./follow-changes.js";
import { afterNextFrame, installPointerProbe, mark, markAfterNextFrame } from "./perf-probe.js";
import { exposeForTests } from "./test-hook.js";

const $ = (id) => document.getElementById(id);

function installZoomControls(camera, canvas, viewport) {
  const centre = () => {
    const r = viewport.getBoundingClientRect();
    return [r.width / 2, r.height / 2];
  };
  $("zoom-in").onclick = () => camera.step(+1, ...centre());
  $("zoom-out").onclick = () => camera.step(-1, ...centre());
  $("zoom-level").onclick = () => camera.zoomAt(1, ...centre());
  $("zoom-fit").onclick = () => canvas.zoomToFit();
  // The label shows the zoom the page opened at too (fit or the entry scene), not only later changes.
  const showZoom = () => { $("zoom-level").textContent = `${Math.round(camera.zoom * 100)}%`; };
  camera.onChange(showZoom);
  showZoom();
  document.addEventListener("keydown", (event) => {
    if (!(event.metaKey || event.ctrlKey) || event.defaultPrevented || event.target.closest("input, textarea")) return;
    const actions = { "=": () => camera.step(+1, ...centre()), "+": () => camera.step(+1, ...centre()),
      "-": () => camera.step(-1, ...centre()), "0": () => camera.zoomAt(1, ...centre()), "9": () => canvas.zoomToFit() };
    if (actions[event.key]) {
      event.preventDefault();
      actions[event.key]();
    }
  });
}

/** A short message at the bottom of the canvas (refusals, read-only notices). */
function notifier() {
  let timer;
  return (message, kind = "info") => {
    const toast = $("toast");
    toast.textContent = message;
    toast.className = `toast visible ${kind}`;
    clearTimeout(timer);
    timer = setTimeout(() => { toast.className = "toast"; }, kind === "error" ? 6000 : 3000);
  };
}

/** The toolbar's name, kind and Download link, and the Export menu, from the document's metadata. */
function showDocument(meta, version, notify) {
  document.title = `${meta.name} — Storyweave`;
  $("document-name").textContent = meta.name;
  $("document-kind").textContent = meta.kind === "storyboard" ? "Storyboard" : "XIB";
  $("download").href = linkAddress(meta.links.export, { version });
  installExportMenu({ button: $("export-button"), exportLink: meta.links.export, kind: meta.kind, version, notify });
}

/** Download and Export only for those who may export (a share link alone may not: the server answers 403). */
function offerDownloads(canExport) {
  $("download").closest(".split-button").hidden = !canExport;
}

/**
 * The canvas's interactions and Auto Layout: the pointer machine (with the connection HUD its connecting drags
 * open and the Alt-hover distances its idle state draws), constraints for the selection, the layout toolbar and
 * device bar, and the outline's control-drag.
 */
function installCanvasInteractions(editor, { outline, presence }) {
  const { viewport, canvas, selection, actions, notify } = editor;
  const autoLayout = installAutoLayout({ viewport, canvas, selection, actions, getModel: () => editor.model, notify });
  editor.layoutInstalled(autoLayout.layoutActions);
  // Rows of what the shown size class doesn't install are greyed, as in Xcode's outline.
  outline.greyUninstalled(autoLayout.sizeClasses.isUninstalled);
  autoLayout.liveLayout.onPreviewChange(() => outline.refreshInstalled());
  const connections = installConnectionHud(editor, { constraintHud: autoLayout.constraintHud });
  const distances = installDistanceOverlay(editor);
  const pointer = installPointerMachine(editor, { onPointer: (event) => presence.pointerMoved(event), onHover: distances.hover, onDrag: distances.dragged, connections });
  $("outline").addEventListener("pointerdown", (event) => {
    const row = event.target.closest(".outline-row[data-object-id]");
    if (row && event.ctrlKey && event.button === 0) pointer.start("connecting", { event, sourceId: row.dataset.objectId });
  });
  // The Connections inspector's wells: drag from an outlet's circle, or from New Referencing Outlet's.
  $("inspector").addEventListener("pointerdown", (event) => {
    const well = event.target.closest(".connection-dot.well");
    if (!well || event.button !== 0) return;
    const { source, property, collection } = well.dataset;
    if (well.dataset.well === "outlet") pointer.start("connecting", { event, sourceId: source, outlet: { property, collection: collection === "YES" } });
    else pointer.start("connecting", { event, sourceId: source, reverse: true });
  });
  return { autoLayout, pointer };
}

/**
 * Canvas, outline, inspector and presence follow the selection. A selection made by starting a drag (the button is
 * still down) reaches the outline and inspector a frame later, so the drag's first frame only moves the view;
 * clicks and keys update them at once.
 */
function followSelection(editor, { outline, inspector, presence }) {
  const { canvas, selection } = editor;
  let buttonDown = false;
  window.addEventListener("pointerdown", () => { buttonDown = true; }, { capture: true });
  for (const type of ["pointerup", "pointercancel"]) window.addEventListener(type, () => { buttonDown = false; }, { capture: true });
  const showSelectionInPanels = (ids, source) => {
    outline.showSelection(ids, { reveal: source !== "outline" });
    inspector.show(ids[0] ?? null);
  };
  let selectionChanges = 0;
  selection.onChange((ids, source) => {
    const change = ++selectionChanges;
    canvas.showSelection(ids);
    if (source === "canvas" && buttonDown) {
      afterNextFrame().then(() => {
        if (change === selectionChanges) showSelectionInPanels(ids, source);
      });
    } else {
      showSelectionInPanels(ids, source);
    }
    if (source === "outline" && ids[0]) canvas.reveal(ids[0]);
    presence.selectionChanged(ids);
  });
  window.addEventListener("resize", () => canvas.showSelection(selection.ids));
}

/** Keys, menus, the clipboard and in-place titles. */
function installEditingTools(editor) {
  const { viewport, selection } = editor;
  installKeyboardShortcuts(editor);
  viewport.addEventListener("keydown", (event) => {
    if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key === "=" && selection.ids.length) {
      event.preventDefault();
      sizeToFitSelection(editor);
    }
  });
  installTitleEditor(editor);
  installContextMenu(editor);
  installClipboard(editor);
}

/** What the outline's rename in place and row drag do: rename the label, move the view before, into or after a row. */
function outlineEdits(editor) {
  const { actions, notify } = editor;
  const onRename = (objectId, label) => actions.renameLabel(objectId, label);
  const onMove = (objectId, targetId, zone) => {
    const { model } = editor;
    const target = model.objects.get(targetId);
    if (!target?.frame || !isMovable(model.objects.get(objectId))) return notify("Only views can be moved in the outline.", "error");
    if (zone === "into") {
      if (!CONTAINER_TAGS.has(target.tag)) return notify(`A ${target.className} cannot hold subviews.`, "error");
      return actions.reparent(objectId, targetId, null);
    }
    const parent = superviewNode(target);
    if (!parent) return notify("A view must stay inside a superview.", "error");
    if (zone === "after") return actions.reparent(objectId, parent.id, null, { after: targetId });
    const siblings = parent.children.filter((c) => c.frame && c.id !== objectId);
    const previous = siblings[siblings.indexOf(target) - 1];
    return actions.reparent(objectId, parent.id, null, previous ? { after: previous.id } : { atStart: true });
  };
  return { onRename, onMove };
}

/**
 * The class catalog (typed inspector fields, the object library) and the project's code (class autocomplete,
 * outlets and actions in the HUD, inspectables), loaded after the first drawing.
 */
function loadClasses(editor, { inspector, pointer }) {
  const { documentId, selection, notify } = editor;
  getCatalog(editor.model.platform).then((data) => {
    editor.catalogLoaded(new Catalog(data));
    inspector.show(selection.primary);
    new Library(editor, { pointer, button: $("library-button"), panel: $("library") });
    return getDocumentClasses(documentId).then((sources) => {
      editor.classesLoaded(new UserClasses(sources, data), sources.project);
      inspector.show(selection.primary);
    }, (error) => console.warn(`The project's classes could not be loaded: ${error.message}`));
  }).catch((error) => notify(`The class catalog could not be loaded: ${error.message}`, "error"));
}

/** `/d/{id}?select=<objectId>` (the Strings tool's jump from another document): that object, selected and shown. */
function selectLinkedObject({ model, selection, canvas, notify }) {
  const wanted = new URLSearchParams(location.search).get("select");
  if (wanted && model.objects.has(wanted)) {
    selection.set([wanted], "link");
    canvas.reveal(wanted);
  } else if (wanted) {
    notify(`This document has no object ${wanted}.`, "error");
  }
}

/**
 * @param {object} opening what editor.js started: `id`, `version` (null for the head), `meta` (a promise of
 *   the document's metadata), `session` (a promise of openSession's answer) and `firstDraw` (first-draw.js:
 *   the canvas and camera, and the document when it could be drawn before the session was ready)
 */
export async function main({ id, version, meta: metaPromise, session: sessionPromise, firstDraw }) {
  mark("page-start");
  const viewport = $("canvas");
  const message = $("canvas-message");
  const { camera, canvas, drawn } = await firstDraw;
  const selection = new Selection();
  const notify = notifier();
  installZoomControls(camera, canvas, viewport);
  installPointerProbe(viewport);
  platformShortcutTitles(document.body);

  try {
    if (!id) throw new Error("This address names no document.");
    const meta = await metaPromise;
    mark("document-meta");
    showDocument(meta, version, notify);
    const access = documentAccess(id);
    const session = await sessionPromise;
    const { canExport, canManage } = await access;
    offerDownloads(canExport);
    mark("session-ready");
    // The first drawing shows the session's document when it is the same version with nothing of mine on top.
    const drawnIsCurrent = drawn && session.serverVersion === drawn.version && !session.pendingCount;
    const editor = new Editor({ documentId: id, session, model: new DocumentModel(session.document.root), selection, notify,
      canvas, camera, viewport });
    const inspector = new Inspector($("inspector"), editor);
    const outline = new Outline($("outline"), selection, outlineEdits(editor));
    canvas.setMovable((objectId) => editor.isMovable(objectId));
    const presence = new Presence(editor, { outline, container: $("avatars") });
    const { autoLayout, pointer } = installCanvasInteractions(editor, { outline, presence });
    const follower = new ChangeFollower(editor, { outline, inspector, presence, pointer });
    followSelection(editor, { outline, inspector, presence });

    if (drawnIsCurrent) {
      canvas.adopt(editor.model);
    } else {
      canvas.render(editor.model);
      if (!drawn) canvas.showOpening();
      canvas.layOut();
      mark("canvas-drawn");
      markAfterNextFrame("first-frame");
    }
    inspector.setModel(editor.model);
    follower.start();
    installEditingTools(editor);
    new Toolbar(editor, { version });
    const strings = new StringsTool(editor, { panel: $("strings"), button: $("strings-button"), documentName: () => meta.name });
    follower.onPanelsUpdate(() => strings.refresh());
    new HistoryPanel(editor, { button: $("history-button"), panel: $("history"), exportLink: canExport ? meta.links.export : null,
      mayRestore: canManage });
    const issues = new IssuesPanel(editor, { button: $("issues-button"), panel: $("issues") });
    exposeForTests(editor, { autoLayout, strings, issues, outline, inspector });
    loadClasses(editor, { inspector, pointer });

    if (session.readOnly) notify(session.reason, "info");
    message.textContent = "";
    await afterNextFrame();
    outline.render(editor.model);
    follower.outlineDrawn();
    mark("outline-drawn");
    // Ready means every object is on the canvas: what the first drawing left for later and is still pending (normally
    // nothing by now: it is drawn a few scenes a task after the first frame) is drawn at once.
    canvas.drawPending();
    if (!performance.getEntriesByName("storyweave:all-drawn").length) mark("all-drawn");
    selectLinkedObject(editor);
    viewport.dataset.ready = "true";
    mark("ready");
  } catch (error) {
    sessionPromise?.then((session) => session.close?.(), () => {});
    console.error(error);
    message.textContent = error.message;
    message.classList.add("error");
    $("document-name").textContent = "Document unavailable";
    viewport.dataset.ready = "error";
  }
}
