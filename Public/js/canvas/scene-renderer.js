/**
 * Draws one scene of the canvas as DOM: its dock (storyboards), its screen with the root view (or an object's tile),
 * the controller's bars, the scene's other top-level views above the dock, and the entry-point arrow. How each view
 * looks is views/uikit-views.js's; where the scene goes is scene-layout.js's.
 */
import { renderView, drawBarItems, fillCustomViews, framedChildren } from "./views/uikit-views.js";
import { isStoryboardReference, sceneRoot } from "./scene-layout.js";
import { renderMenuBar } from "./views/menu-bar.js";
import { el } from "../util/dom.js";

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

/**
 * Marks a scene's screen as one the browser may skip while it is far outside the viewport (overlays/culling.js):
 * screens clip their content anyway (`overflow: hidden`) and have a fixed size, so skipping them changes nothing
 * drawn. Object tiles and windows, which draw outside their screen, are never skipped.
 */
function makeSkippable(screen, rect) {
  screen.classList.add("skippable");
  screen.style.containIntrinsicSize = `${rect.width}px ${rect.height}px`;
}

/** The `<section class="scene">` of `scene` at its world rectangle `rect` (layoutScenes). */
export function renderScene(scene, rect, model) {
  const section = el("section", "scene");
  section.dataset.sceneId = scene.id;
  Object.assign(section.style, { left: `${rect.x}px`, top: `${rect.y}px`, width: `${rect.width}px` });
  // Xcode shows a dock for storyboard scenes only; a xib's top-level objects stand alone.
  if (model.kind === "storyboard") section.append(renderDock(scene, model));
  const screen = el("div", "screen");
  screen.style.height = `${rect.height}px`;
  const root = sceneRoot(scene);
  if (!root || (root.frame && root.tag !== "window" && root.tag !== "windowTemplate")) makeSkippable(screen, rect);
  if (root?.frame) {
    const view = renderView(root, model.platform);
    // Below the bars that cover the screen's top (an opaque navigation bar), else at the top.
    Object.assign(view.style, { left: "0px", top: `${rect.rootTop ?? 0}px` });
    if (rect.rootTop) screen.classList.add("root-below-bars");
    screen.append(view);
  } else if (root) {
    screen.classList.add("object-tile");
    // A menu reads as a menu bar, its menus dropping down from their titles (views/menu-bar.js).
    const tile = root.tag === "menu" ? renderMenuBar(root) : el("div", "tile", root.name);
    tile.dataset.objectId = root.id;
    tile.dataset.class = root.className;
    screen.append(tile);
  } else if (isStoryboardReference(scene.controller)) {
    // The storyboard it opens, and the scene in it (its initial controller when no identifier is given).
    const element = scene.controller.element;
    screen.classList.add("object-tile");
    const tile = el("div", "tile storyboard-reference",
      el("span", "reference-name", element.getAttribute("storyboardName") ?? "Storyboard Reference"),
      el("span", "reference-scene", element.getAttribute("referencedIdentifier") ?? "Initial View Controller"));
    tile.dataset.objectId = scene.controller.id;
    tile.dataset.class = scene.controller.className;
    screen.append(tile);
  } else if (scene.controller) {
    screen.append(el("div", "controller-caption", scene.controller.name));
  }
  if (scene.controller) renderControllerBars(scene.controller, screen, root, model);
  renderExtras(scene, section, model);
  if (scene.controller && scene.controller.id === model.initialControllerId) {
    const arrow = el("div", "entry-arrow");
    arrow.title = "Storyboard Entry Point";
    arrow.setAttribute("aria-label", "Storyboard Entry Point");
    section.append(arrow);
  }
  section.append(screen);
  return section;
}

/** Bars owned by the controller (a navigation controller's bar) and a simulated bar for a navigation item. */
function renderControllerBars(controller, screen, root, model) {
  for (const node of framedChildren(controller)) {
    if (node === root) continue;
    screen.append(renderView(node, model.platform));
  }
  const item = controller.children.find((c) => c.tag === "navigationItem");
  if (item && !controller.children.some((c) => c.tag === "navigationBar")) {
    const bar = el("div", "simulated-bar ib-navigationBar");
    bar.dataset.objectId = item.id;
    bar.dataset.class = item.className;
    drawBarItems(bar, item.element, item.element.getAttribute("largeTitleDisplayMode") === "always");
    fillCustomViews(bar, (id) => model.objects.get(id), model.platform);
    screen.append(bar);
    screen.classList.add("has-top-bar");
  }
}

/** Other framed top-level objects of a scene (views kept outside the hierarchy), drawn above the dock. */
function renderExtras(scene, section, model) {
  const extras = scene.members.filter((m) => m !== scene.controller && m !== scene.root && m.frame);
  if (!extras.length) return;
  const strip = el("div", "scene-extras");
  for (const node of extras) {
    const holder = el("div", "extra");
    holder.style.width = `${node.frame.width}px`;
    holder.style.height = `${node.frame.height}px`;
    const view = renderView(node, model.platform);
    Object.assign(view.style, { left: "0px", top: "0px" });
    holder.append(view);
    strip.append(holder);
  }
  section.append(strip);
}

function renderDock(scene, model) {
  const dock = el("header", "scene-dock");
  const members = model.kind === "storyboard" ? scene.members : [];
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
