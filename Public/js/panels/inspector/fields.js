/**
 * Field builders for the inspectors. Each field commits on change/Enter through a callback (which submits
 * an op); fields carry `data-field` (tests and accessibility rely on it) and a label bound to the input.
 */
import { el } from "../../util/dom.js";

let counter = 0;

function labelFor(text, input) {
  const label = el("label", null, text);
  input.id ||= `inspector-field-${counter += 1}`;
  label.htmlFor = input.id;
  label.title = text;
  return label;
}

/** A collapsible section (`<details>`) with a title and a two-column grid. */
export function section(title, rows, { name = title, open = true } = {}) {
  const block = el("details", "inspector-section");
  block.open = open;
  block.dataset.section = name;
  block.append(el("summary", null, title));
  const grid = el("div", "field-grid");
  for (const row of rows) grid.append(...row);
  block.append(grid);
  return block;
}

/** A button that opens a menu of its own (a picker's): `aria-haspopup`, named `name`, disabled unless `enabled`. */
export function menuOpener(className, name, enabled) {
  const button = el("button", className);
  button.type = "button";
  button.dataset.field = name;
  button.disabled = !enabled;
  button.setAttribute("aria-haspopup", "true");
  button.setAttribute("aria-expanded", "false");
  return button;
}

/** Hangs `menu` under a `menuOpener` button in `wrap`: a click opens or closes it, Escape closes it. */
export function attachMenu(button, menu, wrap) {
  button.addEventListener("click", () => {
    menu.hidden = !menu.hidden;
    button.setAttribute("aria-expanded", String(!menu.hidden));
  });
  menu.addEventListener("keydown", (event) => { if (event.key === "Escape") { menu.hidden = true; button.focus(); } });
  wrap.append(menu);
}

/** Text (or number) input; `onCommit(value)` runs on Enter or when the field loses focus with a new value. */
export function textField(label, value, name, { placeholder = "", onCommit = null, type = "text", list = null } = {}) {
  const input = el("input");
  input.type = type;
  input.value = value ?? "";
  input.placeholder = placeholder;
  input.dataset.field = name;
  input.autocomplete = "off";
  input.spellcheck = false;
  if (list) input.setAttribute("list", list);
  if (type === "number") input.step = "any";
  if (!onCommit) input.readOnly = true;
  else {
    let committed = input.value;
    const commit = () => {
      if (input.value === committed) return;
      committed = input.value;
      onCommit(input.value);
    };
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") { event.preventDefault(); commit(); }
      if (event.key === "Escape") { input.value = committed; input.blur(); }
    });
    input.addEventListener("change", commit);
  }
  return [labelFor(label, input), input];
}

export function checkbox(label, checked, name, onCommit) {
  const input = el("input");
  input.type = "checkbox";
  input.checked = checked;
  input.dataset.field = name;
  input.disabled = !onCommit;
  input.addEventListener("change", () => onCommit?.(input.checked));
  // As in Interface Builder: the box in the value column with its whole title beside it (titles such as "Shows
  // Touch On Highlight" do not fit the label column).
  const wrap = el("label", "check-value");
  wrap.title = label;
  wrap.append(input, el("span", "check-title", label));
  return [el("span", "check-spacer"), wrap];
}

export function popUp(label, value, options, name, onCommit, { titles = {} } = {}) {
  const select = el("select");
  select.dataset.field = name;
  select.disabled = !onCommit;
  for (const option of options) {
    const item = el("option", null, titles[option] ?? option);
    item.value = option;
    select.append(item);
  }
  if (!options.includes(value)) {
    const item = el("option", null, value ?? "—");
    item.value = value ?? "";
    select.prepend(item);
  }
  select.value = value ?? "";
  // A long case ("overCurrentContext") may not fit the column: the whole value is the pop-up's tooltip.
  select.title = select.value;
  select.addEventListener("change", () => { select.title = select.value; onCommit?.(select.value); });
  return [labelFor(label, select), select];
}

/** A read-only value with a swatch (colours) and an optional editor (a native colour well). */
export function colorField(label, css, description, name, onCommit) {
  const value = el("div", "swatch-value");
  const swatch = el("span", "swatch");
  if (css) swatch.style.background = css;
  value.dataset.field = name;
  if (onCommit) {
    const well = el("input", "color-well");
    well.type = "color";
    well.value = toHex(css) ?? "#ffffff";
    well.setAttribute("aria-label", `${label} colour`);
    well.addEventListener("change", () => onCommit(well.value));
    swatch.append(well);
  }
  value.append(swatch, el("span", null, description));
  return [el("label", null, label), value];
}

function toHex(css) {
  const match = css?.match(/rgba?\((\d+),\s*(\d+),\s*(\d+)/);
  if (!match) return /^#[0-9a-f]{6}$/i.test(css ?? "") ? css : null;
  return `#${match.slice(1, 4).map((n) => Number(n).toString(16).padStart(2, "0")).join("")}`;
}

/** A row that spans both columns (lists, tables). */
export const wide = (node) => [Object.assign(node, { className: `${node.className} wide`.trim() })];
