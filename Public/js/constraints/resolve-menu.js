/**
 * Resolve Auto Layout Issues (canvas toolbar △) and Embed In (⧉) menus: the commands for the selected views
 * and for every view of their scenes, as Xcode's menu has them.
 */
import { closePopover, showPopover } from "./popover.js";
import { el } from "../util/dom.js";

const RESOLVE = [
  ["update-frames", "Update Frames", (la, ids, whole) => la.updateFrames(ids, whole)],
  ["update-constants", "Update Constraint Constants", (la, ids, whole) => la.updateConstants(ids, whole)],
  ["add-missing", "Add Missing Constraints", (la, ids, whole) => la.addMissing(ids, whole)],
  ["reset-suggested", "Reset to Suggested Constraints", (la, ids, whole) => la.resetToSuggested(ids, whole)],
  ["clear", "Clear Constraints", (la, ids, whole) => la.clear(ids, whole)],
];

function menu(items) {
  const panel = el("div", "layout-menu");
  panel.setAttribute("role", "menu");
  for (const item of items) {
    if (item === "separator") { panel.append(el("div", "menu-separator")); continue; }
    if (item.heading) { panel.append(el("div", "layout-menu-heading", item.heading)); continue; }
    const button = el("button", "menu-item", item.title);
    button.type = "button";
    button.setAttribute("role", "menuitem");
    button.dataset.field = item.field;
    button.disabled = Boolean(item.disabled);
    button.addEventListener("click", () => { closePopover(); item.run(); });
    panel.append(button);
  }
  return panel;
}

export function showResolveMenu(anchor, { ids, layoutActions }) {
  const none = ids.length === 0;
  const items = [{ heading: "Selected Views" }];
  for (const [field, title, run] of RESOLVE) items.push({ field: `resolve-${field}`, title, disabled: none, run: () => run(layoutActions, ids, false) });
  items.push("separator", { heading: "All Views in View Controller" });
  for (const [field, title, run] of RESOLVE) items.push({ field: `resolve-all-${field}`, title, disabled: none, run: () => run(layoutActions, ids, true) });
  showPopover(anchor, menu(items), { label: "Resolve Auto Layout Issues" });
}

export function showEmbedMenu(anchor, { ids, actions, layoutActions }) {
  const none = ids.length === 0;
  showPopover(anchor, menu([
    { heading: "Embed In" },
    { field: "embed-stack-view", title: "Stack View", disabled: none, run: () => layoutActions.embedInStackView(ids) },
    { field: "embed-view", title: "View", disabled: none, run: () => actions.embedInView(ids) },
  ]), { label: "Embed In" });
}
