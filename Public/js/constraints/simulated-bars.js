/**
 * The simulated bars on the canvas: the status bar, navigation bar, tab bar or toolbar Xcode draws over a
 * view controller's main view (Simulated Metrics, explicit or inferred: layout/simulated-metrics.js). They
 * are drawn like iOS in a layer above the scene's views, are not views of the document, and take no
 * pointer events. Their heights are the ones the layout mapping insets the safe area with, on the device
 * the canvas shows (the document's, or the one the device bar previews).
 * An opaque bar (layout/simulated-metrics.js `coveredEdges`) is not over the root view: the root starts below
 * it (Xcode stores it at y = 0, shorter), so the canvas draws the whole device screen — the covered edges, then
 * the root — through `canvas.setCoveredEdges`, called here; the bars are drawn in the covered edges. This module
 * is the one place that knows a scene's bars (ScreenBars: worked out once per drawn model and device, for the
 * scene layout and for the drawing alike).
 */
import { deviceNamed } from "../layout/devices.js";
import { documentRoot } from "../layout/elements.js";
import { makeEnvironment } from "../layout/layout-environment.js";
import { barGeometry, coveredEdges, resolvedBars, screenSize } from "../layout/simulated-metrics.js";
import { readFrame } from "../commands/frames.js";
import { drawnRootSize, layOutRoot } from "./full-screen-roots.js";
import { el } from "../util/dom.js";
import { childWithKey } from "../document/xml-read.js";

/** The title a navigation bar shows: the navigation item's, else the controller's. */
function titleOf(controller) {
  return childWithKey(controller, "navigationItem")?.getAttribute("title") ?? controller.getAttribute("title") ?? "";
}

function statusBar(height, style) {
  const bar = el("div", "sim-bar sim-status-bar");
  bar.dataset.bar = "status";
  bar.dataset.style = style;
  bar.style.height = `${height}px`;
  bar.append(el("span", "sim-time", "9:41"), el("span", "sim-battery"));
  return bar;
}

/**
 * The bars of a drawn model's controller scenes on one device: {bars, geometry, covered} per controller (null for
 * a scene without a controller's view), worked out when first asked for — by the scene layout (every scene, for
 * Canvas.setCoveredEdges) or by the drawing (the scenes drawn, a large document being drawn in chunks) — and kept
 * until the model or the device changes. The bars inferred from containers are read once per model.
 */
export class ScreenBars {
  #model = null;
  #device = null;
  #inferred = null;
  #byScene = new Map();

