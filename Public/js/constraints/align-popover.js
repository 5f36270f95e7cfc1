/**
 * The Align popover (canvas toolbar): edges, centres and baselines of two or more views, and centring in
 * the container with an offset; "Add N Constraints".
 */
import { ALIGNMENTS, alignSpecs, alignmentAvailable } from "../commands/auto-layout/align.js";
import { constrainableIds } from "../commands/auto-layout/pin.js";
import { checkRow, closePopover, numberField, showPopover } from "./popover.js";
import { el } from "../util/dom.js";

export function showAlignPopover(anchor, { doc, ids, layoutActions, notify }) {
  const views = constrainableIds(doc, ids);
  if (!views.length) return notify("Select views inside a superview to align them.", "error");
  const panel = el("div", "align-popover");
  panel.append(el("h3", "popover-title", "Align"));
  const fields = {};
  for (const [key, title, , pair] of ALIGNMENTS) {
    const enabled = alignmentAvailable(pair, views.length);
    const check = checkRow(title, `align-${key}`, { disabled: !enabled });
    check.input.addEventListener("change", update);
    if (pair) {
      panel.append(check.row);
      fields[key] = { check: check.input };
    } else {
      const row = el("div", "popover-row");
      const offset = numberField(0, `align-${key}-offset`, `${title} offset`);
      offset.disabled = !enabled;
      offset.addEventListener("input", () => { check.input.checked = true; update(); });
      row.append(check.row, offset);
      panel.append(row);
      fields[key] = { check: check.input, offset };
    }
    if (key === "lastBaseline") panel.append(el("div", "popover-separator"));
  }
  const add = el("button", "primary popover-submit", "Add Constraints");
  add.type = "button";
  add.dataset.field = "align-add";
  panel.append(add);
  const choices = () => Object.fromEntries(Object.entries(fields).map(([key, field]) => [key,
    field.offset ? { enabled: field.check.checked, constant: field.offset.value } : field.check.checked]));
  let count = 0;
  function update() {
    try { count = alignSpecs(doc, ids, choices()).length; } catch { count = 0; }
    add.textContent = count === 1 ? "Add 1 Constraint" : `Add ${count} Constraints`;
    add.disabled = count === 0;
  }
  add.addEventListener("click", () => {
    const picked = choices();
    if (layoutActions.addConstraints(count === 1 ? "Add Constraint" : "Add Constraints", (current) => alignSpecs(current, ids, picked))) closePopover();
  });
  update();
  showPopover(anchor, panel, { label: "Align" });
}
