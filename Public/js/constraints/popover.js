/** A popover anchored above a canvas toolbar button (one open at a time); Escape or a press outside closes it. */
import { el } from "../util/dom.js";

let open = null;

export function closePopover() {
  if (!open) return;
  open.panel.remove();
  open.anchor.setAttribute("aria-expanded", "false");
  open = null;
}

/** Opens `panel` above `anchor` (toggles when it is already open there); returns true when it opened. */
export function showPopover(anchor, panel, { label }) {
  const same = open?.anchor === anchor;
  closePopover();
  if (same) return false;
  panel.classList.add("layout-popover");
  panel.setAttribute("role", "dialog");
  panel.setAttribute("aria-label", label);
  document.body.append(panel);
  const a = anchor.getBoundingClientRect();
  const r = panel.getBoundingClientRect();
  panel.style.left = `${Math.max(8, Math.min(a.right - r.width + 14, window.innerWidth - r.width - 8))}px`;
  panel.style.top = `${Math.max(8, a.top - r.height - 10)}px`;
  panel.style.setProperty("--arrow-x", `${Math.min(r.width - 16, Math.max(16, a.left + a.width / 2 - parseFloat(panel.style.left)))}px`);
  anchor.setAttribute("aria-expanded", "true");
  open = { anchor, panel };
  panel.querySelector("input:not([type=checkbox]), button, select")?.focus({ preventScroll: true });
  return true;
}

document.addEventListener("pointerdown", (event) => {
  if (open && !open.panel.contains(event.target) && !open.anchor.contains(event.target)) closePopover();
}, true);
document.addEventListener("keydown", (event) => { if (event.key === "Escape") closePopover(); });

/** A labelled checkbox row: returns {row, input}. */
export function checkRow(text, field, { checked = false, disabled = false } = {}) {
  const row = el("label", "popover-check");
  const input = el("input");
  input.type = "checkbox";
  input.checked = checked;
  input.disabled = disabled;
  input.dataset.field = field;
  row.append(input, el("span", null, text));
  if (disabled) row.classList.add("disabled");
  return { row, input };
}

/** A small number field. */
export function numberField(value, field, label) {
  const input = el("input", "popover-number");
  input.type = "number";
  input.step = "any";
  input.value = value === null || value === undefined ? "" : String(Math.round(value * 1000) / 1000);
  input.dataset.field = field;
  input.setAttribute("aria-label", label);
  return input;
}
