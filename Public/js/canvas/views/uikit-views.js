/**
 * Draws one framed object (a view) as DOM, styled like its UIKit/AppKit class, with its subviews inside.
 * Frames are relative to the superview; AppKit frames are flipped (origin bottom-left) into CSS.
 */
import { keyedColor } from "../../document/colors.js";
import { visibleTitle } from "../../document/ib-names.js";
import { imageSlot, setImageSlotLimit } from "./image-slots.js";
import { systemImageElement, systemItemSymbol } from "./system-images.js";
import { FLIPPED_APPKIT_TAGS, arrangeScrollView, arrangeTableView, drawTableView } from "./appkit-tables.js";
import { el } from "../../util/dom.js";
import { childElement } from "../../document/xml-read.js";

function applyFont(target, element) {
  const font = childElement(element, "fontDescription");
  if (!font) return;
  const size = Number(font.getAttribute("pointSize"));
  if (size) target.style.fontSize = `${size}px`;
  const type = font.getAttribute("type") ?? font.getAttribute("style") ?? "";
  if (/bold|Headline/i.test(type) || /Bold/.test(font.getAttribute("name") ?? "")) target.style.fontWeight = "600";
  if (/italic/i.test(type)) target.style.fontStyle = "italic";
}

/**
 * Text alignment. Natural (UIKit's default, also when the attribute is absent) follows the view's layout
 * direction: left, or right in the device bar's right-to-left preview (CSS on `[data-direction="rtl"]`), unless
 * the view forces a direction with `semanticContentAttribute`.
 */
function applyAlignment(target, element) {
  const alignment = element.getAttribute("textAlignment") ?? element.getAttribute("alignment") ?? "natural";
  if (alignment === "natural") {
    const semantic = element.getAttribute("semanticContentAttribute");
    if (semantic === "forceRightToLeft") target.classList.add("align-trailing-edge");
    else if (semantic !== "forceLeftToRight" && semantic !== "playback" && semantic !== "spatial") target.classList.add("natural-align");
    return;
  }
  if (alignment === "center") target.style.justifyContent = "center";
  if (alignment === "right") target.style.justifyContent = "flex-end";
  target.style.textAlign = alignment;
}

