/**
 * Add New Constraints (canvas toolbar ⊢⊣): spacing to the nearest neighbour on each side — a strut to switch
 * it on and the spacing, measured to the neighbour the popover names — "Constrain to margins", width,
 * height, equal widths/heights (two or more views), aspect ratio, which frames to update, and "Add N Constraints".
 */
import { pinDefaults, pinSpecs } from "../commands/auto-layout/pin.js";
import { SIDES } from "../commands/auto-layout/neighbours.js";
import { checkRow, closePopover, numberField, showPopover } from "./popover.js";
import { el } from "../util/dom.js";

const SIDE_TITLES = { top: "Top", leading: "Leading", trailing: "Trailing", bottom: "Bottom" };

export function showPinPopover(anchor, { doc, ids, model, layoutActions, notify }) {
  const safeAreaOf = layoutActions.safeAreaOf;
  let defaults = pinDefaults(doc, ids, { constrainToMargins: true, safeAreaOf });
  if (!defaults) return notify("Select views inside a superview to add constraints.", "error");
  const panel = el("div", "pin-popover");
  panel.append(el("h3", "popover-title", "Add New Constraints"));
  const diagram = el("div", "pin-diagram");
  const sides = {};
  const nameOf = (neighbour) => (neighbour.kind === "safeArea" ? "Safe Area" : model.objects.get(neighbour.id)?.name ?? neighbour.id);
  for (const side of SIDES) {
    const cell = el("div", `pin-side pin-${side}`);
    const input = numberField(defaults.sides[side]?.distance, `pin-${side}`, `${SIDE_TITLES[side]} spacing`);
    const strut = el("button", "pin-strut");
    strut.type = "button";
    strut.dataset.field = `pin-${side}-enabled`;
    strut.setAttribute("aria-pressed", "false");
    strut.setAttribute("aria-label", `Constrain ${SIDE_TITLES[side].toLowerCase()} spacing`);
    strut.addEventListener("click", () => { strut.setAttribute("aria-pressed", String(strut.getAttribute("aria-pressed") !== "true")); update(); });
    input.addEventListener("input", () => { strut.setAttribute("aria-pressed", "true"); input.dataset.edited = "true"; update(); });
    const caption = el("span", "pin-neighbour");
    cell.append(input, strut, caption);
    sides[side] = { input, strut, caption };
    diagram.append(cell);
  }
  const box = el("div", "pin-box");
  box.setAttribute("aria-hidden", "true");
  diagram.append(box);
  panel.append(diagram);
  const margins = checkRow("Constrain to margins", "pin-margins", { checked: true });
  panel.append(margins.row);
  const sizeRow = (title, field, value) => {
    const check = checkRow(title, `pin-${field}-enabled`);
    const input = numberField(value, `pin-${field}`, title);
    input.addEventListener("input", () => { check.input.checked = true; input.dataset.edited = "true"; update(); });
    check.input.addEventListener("change", update);
    const row = el("div", "popover-row");
    row.append(check.row, input);
    panel.append(row);
    return { check: check.input, input };
  };
  const width = sizeRow("Width", "width", defaults.width);
  const height = sizeRow("Height", "height", defaults.height);
  const extra = (title, field, disabled) => {
    const check = checkRow(title, field, { disabled });
    check.input.addEventListener("change", update);
    panel.append(check.row);
    return check.input;
  };
  const equalWidths = extra("Equal Widths", "pin-equal-widths", !defaults.multiple);
  const equalHeights = extra("Equal Heights", "pin-equal-heights", !defaults.multiple);
  const aspect = extra("Aspect Ratio", "pin-aspect-ratio", false);
  const updateRow = el("label", "popover-row popover-select");
  const updateFrames = el("select");
  updateFrames.dataset.field = "pin-update-frames";
  for (const [value, text] of [["none", "None"], ["items", "Items of New Constraints"], ["all", "All Frames in Container"]]) {
    updateFrames.append(Object.assign(el("option", null, text), { value }));
  }
  updateRow.append(el("span", null, "Update Frames"), updateFrames);
  panel.append(el("div", "popover-separator"), updateRow);
  const add = el("button", "primary popover-submit", "Add Constraints");
  add.type = "button";
  add.dataset.field = "pin-add";
  panel.append(add);

  const choices = () => ({
    constrainToMargins: margins.input.checked,
    sides: Object.fromEntries(SIDES.map((side) => [side, { enabled: sides[side].strut.getAttribute("aria-pressed") === "true",
      constant: sides[side].input.dataset.edited ? sides[side].input.value : null }])),
    width: { enabled: width.check.checked, constant: width.input.dataset.edited ? width.input.value : null },
    height: { enabled: height.check.checked, constant: height.input.dataset.edited ? height.input.value : null },
    equalWidths: equalWidths.checked, equalHeights: equalHeights.checked, aspectRatio: aspect.checked,
  });
  let count = 0;
  function update() {
    for (const side of SIDES) {
      const neighbour = defaults.sides[side];
      const { input, caption, strut } = sides[side];
      if (!input.dataset.edited) input.value = neighbour ? String(Math.round(neighbour.distance * 1000) / 1000) : "";
      caption.textContent = neighbour ? nameOf(neighbour) : "";
      input.title = neighbour ? `Spacing to ${nameOf(neighbour)}` : "";
      strut.classList.toggle("on", strut.getAttribute("aria-pressed") === "true");
    }
    try {
      count = pinSpecs(doc, ids, choices(), { safeAreaOf }).length;
    } catch {
      count = 0;
    }
    add.textContent = count === 1 ? "Add 1 Constraint" : `Add ${count} Constraints`;
    add.disabled = count === 0;
  }
  margins.input.addEventListener("change", () => {
    defaults = pinDefaults(doc, ids, { constrainToMargins: margins.input.checked, safeAreaOf });
    update();
  });
  add.addEventListener("click", () => {
    const picked = choices();
    const done = layoutActions.addConstraints(count === 1 ? "Add Constraint" : "Add Constraints", (current) => pinSpecs(current, ids, picked, { safeAreaOf }));
    if (!done) return;
    closePopover();
    // As Xcode's "Update Frames" choice: the views move to where their new constraints put them (its own undo step).
    if (updateFrames.value !== "none") layoutActions.updateFrames(ids, updateFrames.value === "all", { quiet: true });
  });
  panel.addEventListener("keydown", (event) => { if (event.key === "Enter" && !add.disabled) { event.preventDefault(); add.click(); } });
  update();
  showPopover(anchor, panel, { label: "Add New Constraints" });
}
