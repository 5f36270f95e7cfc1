/**
 * The canvas: every scene (storyboard) or top-level object (xib) at its canvas location, drawn as DOM under
 * one transformed world layer, with the scene dock, the entry-point arrow and segue arrows.
 */
import { renderView, drawBarItems, fillCustomViews, framedChildren } from "./views/uikit-views.js";
import { drawSegues } from "./segues.js";
import { fittingZoom } from "./camera.js";
import { DOCK_HEIGHT, layoutScenes, sceneRoot } from "./scene-layout.js";
import { el } from "../util/dom.js";

/** Below this zoom nothing on a scene is legible (a 17 pt label is 4 px tall): the opening view shows the entry scene instead. */
const READABLE_ZOOM = 0.25;

/** The dock glyph for an object: controller, first responder, exit, or any other object. */
function dockGlyph(node) {
  if (node.tag === "exit") return { glyph: "⇥", kind: "exit" };
  if (node.tag === "placeholder") {
    return node.element.getAttribute("placeholderIdentifier") === "IBFirstResponder"
      ? { glyph: "◆", kind: "responder" } : { glyph: "◼︎", kind: "owner" };
  }
  if (/Controller$/.test(node.tag)) return { glyph: "◉", kind: "controller" };
  return { glyph: "▣", kind: "object" };
}

/** True when two scene rectangles (layoutScenes) are the same. */
const sameRect = (a, b) => Boolean(a && b) && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height
  && (a.rootTop ?? 0) === (b.rootTop ?? 0);