/** Renderers add the class-specific content; the returned node is the view box itself. */
const RENDERERS = {
  label(box, e) {
    const text = el("span", "ib-text", visibleTitle(e) ?? "");
    applyFont(box, e);
    applyAlignment(box, e);
    const color = keyedColor(e, "textColor");
    if (color) box.style.color = color;
    if (e.getAttribute("numberOfLines") !== "0" && e.getAttribute("numberOfLines") !== null && e.getAttribute("numberOfLines") !== "1") box.classList.add("multiline");
    box.append(text);
  },
  button(box, e) {
    const normal = childElement(e, "state", "normal");
    const configuration = childElement(e, "buttonConfiguration");
    const title = visibleTitle(e);
    const image = normal?.getAttribute("image") ?? configuration?.getAttribute("image") ?? e.getAttribute("image");
    if (configuration?.getAttribute("style") === "filled") box.classList.add("filled");
    if (image) box.append(imageSlot(image, e, "button"));
    if (title) box.append(el("span", "ib-text", title));
    const color = (normal && keyedColor(normal, "titleColor")) ?? keyedColor(e, "tintColor");
    if (color) box.style.color = color;
    applyFont(box, e);
  },
  textField(box, e) {
    const text = e.getAttribute("text");
    box.append(el("span", text ? "ib-text" : "ib-text placeholder", text ?? e.getAttribute("placeholder") ?? ""));
    if (e.getAttribute("borderStyle") === "roundedRect" || !e.hasAttribute("borderStyle")) box.classList.add("rounded");
    applyFont(box, e);
    applyAlignment(box, e);
  },
  textView(box, e) {
    box.append(el("span", "ib-text", visibleTitle(e) ?? ""));
    applyFont(box, e);
  },
  imageView(box, e) {
    // The library image when the media library has it (drawn as contentMode/imageScaling says), else a placeholder.
    const name = e.getAttribute("image") ?? cellOf(e)?.getAttribute("image");
    box.append(imageSlot(name, e, "view"));
  },
  switch(box, e) {
    box.classList.toggle("on", e.getAttribute("on") === "YES");
    box.append(el("span", "knob"));
  },
  slider(box, e) {
    const min = Number(e.getAttribute("minValue") ?? 0);
    const max = Number(e.getAttribute("maxValue") ?? 1);
    const value = Number(e.getAttribute("value") ?? 0.5);
    const fraction = max > min ? Math.max(0, Math.min(1, (value - min) / (max - min))) : 0.5;
    const track = el("span", "track");
    const fill = el("span", "fill");
    fill.style.width = `${fraction * 100}%`;
    const thumb = el("span", "thumb");
    thumb.style.left = `calc(${fraction * 100}% - 14px)`;
    track.append(fill);
    box.append(track, thumb);
  },
  segmentedControl(box, e) {
    const selected = Number(e.getAttribute("selectedSegmentIndex") ?? -1);
    const segments = childElement(e, "segments");
    [...(segments?.children ?? [])].forEach((segment, index) => {
      const part = el("span", index === selected ? "segment selected" : "segment", segment.getAttribute("title") ?? "");
      box.append(part);
    });
  },
  stepper(box) { box.append(el("span", "segment", "−"), el("span", "segment", "+")); },
  progressView(box, e) {
    const fill = el("span", "fill");
    fill.style.width = `${Number(e.getAttribute("progress") ?? 0.5) * 100}%`;
    box.append(fill);
  },
  activityIndicatorView(box) { box.append(el("span", "spinner")); },
  pageControl(box, e) {
    const count = Math.min(12, Number(e.getAttribute("numberOfPages") ?? 3));
    for (let i = 0; i < count; i += 1) box.append(el("span", i === 0 ? "dot current" : "dot"));
  },
  navigationBar(box, e) {
    const item = childElement(childElement(e, "items") ?? e, "navigationItem");
    drawBarItems(box, item, e.getAttribute("prefersLargeTitles") === "YES");
  },
  tabBar(box, e) {
    for (const item of childElement(e, "items")?.children ?? []) {
      const tab = el("span", "tab");
      tab.append(barItemImage(item, "tab") ?? el("span", "tab-icon"), el("span", "tab-title", item.getAttribute("title") ?? humanSystemItem(item)));
      box.append(tab);
    }
  },
  toolbar(box, e) {
    for (const item of childElement(e, "items")?.children ?? []) box.append(barItem(item));
  },
  searchBar(box, e) {
    box.append(el("span", "search-field", `⌕  ${e.getAttribute("placeholder") ?? "Search"}`));
  },
  mapView(box) { box.append(el("span", "ib-caption", "Map View")); },
  wkWebView(box) { box.append(el("span", "ib-caption", "Web View")); },
  webView(box) { box.append(el("span", "ib-caption", "Web View")); },
  datePicker(box) { box.append(el("span", "ib-caption", "Date Picker")); },
  pickerView(box) { box.append(el("span", "ib-caption", "Picker View")); },
  tableViewCell(box, e) {
    const accessory = e.getAttribute("accessoryType");
    if (accessory === "disclosureIndicator") box.append(el("span", "accessory", "›"));
    if (accessory === "checkmark") box.append(el("span", "accessory", "✓"));
  },
  window(box, e) {
    const bar = el("div", "window-titlebar");
    bar.append(el("span", "lights"), el("span", "window-title", e.getAttribute("title") ?? "Window"));
    box.append(bar);
  },
};
RENDERERS.windowTemplate = RENDERERS.window;

/** AppKit controls keep their title and look in a cell child (<textFieldCell>, <buttonCell>...). */
const cellOf = (e) => [...e.children].find((c) => /Cell$/.test(c.tagName)) ?? null;

/**
 * Where an AppKit button draws its image: NSCellImagePosition as a xib writes it (left, right, above, below, only,
 * overlaps, leading, trailing, noImage); absent, the image is beside a title or alone without one.
 */
export function macImagePosition(position, title) {
  const known = ["noImage", "left", "right", "above", "below", "only", "overlaps", "leading", "trailing"];
  if (known.includes(position)) return position;
  return title ? "left" : "only";
}

