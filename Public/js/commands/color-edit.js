/**
 * A colour property as the colour picker writes it, in Xcode's forms (all counted over ../shared/fixtures/corpus):
 * - an iOS system colour: `<color key="K" systemColor="NAME"/>` and, in the document's `<resources>`, the
 *   `<systemColor name="NAME">` entry holding its light value (198 entries; every one is used by some colour and
 *   none is left behind unused, so the entry goes when the last colour naming it goes);
 * - an AppKit system colour: `<color key="K" name="NAME" catalog="System" colorSpace="catalog"/>` (6,032 of 6,032);
 * - a named asset colour: `<color key="K" name="NAME"/>` with its `<namedColor>` resource, which holds the asset's
 *   value: only names the document's resources already hold can be chosen (their value is not known otherwise);
 * - a custom colour: `red= green= blue= alpha=` in sRGB, each channel n/255 and the alpha as `%.17g` (Xcode's
 *   current number form, 279 corpus channels; older documents have ten-digit or float values).
 * The picker hands over a value string: `#rrggbb` or `#rrggbbaa`, `system:NAME`, `named:NAME`, or "" (Default).
 */
import { childAddress, ROOT } from "./addresses.js";
import { CommandError } from "./errors.js";
import { removeKeyedChild, replaceKeyedChild } from "./attributes.js";
import { requireObject } from "./protection.js";
import { elementXML, serializeElement } from "./xml-writer.js";
import { childElement } from "../document/xml-read.js";


/**
 * The iOS system colours whose `<resources>` entry the corpus shows, as 8-bit sRGB channels (or `white`) and
 * alpha: each entry below is what Xcode wrote there, n/255 in `%.17g` (Tests/js/inspector/color-edit.test.mjs
 * checks the generated XML against the corpus when it is present). Colours Xcode writes with other values (newer
 * iOS palettes) are not offered: their entry is not known.
 */
export const IOS_SYSTEM_COLORS = {
  systemBackgroundColor: { white: 1 }, secondarySystemBackgroundColor: { rgb: [242, 242, 247] },
  groupTableViewBackgroundColor: { rgb: [242, 242, 247] }, labelColor: { white: 0 }, darkTextColor: { white: 0 },
  secondaryLabelColor: { rgb: [60, 60, 67], alpha: 0.6 }, placeholderTextColor: { rgb: [60, 60, 67], alpha: 0.3 },
  separatorColor: { rgb: [60, 60, 67], alpha: 0.29 }, linkColor: { rgb: [0, 122, 255] },
  systemBlueColor: { rgb: [0, 122, 255] }, systemRedColor: { rgb: [255, 59, 48] }, systemOrangeColor: { rgb: [255, 149, 0] },
  systemYellowColor: { rgb: [255, 204, 0] }, systemPinkColor: { rgb: [255, 45, 85] }, systemPurpleColor: { rgb: [175, 82, 222] },
  systemTealColor: { rgb: [90, 200, 250] }, systemIndigoColor: { rgb: [88, 86, 214] },
  systemGray2Color: { rgb: [174, 174, 178] }, systemGray3Color: { rgb: [199, 199, 204] }, systemGray5Color: { rgb: [229, 229, 234] },
  systemGray6Color: { rgb: [242, 242, 247] },
  // Not n/255: UIKit's own value, as Xcode wrote it.
  scrollViewTexturedBackgroundColor: { exact: [0.43529411764705878, 0.44313725490196082, 0.47450980392156861] },
  viewFlipsideBackgroundColor: { rgb: [31, 33, 36] },
};

/** AppKit's catalog colours named by at least two corpus colours (the picker's list; a typed name works too). */
export const APPKIT_SYSTEM_COLORS = ["alternateSelectedControlTextColor", "alternatingContentBackgroundColor", "controlAccentColor",
  "controlBackgroundColor", "controlColor", "controlLightHighlightColor", "controlTextColor", "disabledControlTextColor", "gridColor",
  "headerColor", "headerTextColor", "labelColor", "linkColor", "placeholderTextColor", "secondaryLabelColor", "separatorColor",
  "systemGrayColor", "systemIndigoColor", "systemOrangeColor", "systemPurpleColor", "systemTealColor", "tertiaryLabelColor",
  "textBackgroundColor", "textColor", "underPageBackgroundColor", "windowBackgroundColor"];

/** A colour channel or alpha as Xcode writes it: `0.0`, `1`, else `%.17g`. */
export function colorNumber(value) {
  if (value === 0) return "0.0";
  if (value === 1) return "1";
  const text = value.toPrecision(17);
  return text.includes("e") ? text : text.replace(/0+$/, "").replace(/\.$/, "");
}

/** The `<color …/>` pairs of 8-bit sRGB channels (or exact ones, or a white level) and an alpha. */
function channelPairs({ rgb, exact, white, alpha = 1 }) {
  if (white !== undefined) return [["white", colorNumber(white)], ["alpha", colorNumber(alpha)], ["colorSpace", "custom"], ["customColorSpace", "genericGamma22GrayColorSpace"]];
  const channels = exact ?? rgb.map((n) => n / 255);
  return [...["red", "green", "blue"].map((name, i) => [name, colorNumber(channels[i])]), ["alpha", colorNumber(alpha)],
    ["colorSpace", "custom"], ["customColorSpace", "sRGB"]];
}

