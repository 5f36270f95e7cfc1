/**
 * The editor page's UI (loaded by editor.js, which has already started opening the session): rebuilds the
 * model from `session.document` after every change, and wires canvas, outline, inspector, library, presence
 * and shortcuts to one selection. Every edit goes through EditActions → commands → `session.submit(ops)`.
 */
import { getCatalog, getDocumentClasses } from "../api/client.js";
import { UserClasses } from "../code/user-classes.js";
import { isMovable, CONTAINER_TAGS, superviewNode } from "../canvas/geometry.js";
import { Catalog } from "../document/catalog.js";
import { changedSceneIds } from "../document/changed-scenes.js";
import { installClipboard } from "../editing/clipboard.js";
import { installConnectionDrag } from "../canvas/interactions/connection-drag.js";
import { installAutoLayout } from "../constraints/auto-layout.js";
import { installContextMenu } from "../editing/context-menu.js";
import { installDistanceOverlay } from "../canvas/distance-overlay.js";
import { DocumentModel } from "../document/document-model.js";
import { EditActions } from "../editing/edit-actions.js";
import { installExportMenu } from "../panels/export-menu.js";
import { HistoryPanel } from "../panels/history.js";
import { Inspector } from "../panels/inspector/inspector.js";
import { IssuesPanel } from "../panels/issues.js";
import { installKeyboardShortcuts } from "../editing/keyboard-shortcuts.js";
import { Library } from "../panels/library.js";
import { Outline } from "../panels/outline.js";
import { afterNextFrame, installPointerProbe, mark, markAfterNextFrame, PhaseTimer, recordPanels, recordRemoteRender, timed } from "./perf-probe.js";
import { installPointerStates } from "../canvas/interactions/pointer-states.js";
import { Presence } from "../panels/presence.js";
import { Selection } from "../editing/selection.js";
import { fittingSize } from "../editing/size-to-fit.js";
import { StringsTool } from "../strings/tool.js";
import { installTitleEditor } from "../editing/title-editor.js";
import { Toolbar } from "../panels/toolbar.js";

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
  const outline = new Outline($("outline"), selection);
  const notify = notifier();
  installZoomControls(camera, canvas, viewport);
  installPointerProbe(viewport);

  try {
    if (!id) throw new Error("This address names no document.");
    const meta = await metaPromise;
    mark("document-meta");
    document.title = `${meta.name} — Storyweave`;
    $("document-name").textContent = meta.name;
    $("document-kind").textContent = meta.kind === "storyboard" ? "Storyboard" : "XIB";
    $("download").href = meta.links.export + (version === null ? "" : `${meta.links.export.includes("?") ? "&" : "?"}version=${version}`);
    installExportMenu({ button: $("export-button"), exportLink: meta.links.export, kind: meta.kind, version, notify });
    const session = await sessionPromise;
    mark("session-ready");
    // The first drawing shows the session's document when it is the same version with nothing of mine on top.
    const drawnIsCurrent = drawn && session.serverVersion === drawn.version && !session.pendingCount;
    const actions = new EditActions(session, selection, notify);
    const inspector = new Inspector($("inspector"), { actions, selection });
    let model = new DocumentModel(session.document.root);
    canvas.movable = (objectId) => !actions.readOnly && isMovable(model.objects.get(objectId));

    /** The container a paste goes into: the selected container, else the selection's superview, else a root view. */
    const pasteTarget = () => {
      const node = model.objects.get(selection.primary);
      if (node && CONTAINER_TAGS.has(node.tag) && node.frame) return node.id;
      const superview = node && superviewNode(node);
      if (superview) return superview.id;
      const scene = node?.scene ?? model.scenes[0];
      const root = scene?.controller?.children.find((c) => c.frame && c.element.getAttribute("key") === "view") ?? scene?.root;
      return root?.frame ? root.id : null;
    };

    const presence = new Presence({ session, canvas, outline, camera, viewport, container: $("avatars") });
    // Auto Layout: constraints drawn for the selection, the canvas's layout buttons and device bar, the constraint HUD.
    const autoLayout = installAutoLayout({ viewport, canvas, selection, actions, getModel: () => model, notify });
    // Rows of what the shown size class doesn't install are greyed, as in Xcode's outline.
    outline.isUninstalled = autoLayout.sizeClasses.isUninstalled;
    autoLayout.liveLayout.onPreviewChange(() => outline.refreshInstalled());
    const connections = installConnectionDrag({ getModel: () => model, getCatalog: () => actions.catalog, actions, selection, notify,
      constraintHud: autoLayout.constraintHud });
    const pointer = installPointerStates(viewport, {
      camera, selection, canvas, actions,
      onPointer: (event) => presence.pointerMoved(event),
      onConnectDrag: (event, objectId) => connections.start(event, objectId),
    });
    $("outline").addEventListener("pointerdown", (event) => {
      const row = event.target.closest(".outline-row[data-object-id]");
      if (row && event.ctrlKey && event.button === 0) connections.start(event, row.dataset.objectId);
    });

    /**
     * Redraws after a change; `ops` (when known) lets the canvas redraw only the scenes they touched. After
     * someone else's change the panels (outline, inspector, presence marks, strings) follow once the canvas
     * change is on screen; after mine everything is redrawn at once.
     */
    const render = (source = "local", ops = null) => {
      const phases = new PhaseTimer();
      const before = model;
      const scenes = ops && changedSceneIds(ops, before, session.document);
      model = scenes ? DocumentModel.afterSceneChange(before, scenes) : new DocumentModel(session.document.root);
      phases.lap("model");
      if (scenes) canvas.update(model, scenes);
      else canvas.render(model);
      window.storyweave.model = model;
      phases.lap("canvas");
      panelsDue = !scenes || panelsDue === "all" ? "all" : new Set([...(panelsDue ?? []), ...scenes]);
      if (source === "local") updatePanels(source);
      else afterNextFrame().then(() => recordPanels(timed(() => updatePanels(source))));
      return phases.laps;
    };
    /** Scene ids whose outline rows are out of date ("all": every row), or null when the panels are current. */
    let panelsDue = null;
    const updatePanels = (source) => {
      if (panelsDue === null) return;
      const scenes = panelsDue === "all" ? null : [...panelsDue];
      panelsDue = null;
      if (outlineDrawn) {
        if (scenes) outline.update(model, scenes);
        else outline.render(model);
      }
      inspector.setModel(model);
      inspector.show(selection.primary, { preserveEditing: source !== "local" });
      presence.render();
      window.storyweave.strings?.refresh();
      const live = selection.ids.filter((x) => model.objects.has(x) || model.segues.some((s) => s.id === x));
      if (live.length !== selection.ids.length) selection.set(live, "document");
      viewport.dataset.version = String(session.serverVersion ?? "");
    };
    // Remote changes arriving mid-drag wait for the drop, so the live drag is not redrawn under the pointer.
    let queuedOps = null;
    const scheduleRender = (ops) => {
      const first = queuedOps === null;
      queuedOps = queuedOps === undefined || !ops ? undefined : [...(queuedOps ?? []), ...ops];
      if (!first) return;
      // setTimeout, not requestAnimationFrame: a tab in the background must still apply what others do.
      const attempt = () => {
        if (pointer.state !== "idle") return setTimeout(attempt, 30);
        const pending = queuedOps;
        queuedOps = null;
        recordRemoteRender(render("remote", pending ?? null));
      };
      setTimeout(attempt, 0);
    };

    // A selection made by starting a drag (the button is still down) reaches the outline and inspector a frame
    // later, so the drag's first frame only moves the view; clicks and keys update them at once.
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

    window.storyweave = { model, camera, selection, canvas, session, actions, outline, inspector, autoLayout };
    if (drawnIsCurrent) {
      canvas.adopt(model);
    } else {
      canvas.render(model);
      if (!drawn) canvas.showOpening();
      canvas.layOut();
      mark("canvas-drawn");
      markAfterNextFrame("first-frame");
    }
    inspector.setModel(model);
    // The outline is drawn once the canvas is on screen (see the end); until then changes only redraw the canvas.
    let outlineDrawn = false;
    // Local edits redraw at once (the drop lands where it was released); remote ones once no drag is under way.
    session.addEventListener("change", (event) => {
      const { source, ops } = event.detail ?? {};
      if (source === "local") render("local", ops);
      else scheduleRender(source === "remote" ? ops : null);
    });
    session.addEventListener("reject", (event) => notify(`Your change was undone: ${event.detail.reason}`, "error"));

    installKeyboardShortcuts({ viewport, selection, actions, pasteTarget,
      movableIds: () => selection.ids.filter((x) => isMovable(model.objects.get(x))) });
    /** Size to Fit Content for the selected views with text (AppKit frames grow from their bottom-left origin). */
    const sizeToFit = () => {
      const sizes = {};
      for (const objectId of selection.ids) {
        const node = model.objects.get(objectId);
        const box = canvas.world.querySelector(`.ib-view[data-object-id="${CSS.escape(objectId)}"]`);
        const size = node?.frame && isMovable(node) && box ? fittingSize(box, node.tag) : null;
        if (size) sizes[objectId] = size;
      }
      if (!Object.keys(sizes).length) return notify("Nothing selected has content to fit.", "error");
      return actions.sizeToFit(sizes);
    };
    actions.sizeToFitSelection = sizeToFit;
    viewport.addEventListener("keydown", (event) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key === "=" && selection.ids.length) {
        event.preventDefault();
        sizeToFit();
      }
    });
    installTitleEditor({ viewport, canvas, actions });
    installDistanceOverlay({ viewport, canvas, selection, camera });
    installContextMenu({ viewport, canvas, selection, actions, pasteTarget });
    installClipboard({ actions, selection, pasteTarget });
    outline.onRename = (objectId, label) => actions.renameLabel(objectId, label);
    outline.onMove = (objectId, targetId, zone) => {
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
    new Toolbar({ session, actions, version });
    const strings = new StringsTool({ panel: $("strings"), button: $("strings-button"), actions, selection, canvas,
      getModel: () => model, documentName: () => meta.name, notify, documentId: id });
    window.storyweave.strings = strings;
    new HistoryPanel({ documentId: id, session, button: $("history-button"), panel: $("history"), notify, exportLink: meta.links.export });
    window.storyweave.issues = new IssuesPanel({ documentId: id, session, button: $("issues-button"), panel: $("issues"),
      selection, canvas, getModel: () => model });

    getCatalog(model.platform).then((data) => {
      const catalog = new Catalog(data);
      actions.catalog = catalog;
      inspector.setCatalog(catalog);
      inspector.show(selection.primary);
      new Library({ catalog, canvas, camera, actions, viewport, button: $("library-button"), panel: $("library") });
      // The classes of the project's uploaded code: class autocomplete, outlets/actions in the HUD, inspectables.
      return getDocumentClasses(id).then((sources) => {
        actions.userClasses = new UserClasses(sources, data);
        actions.sourceProject = sources.project;
        inspector.show(selection.primary);
      }, (error) => console.warn(`The project's classes could not be loaded: ${error.message}`));
    }).catch((error) => notify(`The class catalog could not be loaded: ${error.message}`, "error"));

    if (session.readOnly) notify(session.reason, "info");
    message.textContent = "";
    await afterNextFrame();
    outline.render(model);
    outlineDrawn = true;
    mark("outline-drawn");
    // Ready means every object is on the canvas: what the first drawing left for later and is still pending (normally
    // nothing by now: it is drawn a few scenes a task after the first frame) is drawn at once.
    canvas.drawPending();
    if (!performance.getEntriesByName("storyweave:all-drawn").length) mark("all-drawn");
    // /d/{id}?select=<objectId> (the Strings tool's jump from another document): that object, selected and shown.
    const wanted = new URLSearchParams(location.search).get("select");
    if (wanted && model.objects.has(wanted)) {
      selection.set([wanted], "link");
      canvas.reveal(wanted);
    } else if (wanted) {
      notify(`This document has no object ${wanted}.`, "error");
    }
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