const APPKIT_RENDERERS = {
  textField(box, e) {
    const cell = cellOf(e);
    const title = cell?.getAttribute("title") ?? "";
    const editable = cell?.getAttribute("borderStyle") === "bezel" || cell?.getAttribute("editable") === "YES";
    box.classList.add(editable ? "mac-field" : "mac-label");
    box.append(el("span", title ? "ib-text" : "ib-text placeholder", title || cell?.getAttribute("placeholderString") || ""));
    applyFont(box, cell ?? e);
    applyAlignment(box, cell ?? e);
  },
  button(box, e) {
    const cell = cellOf(e);
    const type = cell?.getAttribute("type");
    if (type === "check" || type === "radio") {
      box.classList.add("mac-check");
      box.append(el("span", type === "radio" ? "mac-box radio" : "mac-box"), el("span", "ib-text", cell.getAttribute("title") ?? ""));
    } else {
      const bezel = cell?.getAttribute("bezelStyle");
      box.classList.add(bezel === "rounded" || !cell ? "mac-button" : "mac-plain-button");
      // Other bezels (textured, square, round rect, help) are drawn when the cell is bordered, as AppKit does.
      if (bezel && bezel !== "rounded" && (cell.getAttribute("borderStyle") === "border" || bezel === "helpButton")) box.classList.add(`mac-bezel-${bezel}`);
      const title = cell?.getAttribute("title") || (bezel === "helpButton" ? "?" : "");
      const image = cell?.getAttribute("image") ?? null;
      // NSButtonCell's image (a library image, like UIKit buttons' image) placed by imagePosition.
      const position = image ? macImagePosition(cell.getAttribute("imagePosition"), title) : "noImage";
      const text = position === "only" ? null : el("span", "ib-text", title);
      if (position === "noImage") box.append(text);
      else {
        box.classList.add(`mac-image-${position}`);
        const slot = imageSlot(image, e, "button");
        // AppKit scales a button's image down into the space the bezel and the title leave (proportionallyDown,
        // the default); "none" draws it at its size, clipped.
        if (cell.getAttribute("imageScaling") !== "none") {
          const inset = box.classList.contains("mac-button") ? { x: 14, y: 12 } : { x: 4, y: 4 };
          const stacked = text && (position === "above" || position === "below");
          const width = parseFloat(box.style.width) - inset.x;
          const height = parseFloat(box.style.height) - inset.y - (stacked ? 16 : 0);
          if (width > 0 && height > 0) setImageSlotLimit(slot, width, height);
        }
        if (!text) box.append(slot);
        else if (position === "right" || position === "trailing" || position === "below") box.append(text, slot);
        else box.append(slot, text);
      }
    }
    applyFont(box, cell ?? e);
  },
  // Overlay scrollers, as IB draws them: a slim knob, not a labelled box.
  scroller(box, e) {
    box.classList.add("mac-scroller");
    const horizontal = e.getAttribute("horizontal") ? e.getAttribute("horizontal") === "YES" : parseFloat(box.style.width) > parseFloat(box.style.height);
    box.classList.toggle("horizontal", horizontal);
    box.append(el("span", "mac-scroller-knob"));
  },
  tableHeaderView(box) { box.classList.add("mac-table-header"); },
  // Rows, grid and cell-based text (appkit-tables.js); the header and scrollers are placed by the scroll view.
  tableView: drawTableView,
  outlineView: drawTableView,
  clipView(box) { box.classList.add("clips"); },
  popUpButton(box, e) {
    box.classList.add("mac-button", "mac-popup");
    box.append(el("span", "ib-text", cellOf(e)?.getAttribute("title") ?? ""), el("span", "mac-chevron", "⌃⌄"));
  },
};

/** Tags drawn as plain views (a box with a background colour and subviews). */
const PLAIN = new Set(["view", "scrollView", "stackView", "tableView", "collectionView", "collectionViewCell", "tableViewCellContentView",
  "collectionViewCellContentView", "collectionReusableView", "tableViewHeaderFooterView", "containerView", "customView", "visualEffectView",
  "clipView", "box", "splitView", "tabView", "outlineView", "textField", "imageView", "label", "button", "glkView", "tableCellView"]);

function humanSystemItem(item) {
  const system = item.getAttribute("systemItem");
  return system ? system.charAt(0).toUpperCase() + system.slice(1) : "Item";
}

/**
 * What a bar item shows instead of words, when it has one: its image (library or system, `image=`), or the symbol of
 * its `systemItem` (Add is a plus, Action the share arrow…). `kind` "bar" or "tab".
 */
function barItemImage(item, kind) {
  const image = item.getAttribute("image");
  if (image) {
    const slot = imageSlot(image, item, "button");
    setImageSlotLimit(slot, kind === "tab" ? 30 : 28, kind === "tab" ? 26 : 24);
    return slot;
  }
  const symbol = systemItemSymbol(item.getAttribute("systemItem"), kind, kind === "tab" ? 1.4 : 1.2);
  return symbol ? systemImageElement(symbol, symbol.width, symbol.height) : null;
}

/** A bar button item in a navigation bar or toolbar: its image or symbol, a space, or its title. */
function barItem(button) {
  const system = button.getAttribute("systemItem");
  if (system === "flexibleSpace") return el("span", "bar-space flexible");
  if (system === "fixedSpace") {
    const space = el("span", "bar-space");
    space.style.width = `${Number(button.getAttribute("width")) || 8}px`;
    return space;
  }
  const image = button.getAttribute("title") && !button.getAttribute("image") ? null : barItemImage(button, "bar");
  const bold = system === "done" || button.getAttribute("style") === "done";
  if (!image) return el("span", bold ? "bar-item done" : "bar-item", button.getAttribute("title") ?? humanSystemItem(button));
  const item = el("span", "bar-item bar-image");
  item.append(image);
  return item;
}

