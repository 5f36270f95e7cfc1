/**
 * Xcode's "+" beside the Installed checkbox: a popover with Width and Height pop-ups (Any / Compact / Regular)
 * and "Add Variation", which adds an Installed row for that size class. The row is not written to the document:
 * as in Xcode it starts with the base class's state, and only toggling it writes `<include>`/`<exclude>`
 * (installed-edit.js). The added rows are remembered per object for the page's life, so they survive the
 * inspector being rebuilt (a selection change, an edit, Undo) until their ✕ takes them out.
 */
import { showPopover, closePopover } from "./popover.js";
import { sizeClassKey } from "../commands/auto-layout/installed-edit.js";
import { el } from "../util/dom.js";

const CLASSES = [["any", "Any"], ["compact", "Compact"], ["regular", "Regular"]];

/** Object id → size-class keys added with "+" (in the order they were added). */
const added = new Map();

/** The keys added with "+" for the object `id`. */
export function addedVariationKeys(id) {
  return added.get(id) ?? [];
}

/** Forgets an added row (its ✕). */
export function forgetAddedVariation(id, key) {
  const keys = addedVariationKeys(id).filter((k) => k !== key);
  if (keys.length) added.set(id, keys);
  else added.delete(id);
}

function classPopUp(title, field) {
  const row = el("label", "popover-row popover-select");
  const select = el("select");
  select.dataset.field = field;
  for (const [value, text] of CLASSES) {
    const option = el("option", null, text);
    option.value = value;
    select.append(option);
  }
  row.append(el("span", null, title), select);
  return { row, select };
}

/**
 * The "+" button for the object `id`: its popover calls `onAdd(key)` with the chosen size class's variation
 * key after remembering it (nothing for Any/Any, the base class, whose row is always there).
 */
export function addVariationButton(id, { disabled, onAdd }) {
  const button = el("button", "disconnect installed-add", "+");
  button.type = "button";
  button.title = "Add a size-class variation";
  button.dataset.field = "installed-add";
  button.setAttribute("aria-haspopup", "dialog");
  button.setAttribute("aria-expanded", "false");
  button.disabled = disabled;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    const panel = el("div", "installed-variation-popover");
    const width = classPopUp("Width", "variation-width");
    const height = classPopUp("Height", "variation-height");
    const add = el("button", "primary popover-submit", "Add Variation");
    add.type = "button";
    add.dataset.field = "variation-add";
    const update = () => { add.disabled = width.select.value === "any" && height.select.value === "any"; };
    width.select.addEventListener("change", update);
    height.select.addEventListener("change", update);
    update();
    add.addEventListener("click", () => {
      const key = sizeClassKey(width.select.value, height.select.value);
      closePopover();
      if (key === "default") return;
      if (!addedVariationKeys(id).includes(key)) added.set(id, [...addedVariationKeys(id), key]);
      onAdd(key);
    });
    panel.append(el("div", "popover-title", "Introduce Variation Based On"), width.row, height.row, add);
    showPopover(button, panel, { label: "Add a size-class variation" });
  });
  return button;
}
