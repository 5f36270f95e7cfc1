/**
 * The canvas: every scene (storyboard) or top-level object (xib) at its canvas location, drawn as DOM under one
 * transformed world layer (scene-renderer.js draws each scene, segues.js the arrows between them), and the layers
 * over it (overlays/: selection boxes, guides and marquee, the drop highlight, peers; culling of far scenes and where
 * the camera looks). This class keeps what is drawn (model, scene rectangles, pending scenes) and is the one API the
 * rest of the page draws through.
 */
import { drawSegues } from "./segues.js";
import { layoutScenes } from "./scene-layout.js";
import { renderScene } from "./scene-renderer.js";
import { drawnBounds, revealElement, showOpening } from "./overlays/camera-fit.js";
import { cull, isFar, skippableScreens } from "./overlays/culling.js";
import { DropHighlight } from "./overlays/drop-highlight.js";
import { GuideLayer } from "./overlays/guides.js";
import { PeerLayer } from "./overlays/peers.js";
import { SelectionOverlay } from "./overlays/selection-overlay.js";
import { openMenusFor } from "./views/menu-bar.js";
import { el } from "../util/dom.js";

/** True when two scene rectangles (layoutScenes) are the same. */
const sameRect = (a, b) => Boolean(a && b) && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height
  && (a.rootTop ?? 0) === (b.rootTop ?? 0);

export class Canvas {
  /** Which objects get resize handles when selected alone (setMovable; every one until the editor says). */
  #movable = () => true;
  /** A root view's size on the preview device, or null (setPreviewSizes, the device bar). */
  #screenSizeOf = null;
  /**
   * (scene, model) → {top, bottom}: the points of the scene's screen its simulated bars take outside the root
   * view (an opaque bar: the root starts below it), or null. The bars are known to the Auto Layout module only
   * (constraints/simulated-bars.js), which sets this after the first picture (setCoveredEdges): that picture is
   * drawn without them (no layout module is loaded or run before it), and resizeScreens() then redraws only the
   * scenes whose screen grew (none in most documents).
   */
  #coveredEdgesOf = null;
  /** Called after every (partial) render (onDraw), and after the selection boxes are drawn (onSelectionDrawn). */
  #drawHooks = [];
  #selectionHooks = [];