  /**
   * The bars of one scene of `model` (the drawn DocumentModel; `doc` its document, or null) on `device` (a
   * layout/devices.js Device), or null for a scene without a controller's view.
   */
  of(scene, { model, doc, device }) {
    if (model !== this.#model) {
      this.#model = model;
      this.#inferred = null;
      this.#byScene.clear();
    }
    if (!this.#device || !device.equals(this.#device)) {
      this.#device = device;
      this.#byScene.clear();
    }
    if (!this.#byScene.has(scene)) this.#byScene.set(scene, this.#work(scene, model, doc, device));
    return this.#byScene.get(scene);
  }

  #work(scene, model, doc, device) {
    const controller = scene.controller?.element;
    const view = controller && childWithKey(controller, "view");
    if (!view || controller.getAttribute("id") === null || model.platform !== "ios") return null;
    this.#inferred ??= makeEnvironment(doc ? documentRoot(doc) : model.root, { device }).inferredBars;
    const bars = resolvedBars(controller, this.#inferred);
    const covered = coveredEdges(bars, device);
    // A root stored at the whole screen's size under bars it doesn't extend under is drawn shorter (full-screen-roots.js).
    const rootSize = drawnRootSize(readFrame(view), screenSize(bars, device), covered);
    return { controller, view, bars, geometry: barGeometry(bars, device), covered: { ...covered, rootSize } };
  }
}

/**
 * Draws the bars of every controller scene in `sceneIds` (all when null) on `canvas`, over the whole screen: the
 * root view's box fills it, or (opaque bars) starts below the covered top (Canvas.setCoveredEdges). `asStored`: the
 * canvas shows the document's own layout (no preview), so a root stored at the whole screen's size under such bars
 * is drawn at the size they leave it, with the views its autoresizing masks lay out (full-screen-roots.js).
 */
export function drawSimulatedBars({ canvas, doc, device, sceneIds = null, screenBars = new ScreenBars(), asStored = true }) {
  const model = canvas.model;
  if (!doc || !model || model.platform !== "ios") return;
  for (const scene of model.scenes) {
    if (sceneIds && !sceneIds.includes(scene.id)) continue;
    const known = screenBars.of(scene, { model, doc, device });
    if (!known) continue;
    const { controller, view, bars, geometry } = known;
    const screen = canvas.world.querySelector(`.scene[data-scene-id="${CSS.escape(scene.id)}"] > .screen`);
    const box = screen?.querySelector(`:scope > .ib-view[data-object-id="${CSS.escape(view.getAttribute("id"))}"]`);
    if (!box) continue;
    if (asStored && known.covered.rootSize) drawAtScreenSize(box, known, doc);
    screen.querySelector(":scope > .sim-bars")?.remove();
    // The whole screen: the root's box, and the edges the bars cover outside it (Canvas.setCoveredEdges).
    const layer = el("div", "sim-bars");
    layer.style.width = box.style.width;
    layer.style.height = screen.style.height || `${box.offsetHeight}px`;
    layer.dataset.controllerId = controller.getAttribute("id");
    if (geometry.statusBar > 0) layer.append(statusBar(geometry.statusBar, bars.statusBarStyle));
    // A navigation item's bar is already drawn by the canvas (with its buttons): it moves under the status bar
    // (and is the simulated navigation bar when the controller has one).
    const itemBar = screen.querySelector(":scope > .simulated-bar.ib-navigationBar");
    if (itemBar) {
      const height = geometry.navigationBar || (device.isCompactHeight ? 32 : 44);
      Object.assign(itemBar.style, { top: `${geometry.topInset}px`, height: `${height}px`, paddingTop: "0px" });
      if (geometry.navigationBar > 0) itemBar.dataset.bar = "navigation";
    }
    if (geometry.navigationBar > 0) {
      if (!itemBar) {
        const bar = el("div", `sim-bar sim-navigation-bar${bars.translucentTop ? "" : " opaque"}`);
        bar.dataset.bar = "navigation";
        // Under the status bar (or a sensor housing without one).
        Object.assign(bar.style, { top: `${geometry.topInset}px`, height: `${geometry.navigationBar}px` });
        if (bars.prompted) bar.append(el("span", "sim-prompt", "Prompt"));
        bar.append(el("span", "sim-title", titleOf(controller)));
        layer.append(bar);
      }
    }
    if (geometry.bottomBar > 0) {
      const kind = bars.bottomBar;
      const bar = el("div", `sim-bar sim-${kind === "tabBar" ? "tab-bar" : "toolbar"}${bars.translucentBottom ? "" : " opaque"}`);
      bar.dataset.bar = kind;
      // The bar sits above the home indicator; its background runs to the bottom edge.
      const below = geometry.safeArea.bottom - geometry.bottomBar;
      Object.assign(bar.style, { height: `${geometry.bottomBar + below}px`, paddingBottom: `${below}px` });
      if (kind === "tabBar") {
        for (const title of ["Item", "Item"]) {
          const item = el("span", "sim-tab-item");
          item.append(el("span", "sim-tab-glyph", "★"), el("span", "sim-tab-title", title));
          bar.append(item);
        }
      }
      layer.append(bar);
    }
    screen.append(layer);
  }
}

/**
 * A root stored at the whole screen's size, drawn at the size the bars leave it (the scene's screen already has the
 * device's size: Canvas.setCoveredEdges gives `rootSize`) with its autoresized views where the layout puts them
 * (solved once per drawn model and device, for this root only).
 */
function drawAtScreenSize(box, known, doc) {
  const { width, height } = known.covered.rootSize;
  Object.assign(box.style, { width: `${width}px`, height: `${height}px` });
  known.laidOut ??= layOutRoot(doc, box.dataset.objectId);
  for (const [id, frame] of known.laidOut?.views ?? []) {
    const view = box.querySelector(`.ib-view[data-object-id="${CSS.escape(id)}"]`);
    if (view) Object.assign(view.style, { left: `${frame.x}px`, top: `${frame.y}px`, width: `${frame.width}px`, height: `${frame.height}px` });
  }
}

/**
 * Draws the bars after every canvas drawing, on the device the canvas shows, and tells the canvas which edges of
 * each scene's screen they cover outside its root view. The editor installs Auto Layout after its first picture:
 * the scenes with such bars are drawn again at their screen's full size (Canvas.resizeScreens; none in most
 * documents), then the bars are drawn on that picture.
 */
export function installSimulatedBars({ canvas, liveLayout, getDocument }) {
  const screenBars = new ScreenBars();
  const device = () => (liveLayout.previewing ? liveLayout.preview : liveLayout.documentDevice) ?? deviceNamed("retina6_1");
  const draw = (sceneIds = null) => drawSimulatedBars({ canvas, doc: getDocument(), device: device(), sceneIds, screenBars,
    asStored: !liveLayout.showsPreview });
  canvas.setCoveredEdges((scene, model) => screenBars.of(scene, { model, doc: getDocument(), device: device() })?.covered ?? null);
  canvas.onDraw(draw);
  if (canvas.model) {
    canvas.resizeScreens(); // calls the draw hooks for the scenes it draws again
    draw();
  }
}
