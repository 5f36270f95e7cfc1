/**
 * A macOS main menu (`<menu systemMenu="main">`, or any top-level menu) drawn as Interface Builder draws it: the
 * menu bar's titles in a row, and, when an item is selected (on the canvas or in the outline), the menu it opens or
 * sits in dropped down below its title, nested submenus to the right of their item — so every item of a menu can
 * be seen and selected on the canvas, as in Xcode.
 *
 * Every menu is drawn once, closed (`hidden`); `openMenusFor` opens the chain of menus that holds the selection.
 * Each title, menu and item carries its object's id (`data-object-id`), so pointing, the selection boxes, the
 * context menu and connections treat them as the objects they are.
 */
import { el } from "../../util/dom.js";

/** The tile of a menu: a bar of its items' titles and, below each, its submenu (closed). */
export function renderMenuBar(menu) {
  const tile = el("div", "tile menu-bar");
  tile.dataset.objectId = menu.id;
  tile.dataset.class = menu.className;
  for (const item of menuItems(menu)) {
    const title = el("span", { className: "menu-title", text: item.element.getAttribute("title") ?? item.name, dataset: { objectId: item.id } });
    const submenu = submenuOf(item);
    if (submenu) title.append(renderMenu(submenu));
    tile.append(title);
  }
  return tile;
}

/** A submenu: its items in a column; an item with a submenu of its own holds it, to its right. */
function renderMenu(menu) {
  const box = el("div", { className: "menu-dropdown", dataset: { objectId: menu.id }, hidden: true });
  for (const item of menuItems(menu)) {
    if (item.element.getAttribute("isSeparatorItem") === "YES") {
      box.append(el("div", { className: "menu-separator", dataset: { objectId: item.id } }));
      continue;
    }
    const row = el("div", { className: "menu-item", dataset: { objectId: item.id } },
      el("span", { className: "menu-item-title", text: item.element.getAttribute("title") ?? "" }));
    const submenu = submenuOf(item);
    if (submenu) {
      row.append(el("span", { className: "menu-item-arrow", text: "▸" }), renderMenu(submenu));
    } else {
      const shortcut = keyEquivalentLabel(item.element);
      if (shortcut) row.append(el("span", { className: "menu-item-key", text: shortcut }));
    }
    if (item.element.getAttribute("enabled") === "NO") row.classList.add("is-disabled");
    if (item.element.getAttribute("state") === "on") row.classList.add("is-checked");
    box.append(row);
  }
  return box;
}

/**
 * Opens, in every menu bar of `world`, the menus that hold one of `ids` (and the menu of a selected item that has
 * one), and closes the others. Runs before the selection boxes are measured, so they box what is shown.
 */
export function openMenusFor(world, ids) {
  const open = new Set();
  for (const id of ids) {
    for (const node of world.querySelectorAll(`.menu-bar [data-object-id="${CSS.escape(id)}"]`)) {
      const own = node.matches(".menu-title, .menu-item") ? node.querySelector(":scope > .menu-dropdown") : null;
      if (own) open.add(own);
      for (let menu = node.closest(".menu-dropdown"); menu; menu = menu.parentElement.closest(".menu-dropdown")) open.add(menu);
    }
  }
  for (const menu of world.querySelectorAll(".menu-bar .menu-dropdown")) {
    const shown = open.has(menu);
    if (menu.hidden === shown) menu.hidden = !shown;
    menu.parentElement.classList.toggle("is-open", shown);
  }
}

/**
 * What a menu item's key equivalent looks like in a macOS menu: the modifier glyphs in AppKit's order (⌃⌥⇧⌘), then
 * the key. No `<modifierMask key="keyEquivalentModifierMask">` means ⌘ (NSMenuItem's default mask); an empty one
 * means none; an upper-case letter implies ⇧, as NSMenuItem documents.
 */
export function keyEquivalentLabel(element) {
  const key = element.getAttribute("keyEquivalent");
  if (!key) return "";
  const mask = [...element.children].find((c) => c.tagName === "modifierMask" && c.getAttribute("key") === "keyEquivalentModifierMask");
  const has = (flag) => (mask ? mask.getAttribute(flag) === "YES" : flag === "command");
  const upper = key.length === 1 && key !== key.toLowerCase();
  let glyphs = "";
  if (has("control")) glyphs += "⌃";
  if (has("option")) glyphs += "⌥";
  if (has("shift") || upper) glyphs += "⇧";
  if (has("command")) glyphs += "⌘";
  return glyphs + (SPECIAL_KEYS[key] ?? key.toUpperCase());
}

/** Keys that have a glyph of their own in a macOS menu (AppKit's function-key characters included). */
const SPECIAL_KEYS = {
  "\b": "⌫", "\u007f": "⌫", "\r": "↩", "\n": "↩", "\u0003": "⌤", "\t": "⇥", "\u001b": "⎋", " ": "Space",
  "\uf700": "↑", "\uf701": "↓", "\uf702": "←", "\uf703": "→", "\uf728": "⌦",
  "\uf72c": "⇞", "\uf72d": "⇟", "\uf729": "↖", "\uf72b": "↘",
};

const menuItems = (menu) => menu.children.filter((c) => c.tag === "menuItem");
const submenuOf = (item) => item.children.find((c) => c.tag === "menu") ?? null;
