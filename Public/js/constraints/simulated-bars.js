/**
 * The simulated bars on the canvas: the status bar, navigation bar, tab bar or toolbar Xcode draws over a
 * view controller's main view (Simulated Metrics, explicit or inferred: layout/simulated-metrics.js). They
 * are drawn like iOS in a layer above the scene's views, are not views of the document, and take no
 * pointer events. Their heights are the ones the layout mapping insets the safe area with, on the device
 * the canvas shows (the document's, or the one the device bar previews).
 */
import { deviceNamed } from "../layout/devices.js";
import { documentRoot } from "../layout/elements.js";
import { makeEnvironment } from "../layout/layout-environment.js";
import { barGeometry, resolvedBars } from "../layout/simulated-metrics.js";

const el = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const keyedChild = (element, key) => [...element.children].find((child) => child.getAttribute("key") === key) ?? null;

/** The title a navigation bar shows: the navigation item's, else the controller's. */
function titleOf(controller) {
  return keyedChild(controller, "navigationItem")?.getAttribute("title") ?? controller.getAttribute("title") ?? "";
}

function statusBar(height, style) {
  const bar = el("div", "sim-bar sim-status-bar");
  bar.dataset.bar = "status";
  bar.dataset.style = style;
  bar.style.height = `${height}px`;
  bar.append(el("span", "sim-time", "9:41"), el("span", "sim-battery"));
  return bar;
}

/** The bars inferred from containers, read once per drawn model (scenes drawn in chunks share it). */
const inferredCache = { model: null, inferredBars: null };

/** Draws the bars of every controller scene in `sceneIds` (all when null) on `canvas`. */
export function drawSimulatedBars({ canvas, doc, device, sceneIds = null }) {
  const model = canvas.model;
  if (!doc || !model || model.platform !== "ios") return;
  if (inferredCache.model !== model) {
    Object.assign(inferredCache, { model, inferredBars: makeEnvironment(documentRoot(doc), { device }).inferredBars });
  }
  const { inferredBars } = inferredCache;
  for (const scene of model.scenes) {
    if (sceneIds && !sceneIds.includes(scene.id)) continue;
    const controller = scene.controller?.element;
    const view = controller && keyedChild(controller, "view");
    if (!view || controller.getAttribute("id") === null) continue;
    const screen = canvas.world.querySelector(`.scene[data-scene-id="${CSS.escape(scene.id)}"] > .screen`);
    const box = screen?.querySelector(`:scope > .ib-view[data-object-id="${CSS.escape(view.getAttribute("id"))}"]`);
    if (!box) continue;
    screen.querySelector(":scope > .sim-bars")?.remove();
    const bars = resolvedBars(controller, inferredBars);
    const geometry = barGeometry(bars, device);
    const height = parseFloat(box.style.height) || box.offsetHeight;
    const layer = el("div", "sim-bars");
    layer.style.width = box.style.width;
    layer.style.height = `${height}px`;
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

/** Draws the bars after every canvas drawing, on the device the canvas shows. */
export function installSimulatedBars({ canvas, liveLayout, getDocument }) {
  const draw = (sceneIds = null) => {
    const device = (liveLayout.previewing ? liveLayout.preview : liveLayout.documentDevice) ?? deviceNamed("retina6_1");
    drawSimulatedBars({ canvas, doc: getDocument(), device, sceneIds });
  };
  canvas.drawHooks.push(draw);
  // The editor installs Auto Layout after its first picture: draw the bars on that one now.
  if (canvas.model) draw();
}
