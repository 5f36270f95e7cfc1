/**
 * System images on the canvas: which names a document means as system images, and their drawing as inline SVG.
 * AppKit named images (NSAddTemplate, NSFolder…) are known by name; SF Symbols by the document's resources entry
 * `<image name="gear" catalog="system" …/>`. Templates take the control's colour (currentColor), as AppKit and
 * UIKit tint them. Shapes are in system-image-shapes.js; names we do not draw keep the image placeholder.
 */
import { APPKIT_ALIASES, APPKIT_IMAGES, SF_SYMBOLS } from "./system-image-shapes.js";

const SVG = "http://www.w3.org/2000/svg";
/** The size (points, the larger side) a symbol is drawn at beside 17 pt text. */
const SYMBOL_POINT_SIZE = 20;

/** The `<document>` element an element belongs to (the sync engine's XML elements have no ownerDocument). */
function rootOf(element) {
  let node = element;
  while (node?.parentElement) node = node.parentElement;
  return node?.tagName === "document" ? node : null;
}

/** The document's `<resources><image name=…/>` entry for `name`, or null. */
export function resourceImage(element, name) {
  const root = rootOf(element);
  const resources = root && [...root.children].find((c) => c.tagName === "resources");
  return [...(resources?.children ?? [])].find((c) => c.tagName === "image" && c.getAttribute("name") === name) ?? null;
}

/** Whether the element belongs to an AppKit (Cocoa) document. */
export function isAppKitDocument(element) {
  const root = rootOf(element);
  return /^MacOSX/.test(root?.getAttribute("targetRuntime") ?? "") || /\.Cocoa\./.test(root?.getAttribute("type") ?? "");
}

/** The AppKit image shape for a name (Touch Bar names through their alias), or undefined. */
const appKitShape = (name) => APPKIT_IMAGES[name] ?? APPKIT_IMAGES[APPKIT_ALIASES[name]];

/**
 * What `name` means where `element` shows it, when it is a system image: `{name, kind, shape, width, height}` with
 * kind "symbol" (SF Symbol) or "appkit"; `shape` is null for a system image we do not draw. Null for other names
 * (library images). The size is the resources entry's when the document records one, else the shape's own.
 */
export function systemImage(name, element) {
  if (!name) return null;
  const entry = resourceImage(element, name);
  let kind = null;
  let shape = null;
  if (entry?.getAttribute("catalog") === "system") [kind, shape] = ["symbol", SF_SYMBOLS[name] ?? null];
  else if (appKitShape(name)) [kind, shape] = ["appkit", appKitShape(name)];
  else if (/^NS[A-Z][A-Za-z]+$/.test(name)) kind = "appkit";
  if (!kind) return null;
  let width = Number(entry?.getAttribute("width")) || shape?.size[0] || 16;
  let height = Number(entry?.getAttribute("height")) || shape?.size[1] || 16;
  // iOS documents record a symbol at its large catalog size (about 128 pt); drawn in a control it is text-sized.
  if (kind === "symbol" && Math.max(width, height) > SYMBOL_POINT_SIZE * 2) {
    const scale = SYMBOL_POINT_SIZE / Math.max(width, height);
    [width, height] = [Math.round(width * scale * 10) / 10, Math.round(height * scale * 10) / 10];
  }
  return { name, kind, shape, width, height };
}

/** How an SVG fits a CSS object-fit keyword. */
const ASPECT = { fill: "none", contain: "xMidYMid meet", cover: "xMidYMid slice", "scale-down": "xMidYMid meet", none: "xMidYMid meet" };

/**
 * The `<svg>` drawing of a system image (from systemImage, with a shape), `width` × `height` points, fitted as
 * object-fit `fit` says. Marked `data-system-image` with its name.
 */
export function systemImageElement(image, width, height, fit = "contain") {
  const svg = drawing(image).cloneNode(true);
  svg.setAttribute("width", String(width));
  svg.setAttribute("height", String(height));
  svg.setAttribute("preserveAspectRatio", ASPECT[fit] ?? ASPECT.contain);
  return svg;
}

/**
 * One drawing per image, copied for each view that shows it (a large storyboard shows the same symbol in hundreds
 * of image views: a copy costs a fraction of building the element and parsing its markup again; docs/browser.md).
 */
const drawings = new Map();
function drawing(image) {
  const key = `${image.kind} ${image.name}`;
  const known = drawings.get(key);
  if (known?.shape === image.shape) return known.svg;
  const svg = buildDrawing(image);
  drawings.set(key, { shape: image.shape, svg });
  return svg;
}

function buildDrawing(image) {
  const { shape } = image;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", shape.box.join(" "));
  svg.setAttribute("fill", "none");
  svg.setAttribute("stroke", "currentColor");
  svg.setAttribute("stroke-width", image.kind === "symbol" ? "2" : "1.5");
  svg.setAttribute("stroke-linecap", "round");
  svg.setAttribute("stroke-linejoin", "round");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", image.name);
  svg.classList.add("ib-system-image", shape.template ? "ib-template-image" : "ib-color-image");
  svg.dataset.systemImage = image.name;
  // Our own constant markup (system-image-shapes.js), never text from a document.
  svg.innerHTML = shape.svg;
  return svg;
}

/**
 * The AppKit images we draw, sorted by name, as systemImage describes them (with their point sizes): what AppKit
 * documents' image fields suggest and their media library lists.
 */
export function appKitSystemImages() {
  return Object.entries(APPKIT_IMAGES).map(([name, shape]) => ({ name, kind: "appkit", shape, width: shape.size[0], height: shape.size[1] }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** UIKit system bar button items drawn as symbols (the others are words: Done, Cancel, Edit…). */
const BAR_ITEM_SYMBOLS = {
  add: "plus", action: "square.and.arrow.up", trash: "trash", search: "magnifyingglass", refresh: "arrow.clockwise",
  compose: "square.and.pencil", organize: "folder", bookmarks: "bookmark", camera: "camera", reply: "arrow.left",
  play: "play.fill", pause: "pause.fill", stop: "xmark", close: "xmark.circle.fill",
};
/** UIKit system tab bar items, as the symbols iOS draws them. */
const TAB_ITEM_SYMBOLS = {
  more: "ellipsis", favorites: "star.fill", featured: "star.fill", topRated: "star.fill", recents: "clock",
  contacts: "person.circle", history: "clock", bookmarks: "bookmark", search: "magnifyingglass",
  downloads: "square.and.arrow.down", mostRecent: "clock", mostViewed: "list.bullet",
};

/**
 * The symbol a UIKit bar item's `systemItem` shows (`kind` "bar" for bar button items, "tab" for tab bar items),
 * as systemImage describes images, `scale` times its own size; null for words and spaces.
 */
export function systemItemSymbol(systemItem, kind, scale = 1) {
  const name = (kind === "tab" ? TAB_ITEM_SYMBOLS : BAR_ITEM_SYMBOLS)[systemItem];
  const shape = name && SF_SYMBOLS[name];
  if (!shape) return null;
  return { name, kind: "symbol", shape, width: shape.size[0] * scale, height: shape.size[1] * scale };
}