/** The `<systemColor name=…>` resource entry of an iOS system colour Xcode's output shows. */
export function systemColorResourceXML(name) {
  const value = IOS_SYSTEM_COLORS[name];
  if (!value) throw new CommandError(`"${name}" is not a system colour whose value is known.`);
  return `<systemColor name="${name}">${elementXML("color", channelPairs(value))}</systemColor>`;
}

const isAppKit = (doc) => /\.Cocoa\./.test(doc.root.getAttribute("type") ?? "") || /^MacOSX/.test(doc.root.getAttribute("targetRuntime") ?? "");

/** Parses the picker's value into the `<color>` XML for `key` and the resource it needs (null: none). */
function colorFor(doc, key, value) {
  const hex = value.match(/^#([0-9a-f]{6})([0-9a-f]{2})?$/i);
  if (hex) {
    const rgb = [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16));
    // Opacity is a percentage in the picker: the two hex digits carry it as a round percent.
    const alpha = hex[2] === undefined ? 1 : Math.round(parseInt(hex[2], 16) / 255 * 100) / 100;
    return { xml: elementXML("color", [["key", key], ...channelPairs({ rgb, alpha })]), resource: null };
  }
  const [kind, name] = [value.slice(0, value.indexOf(":")), value.slice(value.indexOf(":") + 1)];
  if (kind === "system" && isAppKit(doc)) {
    if (!/^\w+$/.test(name)) throw new CommandError(`"${name}" is not a colour name.`);
    return { xml: elementXML("color", [["key", key], ["name", name], ["catalog", "System"], ["colorSpace", "catalog"]]), resource: null };
  }
  if (kind === "system") return { xml: elementXML("color", [["key", key], ["systemColor", name]]), resource: { tag: "systemColor", name, xml: systemColorResourceXML(name) } };
  if (kind === "named") {
    if (!resourceEntry(doc, "namedColor", name)) throw new CommandError(`the document has no named colour "${name}".`);
    return { xml: elementXML("color", [["key", key], ["name", name]]), resource: null };
  }
  throw new CommandError(`"${value}" is not a colour the picker writes.`);
}

function resourceEntry(doc, tag, name) {
  return [...(childElement(doc.root, "resources")?.children ?? [])].find((c) => c.tagName === tag && c.getAttribute("name") === name) ?? null;
}

/** How many colours of the document name this iOS system colour, not counting those in `except`. */
function systemColorUses(doc, name, except) {
  let count = 0;
  const visit = (element) => {
    if (!except.has(element) && element.tagName === "color" && element.getAttribute("systemColor") === name) count += 1;
    for (const child of element.children) visit(child);
  };
  visit(doc.root);
  return count;
}

/**
 * The `<resources>` after adding and removing system colour entries: written again whole (its entries have no id
 * or key, so no op can address one), `<systemColor>` entries sorted by name as Xcode sorts them, the rest kept.
 */
function resourcesOps(doc, { add, remove }) {
  const resources = childElement(doc.root, "resources");
  const children = [...(resources?.children ?? [])];
  const has = (name) => children.some((c) => c.tagName === "systemColor" && c.getAttribute("name") === name);
  const removed = remove.filter(has);
  if ((!add || has(add.name)) && !removed.length) return [];
  let entries = children.filter((c) => !(c.tagName === "systemColor" && removed.includes(c.getAttribute("name"))))
    .map((c) => ({ tag: c.tagName, name: c.getAttribute("name") ?? "", xml: serializeElement(c) }));
  if (add && !has(add.name)) {
    const others = entries.filter((e) => e.tag !== "systemColor");
    const system = [...entries.filter((e) => e.tag === "systemColor"), add].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // System colours come after the images and named colours (as in every corpus document that has both).
    entries = [...others, ...system];
  }
  const ops = resources ? [{ op: "removeSubtree", target: childAddress(ROOT, "resources") }] : [];
  if (entries.length) ops.push({ op: "insertSubtree", parent: ROOT, xml: `<resources>${entries.map((e) => e.xml).join("")}</resources>`, position: { xcodeOrder: true } });
  return ops;
}

/**
 * The ops of a colour chosen in the picker for the property `key` of object `id`, or of every object in `ids` (several
 * selected: one batch, `<resources>` written once) — "" is Default: no element.
 */
export function colorEditOps(doc, { id, ids = [id], key, value }) {
  const owners = ids.map((each) => requireObject(doc, each));
  const olds = owners.map((owner) => childElement(owner, "color", key)).filter(Boolean);
  const next = value === "" ? null : colorFor(doc, key, value);
  const ops = ids.flatMap((each) => (next ? replaceKeyedChild(doc, { id: each, element: "color", key, xml: next.xml })
    : removeKeyedChild(doc, { id: each, element: "color", key })));
  // A system colour the edited colours named goes from <resources> when no other colour names it.
  const replaced = new Set(olds);
  const oldNames = [...new Set(olds.map((old) => old.getAttribute("systemColor")).filter(Boolean))];
  const remove = oldNames.filter((name) => name !== next?.resource?.name && systemColorUses(doc, name, replaced) === 0);
  return [...ops, ...resourcesOps(doc, { add: next?.resource ?? null, remove })];
}
