/**
 * Xcode's "Installed" checkbox for a constraint or a subview, as `<variation>` masks on the view that holds
 * it: a constraint is listed in `<mask key="constraints">` of the view whose `<constraints>` hold it, a
 * subview in `<mask key="subviews">` of its superview. Unchecking Installed for the base size class writes
 * `<variation key="default"><mask key="constraints"><exclude reference="ID"/></mask></variation>`; checking
 * it again takes the exclude out, and a mask or variation left empty goes with it, so the bytes are those
 * from before. For another size class (`key` such as "heightClass=compact") installed writes `<include>`,
 * uninstalled `<exclude>`. Where Xcode puts them: the variation after the view's `<constraints>` and class
 * properties, before `<userDefinedRuntimeAttributes>`, `<connections>` and `<point key="canvasLocation">`,
 * the base class's before the other variations; the subviews mask before the constraints mask; entries
 * sorted by reference. `<include>`/`<exclude>` can't be addressed one by one (docs/protocol.md §2), so a
 * mask that keeps other entries is replaced whole.
 */
import { addressOf, childAddress, objectAddress } from "../addresses.js";
import { CommandError } from "../errors.js";
import { requireObject } from "../protection.js";
import { elementXML } from "../xml-writer.js";

const kids = (element) => [...(element?.children ?? [])];
const childOf = (element, tag, key) => kids(element).find((child) => child.tagName === tag && child.getAttribute("key") === key) ?? null;

/** Child kinds a new `<variation>` goes before (everything else of the view comes first). */
const AFTER_VARIATIONS = new Set(["userDefinedRuntimeAttributes", "connections", "point"]);

/**
 * What the Installed checkbox of `element` edits: the view holding the mask and the mask's key, or null for
 * objects that can't be uninstalled (root views, views that are not in a `<subviews>`, guides, controllers).
 */
export function installHolder(element) {
  if (!element) return null;
  const parent = element.parentElement;
  if (element.tagName === "constraint" && parent?.tagName === "constraints" && parent.parentElement?.getAttribute("id")) {
    return { holder: parent.parentElement, maskKey: "constraints" };
  }
  if (parent?.tagName === "subviews" && parent.parentElement?.getAttribute("id") && element.getAttribute("id")) {
    return { holder: parent.parentElement, maskKey: "subviews" };
  }
  return null;
}

/** The `<include>`/`<exclude>` naming `id` in the holder's `<variation key=…>` mask, or null. */
function entryFor(holder, key, maskKey, id) {
  const mask = childOf(childOf(holder, "variation", key), "mask", maskKey);
  return kids(mask).find((entry) => entry.getAttribute("reference") === id) ?? null;
}

/**
 * Installed for the size class `key`: for "default" (the base class) true unless excluded; for another key
 * true/false when its variation includes/excludes the object, else null (it follows the base class).
 */
export function installedState(element, key = "default") {
  const target = installHolder(element);
  if (!target) return key === "default" ? true : null;
  const entry = entryFor(target.holder, key, target.maskKey, element.getAttribute("id"));
  if (!entry) return key === "default" ? true : null;
  return entry.tagName === "include";
}

/** The size-class keys (other than "default") whose variations on the holder mention the object. */
export function variationKeysOf(element) {
  const target = installHolder(element);
  if (!target) return [];
  const id = element.getAttribute("id");
  return kids(target.holder).filter((child) => child.tagName === "variation" && child.getAttribute("key") !== "default"
    && entryFor(target.holder, child.getAttribute("key"), target.maskKey, id)).map((child) => child.getAttribute("key"));
}

/**
 * The `<variation key=…>` of a size class as Xcode spells it: height first, traits joined by "-"
 * ("heightClass=regular-widthClass=compact"), one trait alone ("widthClass=compact"); `width` and `height` are
 * "any", "compact" or "regular". Any/Any is the base class ("default").
 */
export function sizeClassKey(width, height) {
  for (const value of [width, height]) {
    if (!["any", "compact", "regular"].includes(value)) throw new CommandError(`"${value}" is not a size class (any, compact or regular).`);
  }
  const traits = [height !== "any" && `heightClass=${height}`, width !== "any" && `widthClass=${width}`].filter(Boolean);
  return traits.length ? traits.join("-") : "default";
}

/** An address for a position right after `previous` (atStart when there is none). */
function positionAfter(doc, parent, previous) {
  if (!previous) return { atStart: true };
  const address = addressOf(doc, previous);
  // An id-less, key-less sibling that repeats (a second `<exclude>`) has no address of its own: use its index.
  const repeats = !previous.getAttribute("id") && previous.getAttribute("key") === null
    && kids(parent).filter((child) => child.tagName === previous.tagName).length > 1;
  return repeats ? { index: kids(parent).indexOf(previous) + 1 } : { after: address };
}

/** Where a new `<variation key=…>` goes among the holder's children. */
function variationPosition(doc, holder, key) {
  const children = kids(holder);
  let index = children.findIndex((child) => AFTER_VARIATIONS.has(child.tagName)
    || (key === "default" && child.tagName === "variation"));
  if (index < 0) index = children.length;
  return positionAfter(doc, holder, children[index - 1] ?? null);
}