/** Title and bar button items of a navigation item inside a bar. */
export function drawBarItems(box, item, large = false) {
  if (!item) return;
  const left = el("span", "bar-left");
  const right = el("span", "bar-right");
  for (const button of item.children) {
    const key = button.getAttribute("key") ?? "";
    if (button.tagName !== "barButtonItem") continue;
    const target = key.startsWith("left") ? left : right;
    const custom = childElement(button, "view", "customView") ?? [...button.children].find((c) => c.getAttribute("key") === "customView");
    if (custom?.getAttribute("id")) {
      // A custom view is a real object: a slot here, filled by fillCustomViews once the view is rendered.
      const slot = el("span", "bar-custom");
      slot.dataset.customViewId = custom.getAttribute("id");
      target.append(slot);
    } else {
      target.append(barItem(button));
    }
  }
  box.append(left, el("span", large ? "bar-title large" : "bar-title", item.getAttribute("title") ?? ""), right);
}

/** AppKit views whose parts are placed after their subviews are rendered (see appkit-tables.js). */
const APPKIT_ARRANGERS = { scrollView: arrangeScrollView, tableView: arrangeTableView, outlineView: arrangeTableView };

/**
 * The DOM for a framed node and its framed descendants. `parentHeight` is only used to flip AppKit frames: it is
 * null under a flipped AppKit superview (clip, scroll, table, outline, text, collection views, matrices), whose
 * subviews' y already counts down from the top.
 * Unknown classes get a labelled box: nothing in the document is ever dropped from the canvas.
 */
export function renderView(node, platform, parentHeight = null) {
  const { frame, element, tag } = node;
  const box = el("div", `ib-view ib-${tag}`);
  box.dataset.objectId = node.id;
  box.dataset.class = node.className;
  box.title = `${node.name} (${node.className})`;
  const top = platform === "macos" && parentHeight !== null && tag !== "window" ? parentHeight - frame.y - frame.height : frame.y;
  Object.assign(box.style, { left: `${frame.x}px`, top: `${top}px`, width: `${frame.width}px`, height: `${frame.height}px` });
  const background = keyedColor(element, "backgroundColor");
  if (background) box.style.background = background;
  if (element.getAttribute("hidden") === "YES") box.classList.add("is-hidden");
  if (element.getAttribute("clipsSubviews") === "YES") box.classList.add("clips");
  if (tag === "tableView" && platform !== "macos" && element.getAttribute("style") !== "plain") box.classList.add("grouped");
  const renderer = (platform === "macos" && APPKIT_RENDERERS[tag]) || RENDERERS[tag];
  if (renderer) renderer(box, element);
  else if (!PLAIN.has(tag)) {
    box.classList.add("ib-unknown");
    box.append(el("span", "ib-caption", node.customClass ?? node.className));
  }
  if (node.customClass && (tag === "view" || tag === "customView")) box.append(el("span", "ib-class-tag", node.customClass));
  const flipped = platform === "macos" && FLIPPED_APPKIT_TAGS.has(tag);
  for (const childNode of framedChildren(node)) box.append(renderView(childNode, platform, flipped ? null : frame.height));
  if (platform === "macos") APPKIT_ARRANGERS[tag]?.(box, node);
  if (tag === "navigationBar") fillCustomViews(box, (id) => findNode(node, id), platform);
  return box;
}

/** Renders bar button items' custom views into their slots (see drawBarItems); `lookup` finds a node by id. */
export function fillCustomViews(container, lookup, platform) {
  for (const slot of container.querySelectorAll(".bar-custom[data-custom-view-id]")) {
    const node = lookup(slot.dataset.customViewId);
    if (!node?.frame) continue;
    const view = renderView(node, platform);
    Object.assign(view.style, { position: "relative", left: "0px", top: "0px" });
    slot.replaceChildren(view);
  }
}

function findNode(node, id) {
  if (node.id === id) return node;
  for (const childNode of node.children) {
    const found = findNode(childNode, id);
    if (found) return found;
  }
  return null;
}

/** Framed descendants reachable through unframed ones (e.g. a cell's content view is framed; a group is not). */
export function framedChildren(node) {
  const result = [];
  for (const childNode of node.children) {
    if (childNode.frame) result.push(childNode);
    else if (childNode.group || childNode.tag === "navigationItem") continue;
    else result.push(...framedChildren(childNode));
  }
  return result;
}
