/**
 * The "Installed" checkboxes of Xcode's inspectors: the base size class's for a selected constraint (Size
 * inspector) or subview (Attributes inspector, View section), then one per size class whose variation
 * installs or uninstalls it ("wC hR Installed", as Xcode labels them, with a ✕ that removes the row). Each
 * change is one undoable batch through LayoutActions.setInstalled (installed-edit.js writes the `<variation>`
 * masks).
 */
import { checkbox, el } from "../inspector-fields.js";
import { installedState, installHolder, variationKeysOf } from "./installed-edit.js";

/** Xcode's short name of a size-class variation key: "heightClass=compact-widthClass=regular" → "wR hC". */
export function sizeClassTitle(key) {
  const traits = Object.fromEntries(key.split("-").map((part) => part.split("=")));
  const letter = (value) => (value === "compact" ? "C" : value === "regular" ? "R" : "Any");
  return [traits.widthClass && `w${letter(traits.widthClass)}`, traits.heightClass && `h${letter(traits.heightClass)}`].filter(Boolean).join(" ") || key;
}

/** AppKit documents have no size classes. */
function isAppKit(element) {
  let root = element;
  while (root.parentElement) root = root.parentElement;
  return (root.getAttribute("type") ?? "").includes(".Cocoa.");
}

/** The checkbox rows for `element` (none for what can't be uninstalled: root views, guides, macOS documents). */
export function installedRows(element, actions) {
  if (!installHolder(element) || isAppKit(element)) return [];
  const id = element.getAttribute("id");
  const layout = actions.layout;
  const editable = !actions.readOnly && layout;
  const rows = [checkbox("Installed", installedState(element), "installed", editable ? (on) => layout.setInstalled(id, on) : null)];
  for (const key of variationKeysOf(element)) {
    const row = checkbox(`${sizeClassTitle(key)} Installed`, installedState(element, key) === true, `installed-${key}`,
      editable ? (on) => layout.setInstalled(id, on, key) : null);
    // Xcode's ✕: the row goes, and the object follows the base class in that size class again.
    const remove = el("button", "disconnect installed-remove", "✕");
    remove.type = "button";
    remove.title = `Remove the ${sizeClassTitle(key)} variation`;
    remove.dataset.field = `installed-${key}-remove`;
    remove.disabled = !editable;
    remove.addEventListener("click", (event) => {
      event.preventDefault();
      layout.setInstalled(id, null, key);
    });
    row[1].append(remove);
    rows.push(row);
  }
  return rows;
}
