/**
 * The "Installed" checkboxes of Xcode's inspectors: the base size class's for a selected constraint (Size
 * inspector) or subview (Attributes inspector, View section), then one per size class whose variation
 * installs or uninstalls it ("wC hR Installed", as Xcode labels them, with a ✕ that removes the row), or that
 * was added with the "+" beside Installed (installed-variation-popover.js: shown, not written, until toggled). Each
 * change is one undoable batch through LayoutActions.setInstalled (installed-edit.js writes the `<variation>`
 * masks).
 */
import { checkbox } from "./fields.js";
import { installedState, installHolder, variationKeysOf } from "../../commands/auto-layout/installed-edit.js";
import { addedVariationKeys, addVariationButton, forgetAddedVariation } from "../../constraints/installed-variation-popover.js";
import { el } from "../../util/dom.js";
import { isAppKitDocument } from "../../canvas/views/system-images.js";

/** Xcode's short name of a size-class variation key: "heightClass=compact-widthClass=regular" → "wR hC". */
export function sizeClassTitle(key) {
  const traits = Object.fromEntries(key.split("-").map((part) => part.split("=")));
  const letter = (value) => (value === "compact" ? "C" : value === "regular" ? "R" : "Any");
  return [traits.widthClass && `w${letter(traits.widthClass)}`, traits.heightClass && `h${letter(traits.heightClass)}`].filter(Boolean).join(" ") || key;
}

/** The row of one size class: checked as its variation says, else as the base class (a row added with "+"). */
function variationRow(element, key, layout, editable, onRemoved) {
  const id = element.getAttribute("id");
  const row = checkbox(`${sizeClassTitle(key)} Installed`, installedState(element, key) ?? installedState(element), `installed-${key}`,
    editable ? (on) => layout.setInstalled(id, on, key) : null);
  // Xcode's ✕: the row goes, and the object follows the base class in that size class again.
  const remove = el("button", "disconnect installed-remove", "✕");
  remove.type = "button";
  remove.title = `Remove the ${sizeClassTitle(key)} variation`;
  remove.dataset.field = `installed-${key}-remove`;
  remove.disabled = !editable;
  remove.addEventListener("click", (event) => {
    event.preventDefault();
    forgetAddedVariation(id, key);
    // A row only added with "+" wrote nothing: it just goes.
    if (installedState(element, key) === null) onRemoved(row);
    else layout.setInstalled(id, null, key);
  });
  row[1].append(remove);
  return row;
}

/**
 * The checkbox rows for `element` (none for what can't be uninstalled: root views, guides, macOS documents): the
 * base class's with Xcode's "+" (installed-variation-popover.js) in the label column, then one per size class.
 */
export function installedRows(element, editor) {
  if (!installHolder(element) || isAppKitDocument(element)) return []; // AppKit documents have no size classes
  const id = element.getAttribute("id");
  const layout = editor.layout;
  const editable = !editor.readOnly && layout;
  const base = checkbox("Installed", installedState(element), "installed", editable ? (on) => layout.setInstalled(id, on) : null);
  const rows = [base];
  const removed = (row) => {
    row.forEach((node) => node.remove());
    const index = rows.indexOf(row);
    if (index >= 0) rows.splice(index, 1);
  };
  const keys = [...variationKeysOf(element)];
  for (const key of addedVariationKeys(id)) if (!keys.includes(key)) keys.push(key);
  for (const key of keys) rows.push(variationRow(element, key, layout, editable, removed));
  base[0].append(addVariationButton(id, {
    disabled: !editable,
    onAdd: (key) => {
      const field = `installed-${key}`;
      const shown = rows.find((row) => row[1].querySelector("input")?.dataset.field === field);
      if (shown) return shown[1].querySelector("input").focus();
      const row = variationRow(element, key, layout, editable, removed);
      rows.at(-1)[1].after(...row);
      rows.push(row);
      row[1].querySelector("input").focus();
    },
  }));
  return rows;
}