/** Where a new `<mask key=…>` goes in a variation: subviews before constraints. */
function maskPosition(doc, variation, maskKey) {
  const children = kids(variation);
  const constraintsMask = children.findIndex((child) => child.tagName === "mask" && child.getAttribute("key") === "constraints");
  const index = maskKey === "subviews" && constraintsMask >= 0 ? constraintsMask : children.length;
  return positionAfter(doc, variation, children[index - 1] ?? null);
}

const entryXML = (tag, id) => elementXML(tag, [["reference", id]]);
const maskXML = (maskKey, entries) => elementXML("mask", [["key", maskKey]], entries.map(([tag, id]) => entryXML(tag, id)).join(""));

/**
 * The ops that make `id` (a constraint or a subview) installed or not for the size class `key` ("default":
 * the base class); `installed` null takes another size class's entry out (Xcode's ✕ on that row: the object
 * follows the base class there again). Nothing when it already is.
 */
export function installedOps(doc, id, installed, key = "default") {
  const element = requireObject(doc, id);
  const target = installHolder(element);
  if (!target) throw new CommandError(element.tagName === "constraint" ? "this constraint belongs to no view." : "only subviews and constraints can be uninstalled.");
  if (typeof key !== "string" || key === "") throw new CommandError("a size class is needed.");
  const { holder, maskKey } = target;
  const holderAddress = objectAddress(holder.getAttribute("id"));
  const variation = childOf(holder, "variation", key);
  const variationAddress = childAddress(holderAddress, "variation", key);
  const mask = childOf(variation, "mask", maskKey);
  const maskAddress = childAddress(variationAddress, "mask", maskKey);
  // The entry this state wants: the base class only ever excludes; another class includes or excludes.
  const wanted = installed === null || (key === "default" && installed) ? null : installed ? "include" : "exclude";
  const entries = kids(mask).filter((entry) => entry.getAttribute("reference") !== null).map((entry) => [entry.tagName, entry.getAttribute("reference")]);
  const current = entries.find(([, reference]) => reference === id)?.[0] ?? null;
  if (current === wanted) return [];
  const next = entries.filter(([, reference]) => reference !== id);
  if (wanted) next.push([wanted, id]);
  next.sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (!variation) {
    return [{ op: "insertSubtree", parent: holderAddress, position: variationPosition(doc, holder, key),
      xml: elementXML("variation", [["key", key]], maskXML(maskKey, next)) }];
  }
  if (!mask) return [{ op: "insertSubtree", parent: variationAddress, position: maskPosition(doc, variation, maskKey), xml: maskXML(maskKey, next) }];
  // Something else in the mask (a comment, text) would be lost by rewriting it: refuse rather than drop it.
  if (kids(mask).length !== entries.length) throw new CommandError("this size-class mask holds something Storyweave does not edit.");
  if (next.length === 0) {
    const variationEmptied = kids(variation).length === 1 && variation.attributes.length === 1;
    return [{ op: "removeSubtree", target: variationEmptied ? variationAddress : maskAddress }];
  }
  const before = kids(variation)[kids(variation).indexOf(mask) - 1] ?? null;
  return [{ op: "removeSubtree", target: maskAddress },
    { op: "insertSubtree", parent: variationAddress, position: positionAfter(doc, variation, before), xml: maskXML(maskKey, next) }];
}

/** Every `<mask>` in a `<variation>` under `root` that lists an include/exclude. */
function masksIn(root) {
  const found = [];
  const stack = [root];
  while (stack.length) {
    const element = stack.pop();
    if (element.tagName === "mask" && element.parentElement?.tagName === "variation") {
      if (kids(element).some((entry) => entry.getAttribute("reference") !== null)) found.push(element);
      continue;
    }
    for (const child of kids(element)) stack.push(child);
  }
  return found;
}

/**
 * The ops (appended to a batch: an `EditActions.addBatchHook` hook) that take out the `<include>`/`<exclude>` entries
 * the batch leaves naming nothing — a deleted constraint or subview, or a constraint the engine removed with the view it
 * named — and a mask or variation left empty with them, as Xcode does when it deletes an uninstalled object.
 */
export function danglingEntryOps(doc, ops) {
  if (!ops.some((op) => op.op === "removeSubtree") || masksIn(doc.root).length === 0) return [];
  const after = doc.copy();
  after.applyBatch(ops);
  const result = [];
  for (const mask of masksIn(after.root)) {
    const entries = kids(mask).filter((entry) => entry.getAttribute("reference") !== null);
    const kept = entries.filter((entry) => after.elementById(entry.getAttribute("reference")));
    if (kept.length === entries.length) continue;
    const variation = mask.parentElement;
    const maskAddress = addressOf(after, mask);
    if (kept.length === 0 && kids(mask).length === entries.length) {
      const variationEmptied = kids(variation).length === 1 && variation.attributes.length === 1;
      result.push({ op: "removeSubtree", target: variationEmptied ? addressOf(after, variation) : maskAddress });
      continue;
    }
    if (kids(mask).length !== entries.length) continue; // something else in the mask: left as it is
    const before = kids(variation)[kids(variation).indexOf(mask) - 1] ?? null;
    result.push({ op: "removeSubtree", target: maskAddress },
      { op: "insertSubtree", parent: addressOf(after, variation), position: positionAfter(after, variation, before),
        xml: maskXML(mask.getAttribute("key"), kept.map((entry) => [entry.tagName, entry.getAttribute("reference")])) });
  }
  return result;
}
