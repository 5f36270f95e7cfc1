/**
 * The font field of the Attributes inspector: a button naming the font that opens Interface Builder's font menu —
 * iOS: System (weight and size), Text Styles (Dynamic Type) or Custom (family, PostScript name, size); AppKit: the
 * meta fonts (System, System Bold, Small System…, with a size where one applies) or Custom (PostScript name, size).
 * Choices commit what commands/font-edit.js writes.
 */
import { APPKIT_META_FONTS, readAppKitFont, readFont, SYSTEM_WEIGHTS, TEXT_STYLES } from "../../commands/font-edit.js";
import { childElement } from "../../document/xml-read.js";
import { el } from "../../util/dom.js";
import { attachMenu, menuOpener } from "./fields.js";

const rootOf = (element) => { let root = element; while (root.parentElement) root = root.parentElement; return root; };

/** How the field names a font ("System Semibold 17", "Body", "Helvetica Neue · HelveticaNeue-Light 16"). */
export function fontTitle(font) {
  if (!font) return "Default";
  if (font.kind === "style") return TEXT_STYLES[font.style] ?? font.style;
  if (font.kind === "custom") return `${font.name} ${font.size}`;
  const weight = font.weight ?? font.rawWeight ?? font.type;
  return `System${weight === "Regular" ? "" : ` ${weight}`} ${font.size}`;
}

/** The custom fonts the document already uses (family → PostScript names), for the menu's suggestions. */
function documentFonts(element) {
  const families = new Map();
  const visit = (node) => {
    if (node.tagName === "fontDescription" && node.getAttribute("name")) {
      const family = node.getAttribute("family") ?? "";
      if (!families.has(family)) families.set(family, new Set());
      families.get(family).add(node.getAttribute("name"));
    }
    for (const child of node.children) visit(child);
  };
  visit(rootOf(element));
  return families;
}

function select(name, options, value) {
  const list = el("select");
  list.dataset.field = name;
  for (const [optionValue, text] of options) list.append(Object.assign(el("option", null, text), { value: optionValue }));
  list.value = value;
  return list;
}

function labelled(text, control) {
  const row = el("label", "font-menu-row");
  row.append(el("span", null, text), control);
  return row;
}

function datalist(id, values) {
  let list = document.getElementById(id);
  if (!list) { list = el("datalist"); list.id = id; document.body.append(list); }
  list.replaceChildren(...[...values].sort().map((value) => Object.assign(el("option"), { value })));
  return id;
}

/** The button that names the font and opens `menu` (null: read-only). */
function menuButton(name, title, wrap, menu) {
  const button = menuOpener("font-button", name, Boolean(menu));
  button.textContent = title;
  button.title = title;
  wrap.append(button);
  if (!menu) return;
  menu.hidden = true;
  menu.dataset.field = `${name}-menu`;
  attachMenu(button, menu, wrap);
}

function doneButton(name, menu, choose, onCommit) {
  const done = el("button", "font-done", "Done");
  done.type = "button";
  done.dataset.field = `${name}-done`;
  done.addEventListener("click", () => { menu.hidden = true; onCommit(JSON.stringify(choose())); });
  return done;
}

const META_TITLES = { system: "System", systemBold: "System Bold", systemSemibold: "System Semibold", systemMedium: "System Medium",
  smallSystem: "Small System", smallSystemBold: "Small System Bold", miniSystem: "Mini System", miniSystemBold: "Mini System Bold",
  label: "Label", message: "Message", menu: "Menu", toolTip: "Tool Tip", controlContent: "Control Content" };

/** How the field names an AppKit font ("System 13", "Small System", "Menlo-Regular 11"). */
export function appKitFontTitle(font) {
  if (!font) return "Default";
  if (font.kind === "custom") return `${font.name} ${font.size}`;
  if (font.kind === "meta") return `${META_TITLES[font.metaFont] ?? font.metaFont}${font.size !== null ? ` ${font.size}` : ""}`;
  return "Font";
}