  /** @param {HTMLElement} viewport  @param {import('./camera.js').Camera} camera */
  constructor(viewport, camera) {
    this.viewport = viewport;
    this.camera = camera;
    this.world = el("div", "world");
    this.selectionOverlay = new SelectionOverlay();
    /** The selection boxes' layer (Auto Layout's constraint overlay goes right after it). */
    this.overlay = this.selectionOverlay.layer;
    this.guideLayer = new GuideLayer(viewport, camera);
    this.peerLayer = new PeerLayer(camera);
    this.dropHighlight = new DropHighlight(this.world, (id) => this.elementsFor(id));
    viewport.append(this.world, this.peerLayer.layer, this.overlay, this.guideLayer.layer);
    this.selectedIds = [];
    /** Object id → its drawn element (see #drawnElement). */
    this.drawnElements = new Map();
    /**
     * Canvas locations × this = world points. Computed when a document is drawn first (or respread() asks) and then
     * kept, so a scene added, dropped or moved close to others lands where it was put instead of spreading them all.
     */
    this.sceneSpread = null;
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

  /** `hook(sceneIds)` after every drawing: null for the whole document, else the scenes drawn (Auto Layout, the device bar). */
  onDraw(hook) { this.#drawHooks.push(hook); }

  /** `hook()` after the selection boxes are drawn (the constraint overlay). */
  onSelectionDrawn(hook) { this.#selectionHooks.push(hook); }

  /** `isMovable(objectId)`: whether a view selected alone gets resize handles (the Editor's rule). */
  setMovable(isMovable) { this.#movable = isMovable; }

  /** `sizeOf(root)`: a root view's size on the previewed device, or null to draw the stored sizes (the device bar). */
  setPreviewSizes(sizeOf) { this.#screenSizeOf = sizeOf; }

  /** `coveredOf(scene, model)`: the edges of a scene's screen its bars cover outside the root (constraints/simulated-bars.js). */
  setCoveredEdges(coveredOf) { this.#coveredEdgesOf = coveredOf; }

  /** Skips the screens of the scenes far outside the view (overlays/culling.js). */
  #cull() { cull(this.sceneScreens, this.sceneRects, this.camera, this.viewportSize); }

  /** True for a world rectangle more than a quarter viewport outside the view. */
  #isFar(r) { return isFar(r, this.camera, this.viewportSize); }

  /** The skippable screens by scene id, after a (partial) render. */
  #collectScreens() {
    this.sceneScreens = skippableScreens(this.world);
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
        this.world.append(renderScene(scene, rect, this.model));
      }
    }
    this.world.prepend(drawSegues(model, this.sceneRects));
    if (this.pendingScenes) this.#schedulePending();
    this.#collectScreens();
    this.showSelection(this.selectedIds.filter((id) => this.elementsFor(id).length));
    this.#drawPeers();
    for (const hook of this.#drawHooks) hook(null);
  }

  /** What sizes the scenes' screens besides their root views (layoutScenes). */
  get #screens() {
    return { sizeOf: this.#screenSizeOf, coveredOf: this.#coveredEdgesOf };
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
      if (scene && rect) placeholder.replaceWith(renderScene(scene, rect, this.model));
      else placeholder.remove();
      drawn.push(id);
    }
    this.pendingScenes = this.world.querySelectorAll(":scope > .scene.pending").length;
    if (!this.pendingScenes) performance.mark("storyweave:all-drawn"); // bench/browser/editor_perf.py
    this.#collectScreens();
    for (const hook of this.#drawHooks) hook(drawn);
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
   * Lays the scenes out again after what sizes their screens changed (setCoveredEdges) and redraws only
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
      if (old && scene) old.replaceWith(renderScene(scene, rects.get(id), this.model));
    }
    this.world.querySelector(".segue-layer")?.replaceWith(drawSegues(this.model, rects));
    this.#collectScreens();
    this.showSelection(this.selectedIds.filter((id) => this.elementsFor(id).length));
    this.#drawPeers();
    for (const hook of this.#drawHooks) hook(ids);
  }

  /** World bounds of everything drawn, including docks. */
  get bounds() { return drawnBounds(this.sceneRects); }

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
    openMenusFor(this.world, ids);  // after elementsFor has drawn pending scenes, before the boxes are measured
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
      rect.resizable = rect.target.classList.contains("ib-view") && this.#movable(id) && this.selectedIds.length === 1;
      rects.push(rect);
    }
    this.selectionOverlay.draw(rects, this.#selectionHooks);
  }

  /** Blue guide lines, given in the superview's coordinates (points). */
  showGuides(guides, superBox = null) { this.guideLayer.showGuides(guides, superBox); }

  /** The rubber-band rectangle of a marquee selection (client coordinates), or null to hide it. */
  showMarquee(rect) { this.guideLayer.showMarquee(rect); }

  /** Highlights the container a drag would drop into. */
  highlightDropTarget(id) { this.dropHighlight.show(id); }

  /** Other people's selections (outlined in their colour) and pointers (scene-relative points). */
  showPeers(peers) {
    this.peerLayer.peers = peers;
    this.#drawPeers();
  }

  #drawPeers() { this.peerLayer.draw((id) => this.#viewportRect(id), this.sceneRects); }

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
    if (target) revealElement(this.camera, this.viewport, target);
  }

  zoomToFit() {
    const { width, height } = this.viewportSize;
    this.camera.fit(this.bounds, width, height);
  }

  /** The view a document opens at: everything, or the entry scene when everything would be too small to read (overlays/camera-fit.js). */
  showOpening() { return showOpening(this.camera, this.model, this.sceneRects, this.viewportSize); }

  /** Lays out what was drawn now (instead of at the next frame), e.g. to measure the first render. */
  layOut() {
    return this.world.getBoundingClientRect();
  }
}
