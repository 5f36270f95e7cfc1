/**
 * Where the canvas draws a library image: an image view's content or a button's image. A slot remembers the image
 * name and how to fit it (UIKit `contentMode`, AppKit `imageScaling`) so it can be repainted when the media library
 * changes without redrawing the canvas. System images (AppKit's NS… names, SF Symbols) are drawn as inline SVG
 * (system-images.js); unknown names get a neutral placeholder (the image glyph and the name).
 */
import { keyedColor } from "../../document/colors.js";
import { mediaRegistry } from "../../document/media-registry.js";
import { isAppKitDocument, systemImage, systemImageElement } from "./system-images.js";
import { el } from "../../util/dom.js";

/** UIKit content modes that scale, as CSS object-fit. */
const SCALING = { scaleToFill: "fill", redraw: "fill", scaleAspectFit: "contain", scaleAspectFill: "cover" };
/** AppKit image scaling, as CSS object-fit. */
const APPKIT_SCALING = { axesIndependently: "fill", proportionallyUpOrDown: "contain", proportionallyDown: "scale-down", none: "none" };
/** UIKit content modes that place the image at its point size: [justify-content, align-items] of the slot. */
const PLACEMENT = {
  center: ["center", "center"], top: ["center", "flex-start"], bottom: ["center", "flex-end"], left: ["flex-start", "center"],
  right: ["flex-end", "center"], topLeft: ["flex-start", "flex-start"], topRight: ["flex-end", "flex-start"],
  bottomLeft: ["flex-start", "flex-end"], bottomRight: ["flex-end", "flex-end"],
};

/** How an element fits its image: an object-fit keyword, or "place:<mode>" for unscaled content modes. */
function fitOf(element) {
  const cell = [...element.children].find((c) => /Cell$/.test(c.tagName));
  const scaling = cell?.getAttribute("imageScaling");
  if (scaling) return APPKIT_SCALING[scaling] ?? "scale-down";
  const mode = element.getAttribute("contentMode") ?? "scaleToFill";
  if (SCALING[mode]) return SCALING[mode];
  return PLACEMENT[mode] ? `place:${mode}` : "fill";
}

/**
 * A slot for `name` in a view (`kind` "view": fills the box) or a button (`kind` "button": an inline image).
 * @param element the XML element that shows the image (its contentMode / cell decide the fit)
 */
export function imageSlot(name, element, kind) {
  const slot = el("span", `ib-image-slot ib-image-slot-${kind}`);
  slot.dataset.imageName = name ?? "";
  slot.dataset.fit = kind === "button" ? "contain" : fitOf(element);
  // Kept on the node: the system image the name means (it depends on the document's resources, not the library).
  slot.systemImage = systemImage(name, element);
  // UIKit image views draw symbol images in their tint colour (the system blue by default).
  if (kind === "view" && slot.systemImage?.kind === "symbol" && !isAppKitDocument(element)) {
    slot.style.color = keyedColor(element, "tintColor") ?? "#007aff";
  }
  paintImageSlot(slot);
  return slot;
}

/**
 * Scales a button slot's image down (never up) to fit `width` × `height` points, keeping its proportions: AppKit's
 * proportionallyDown image scaling into the room a button leaves. Kept across repaints.
 */
export function setImageSlotLimit(slot, width, height) {
  slot.dataset.maxWidth = String(width);
  slot.dataset.maxHeight = String(height);
  paintImageSlot(slot);
}

/** The point size a button's image is drawn at: its own, scaled down to the slot's limit when it has one. */
export function buttonImageSize(image, slot) {
  const limit = (value) => (Number(value) > 0 ? Number(value) : Infinity);
  const scale = Math.min(1, limit(slot.dataset.maxWidth) / image.width, limit(slot.dataset.maxHeight) / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

/**
 * Draws the slot's image: the library's (an SF Symbol is never looked up there), else the system image we draw,
 * else the placeholder.
 */
export function paintImageSlot(slot) {
  const name = slot.dataset.imageName;
  const system = slot.systemImage ?? null;
  const image = name && system?.kind !== "symbol" ? mediaRegistry.get(name) : undefined;
  slot.classList.toggle("has-image", Boolean(image || system?.shape));
  slot.replaceChildren();
  Object.assign(slot.style, { justifyContent: "", alignItems: "" });
  if (!image && system?.shape) {
    paintSystemImage(slot, system);
    return;
  }
  if (!image) {
    if (name && !system) mediaRegistry.noteMissing(name);
    if (slot.classList.contains("ib-image-slot-button")) slot.append(el("span", "ib-symbol", "◻︎"));
    else {
      slot.append(el("span", "ib-image-glyph"));
      if (name) slot.append(el("span", "ib-caption", name));
    }
    return;
  }
  const img = el("img", "ib-image");
  img.alt = name;
  img.draggable = false;
  img.src = image.src ?? image.url;
  img.dataset.imageName = name;
  const fit = slot.dataset.fit;
  if (slot.classList.contains("ib-image-slot-button")) {
    const size = buttonImageSize(image, slot);
    Object.assign(img.style, { width: `${size.width}px`, height: `${size.height}px` });
  } else if (fit.startsWith("place:")) {
    const [justify, align] = PLACEMENT[fit.slice(6)];
    Object.assign(slot.style, { justifyContent: justify, alignItems: align });
    Object.assign(img.style, { width: `${image.width}px`, height: `${image.height}px`, flex: "none" });
  } else {
    Object.assign(img.style, { width: "100%", height: "100%", objectFit: fit });
  }
  slot.append(img);
}

/** A system image in the slot: a button's at its point size (scaled down to the limit), a view's as it fits. */
function paintSystemImage(slot, system) {
  const fit = slot.dataset.fit;
  if (slot.classList.contains("ib-image-slot-button")) {
    const size = buttonImageSize(system, slot);
    slot.append(systemImageElement(system, size.width, size.height));
    return;
  }
  if (fit.startsWith("place:") || fit === "none") {
    const [justify, align] = PLACEMENT[fit.slice(6)] ?? PLACEMENT.center;
    Object.assign(slot.style, { justifyContent: justify, alignItems: align });
    const svg = systemImageElement(system, system.width, system.height);
    svg.style.flex = "none";
    slot.append(svg);
    return;
  }
  const svg = systemImageElement(system, system.width, system.height, fit);
  // Scaling fits fill the view; scale-down (AppKit's proportionallyDown) stops at the image's own size.
  const full = fit === "scale-down" ? { width: `min(100%, ${system.width}px)`, height: `min(100%, ${system.height}px)` } : { width: "100%", height: "100%" };
  Object.assign(svg.style, full);
  slot.append(svg);
}

/** Repaints every image slot under `root` (after the media library changed). */
export function repaintImageSlots(root = document) {
  for (const slot of root.querySelectorAll(".ib-image-slot")) paintImageSlot(slot);
}