/** The AppKit row: label + the font button with its menu (meta fonts and custom). */
export function appKitFontPickerField(label, element, key, onCommit, { mixed = false } = {}) {
  const font = readAppKitFont(childElement(element, "font", key));
  const name = `font-${key}`;
  const wrap = el("div", "font-picker-field");
  const menu = onCommit ? el("div", "font-menu") : null;
  menuButton(name, mixed ? "Multiple Values" : appKitFontTitle(font), wrap, menu);
  if (!menu) return [el("label", null, label), wrap];
  const options = [...Object.entries(META_TITLES), ["custom", "Custom"]];
  const kind = select(`${name}-kind`, options, font?.kind === "custom" ? "custom" : font?.metaFont in META_TITLES ? font.metaFont : "system");
  const postScript = Object.assign(el("input"), { value: font?.kind === "custom" ? font.name : "", placeholder: "Menlo-Regular" });
  postScript.dataset.field = `${name}-name`;
  const size = Object.assign(el("input"), { type: "number", min: "1", step: "1", value: String(font?.size ?? 13) });
  size.dataset.field = `${name}-size`;
  const rows = { name: labelled("Name", postScript), size: labelled("Size", size) };
  const showKind = () => {
    rows.name.hidden = kind.value !== "custom";
    // The small and mini meta fonts have their own size: Xcode writes none.
    rows.size.hidden = APPKIT_META_FONTS[kind.value] === "fixed";
  };
  kind.addEventListener("change", () => {
    const own = APPKIT_META_FONTS[kind.value];
    if (typeof own === "number") size.value = String(own);
    showKind();
  });
  showKind();
  const choose = () => (kind.value === "custom" ? { kind: "custom", name: postScript.value, size: Number(size.value) }
    : { kind: "meta", metaFont: kind.value, size: APPKIT_META_FONTS[kind.value] === "fixed" ? null : Number(size.value) });
  menu.append(labelled("Font", kind), rows.name, rows.size, doneButton(name, menu, choose, onCommit));
  return [el("label", null, label), wrap];
}

/** The row: label + the font button with its menu. `onCommit(value)` or null (read-only). */
export function fontPickerField(label, element, key, onCommit, { mixed = false } = {}) {
  const font = readFont(childElement(element, "fontDescription", key));
  const name = `font-${key}`;
  const wrap = el("div", "font-picker-field");
  const button = menuOpener("font-button", name, Boolean(onCommit));
  button.textContent = mixed ? "Multiple Values" : fontTitle(font);
  button.title = button.textContent;
  wrap.append(button);
  if (!onCommit) return [el("label", null, label), wrap];

  const menu = el("div", "font-menu");
  menu.hidden = true;
  menu.dataset.field = `${name}-menu`;
  const kind = select(`${name}-kind`, [["system", "System"], ["style", "Text Styles"], ["custom", "Custom"]], font?.kind ?? "system");
  const weight = select(`${name}-weight`, Object.keys(SYSTEM_WEIGHTS).map((w) => [w, w]), font?.kind === "system" ? font.weight ?? "Regular" : "Regular");
  const style = select(`${name}-style`, Object.entries(TEXT_STYLES), font?.kind === "style" ? font.style : "UICTFontTextStyleBody");
  const fonts = documentFonts(element);
  const family = Object.assign(el("input"), { value: font?.kind === "custom" ? font.family : "", placeholder: "Helvetica Neue" });
  family.dataset.field = `${name}-family`;
  family.setAttribute("list", datalist("font-families", fonts.keys()));
  const postScript = Object.assign(el("input"), { value: font?.kind === "custom" ? font.name : "", placeholder: "HelveticaNeue-Light" });
  postScript.dataset.field = `${name}-name`;
  postScript.setAttribute("list", datalist("font-names", [...fonts.values()].flatMap((names) => [...names])));
  const size = Object.assign(el("input"), { type: "number", min: "1", step: "1", value: String(font && font.kind !== "style" ? font.size : 17) });
  size.dataset.field = `${name}-size`;
  const rows = {
    system: labelled("Weight", weight), style: labelled("Style", style),
    family: labelled("Family", family), name: labelled("Name", postScript), size: labelled("Size", size),
  };
  const showKind = () => {
    rows.system.hidden = kind.value !== "system";
    rows.style.hidden = kind.value !== "style";
    rows.family.hidden = rows.name.hidden = kind.value !== "custom";
    rows.size.hidden = kind.value === "style";
  };
  kind.addEventListener("change", showKind);
  showKind();
  const done = el("button", "font-done", "Done");
  done.type = "button";
  done.dataset.field = `${name}-done`;
  done.addEventListener("click", () => {
    const chosen = kind.value === "style" ? { kind: "style", style: style.value }
      : kind.value === "custom" ? { kind: "custom", name: postScript.value, family: family.value, size: Number(size.value) }
        : { kind: "system", weight: weight.value, size: Number(size.value) };
    menu.hidden = true;
    onCommit(JSON.stringify(chosen));
  });
  menu.append(labelled("Font", kind), rows.system, rows.style, rows.family, rows.name, rows.size, done);
  attachMenu(button, menu, wrap);
  return [el("label", null, label), wrap];
}