/** Positions a box of the overlay at a viewport rectangle. */
function placeBox(box, rect) {
  Object.assign(box.style, { left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px` });
}

/**
 * Marks a scene's screen as one the browser may skip while it is far outside the viewport (Canvas.#cull):
 * screens clip their content anyway (`overflow: hidden`) and have a fixed size, so skipping them changes nothing
 * drawn. Object tiles and windows, which draw outside their screen, are never skipped.
 */
function makeSkippable(screen, rect) {
  screen.classList.add("skippable");
  screen.style.containIntrinsicSize = `${rect.width}px ${rect.height}px`;
}

export class Canvas {
  /** @param {HTMLElement} viewport  @param {import('./camera.js').Camera} camera */
  constructor(viewport, camera) {
    this.viewport = viewport;
    this.camera = camera;
    this.world = el("div", "world");
    this.overlay = el("div", "selection-overlay");
    this.guides = el("div", "guide-layer");
    this.peerLayer = el("div", "peer-layer");
    viewport.append(this.world, this.peerLayer, this.overlay, this.guides);
    this.selectedIds = [];
    /** The selection's boxes in the overlay: {id, resizable, box}. */
    this.selectionBoxes = [];
    /** Object id → its drawn element (see #drawnElement). */
    this.drawnElements = new Map();
    this.dropTargetId = null;
    this.peers = [];
    this.movable = () => true;
    /** A root view's size on the preview device, or null (device-bar.js). */
    this.screenSizeOf = null;
    /**
     * (scene, model) → {top, bottom}: the points of the scene's screen its simulated bars take outside the root
     * view (an opaque bar: the root starts below it), or null. The bars are known to the Auto Layout module only
     * (constraints/simulated-bars.js), which sets this after the first picture: that picture is drawn without
     * them (no layout module is loaded or run before it), and resizeScreens() then redraws only the scenes whose
     * screen grew (none in most documents).
     */
    this.coveredEdgesOf = null;
    /**
     * Canvas locations × this = world points. Computed when a document is drawn first (or respread() asks) and then
     * kept, so a scene added, dropped or moved close to others lands where it was put instead of spreading them all.
     */
    this.sceneSpread = null;
    /** Called after every (partial) render, and after the selection boxes are drawn (Auto Layout overlays). */
    this.drawHooks = [];
    this.selectionHooks = [];
    camera.onChange(() => {
      this.world.style.transform = camera.transform;
      this.viewport.style.setProperty("--zoom", camera.zoom);
      this.#cull();
      this.#drawSelection();
      this.#drawPeers();
    });
    // The viewport's size, kept without reading layout on every camera change.
    this.viewportSize = { width: viewport.clientWidth, height: viewport.clientHeight };
    new ResizeObserver(([entry]) => {
      this.viewportSize = { width: entry.contentRect.width, height: entry.contentRect.height };
      this.#cull();
    }).observe(viewport);
  }

  /**
   * Skips (`content-visibility: hidden`) the screens of scenes more than a quarter viewport outside the view:
   * zoomed in on one scene of a large storyboard, a drag's hit tests, style and layout then cost what the
   * scenes nearby cost instead of all 2,000 views. Geometry queries still work (the browser lays a skipped
   * screen out on demand), and a pan or zoom shows them again in the same frame that brings them into view.
   */
  #cull() {
    if (!this.sceneRects || !this.sceneScreens) return;
    for (const [id, screen] of this.sceneScreens) {
      const r = this.sceneRects.get(id);
      if (!r) continue;
      const value = this.#isFar(r) ? "hidden" : "";
      if (screen.style.contentVisibility !== value) screen.style.contentVisibility = value;
    }
  }

  /** True for a world rectangle more than a quarter viewport outside the view. */
  #isFar(r) {
    const { x, y, zoom } = this.camera;
    const { width, height } = this.viewportSize;
    const margin = { x: width / 4, y: height / 4 };
    const left = x + r.x * zoom;
    const top = y + r.y * zoom;
    return left + r.width * zoom < -margin.x || left > width + margin.x || top + r.height * zoom < -margin.y || top > height + margin.y;
  }

  /** The skippable screens by scene id, after a (partial) render. */
  #collectScreens() {
    this.sceneScreens = new Map();
    for (const screen of this.world.querySelectorAll(".scene > .screen.skippable")) {
      this.sceneScreens.set(screen.parentElement.dataset.sceneId, screen);
    }
    this.#cull();
  }

  /**
   * Draws the whole document (replacing what was there). `opening`: first sets the opening view (showOpening)
   * and draws only the scenes near it; the others get an empty placeholder (`.scene.pending`) and are drawn a few
   * at a time in the tasks after the next frame (drawPending), so a large storyboard's first frame builds, lays
   * out and paints only what is on screen. drawPending() draws whatever is still pending at once.
   */
  render(model, { opening = false } = {}) {
    this.model = model;
    this.world.replaceChildren();
    if (opening) this.sceneSpread = null;
    ({ rects: this.sceneRects, spread: this.sceneSpread } = layoutScenes(model, this.#screens, this.sceneSpread));
    if (opening) this.showOpening();
    this.pendingScenes = 0;
    // A placeholder finds its scene again by id (the model may be replaced meanwhile, Canvas.adopt): only scenes
    // with an id of their own wait.
    const ids = model.scenes.map((scene) => scene.id);
    const unique = new Set(ids.filter((id, i) => id && ids.indexOf(id) === ids.lastIndexOf(id)));
    for (const scene of model.scenes) {
      const rect = this.sceneRects.get(scene.id);
      if (opening && unique.has(scene.id) && this.#isFar(rect)) {
        const placeholder = el("section", "scene pending");
        placeholder.dataset.sceneId = scene.id;
        this.world.append(placeholder);
        this.pendingScenes += 1;
      } else {
        this.world.append(this.#renderScene(scene, rect));
      }
    }
    this.world.prepend(drawSegues(model, this.sceneRects));
    if (this.pendingScenes) this.#schedulePending();
    this.#collectScreens();
    this.showSelection(this.selectedIds.filter((id) => this.elementsFor(id).length));
    this.#drawPeers();
    for (const hook of this.drawHooks) hook(null);
  }

  /** What sizes the scenes' screens besides their root views (layoutScenes). */
  get #screens() {
    return { sizeOf: this.screenSizeOf, coveredOf: this.coveredEdgesOf };
  }

  /** Draws the pending scenes after the next frame, in tasks of about 8 ms, until none is left. */
  #schedulePending() {
    let started = false;
    const step = () => {
      if (!this.pendingScenes) return;
      const until = performance.now() + 8;
      this.drawPending(() => performance.now() < until);
      if (this.pendingScenes) setTimeout(step, 0);
    };
    const start = () => {
      if (started) return;
      started = true;
      step();
    };
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 250); // a page in a background tab has no frames: it still finishes
  }

  /**
   * Replaces placeholders with their scenes (from the current model) while `more()` says so (default: all of
   * them), then re-culls and tells the draw hooks which scenes were drawn. Called with no argument by anything
   * that needs every object on the canvas now (elementsFor, the editor page before it is ready).
   */
  drawPending(more = () => true) {
    if (!this.pendingScenes) return;
    const drawn = [];
    for (const placeholder of this.world.querySelectorAll(":scope > .scene.pending")) {
      if (drawn.length && !more()) break;
      const id = placeholder.dataset.sceneId;
      const scene = this.model.scenes.find((s) => s.id === id);
      const rect = this.sceneRects.get(id);
      if (scene && rect) placeholder.replaceWith(this.#renderScene(scene, rect));
      else placeholder.remove();
      drawn.push(id);
    }
    this.pendingScenes = this.world.querySelectorAll(":scope > .scene.pending").length;
    if (!this.pendingScenes) performance.mark("storyweave:all-drawn"); // bench/browser/editor_perf.py
    this.#collectScreens();
    for (const hook of this.drawHooks) hook(drawn);
  }

  /** Takes a model of the very document already drawn (the same bytes, read from another tree) without redrawing. */
  adopt(model) {
    this.model = model;
  }

  /**
   * Redraws only the scenes with these ids (a remote edit inside them), when no scene moved or changed size;
   * otherwise draws everything. Returns true when the partial redraw was possible.
   */
  update(model, sceneIds) {
    const { rects } = layoutScenes(model, this.#screens, this.sceneSpread);
    const same = rects.size === this.sceneRects?.size && [...rects].every(([id, r]) => sameRect(this.sceneRects.get(id), r));
    if (!same || !sceneIds.every((id) => rects.has(id))) {
      this.render(model);
      return false;
    }
    this.model = model;
    this.#redrawScenes(sceneIds, rects);
    return true;
  }

  /**
   * Lays the scenes out again after what sizes their screens changed (coveredEdgesOf installed) and redraws only
   * the scenes whose screen moved or changed size (a pending one is drawn later, at its new place) and the segues.
   */
  resizeScreens() {
    if (!this.model || !this.sceneRects) return;
    const { rects } = layoutScenes(this.model, this.#screens, this.sceneSpread);
    const changed = [...rects.keys()].filter((id) => !sameRect(this.sceneRects.get(id), rects.get(id)));
    if (changed.length) this.#redrawScenes(changed, rects);
  }

  /**
   * Draws the scenes with these ids again at `rects` (the new scene rectangles; a pending scene is left to
   * drawPending, which draws it there from the current model), then the segues, selection, peers and draw hooks.
   */
  #redrawScenes(ids, rects) {
    this.sceneRects = rects;
    for (const id of ids) {
      const old = this.world.querySelector(`:scope > .scene[data-scene-id="${CSS.escape(id)}"]:not(.pending)`);
      const scene = this.model.scenes.find((s) => s.id === id);
      if (old && scene) old.replaceWith(this.#renderScene(scene, rects.get(id)));
    }
    this.world.querySelector(".segue-layer")?.replaceWith(drawSegues(this.model, rects));
    this.#collectScreens();
    this.showSelection(this.selectedIds.filter((id) => this.elementsFor(id).length));
    this.#drawPeers();
    for (const hook of this.drawHooks) hook(ids);
  }

  /** World bounds of everything drawn, including docks. */
  get bounds() {
    const rects = [...(this.sceneRects?.values() ?? [])];
    if (!rects.length) return { x: 0, y: 0, width: 800, height: 600 };
    const minX = Math.min(...rects.map((r) => r.x)) - 80;
    const minY = Math.min(...rects.map((r) => r.y)) - DOCK_HEIGHT - 16;
    const maxX = Math.max(...rects.map((r) => r.x + r.width));
    const maxY = Math.max(...rects.map((r) => r.y + r.height));
    return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
  }

  #renderScene(scene, rect) {
    const section = el("section", "scene");
    section.dataset.sceneId = scene.id;
    Object.assign(section.style, { left: `${rect.x}px`, top: `${rect.y}px`, width: `${rect.width}px` });
    // Xcode shows a dock for storyboard scenes only; a xib's top-level objects stand alone.
    if (this.model.kind === "storyboard") section.append(this.#renderDock(scene));
    const screen = el("div", "screen");
    screen.style.height = `${rect.height}px`;
    const root = sceneRoot(scene);
    if (!root || (root.frame && root.tag !== "window" && root.tag !== "windowTemplate")) makeSkippable(screen, rect);
    if (root?.frame) {
      const view = renderView(root, this.model.platform);
      // Below the bars that cover the screen's top (an opaque navigation bar), else at the top.
      Object.assign(view.style, { left: "0px", top: `${rect.rootTop ?? 0}px` });
      if (rect.rootTop) screen.classList.add("root-below-bars");
      screen.append(view);
    } else if (root) {
      screen.classList.add("object-tile");
      const tile = el("div", root.tag === "menu" ? "tile menu-bar" : "tile", root.tag === "menu" ? undefined : root.name);
      if (root.tag === "menu") {
        // A main menu reads as a menu bar: its items' titles in a row.
        for (const item of root.children.filter((c) => c.tag === "menuItem")) {
          tile.append(el("span", "menu-title", item.element.getAttribute("title") ?? item.name));
        }
      }
      tile.dataset.objectId = root.id;
      tile.dataset.class = root.className;
      screen.append(tile);
    } else if (scene.controller) {
      screen.append(el("div", "controller-caption", scene.controller.name));
    }
    if (scene.controller) this.#renderControllerBars(scene.controller, screen, root);
    this.#renderExtras(scene, section);
    if (scene.controller && scene.controller.id === this.model.initialControllerId) {
      const arrow = el("div", "entry-arrow");
      arrow.title = "Storyboard Entry Point";
      arrow.setAttribute("aria-label", "Storyboard Entry Point");
      section.append(arrow);
    }
    section.append(screen);
    return section;
  }

  /** Bars owned by the controller (a navigation controller's bar) and a simulated bar for a navigation item. */
  #renderControllerBars(controller, screen, root) {
    for (const node of framedChildren(controller)) {
      if (node === root) continue;
      screen.append(renderView(node, this.model.platform));
    }
    const item = controller.children.find((c) => c.tag === "navigationItem");
    if (item && !controller.children.some((c) => c.tag === "navigationBar")) {
      const bar = el("div", "simulated-bar ib-navigationBar");
      bar.dataset.objectId = item.id;
      bar.dataset.class = item.className;
      drawBarItems(bar, item.element, item.element.getAttribute("largeTitleDisplayMode") === "always");
      fillCustomViews(bar, (id) => this.model.objects.get(id), this.model.platform);
      screen.append(bar);
      screen.classList.add("has-top-bar");
    }
  }

  /** Other framed top-level objects of a scene (views kept outside the hierarchy), drawn above the dock. */
  #renderExtras(scene, section) {
    const extras = scene.members.filter((m) => m !== scene.controller && m !== scene.root && m.frame);
    if (!extras.length) return;
    const strip = el("div", "scene-extras");
    for (const node of extras) {
      const holder = el("div", "extra");
      holder.style.width = `${node.frame.width}px`;
      holder.style.height = `${node.frame.height}px`;
      const view = renderView(node, this.model.platform);
      Object.assign(view.style, { left: "0px", top: "0px" });
      holder.append(view);
      strip.append(holder);
    }
    section.append(strip);
  }

  #renderDock(scene) {
    const dock = el("header", "scene-dock");
    const members = this.model.kind === "storyboard" ? scene.members : [];
    for (const node of members) {
      const { glyph, kind } = dockGlyph(node);
      const icon = el("button", `dock-icon ${kind}`, glyph);
      icon.type = "button";
      icon.dataset.objectId = node.id;
      icon.dataset.class = node.className;
      icon.title = node.name;
      icon.setAttribute("aria-label", node.name);
      dock.append(icon);
    }
    const title = el("span", "scene-title", scene.title);
    if (scene.controller) title.dataset.selects = scene.controller.id;
    else if (scene.root) title.dataset.selects = scene.root.id;
    dock.append(title);
    return dock;
  }

  /** Canvas elements that stand for an object id. */
  elementsFor(id) {
    this.drawPending();
    return [...this.world.querySelectorAll(`[data-object-id="${CSS.escape(id)}"]`)];
  }

  /** Highlights the selected objects with a screen-space box and handles. */
  showSelection(ids) {
    this.selectedIds = ids;
    for (const node of this.world.querySelectorAll(".is-selected")) node.classList.remove("is-selected");
    for (const id of ids) for (const node of this.elementsFor(id)) node.classList.add("is-selected");
    this.#drawSelection();
  }

  /** Redraws the selection boxes (after the drawn views moved, e.g. during a drag). */
  refreshSelection() { this.#drawSelection(); }

  /** The box of an object in viewport coordinates, or null when it is not drawn. */
  #viewportRect(id) {
    const target = this.#drawnElement(id);
    if (!target) return null;
    const origin = this.viewport.getBoundingClientRect();
    const r = target.getBoundingClientRect();
    return { target, left: r.left - origin.left, top: r.top - origin.top, width: r.width, height: r.height };
  }

  /**
   * The element that stands for an object on the canvas (its view rather than its dock icon). Remembered
   * while it stays in the page, so a drag's every pointermove does not search the 2,000 views again.
   */
  #drawnElement(id) {
    const known = this.drawnElements.get(id);
    if (known?.isConnected && known.dataset.objectId === id) return known;
    const all = this.elementsFor(id);
    const target = all.find((node) => !node.classList.contains("dock-icon")) ?? all[0];
    if (target) this.drawnElements.set(id, target);
    else this.drawnElements.delete(id);
    return target ?? null;
  }

  #drawSelection() {
    const rects = [];
    for (const id of this.selectedIds) {
      const rect = this.#viewportRect(id);
      if (!rect) continue;
      rect.id = id;
      rect.resizable = rect.target.classList.contains("ib-view") && this.movable(id) && this.selectedIds.length === 1;
      rects.push(rect);
    }
    // While a drag or resize moves the same selection, only the boxes' positions change.
    const drawn = this.selectionBoxes;
    const same = drawn.length === rects.length && drawn.every((d, i) => d.id === rects[i].id && d.resizable === rects[i].resizable && d.box.isConnected);
    if (same) {
      rects.forEach((rect, i) => placeBox(drawn[i].box, rect));
      for (const hook of this.selectionHooks) hook();
      return;
    }
    this.overlay.replaceChildren();
    this.selectionBoxes = [];
    for (const rect of rects) {
      const { id, resizable } = rect;
      const box = el("div", "selection-box");
      placeBox(box, rect);
      this.selectionBoxes.push({ id, resizable, box });
      if (resizable) {
        for (const direction of ["nw", "n", "ne", "e", "se", "s", "sw", "w"]) {
          const handle = el("span", `handle ${direction}`);
          handle.dataset.handleFor = id;
          handle.dataset.direction = direction;
          box.append(handle);
        }
      }
      this.overlay.append(box);
    }
    for (const hook of this.selectionHooks) hook();
  }

  /** Blue guide lines, given in the superview's coordinates (points). */
  showGuides(guides, superBox = null) {
    if (!guides.length && !this.guides.firstChild) return;
    this.guides.replaceChildren();
    if (!superBox || !guides.length) return;
    const origin = this.viewport.getBoundingClientRect();
    const r = superBox.getBoundingClientRect();
    const zoom = this.camera.zoom;
    for (const guide of guides) {
      const line = el("div", `guide ${guide.axis} ${guide.kind}`);
      if (guide.axis === "x") Object.assign(line.style, { left: `${r.left - origin.left + guide.at * zoom}px`, top: `${r.top - origin.top}px`, height: `${r.height}px` });
      else Object.assign(line.style, { top: `${r.top - origin.top + guide.at * zoom}px`, left: `${r.left - origin.left}px`, width: `${r.width}px` });
      this.guides.append(line);
    }
  }

  /** The rubber-band rectangle of a marquee selection (client coordinates), or null to hide it. */
  showMarquee(rect) {
    this.guides.querySelector(".marquee")?.remove();
    if (!rect) return;
    const origin = this.viewport.getBoundingClientRect();
    const box = el("div", "marquee");
    Object.assign(box.style, { left: `${rect.left - origin.left}px`, top: `${rect.top - origin.top}px`, width: `${rect.right - rect.left}px`, height: `${rect.bottom - rect.top}px` });
    this.guides.append(box);
  }

  /** Highlights the container a drag would drop into. */
  highlightDropTarget(id) {
    if ((id ?? null) === this.dropTargetId && (!id || this.world.querySelector(".drop-target")?.isConnected)) return;
    this.dropTargetId = id ?? null;
    for (const node of this.world.querySelectorAll(".drop-target")) node.classList.remove("drop-target");
    if (id) for (const node of this.elementsFor(id)) if (node.classList.contains("ib-view")) node.classList.add("drop-target");
  }

  /** Other people's selections (outlined in their colour) and pointers (scene-relative points). */
  showPeers(peers) {
    this.peers = peers;
    this.#drawPeers();
  }

  #drawPeers() {
    this.peerLayer.replaceChildren();
    for (const peer of this.peers) {
      for (const id of peer.selection ?? []) {
        const rect = this.#viewportRect(id);
        if (!rect) continue;
        const box = el("div", "peer-selection");
        box.dataset.peer = peer.clientId;
        box.dataset.selects = id;
        Object.assign(box.style, { left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px`, borderColor: peer.color });
        this.peerLayer.append(box);
      }
      const pointer = peer.pointer;
      const scene = pointer && this.sceneRects?.get(pointer.scene);
      if (!scene) continue;
      const x = this.camera.x + (scene.x + pointer.x) * this.camera.zoom;
      const y = this.camera.y + (scene.y + pointer.y) * this.camera.zoom;
      const cursor = el("div", "peer-cursor");
      cursor.dataset.peer = peer.clientId;
      cursor.style.transform = `translate(${x}px, ${y}px)`;
      cursor.style.setProperty("--peer", peer.color);
      cursor.append(el("span", "peer-name", peer.name ?? "Someone"));
      this.peerLayer.append(cursor);
    }
  }

  /** Computes the spread again at the next render (the scenes' sizes changed: a device preview). */
  respread() {
    this.sceneSpread = null;
  }

  /** The canvas location (what a scene's `canvasLocation` holds) of a world point: scenes sit at location × spread. */
  canvasLocationAt(worldX, worldY) {
    const spread = this.sceneSpread ?? 1;
    return { x: worldX / spread, y: worldY / spread };
  }

  /** The scene under a world point and the point relative to its screen, for presence. */
  scenePoint(worldX, worldY) {
    for (const [id, r] of this.sceneRects ?? []) {
      if (worldX >= r.x - 40 && worldX <= r.x + r.width + 40 && worldY >= r.y - 80 && worldY <= r.y + r.height + 40) {
        return { scene: id, x: Math.round(worldX - r.x), y: Math.round(worldY - r.y) };
      }
    }
    return null;
  }

  /** Pans so the object is visible (used when it is chosen somewhere else, e.g. in the outline). */
  reveal(id) {
    const target = this.elementsFor(id)[0];
    if (!target) return;
    const view = this.viewport.getBoundingClientRect();
    const r = target.getBoundingClientRect();
    const inside = r.left >= view.left && r.right <= view.right && r.top >= view.top && r.bottom <= view.bottom;
    if (inside) return;
    this.camera.panBy(view.left + view.width / 2 - (r.left + r.width / 2), view.top + view.height / 2 - (r.top + r.height / 2));
  }

  zoomToFit() {
    const { width, height } = this.viewportSize;
    this.camera.fit(this.bounds, width, height);
  }

  /**
   * The view a document opens at: everything (zoom to fit), unless that would draw the views too small to read
   * (a large storyboard): then the entry scene (else the first) with its dock, as large as fits up to 100 %, as
   * Xcode opens one. Everything is still drawn; the scenes far outside the viewport are skipped (#cull), so the
   * first frame lays out and paints the scenes nearby only (docs/browser.md, "Measured").
   */
  showOpening() {
    const { width, height } = this.viewportSize;
    const bounds = this.bounds;
    const scenes = this.model?.scenes ?? [];
    const entry = scenes.find((s) => s.controller && s.controller.id === this.model.initialControllerId) ?? scenes[0];
    const r = entry && this.sceneRects?.get(entry.id);
    if (!r || fittingZoom(bounds, width, height) >= READABLE_ZOOM) return this.camera.fit(bounds, width, height);
    this.camera.fit({ x: r.x - 80, y: r.y - DOCK_HEIGHT - 16, width: r.width + 80, height: r.height + DOCK_HEIGHT + 16 }, width, height);
  }

  /** Lays out what was drawn now (instead of at the next frame), e.g. to measure the first render. */
  layOut() {
    return this.world.getBoundingClientRect();
  }
}
