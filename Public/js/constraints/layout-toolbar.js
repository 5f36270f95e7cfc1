/**
 * The Auto Layout buttons at the bottom right of the canvas, as in Xcode: Update Frames, Embed In (stack
 * view), Align, Add New Constraints and Resolve Auto Layout Issues. Buttons that need a constrainable
 * selection are disabled without one.
 */
import { showAlignPopover } from "./align-popover.js";
import { showPinPopover } from "./pin-popover.js";
import { constrainableIds } from "../commands/auto-layout/pin.js";
import { closePopover } from "./popover.js";
import { showEmbedMenu, showResolveMenu } from "./resolve-menu.js";
import { el } from "../util/dom.js";
import { shortcutLabel } from "../util/shortcut-label.js";

/** Small line icons in the style of Xcode's canvas buttons (16 × 16, currentColor). */
const ICONS = {
  updateFrames: '<path d="M3 8a5 5 0 0 1 8.6-3.5M13 8a5 5 0 0 1-8.6 3.5" /><path d="M11.8 2.2v2.6H9.2M4.2 13.8v-2.6h2.6" />',
  embed: '<rect x="3" y="2.5" width="10" height="4" rx="1"/><rect x="3" y="9.5" width="10" height="4" rx="1"/><path d="M1.5 1.5v13M14.5 1.5v13" />',
  align: '<path d="M2 2v12" /><rect x="4" y="3.5" width="9" height="3" rx=".8"/><rect x="4" y="9.5" width="6" height="3" rx=".8"/>',
  pin: '<rect x="5" y="5" width="6" height="6" rx="1"/><path d="M8 1v3M8 12v3M1 8h3M12 8h3M6.5 1h3M6.5 15h3M1 6.5v3M15 6.5v3" />',
  resolve: '<path d="M8 1.8 14.5 13.5h-13z" /><path d="M8 6v3.6M8 11.2v.4" />',
};

const icon = (name) => `<svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ICONS[name]}</svg>`;

export function installLayoutToolbar({ viewport, selection, actions, layoutActions, getModel, notify }) {
  const bar = el("div", "layout-toolbar");
  bar.setAttribute("role", "toolbar");
  bar.setAttribute("aria-label", "Auto Layout");
  const button = (name, field, title, onClick) => {
    const b = el("button", "layout-button");
    b.type = "button";
    b.innerHTML = icon(name);
    b.title = title;
    b.setAttribute("aria-label", title);
    b.dataset.field = field;
    b.addEventListener("click", () => onClick(b));
    bar.append(b);
    return b;
  };
  const context = () => ({ doc: actions.doc, ids: selection.ids, model: getModel(), actions, layoutActions, notify });
  const updateFrames = button("updateFrames", "layout-update-frames", `Update Frames (${shortcutLabel("⌥⌘=")})`, () => { closePopover(); layoutActions.updateFrames(selection.ids); });
  const embed = button("embed", "layout-embed", "Embed In", (b) => showEmbedMenu(b, context()));
  const align = button("align", "layout-align", "Align", (b) => showAlignPopover(b, context()));
  const pin = button("pin", "layout-add-constraints", "Add New Constraints", (b) => showPinPopover(b, context()));
  const resolve = button("resolve", "layout-resolve", "Resolve Auto Layout Issues", (b) => showResolveMenu(b, context()));
  for (const b of [embed, align, pin, resolve]) b.setAttribute("aria-haspopup", "dialog");
  viewport.append(bar);
  bar.addEventListener("pointerdown", (event) => event.stopPropagation());

  const refresh = () => {
    const model = getModel();
    bar.hidden = !model || model.platform !== "ios";
    const doc = actions.doc;
    const constrainable = doc && !actions.readOnly ? constrainableIds(doc, selection.ids).length : 0;
    for (const b of [align, pin, embed]) b.disabled = constrainable === 0;
    updateFrames.disabled = actions.readOnly || selection.ids.length === 0;
    resolve.disabled = actions.readOnly || selection.ids.length === 0;
  };
  selection.onChange(refresh);
  // ⌥⌘= (Ctrl+Alt+= elsewhere) updates the selected views' frames, as in Xcode; ⌘= stays Size to Fit Content.
  viewport.addEventListener("keydown", (event) => {
    if (!(event.metaKey || event.ctrlKey) || !event.altKey || event.code !== "Equal" || !selection.ids.length) return;
    if (event.target.closest?.("input, textarea, select")) return;
    event.preventDefault();
    layoutActions.updateFrames(selection.ids);
  });
  refresh();
  return { refresh, element: bar };
}
