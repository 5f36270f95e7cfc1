/**
 * Cocoa bindings of an AppKit document (`<binding destination name keyPath id/>` in an object's `<connections>`),
 * as Xcode's Bindings inspector writes them.
 *
 * What the corpus (../shared/fixtures/corpus: 1,771 bindings in the macOS documents) shows Xcode writes:
 * - the attributes in the order `destination name keyPath previousBinding id` (every one of them);
 * - the group's place among the connections: after the actions, before the outlets (`connectionPosition`);
 * - a second binding of a multi-value binding (AND/OR of `enabled`, `hidden`, `editable`; the pattern
 *   `displayPatternValue1`…) as the next numbered name, `enabled2`, `enabled3`…, whose `previousBinding` is the id
 *   of the one before (all 155 `previousBinding`s of the corpus, e.g. 48 `enabled2`, 2 `enabled3`).
 * Options (`<dictionary key="options">`) are kept as written; this module does not edit them.
 */
import { childAddress, objectAddress } from "./addresses.js";
import { connectionPosition } from "./connections.js";
import { CommandError } from "./errors.js";
import { isAppKit } from "./frames.js";
import { requireObject } from "./protection.js";
import { elementXML } from "./xml-writer.js";
import { childElement } from "../document/xml-read.js";

/** The bindings AppKit lets several of bind at once (AND for enabled/editable, OR for hidden; documented in Apple's
 *  Cocoa Bindings Reference), and the numbered pattern values. */
const MULTI_VALUE = new Set(["enabled", "hidden", "editable"]);
const NUMBERED_FROM_ONE = new Set(["displayPatternValue", "displayPatternTitle"]);

/** Bindings names offered first in the inspector: the ones the corpus uses most (value 873, enabled 353, hidden 90…). */
export const COMMON_BINDINGS = ["value", "enabled", "hidden", "content", "contentArray", "contentValues", "contentObjects",
  "selectedIndex", "selectedTag", "selectedValue", "selectedObject", "selectionIndexes", "textColor", "toolTip", "title",
  "font", "editable", "image", "sortDescriptors", "displayPatternValue1"];

/** The `<binding>` elements of `element`, in document order. */
export function bindingsOf(element) {
  return [...(childElement(element, "connections")?.children ?? [])].filter((c) => c.tagName === "binding");
}

/** The family a binding name belongs to (`enabled2` → `enabled`, `displayPatternValue3` → `displayPatternValue`). */
function family(name) {
  const match = /^(.*?)(\d+)$/.exec(name);
  return match && (MULTI_VALUE.has(match[1]) || NUMBERED_FROM_ONE.has(match[1])) ? match[1] : name;
}

/**
 * Binds `name` of `source` to `keyPath` of `destination`. A name already bound is refused, except for the
 * multi-value bindings, which take the next number and point at the previous one, as Xcode writes them.
 */
export function connectBinding(doc, { source, name, destination, keyPath, generator }) {
  if (!isAppKit(doc)) throw new CommandError("Bindings are a Cocoa (macOS) feature: this document is not an AppKit one.");
  const from = requireObject(doc, source);
  requireObject(doc, destination);
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name ?? "")) throw new CommandError("A binding needs a name such as value or enabled.");
  if (!keyPath?.trim()) throw new CommandError("A binding needs a model key path.");
  const existing = bindingsOf(from);
  const base = family(name);
  const same = existing.filter((b) => family(b.getAttribute("name")) === base);
  let bound = name;
  let previous = null;
  if (same.length) {
    if (!MULTI_VALUE.has(base) && !NUMBERED_FROM_ONE.has(base)) throw new CommandError(`${name} is already bound: edit or remove that binding.`);
    // `enabled` counts as 1, so its second is `enabled2`; the pattern values are numbered from 1 on.
    const highest = Math.max(...same.map((b) => Number(/(\d+)$/.exec(b.getAttribute("name"))?.[1] ?? 1)));
    bound = `${base}${highest + 1}`;
    previous = same[same.length - 1].getAttribute("id");
  }
  const xml = elementXML("binding", [["destination", destination], ["name", bound], ["keyPath", keyPath.trim()],
    ["previousBinding", previous], ["id", generator.next()]]);
  return [{ op: "insertSubtree", parent: childAddress(objectAddress(source), "connections"), xml, position: connectionPosition(from, "binding") }];
}
