/**
 * The colour field of the Attributes inspector: a swatch button that opens Interface Builder's colour menu —
 * Default, the system colours, the document's named (asset) colours, and a custom sRGB colour with its opacity.
 * Each choice commits a value string that commands/color-edit.js turns into Xcode's XML.
 */
import { APPKIT_SYSTEM_COLORS, IOS_SYSTEM_COLORS } from "../../commands/color-edit.js";
import { colorCSS } from "../../document/colors.js";
import { childElement } from "../../document/xml-read.js";
import { isAppKitDocument } from "../../canvas/views/system-images.js";
import { el } from "../../util/dom.js";
import { attachMenu, menuOpener } from "./fields.js";

const rootOf = (element) => { let root = element; while (root.parentElement) root = root.parentElement; return root; };

/** What the field says for a `<color>` (or its absence). */
export function colorDescription(color) {
  if (!color) return "Default";
  const name = color.getAttribute("systemColor") ?? color.getAttribute("name") ?? color.getAttribute("cocoaTouchSystemColor");
  if (name) return name;
  const alpha = Number(color.getAttribute("alpha") ?? 1);
  return alpha < 1 ? `Custom, ${Math.round(alpha * 100)}% opacity` : "Custom";
}

/** `#rrggbb` and the opacity in percent of a CSS colour (`rgba(…)` from colors.js), for the custom editor. */
function hexAndOpacity(css) {
  const match = css?.match(/rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?/);
  if (!match) return { hex: "#ffffff", opacity: 100 };
  const hex = `#${match.slice(1, 4).map((n) => Number(n).toString(16).padStart(2, "0")).join("")}`;
  return { hex, opacity: Math.round(Number(match[4] ?? 1) * 100) };
}

function choice(text, css, value, name, onPick) {
  const button = el("button", "color-choice");
  button.type = "button";
  button.dataset.field = name;
  button.dataset.value = value;
  const swatch = el("span", "swatch");
  if (css) swatch.style.background = css;
  button.append(swatch, el("span", null, text));
  button.addEventListener("click", () => onPick(value));
  return button;
}

/** The row: label + the swatch button with its menu. `onCommit(value)` or null (read-only). */
export function colorPickerField(label, element, key, onCommit, { mixed = false } = {}) {
  const color = childElement(element, "color", key);
  const name = `color-${key}`;
  const wrap = el("div", "color-picker-field");
  const button = menuOpener("swatch-value color-button", name, Boolean(onCommit));
  const swatch = el("span", "swatch");
  const css = colorCSS(color);
  if (css) swatch.style.background = css;
  const description = mixed ? "Multiple Values" : colorDescription(color);
  if (mixed) swatch.style.background = "";
  button.append(swatch, el("span", "color-name", description));
  button.title = description;
  wrap.append(button);
  if (!onCommit) return [el("label", null, label), wrap];

  const menu = el("div", "color-menu");
  menu.hidden = true;
  menu.dataset.field = `${name}-menu`;
  const pick = (value) => { menu.hidden = true; onCommit(value); };
  menu.append(choice("Default", null, "", `${name}-default`, pick));
  const appKit = isAppKitDocument(element);
  const systemNames = appKit ? APPKIT_SYSTEM_COLORS : Object.keys(IOS_SYSTEM_COLORS).sort();
  menu.append(el("h4", null, "System Colors"));
  const list = el("div", "color-choices");
  const probe = (attributes) => ({ getAttribute: (n) => attributes[n] ?? null, hasAttribute: (n) => n in attributes });
  for (const system of systemNames) {
    list.append(choice(system, colorCSS(probe(appKit ? { name: system } : { systemColor: system })), `system:${system}`, `${name}-system-${system}`, pick));
  }
  menu.append(list);
  const named = [...(childElement(rootOf(element), "resources")?.children ?? [])].filter((c) => c.tagName === "namedColor");
  if (named.length) {
    menu.append(el("h4", null, "Named Colors"));
    const namedList = el("div", "color-choices");
    for (const entry of named) {
      const colorName = entry.getAttribute("name");
      namedList.append(choice(colorName, colorCSS(entry.children[0]), `named:${colorName}`, `${name}-named-${colorName}`, pick));
    }
    menu.append(namedList);
  }
  menu.append(el("h4", null, "Custom"));
  const { hex, opacity } = hexAndOpacity(css);
  const well = el("input", "color-well");
  well.type = "color";
  well.value = hex;
  well.dataset.field = `${name}-custom`;
  well.setAttribute("aria-label", `${label} custom colour`);
  const alpha = el("input", "color-opacity");
  alpha.type = "number";
  alpha.min = "0";
  alpha.max = "100";
  alpha.step = "1";
  alpha.value = String(opacity);
  alpha.dataset.field = `${name}-opacity`;
  alpha.setAttribute("aria-label", "Opacity (%)");
  const apply = el("button", "color-apply", "Apply");
  apply.type = "button";
  apply.dataset.field = `${name}-apply`;
  apply.addEventListener("click", () => {
    const percent = Math.max(0, Math.min(100, Math.round(Number(alpha.value) || 0)));
    pick(percent === 100 ? well.value : `${well.value}${Math.round(percent / 100 * 255).toString(16).padStart(2, "0")}`);
  });
  const custom = el("div", "color-custom");
  custom.append(well, alpha, el("span", null, "%"), apply);
  menu.append(custom);
  attachMenu(button, menu, wrap);
  return [el("label", null, label), wrap];
}
